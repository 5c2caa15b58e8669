import { formatIndicator, formatIndicatorDifference, formatSignedPercent, isRate } from '../format';
import type { ComparisonTableMessages } from './ComparisonTable.messages';
import { columnValue, type ReferenceColumn, type SideColumn } from './columns';
import type { ComparisonIndicator, ComparisonStatistic } from './types';

/** A cell's visible text, an optional second line, and what assistive technology reads instead. */
export type CellText = { text: string; note?: string; full?: string };

/** Where a side stands against a reference value: a mark and a name seen, a sentence read. */
export type Position = { mark: '▲' | '▼' | '='; name: string; full: string };

/** A side's cell: its value, its difference to the reference side, where it stands. */
export type SideCell = { value: CellText; difference?: CellText; positions: Position[] };

/** The value of an `ok` statistic, else null. */
export const okValue = (statistic: ComparisonStatistic | null | undefined): number | null =>
  statistic?.status === 'ok' && statistic.value !== null ? statistic.value : null;

/** A value (and its partial coverage), or its status in words (and the reason it is missing). */
export function statisticCell(
  statistic: ComparisonStatistic | undefined,
  indicator: ComparisonIndicator,
  m: ComparisonTableMessages,
): CellText {
  const value = okValue(statistic);
  if (value !== null) {
    const text = formatIndicator(value, indicator);
    const coverage = statistic?.coverage;
    return coverage && coverage.covered < coverage.of
      ? { text, note: m.coverage(coverage.covered, coverage.of) }
      : { text };
  }
  if (statistic?.status === 'secret') return { text: m.secret };
  if (statistic?.status === 'not_applicable') {
    return {
      text: indicator.notApplicable === 'level' ? m.notApplicable : m.notApplicableCommuneOnly,
    };
  }
  const reason = statistic?.reason ? m.reasons[statistic.reason] : undefined;
  return reason ? { text: m.noValue, note: `(${reason})` } : { text: m.noValue };
}

/**
 * Every side's difference to the reference side: the given ones (the API's), else computed
 * (the relative one for counts and amounts only, never from a zero base).
 */
export function differences(
  indicator: ComparisonIndicator,
  reference: number,
): { absolute: (number | null)[]; relative: (number | null)[] } {
  const base = okValue(indicator.values[reference]);
  const values = indicator.values.map(okValue);
  return {
    absolute: values.map((v, i) =>
      indicator.absolute
        ? (indicator.absolute[i] ?? null)
        : v === null || base === null
          ? null
          : v - base,
    ),
    relative: values.map((v, i) => {
      if (indicator.relative) return indicator.relative[i] ?? null;
      if (v === null || base === null || base === 0 || isRate(indicator)) return null;
      return (v - base) / Math.abs(base);
    }),
  };
}

/** The text of a side's difference: "+348 100 habitants (+201,6 %)", "−9,4 pts". */
export function differenceText(
  absolute: number,
  relative: number | null,
  indicator: ComparisonIndicator,
): string {
  const text = formatIndicatorDifference(0, absolute, indicator);
  return relative === null || isRate(indicator)
    ? text
    : `${text} (${formatSignedPercent(relative)})`;
}

/** A side's cell: its value, its difference (or "référence"), and where it stands. */
export function sideCell(
  indicator: ComparisonIndicator,
  column: SideColumn,
  references: readonly ReferenceColumn[],
  diff: { absolute: readonly (number | null)[]; relative: readonly (number | null)[] },
  m: ComparisonTableMessages,
): SideCell {
  const statistic = indicator.values[column.index];
  const value = okValue(statistic);
  const cell: SideCell = { value: statisticCell(statistic, indicator, m), positions: [] };
  if (value === null) return cell;
  if (column.reference) {
    cell.difference = { text: m.reference, full: m.referenceFull };
  } else {
    const absolute = diff.absolute[column.index] ?? null;
    if (absolute === null) cell.difference = { text: m.noDifference };
    else {
      const text = differenceText(absolute, diff.relative[column.index] ?? null, indicator);
      cell.difference = { text, full: m.differenceFull(text) };
    }
  }
  if (indicator.kind === 'count') return cell;
  for (const reference of references) {
    const against = okValue(columnValue(reference, indicator));
    if (against === null) continue;
    const [mark, say] =
      value > against
        ? (['▲', m.above] as const)
        : value < against
          ? (['▼', m.below] as const)
          : (['=', m.same] as const);
    cell.positions.push({
      mark,
      name: reference.kind === 'france' ? reference.name : reference.side.territory.name,
      full: say(reference.ofName),
    });
  }
  return cell;
}
