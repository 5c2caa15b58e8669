import { formatCount, formatNumber } from '../format';

/** Why a statistic is unavailable: the API's reason codes. */
export type StatisticReason =
  | 'not_covered'
  | 'merged'
  | 'absent_from_source'
  | 'perimeter_changed'
  | 'no_member_value'
  | 'zero_denominator'
  | 'perimeter_unverified'
  | 'level_not_published'
  | 'incomplete_population';

/**
 * The French text of each reason, one wording for every component that shows a statistic
 * (indicator cards, members table, comparison, ranking, map), each still able to override it in
 * its messages.
 */
export const statisticReasons: Record<StatisticReason, string> = {
  not_covered: 'non couvert par la source',
  merged: 'commune fusionnée',
  // Any level since the published income files (an EPCI code missing from the file, too).
  absent_from_source: 'territoire absent de la géographie de la source',
  perimeter_changed: 'périmètre modifié',
  no_member_value: 'aucune commune membre renseignée',
  zero_denominator: 'dénominateur nul',
  perimeter_unverified: 'périmètre non vérifiable dans la géographie de la source',
  level_not_published: 'non publié à l’échelle communale',
  incomplete_population: 'population incomplète (communes fusionnées après le recensement)',
};

/** The coverage of an aggregate: « calculé sur 52 communes sur 53 ». */
export const statisticCoverage = (covered: number, of: number): string =>
  `calculé sur ${formatCount(covered, 'commune', 'communes')} sur ${formatNumber(of)}`;

/** A value INSEE publishes for the territory itself (never recomputed from its communes). */
export const statisticPublished = 'publié par l’Insee';

/** The only France a source such as Filosofi publishes (never to be called "France"). */
export const franceMetropolitaine = 'France métropolitaine';

/** Where a France value covers: the whole of France, or France métropolitaine only. */
export type StatisticScope = 'france_metropolitaine';
