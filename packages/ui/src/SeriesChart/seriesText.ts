import {
  formatIndicator,
  formatIndicatorDifference,
  formatIndicatorRelative,
  formatNumber,
  isRate,
} from '../format';
import { niceTicks } from '../PopulationChart/scale';
import type { SeriesChartMessages } from './SeriesChart.messages';
import type { SeriesChartData, SeriesChartPoint } from './types';

/** Decimals of each format, for the axis and the exports (rounded as the screen shows them). */
export const FORMAT_DIGITS: Record<SeriesChartData['format'], number> = {
  integer: 0,
  euro: 0,
  decimal1: 1,
  decimal2: 2,
};

/**
 * A number of the axis, without its unit (the unit heads the axis), with the format's decimals,
 * or more when the ticks are closer than that (0,26 and 0,265 must not both read 0,27).
 */
export function axisNumber(
  value: number,
  format: SeriesChartData['format'],
  step = Number.POSITIVE_INFINITY,
): string {
  const needed = step > 0 && Number.isFinite(step) ? Math.max(0, -Math.floor(Math.log10(step))) : 0;
  const digits = Math.min(6, Math.max(FORMAT_DIGITS[format], needed));
  return formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * The axis's ticks: the values' range, at least a tenth of the largest value wide, so that a
 * difference of a few thousandths is not drawn as if it were the whole height.
 */
export function seriesTicks(values: readonly number[]): number[] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = Math.max(0, Math.abs(hi) * 0.1 - (hi - lo)) / 2;
  return niceTicks(lo - pad, hi + pad, 3);
}

/** Why a point has no value, in words ("non disponible (périmètre modifié)"). */
export function statusText(point: SeriesChartPoint, m: SeriesChartMessages): string {
  if (point.status === 'secret') return m.secret;
  if (point.status === 'not_applicable') return m.notApplicable;
  return point.reason
    ? m.unavailableBecause(m.reasons[point.reason] ?? point.reason)
    : m.unavailable;
}

/** A point as the table and the readout show it: its value with its unit, or its status. */
export function pointText(
  point: SeriesChartPoint,
  series: SeriesChartData,
  m: SeriesChartMessages,
): string {
  if (point.status !== 'ok' || point.value === null) return statusText(point, m);
  const text = formatIndicator(point.value, series);
  return point.scope === 'france_metropolitaine' ? `${text} (${m.franceMetropolitaine})` : text;
}

/**
 * Text summary: first and last values and the change between them (in points for a rate),
 * extremes, and the periods without a value with their reason.
 */
export function summarizeSeriesData(series: SeriesChartData, m: SeriesChartMessages): string {
  const present = series.points.filter(
    (p): p is SeriesChartPoint & { value: number } => p.status === 'ok' && p.value !== null,
  );
  const first = present[0];
  const last = present.at(-1);
  const parts: string[] = [];
  if (!first || !last) {
    parts.push(m.noData(series.label));
  } else if (first === last) {
    parts.push(m.summarySingle(series.label, pointText(first, series, m), first.period));
  } else {
    const change = isRate(series)
      ? formatIndicatorDifference(first.value, last.value, series)
      : formatIndicatorRelative(first.value, last.value, series);
    parts.push(
      m.summary(
        series.label,
        pointText(first, series, m),
        first.period,
        pointText(last, series, m),
        last.period,
        change,
      ),
    );
    const min = present.reduce((a, b) => (b.value < a.value ? b : a));
    const max = present.reduce((a, b) => (b.value > a.value ? b : a));
    parts.push(
      m.range(
        formatIndicator(min.value, series),
        min.period,
        formatIndicator(max.value, series),
        max.period,
      ),
    );
  }
  // One sentence per reason, in the order of the first period each one concerns.
  const missing = new Map<string, string[]>();
  for (const point of series.points) {
    if (point.status === 'ok' && point.value !== null) continue;
    const why = statusText(point, m);
    missing.set(why, [...(missing.get(why) ?? []), point.period]);
  }
  for (const [why, periods] of missing) parts.push(m.missing(periods, why));
  return parts.join(' ');
}
