import { formatNumber, formatSignedPercent } from '../format';
import type { PopulationSeries } from '../territory/types';
import type { PopulationChartMessages } from './PopulationChart.messages';

/** Which population a census-year chart draws: on the perimeter shown, or on each one's. */
export type PerimeterView = 'constant' | 'asWas';

/** One line of the chart: the value drawn at each year. */
export type ChartLine = {
  label: string;
  points: { year: number; value: number | null; reason?: string | undefined }[];
};

/**
 * The values a series draws: its populations, or with `asWas` the territory's own population
 * at each census (points without one, such as the comparateur's censuses, are left out).
 */
export function chartLine(series: PopulationSeries, view: PerimeterView = 'constant'): ChartLine {
  const points =
    view === 'asWas'
      ? series.points
          .filter((p) => p.asWas !== undefined)
          .map((p) => ({ year: p.year, value: p.asWas ?? null }))
      : series.points.map((p) => ({ year: p.year, value: p.population, reason: p.reason }));
  return { label: series.label, points };
}

/**
 * Text summary of one series: first and last values, change (never between the perimeters of
 * different vintages), extremes, years without a value.
 */
export function summarizeSeries(
  series: PopulationSeries,
  m: PopulationChartMessages,
  view: PerimeterView = 'constant',
): string {
  const line = chartLine(series, view);
  const present = line.points.filter((p): p is { year: number; value: number } => p.value !== null);
  const missing = line.points.filter((p) => p.value === null);
  const absentYears = missing.filter((p) => !p.reason).map((p) => p.year);
  const unavailableYears = missing.filter((p) => p.reason).map((p) => p.year);
  const first = present[0];
  const last = present.at(-1);
  if (!first || !last) return m.noData(series.label);
  const parts: string[] = [];
  if (first === last) {
    parts.push(m.summarySingle(series.label, formatNumber(first.value), first.year));
  } else {
    const [a, b] = [formatNumber(first.value), formatNumber(last.value)];
    parts.push(
      view === 'asWas'
        ? m.summaryAsWas(series.label, a, first.year, b, last.year)
        : m.summary(
            series.label,
            a,
            first.year,
            b,
            last.year,
            formatSignedPercent((last.value - first.value) / first.value),
          ),
    );
    const min = present.reduce((p, q) => (q.value < p.value ? q : p));
    const max = present.reduce((p, q) => (q.value > p.value ? q : p));
    parts.push(m.range(formatNumber(min.value), min.year, formatNumber(max.value), max.year));
  }
  if (absentYears.length > 0) parts.push(m.absentYears(absentYears.join(', ')));
  if (unavailableYears.length > 0) parts.push(m.unavailableYears(unavailableYears));
  return parts.join(' ');
}
