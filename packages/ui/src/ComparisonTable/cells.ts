import { formatIndicator, formatIndicatorDifference, formatSignedPercent, isRate } from '../format';
import type { ComparisonTableMessages } from './ComparisonTable.messages';
import { columnValue, type ReferenceColumn, type SideColumn } from './columns';
import type { ComparisonIndicator, ComparisonStatistic } from './types';

/** A cell's visible text, an optional second line, and what assistive technology reads instead. */
export type CellText = { text: string; note?: string; full?: string; title?: string };

/** Where a side stands against a reference value: a mark and a name seen, a sentence read. */
export type Position = { mark: '▲' | '▼' | '='; name: string; full: string };

/** A side's cell: its value, its difference to the reference side, where it stands. */
export type SideCell = { value: CellText; difference?: CellText; positions: Position[] };

/** The value of an `ok` statistic, else null. */
export const okValue = (statistic: ComparisonStatistic | null | undefined): number | null =>
  statistic?.status === 'ok' && statistic.value !== null ? statistic.value : null;

/**
 * What a value's second line says: its census (a legal population), since when a change runs,
 * the coverage of a partial aggregate, that INSEE published it, or that France is France
 * métropolitaine only.
 */
export function valueNotes(statistic: ComparisonStatistic, m: ComparisonTableMessages): string[] {
  const notes: string[] = [];
  const { census } = statistic;
  if (census) notes.push(m.census(census.year, census.sameAs, census.incomplete));
  const { change, coverage } = statistic;
  if (change) notes.push(m.changeSince(change.census, change.year, change.perimeter));
  if (coverage && coverage.covered < coverage.of)
    notes.push(m.coverage(coverage.covered, coverage.of));
  if (statistic.scope === 'france_metropolitaine') notes.push(m.franceMetropolitaine);
  else if (statistic.published) notes.push(m.published);
  return notes;
}

/** Why a perimeter cannot be rebuilt, in words (the statistics' wording for an unknown code). */
const perimeterReason = (reason: string | undefined, m: ComparisonTableMessages) =>
  reason ? (m.perimeterReasons[reason] ?? m.reasons[reason]) : undefined;

/** A value (and its notes), or its status in words (and the reason it is missing). */
export function statisticCell(
  statistic: ComparisonStatistic | undefined,
  indicator: ComparisonIndicator,
  m: ComparisonTableMessages,
): CellText {
  const value = okValue(statistic);
  if (statistic && value !== null) {
    const text = formatIndicator(value, indicator);
    const notes = valueNotes(statistic, m);
    return notes.length > 0 ? { text, note: notes.join(', ') } : { text };
  }
  if (statistic?.status === 'secret') return { text: m.secret };
  if (statistic?.status === 'not_applicable') {
    if (indicator.notApplicable === 'level') return { text: m.notApplicable };
    return { text: indicator.publishedAbove ? m.notPublishedHere : m.notApplicableCommuneOnly };
  }
  if (statistic?.change && !statistic.change.comparable) {
    const reason = perimeterReason(statistic.reason, m);
    return reason ? { text: m.notComparable, note: `(${reason})` } : { text: m.notComparable };
  }
  const reason = statistic?.reason ? m.reasons[statistic.reason] : undefined;
  return reason ? { text: m.noValue, note: `(${reason})` } : { text: m.noValue };
}

/** Every side's difference to the reference side, and which side that is. */
export type Differences = {
  reference: number;
  absolute: (number | null)[];
  relative: (number | null)[];
};

/**
 * Every side's difference to the reference side: the given ones (the API's), else computed
 * (the relative one for counts and amounts only, never from a zero base); none for a side that
 * is the reference's territory in another vintage (same measure, other perimeter).
 */
export function differences(indicator: ComparisonIndicator, reference: number): Differences {
  const base = okValue(indicator.values[reference]);
  const values = indicator.values.map(okValue);
  const same = (i: number) => indicator.sameReference?.[i] === true && i !== reference;
  return {
    reference,
    absolute: values.map((v, i) => {
      if (same(i)) return null;
      if (indicator.absolute) return indicator.absolute[i] ?? null;
      return v === null || base === null ? null : v - base;
    }),
    relative: values.map((v, i) => {
      if (same(i)) return null;
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

/**
 * A side's difference line: "référence", the difference (on one perimeter with the same
 * territory in another vintage, saying so), "non comparable" and why, or no difference for the
 * same measure on two perimeters.
 */
export function differenceCell(
  indicator: ComparisonIndicator,
  column: SideColumn,
  diff: Differences,
  referenceKey: string,
  m: ComparisonTableMessages,
): CellText {
  if (column.reference) return { text: m.reference, full: m.referenceFull };
  if (indicator.sameReference?.[column.index]) {
    return {
      text: m.sameMeasure(indicator.referenceYear),
      full: m.sameMeasureFull(indicator.referenceYear),
    };
  }
  const statistic = indicator.values[column.index];
  const perimeter = statistic?.perimeter;
  if (perimeter && !perimeter.comparable) {
    const reason = perimeterReason(perimeter.reason, m);
    return reason
      ? { text: m.notComparableDifference, note: `(${reason})` }
      : { text: m.notComparableDifference };
  }
  const census = statistic?.census?.year;
  if (
    perimeter &&
    census !== undefined &&
    census === indicator.values[diff.reference]?.census?.year
  ) {
    return { text: m.sameCensus(census) };
  }
  const absolute = diff.absolute[column.index] ?? null;
  if (absolute === null) return { text: m.noDifference };
  const text = differenceText(absolute, diff.relative[column.index] ?? null, indicator);
  const cell: CellText = { text, full: m.differenceFull(text) };
  if (perimeter && perimeter.value !== null && perimeter.reference !== null) {
    const [reference, value] = [perimeter.reference, perimeter.value].map((v) =>
      formatIndicator(v, indicator),
    ) as [string, string];
    cell.note = m.atPerimeter(perimeter.year, [
      { key: referenceKey, text: reference },
      { key: column.key, text: value },
    ]);
  }
  return cell;
}

/** A reference column's name for this indicator (France métropolitaine where it is only that). */
export function referenceName(
  reference: ReferenceColumn,
  indicator: ComparisonIndicator,
  m: ComparisonTableMessages,
): { name: string; ofName: string } {
  if (reference.kind === 'france' && indicator.france?.scope === 'france_metropolitaine') {
    return { name: m.franceMetropolitaine, ofName: m.franceMetropolitaineOf };
  }
  return {
    name: reference.kind === 'france' ? reference.name : reference.side.territory.name,
    ofName: reference.ofName,
  };
}

/** A side's cell: its value, its difference (or "référence"), and where it stands. */
export function sideCell(
  indicator: ComparisonIndicator,
  column: SideColumn,
  references: readonly ReferenceColumn[],
  diff: Differences,
  referenceKey: string,
  m: ComparisonTableMessages,
): SideCell {
  const statistic = indicator.values[column.index];
  const value = okValue(statistic);
  const cell: SideCell = { value: statisticCell(statistic, indicator, m), positions: [] };
  if (value === null) return cell;
  cell.difference = differenceCell(indicator, column, diff, referenceKey, m);
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
    const { name, ofName } = referenceName(reference, indicator, m);
    cell.positions.push({ mark, name, full: say(ofName) });
  }
  return cell;
}
