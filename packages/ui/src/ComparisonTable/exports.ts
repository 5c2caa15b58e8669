import { type CsvValue, toCsv } from '@epic/api-contract/csv';
import { downloadText } from '../csv/download';
import { type IndicatorFormatSpec, isRate } from '../format';
import type { ComparisonTableMessages } from './ComparisonTable.messages';
import { differenceCell, differences, okValue, statisticCell, valueNotes } from './cells';
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
  /** How the screen writes it: the values and differences are rounded the same way. */
  format: IndicatorFormatSpec['format'];
  referenceYear: string;
  /** Source id(s) (see `sources`), space-separated for a key figure of several vintages. */
  source?: string;
  /** Source id of the values INSEE publishes above the commune (see `sources`). */
  publishedAbove?: string;
  /** How a value that cannot exist reads (see `ComparisonIndicator`). */
  notApplicable?: 'communeOnly' | 'level';
  /** Every side, in order (value rounded as shown; census, change, perimeter, published…). */
  values: ComparisonStatistic[];
  /** Per side: value − the reference side's (in points for a rate), null unless both are `ok`. */
  absolute: (number | null)[];
  /** Per side: (value − reference) / |reference| as a ratio (0.1 = +10 %), or null. */
  relative: (number | null)[];
  /** Per side: the reference's territory in another vintage (same measure, no difference). */
  sameReference?: boolean[];
  /** With the France column: France's value (null: none for this indicator). */
  france?: ComparisonStatistic | null;
  /** With the parents' columns: each side's parent value (null: none). */
  parents?: (ComparisonStatistic | null)[];
};

export type ExportedTerritory = ComparisonSide['territory'] & { year: number };

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

const DIGITS: Record<IndicatorFormatSpec['format'], number> = {
  integer: 0,
  euro: 0,
  decimal1: 1,
  decimal2: 2,
};
const round = (value: number | null, digits: number) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
/** Decimals of a difference on screen: points with one decimal (two for a decimal2 rate). */
const differenceDigits = (spec: IndicatorFormatSpec) =>
  isRate(spec) ? (spec.format === 'decimal2' ? 2 : 1) : DIGITS[spec.format];
/** A statistic with its value rounded as displayed. */
const rounded = (statistic: ComparisonStatistic, spec: IndicatorFormatSpec): ComparisonStatistic =>
  statistic.value === null
    ? statistic
    : { ...statistic, value: round(statistic.value, DIGITS[spec.format]) };
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
  const reference = (s: ComparisonStatistic | null | undefined) =>
    s ? rounded(s, indicator) : null;
  return {
    id: indicator.id,
    theme: theme.label,
    label: indicator.label,
    unit: indicator.unit,
    format: indicator.format,
    referenceYear: indicator.referenceYear,
    ...(source ? { source } : {}),
    ...(indicator.publishedAbove ? { publishedAbove: indicator.publishedAbove } : {}),
    ...(indicator.notApplicable ? { notApplicable: indicator.notApplicable } : {}),
    values: Array.from({ length: input.sides }, (_, i) =>
      rounded(indicator.values[i] ?? missing, indicator),
    ),
    absolute: diff.absolute.map((d) => round(d, differenceDigits(indicator))),
    relative: diff.relative.map((r) => round(r, 3)),
    ...(indicator.sameReference ? { sameReference: [...indicator.sameReference] } : {}),
    ...(input.references.france ? { france: reference(indicator.france) } : {}),
    ...(input.references.parent
      ? {
          parents: Array.from({ length: input.sides }, (_, i) => reference(indicator.parents?.[i])),
        }
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
  const used = new Set(
    input.themes.flatMap((t) => t.indicators.flatMap((i) => [i.source, i.publishedAbove])),
  );
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

/** A row of the export as the table's indicator (to word its cells as the screen does). */
const asIndicator = (row: ExportedIndicator): ComparisonIndicator => ({
  id: row.id,
  label: row.label,
  unit: row.unit,
  format: row.format,
  referenceYear: row.referenceYear,
  values: row.values,
  absolute: row.absolute,
  relative: row.relative,
  ...(row.publishedAbove ? { publishedAbove: row.publishedAbove } : {}),
  ...(row.notApplicable ? { notApplicable: row.notApplicable } : {}),
  ...(row.sameReference ? { sameReference: row.sameReference } : {}),
});

/** A column's status and notes in words, as its cell on screen (empty for a plain value). */
function cellWords(
  statistic: ComparisonStatistic | null | undefined,
  indicator: ComparisonIndicator,
  m: ComparisonTableMessages,
): string | null {
  if (!statistic) return null;
  if (okValue(statistic) !== null) return valueNotes(statistic, m).join(', ');
  const cell = statisticCell(statistic, indicator, m);
  return cell.note ? `${cell.text} ${cell.note}` : cell.text;
}

/**
 * A side's words: its status or notes, then what qualifies its difference (on one perimeter with
 * the same territory in another vintage, not comparable, the same measure on two perimeters).
 */
function sideWords(
  row: ExportedIndicator,
  column: SideColumn,
  reference: { index: number; key: string },
  m: ComparisonTableMessages,
): string | null {
  const indicator = asIndicator(row);
  const statistic = row.values[column.index];
  const words = [cellWords(statistic, indicator, m)];
  const qualified = row.sameReference?.[column.index] || statistic?.perimeter;
  if (!column.reference && okValue(statistic) !== null && qualified) {
    const diff = { reference: reference.index, absolute: row.absolute, relative: row.relative };
    const cell = differenceCell(indicator, column, diff, reference.key, m);
    words.push(
      cell.note && cell.full ? cell.note : [cell.text, cell.note].filter(Boolean).join(' '),
    );
  }
  return words.filter(Boolean).join(', ');
}

/**
 * The comparison as CSV in the project's dialect: one line per indicator; per side its value
 * (rounded as shown), its status and notes (census, coverage, published, perimeter of the
 * difference) and differences; the reference columns shown; the source and licence.
 */
export function comparisonCsv(
  data: ComparisonExport,
  columns: { sides: readonly SideColumn[]; references: readonly ReferenceColumn[] },
  m: ComparisonTableMessages,
): string {
  const sources = new Map(data.sources.map((s) => [s.id, s]));
  const sideName = (c: SideColumn) =>
    `${c.key}\u00a0: ${c.name}${c.reference ? ` (${m.reference})` : ''}`;
  const reference = {
    index: data.reference - 1,
    key: columns.sides[data.reference - 1]?.key ?? '',
  };
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
    const ids = [...(row.source ?? '').split(' '), row.publishedAbove ?? ''];
    const used = [...new Set(ids)].flatMap((id) => sources.get(id) ?? []);
    return [
      row.theme,
      row.label,
      row.unit,
      row.referenceYear,
      ...columns.sides.flatMap((c) => {
        const relative = row.relative[c.index] ?? null;
        return [
          okValue(row.values[c.index]),
          sideWords(row, c, reference, m),
          row.absolute[c.index] ?? null,
          relative === null ? null : Math.round(relative * 1000) / 10,
        ];
      }),
      ...columns.references.flatMap((c) => {
        const cell = referenceCell(row, c);
        return [okValue(cell), cellWords(cell, asIndicator(row), m)];
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
