import {
  formatIndicator,
  formatIndicatorDifference,
  formatIndicatorRelative,
  isRate,
} from '../format';
import type { ComparisonTableMessages } from './ComparisonTable.messages';
import { type CellTexts, cellTexts } from './cells';
import type { ComparisonIndicator, ComparisonStatistic } from './types';

/** A cell's visible text, an optional second line, and what assistive technology reads instead. */
export type CellText = { text: string; note?: string; full?: string };

/** A row as the table shows it, whether a key figure or a catalogue indicator. */
export type DisplayRow = {
  key: string;
  label: string;
  /** Unit and reference period, under the label. */
  details?: string;
  left: CellText;
  right: CellText;
  absolute: CellText;
  relative: CellText;
  higher: 'left' | 'right' | 'equal' | null;
  higherText: string;
};

/** A key figure's cells (see `cellTexts`) as a display row. */
export function keyFigureRow(
  key: string,
  label: string,
  text: CellTexts,
  higher: DisplayRow['higher'],
): DisplayRow {
  return {
    key,
    label,
    left: { text: text.left },
    right: { text: text.right },
    absolute: { text: text.absolute },
    relative: { text: text.relative },
    higher,
    higherText: text.higher,
  };
}

export { cellTexts };

/** One side's value: the figure (and its partial coverage), or its status in words. */
export function statisticCell(
  statistic: ComparisonStatistic | undefined,
  indicator: ComparisonIndicator,
  m: ComparisonTableMessages,
): CellText {
  if (statistic?.status === 'ok' && statistic.value !== null) {
    const text = formatIndicator(statistic.value, indicator);
    const { coverage } = statistic;
    return coverage && coverage.covered < coverage.of
      ? { text, note: m.coverage(coverage.covered, coverage.of) }
      : { text };
  }
  if (statistic?.status === 'secret') return { text: m.secret };
  if (statistic?.status === 'not_applicable') return { text: m.notApplicableCommuneOnly };
  const reason = statistic?.reason ? m.reasons[statistic.reason] : undefined;
  return reason ? { text: m.noValue, note: `(${reason})` } : { text: m.noValue };
}

/** Both values of an `ok` pair, or null: no difference is computed otherwise. */
export function okPair(indicator: ComparisonIndicator): [number, number] | null {
  const { a, b } = indicator;
  return a?.status === 'ok' && b?.status === 'ok' && a.value !== null && b.value !== null
    ? [a.value, b.value]
    : null;
}

/** Why a pair has no difference: "Sans objet" first, then "Secret statistique", else missing. */
function missingText(indicator: ComparisonIndicator, m: ComparisonTableMessages): string {
  const statuses = [indicator.a?.status, indicator.b?.status];
  if (statuses.includes('not_applicable')) return m.notApplicable;
  if (statuses.includes('secret')) return m.secret;
  return m.noValue;
}

/**
 * A catalogue indicator's row: both values with their statuses, the difference b − a (in points
 * for a rate), the relative difference (a dash read "sans objet" for a rate) and the higher side.
 */
export function indicatorRow(
  indicator: ComparisonIndicator,
  m: ComparisonTableMessages,
  names: { left: string; right: string },
): DisplayRow {
  const base = {
    key: indicator.id,
    label: indicator.label,
    details: m.details(indicator.unit, indicator.referenceYear),
    left: statisticCell(indicator.a, indicator, m),
    right: statisticCell(indicator.b, indicator, m),
  };
  const pair = okPair(indicator);
  if (!pair) {
    const missing = missingText(indicator, m);
    return {
      ...base,
      absolute: { text: missing },
      relative: { text: missing },
      higher: null,
      higherText: missing,
    };
  }
  const [a, b] = pair;
  const relative = formatIndicatorRelative(a, b, indicator);
  const higher = b > a ? 'right' : b < a ? 'left' : 'equal';
  return {
    ...base,
    absolute: { text: formatIndicatorDifference(a, b, indicator) },
    relative: isRate(indicator)
      ? { text: '—', full: m.rateRelativeFull }
      : { text: relative ?? m.zeroBase },
    higher,
    higherText: higher === 'left' ? names.left : higher === 'right' ? names.right : m.equal,
  };
}
