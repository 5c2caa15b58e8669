import { type CsvValue, toCsv } from '../csv/csv';
import { downloadText } from '../csv/download';
import type { TerritoryRef } from '../territory/types';
import type { ComparisonTableMessages } from './ComparisonTable.messages';
import { differences } from './cells';
import type { ReferenceColumn, SideColumn } from './columns';
import type {
  ComparisonIndicator,
  ComparisonReferences,
  ComparisonSide,
  ComparisonSource,
  ComparisonStatistic,
  ComparisonTheme,
} from './types';

/** One indicator of the exports: every side with its status and differences, the references. */
export type ExportedIndicator = {
  id: string;
  theme: string;
  label: string;
  unit: string;
  referenceYear: string;
  /** Source id(s) (see `sources`), space-separated for a key figure of several vintages. */
  source?: string;
  /** Every side, in order. */
  values: ComparisonStatistic[];
  /** Per side: value − the reference side's (in points for a rate), null unless both are `ok`. */
  absolute: (number | null)[];
  /** Per side: (value − reference) / |reference| as a ratio (0.1 = +10 %), or null. */
  relative: (number | null)[];
  /** With the France column: France's value (null: none for this indicator). */
  france?: ComparisonStatistic | null;
  /** With the parents' columns: each side's parent value (null: none). */
  parents?: (ComparisonStatistic | null)[];
};

export type ExportedTerritory = TerritoryRef & { year: number };

export type ComparisonExport = {
  generatedAt: string;
  /** The reference side of the differences (1-based). */
  reference: number;
  sides: (ExportedTerritory & {
    key: string;
    /** Its département or région, with the parents' columns. */
    parent?: ExportedTerritory | null;
  })[];
  references: ComparisonReferences;
  indicators: ExportedIndicator[];
  /** Every source used, with its licence and attribution. */
  sources: ComparisonSource[];
};

/** A difference without float noise (10.8 − 9.4 → 1.4, not 1.4000000000000004). */
const clean = (value: number | null) => (value === null ? null : Number(value.toPrecision(12)));
const missing: ComparisonStatistic = { value: null, status: 'unavailable' };
const territory = (side: ComparisonSide): ExportedTerritory => ({
  ...side.territory,
  year: side.year,
});

function exported(
  indicator: ComparisonIndicator,
  theme: ComparisonTheme,
  themeSources: string | undefined,
  input: { reference: number; references: ComparisonReferences; sides: number },
): ExportedIndicator {
  const diff = differences(indicator, input.reference);
  const source = indicator.source ?? themeSources;
  return {
    id: indicator.id,
    theme: theme.label,
    label: indicator.label,
    unit: indicator.unit,
    referenceYear: indicator.referenceYear,
    ...(source ? { source } : {}),
    values: Array.from({ length: input.sides }, (_, i) => indicator.values[i] ?? missing),
    absolute: diff.absolute.map(clean),
    relative: diff.relative.map(clean),
    ...(input.references.france ? { france: indicator.france ?? null } : {}),
    ...(input.references.parent
      ? { parents: Array.from({ length: input.sides }, (_, i) => indicator.parents?.[i] ?? null) }
      : {}),
  };
}

/** The whole comparison as plain data: the JSON export, and the CSV's rows. */
export function comparisonExport(input: {
  sides: readonly ComparisonSide[];
  reference: number;
  references: ComparisonReferences;
  parents: readonly (ComparisonSide | null)[];
  keyFigures: readonly ComparisonIndicator[];
  keyFiguresSources: readonly ComparisonSource[];
  themes: readonly ComparisonTheme[];
  sources: readonly ComparisonSource[];
  m: ComparisonTableMessages;
  now?: Date;
}): ComparisonExport {
  const { m, references } = input;
  const keySources = input.keyFiguresSources.map((s) => s.id).join(' ') || undefined;
  const keyTheme = { id: 'key', label: m.keyFigures, indicators: input.keyFigures };
  const used = new Set(input.themes.flatMap((t) => t.indicators.map((i) => i.source)));
  const options = { reference: input.reference, references, sides: input.sides.length };
  return {
    generatedAt: (input.now ?? new Date()).toISOString(),
    reference: input.reference + 1,
    sides: input.sides.map((side, i) => ({
      key: m.sideKey(i),
      ...territory(side),
      ...(references.parent
        ? { parent: input.parents[i] ? territory(input.parents[i]) : null }
        : {}),
    })),
    references,
    indicators: [
      ...input.keyFigures.map((indicator) => exported(indicator, keyTheme, keySources, options)),
      ...input.themes.flatMap((theme) =>
        theme.indicators.map((indicator) => exported(indicator, theme, undefined, options)),
      ),
    ],
    sources: [...input.keyFiguresSources, ...input.sources.filter((s) => used.has(s.id))].filter(
      (s, i, all) => all.findIndex((t) => t.id === s.id) === i,
    ),
  };
}

/** A status in words for the CSV (the value column is empty unless `ok`). */
function statusText(statistic: ComparisonStatistic | null | undefined, m: ComparisonTableMessages) {
  if (!statistic) return null;
  if (statistic.status === 'ok') {
    const { coverage } = statistic;
    return coverage && coverage.covered < coverage.of
      ? m.coverage(coverage.covered, coverage.of)
      : '';
  }
  if (statistic.status === 'secret') return m.secret;
  if (statistic.status === 'not_applicable') return m.notApplicable;
  const reason = statistic.reason ? m.reasons[statistic.reason] : undefined;
  return reason ? `${m.noValue}\u00a0: ${reason}` : m.noValue;
}

const csvValue = (statistic: ComparisonStatistic | null | undefined) =>
  statistic?.status === 'ok' ? statistic.value : null;

/**
 * The comparison as CSV in the project's dialect: one line per indicator; per side its value,
 * status and differences; the reference columns shown; the source and licence.
 */
export function comparisonCsv(
  data: ComparisonExport,
  columns: { sides: readonly SideColumn[]; references: readonly ReferenceColumn[] },
  m: ComparisonTableMessages,
): string {
  const sources = new Map(data.sources.map((s) => [s.id, s]));
  const sideName = (c: SideColumn) =>
    `${c.key}\u00a0: ${c.name}${c.reference ? ` (${m.reference})` : ''}`;
  const header = [
    m.csv.theme,
    m.indicator,
    m.csv.unit,
    m.csv.referenceYear,
    ...columns.sides.flatMap((c) => [
      sideName(c),
      m.csv.status(c.key),
      m.csv.difference(c.key),
      m.csv.relative(c.key),
    ]),
    ...columns.references.flatMap((c) => [c.name, m.csv.status(c.name)]),
    m.csv.source,
    m.csv.licence,
  ];
  const referenceCell = (row: ExportedIndicator, column: ReferenceColumn) =>
    column.kind === 'france' ? row.france : row.parents?.[column.of[0] ?? 0];
  const rows = data.indicators.map((row): CsvValue[] => {
    const used = (row.source ?? '').split(' ').flatMap((id) => sources.get(id) ?? []);
    return [
      row.theme,
      row.label,
      row.unit,
      row.referenceYear,
      ...columns.sides.flatMap((c) => {
        const relative = row.relative[c.index] ?? null;
        return [
          csvValue(row.values[c.index]),
          statusText(row.values[c.index], m),
          row.absolute[c.index] ?? null,
          relative === null ? null : Math.round(relative * 1000) / 10,
        ];
      }),
      ...columns.references.flatMap((c) => {
        const cell = referenceCell(row, c);
        return [csvValue(cell), statusText(cell, m)];
      }),
      used.map((s) => s.attribution).join(' / ') || null,
      [...new Set(used.map((s) => s.licence))].join(' / ') || null,
    ];
  });
  return toCsv(header, rows);
}

/**
 * Writes the comparison as CSV or JSON (the CSV's name ends in .csv, the JSON's in .json) and
 * hands it to `onExport`, or downloads it.
 */
export function saveExport(
  format: 'csv' | 'json',
  data: ComparisonExport,
  options: {
    columns: { sides: readonly SideColumn[]; references: readonly ReferenceColumn[] };
    filename: string;
    onExport: ((content: string, filename: string, format: 'csv' | 'json') => void) | undefined;
    m: ComparisonTableMessages;
  },
): void {
  const csv = format === 'csv';
  const content = csv
    ? comparisonCsv(data, options.columns, options.m)
    : `${JSON.stringify(data, null, 2)}\n`;
  const name = csv ? options.filename : `${options.filename.replace(/\.csv$/, '')}.json`;
  if (options.onExport) options.onExport(content, name, format);
  else
    downloadText(content, name, csv ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8');
}
