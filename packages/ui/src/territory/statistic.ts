import { formatCount, formatNumber } from '../format';

/** Why a statistic is unavailable: the API's reason codes. */
export type StatisticReason =
  | 'not_covered'
  | 'merged'
  | 'absent_from_source'
  | 'perimeter_changed'
  | 'no_member_value'
  | 'zero_denominator';

/**
 * The French text of each reason, one wording for every component that shows a statistic
 * (indicator cards, members table, comparison), each still able to override it in its messages.
 */
export const statisticReasons: Record<StatisticReason, string> = {
  not_covered: 'non couvert par la source',
  merged: 'commune fusionnée',
  absent_from_source: 'commune absente de la géographie de la source',
  perimeter_changed: 'périmètre modifié',
  no_member_value: 'aucune commune membre renseignée',
  zero_denominator: 'dénominateur nul',
};

/** The coverage of an aggregate: « calculé sur 52 communes sur 53 ». */
export const statisticCoverage = (covered: number, of: number): string =>
  `calculé sur ${formatCount(covered, 'commune', 'communes')} sur ${formatNumber(of)}`;
