import { type CsvValue, toCsv } from '../csv/csv';
import { isRate } from '../format';
import type { ComparisonTableMessages } from './ComparisonTable.messages';
import { okPair } from './rows';
import type {
  ComparisonIndicator,
  ComparisonRow,
  ComparisonSide,
  ComparisonSource,
  ComparisonStatistic,
  ComparisonTheme,
} from './types';

/** One indicator of the exports: both sides with their statuses and both differences. */
export type ExportedIndicator = {
  id: string;
  theme: string;
  label: string;
  unit: string;
  referenceYear: string;
  /** Source id (see `sources`), absent for key figures without a known source. */
  source?: string;
  a: ComparisonStatistic;
  b: ComparisonStatistic;
  /** b − a (in points for a rate), null unless both sides are `ok`. */
  absolute: number | null;
  /** (b − a) / |a| as a ratio (0.1 = +10 %), null for a rate, a zero base or a side not `ok`. */
  relative: number | null;
};

export type ComparisonExport = {
  generatedAt: string;
  sides: {
    a: ComparisonSide['territory'] & { year: number };
    b: ComparisonSide['territory'] & { year: number };
  };
  indicators: ExportedIndicator[];
  sources: ComparisonSource[];
};

/** A ratio in percent, without float noise (0.0047 → 0.47). */
const percent = (ratio: number) => Math.round(ratio * 1e6) / 1e4;
/** A difference without float noise (10.8 − 9.4 → 1.4, not 1.4000000000000004). */
const clean = (value: number) => Math.round(value * 1e6) / 1e6;

function keyFigureStatistic(row: ComparisonRow, side: 'left' | 'right'): ComparisonStatistic {
  if (row.notApplicable?.[side]) return { value: null, status: 'not_applicable' };
  if (row.secret?.[side]) return { value: null, status: 'secret' };
  const value = row[side];
  if (value === null) return { value: null, status: 'unavailable' };
  return { value: row.format === 'percent' ? percent(value) : value, status: 'ok' };
}

function keyFigure(
  row: ComparisonRow,
  theme: string,
  referenceYear: string,
  source: string | undefined,
): ExportedIndicator {
  const a = keyFigureStatistic(row, 'left');
  const b = keyFigureStatistic(row, 'right');
  const both = a.status === 'ok' && b.status === 'ok' && a.value !== null && b.value !== null;
  const rate = row.format === 'percent';
  const absolute = both ? clean((b.value ?? 0) - (a.value ?? 0)) : null;
  return {
    id: row.key,
    theme,
    label: row.label,
    unit: rate ? '%' : '',
    referenceYear,
    ...(source ? { source } : {}),
    a,
    b,
    absolute,
    relative: both && !rate && a.value !== 0 ? (absolute ?? 0) / Math.abs(a.value ?? 1) : null,
  };
}

function catalogueIndicator(indicator: ComparisonIndicator, theme: string): ExportedIndicator {
  const pair = okPair(indicator);
  const missing: ComparisonStatistic = { value: null, status: 'unavailable' };
  return {
    id: indicator.id,
    theme,
    label: indicator.label,
    unit: indicator.unit,
    referenceYear: indicator.referenceYear,
    source: indicator.source,
    a: indicator.a ?? missing,
    b: indicator.b ?? missing,
    absolute: pair ? clean(pair[1] - pair[0]) : null,
    relative:
      pair && !isRate(indicator) && pair[0] !== 0 ? (pair[1] - pair[0]) / Math.abs(pair[0]) : null,
  };
}

/** The whole comparison as plain data: the JSON export, and the CSV's rows. */
export function comparisonExport(input: {
  left: ComparisonSide;
  right: ComparisonSide;
  rows: readonly ComparisonRow[];
  themes: readonly ComparisonTheme[];
  sources: readonly ComparisonSource[];
  keyFiguresSources: readonly ComparisonSource[];
  m: ComparisonTableMessages;
  now?: Date;
}): ComparisonExport {
  const { left, right, m } = input;
  const years = left.year === right.year ? String(left.year) : `${left.year} / ${right.year}`;
  const keySource = input.keyFiguresSources.map((s) => s.id).join(' ') || undefined;
  const used = new Set(input.themes.flatMap((t) => t.indicators.map((i) => i.source)));
  const sources = [
    ...input.keyFiguresSources,
    ...input.sources.filter((s) => used.has(s.id)),
  ].filter((s, i, all) => all.findIndex((t) => t.id === s.id) === i);
  return {
    generatedAt: (input.now ?? new Date()).toISOString(),
    sides: {
      a: { ...left.territory, year: left.year },
      b: { ...right.territory, year: right.year },
    },
    indicators: [
      ...input.rows.map((row) => keyFigure(row, m.keyFigures, years, keySource)),
      ...input.themes.flatMap((theme) =>
        theme.indicators.map((indicator) => catalogueIndicator(indicator, theme.label)),
      ),
    ],
    sources,
  };
}

/** A status in words for the CSV (the value column is empty unless `ok`). */
function statusText(statistic: ComparisonStatistic, m: ComparisonTableMessages): string {
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

/** The comparison as CSV in the project's dialect: one line per indicator, with its source. */
export function comparisonCsv(
  data: ComparisonExport,
  names: { left: string; right: string },
  m: ComparisonTableMessages,
): string {
  const sources = new Map(data.sources.map((s) => [s.id, s]));
  const header = [
    m.csv.theme,
    m.indicator,
    m.csv.unit,
    m.csv.referenceYear,
    `${m.leftKey}\u00a0: ${names.left}`,
    `${m.rightKey}\u00a0: ${names.right}`,
    m.csv.difference,
    m.csv.relative,
    m.csv.statusA,
    m.csv.statusB,
    m.csv.source,
    m.csv.licence,
  ];
  const rows = data.indicators.map((row): CsvValue[] => {
    const used = (row.source ?? '').split(' ').flatMap((id) => sources.get(id) ?? []);
    return [
      row.theme,
      row.label,
      row.unit,
      row.referenceYear,
      row.a.status === 'ok' ? row.a.value : null,
      row.b.status === 'ok' ? row.b.value : null,
      row.absolute,
      row.relative === null ? null : Math.round(row.relative * 1000) / 10,
      statusText(row.a, m),
      statusText(row.b, m),
      used.map((s) => s.attribution).join(' / ') || null,
      [...new Set(used.map((s) => s.licence))].join(' / ') || null,
    ];
  });
  return toCsv(header, rows);
}
