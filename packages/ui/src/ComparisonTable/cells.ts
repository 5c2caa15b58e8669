import {
  formatNumber,
  formatPercent,
  formatPoints,
  formatSignedNumber,
  formatSignedPercent,
} from '../format';
import type { ComparisonTableMessages } from './ComparisonTable.messages';
import type { ComparisonRow } from './types';

/** A key figure of both sides, as its cells read it. */
type Row = Omit<ComparisonRow, 'key' | 'label'>;

type Result = {
  absolute: number | null;
  relative: number | null;
  higher: 'left' | 'right' | 'equal' | null;
};

/** The text of each cell of a row: both values, both differences and the higher side. */
export type CellTexts = {
  left: string;
  right: string;
  absolute: string;
  relative: string;
  /** The higher side's full name, "Égalité", or why there is none. */
  higher: string;
};

/**
 * The French text of a row's cells. A side where the indicator cannot exist makes its
 * differences "sans objet", a secret one "secret statistique"; the difference of two rates is in
 * percentage points and a rate has no relative difference; a zero base has none either.
 */
export function cellTexts(
  row: Row,
  result: Result,
  m: ComparisonTableMessages,
  names: { left: string; right: string },
): CellTexts {
  const value = (side: 'left' | 'right') => {
    const v = row[side];
    if (row.notApplicable?.[side]) return m.notApplicable;
    if (row.secret?.[side]) return m.secret;
    return v === null ? m.noValue : row.format === 'percent' ? formatPercent(v) : formatNumber(v);
  };
  const missing =
    row.notApplicable?.left || row.notApplicable?.right
      ? m.notApplicable
      : row.secret?.left || row.secret?.right
        ? m.secret
        : m.noValue;
  const percent = row.format === 'percent';
  return {
    left: value('left'),
    right: value('right'),
    absolute:
      result.absolute === null
        ? missing
        : percent
          ? formatPoints(result.absolute * 100)
          : formatSignedNumber(result.absolute),
    relative:
      result.absolute === null
        ? missing
        : percent
          ? m.rateRelative
          : result.relative === null
            ? m.zeroBase
            : formatSignedPercent(result.relative),
    higher:
      result.higher === 'left'
        ? names.left
        : result.higher === 'right'
          ? names.right
          : result.higher === 'equal'
            ? m.equal
            : missing,
  };
}
