import type { IndicatorCatalogue, TerritoryStatistics } from '@epic/api-contract';
import type {
  IndicatorThemesProps,
  IndicatorThemesSeriesPair,
  IndicatorThemesValue,
} from '@epic/ui';
import { toRef } from './mappers';

/** The catalogue and a territory's statistics reshaped for the Explorer's `IndicatorThemes`. */

/**
 * The catalogue's measures published at two dates (earlier, later): the Explorer shows them as one
 * card with both dated points (never annual values in between) where the territory has both
 * (the 2019 deciles and shares published above the commune and their 2021 commune figures stay
 * two cards: no level has both).
 */
export const INDICATOR_SERIES: readonly IndicatorThemesSeriesPair[] = [
  ['pop_rp2013', 'pop_rp2018'],
  ['jobs_2013', 'jobs_2018'],
  ['tax_households_2019', 'tax_households_2021'],
  ['median_income_2019', 'median_income_2021'],
  ['poverty_rate_2019', 'poverty_rate_2021'],
  ['taxed_share_2019', 'taxed_share_2021'],
  ['d1_2019', 'd1_2021'],
  ['d9_2019', 'd9_2021'],
  ['interdecile_ratio_2019', 'interdecile_ratio_2021'],
  ['income_activity_share_2019', 'income_activity_share_2021'],
  ['income_pensions_share_2019', 'income_pensions_share_2021'],
  ['income_property_share_2019', 'income_property_share_2021'],
  ['income_benefits_share_2019', 'income_benefits_share_2021'],
];

/** The indicator catalogue as the props of `IndicatorThemes` (themes, sources, definitions). */
export const toIndicatorThemes = (
  catalogue: IndicatorCatalogue,
): Pick<IndicatorThemesProps, 'themes' | 'sources' | 'indicators' | 'series'> => ({
  themes: catalogue.themes,
  sources: catalogue.sources.map(({ id, attribution }) => ({ id, attribution })),
  indicators: catalogue.indicators.map(
    ({
      id,
      label,
      definition,
      unit,
      format,
      referenceYear,
      theme,
      source,
      aggregation,
      publishedAbove,
    }) => ({
      id,
      label,
      definition,
      unit,
      format,
      referenceYear,
      theme,
      source,
      // Counts are compared in words: France's total would crush a plot.
      additive: aggregation.rule === 'sum',
      ...(publishedAbove ? { publishedAbove } : {}),
    }),
  ),
  series: INDICATOR_SERIES,
});

/** The parent a level is ranked in (the API's rule for ranks: population and indicators alike). */
const RANK_PARENT = {
  commune: 'departement',
  epci: 'departement',
  departement: 'region',
  arrondissement: 'commune',
} as const;

/**
 * A territory's statistics (`GET …/statistics`) as the values of `IndicatorThemes`: the API sends
 * each reference and parent rank without its territory (the same for all 58 values), which the
 * answer's `parents` name once.
 */
export const toIndicatorValues = (answer: TerritoryStatistics): IndicatorThemesValue[] => {
  const { parents } = answer;
  const rankParentType = RANK_PARENT[answer.territory.type as keyof typeof RANK_PARENT];
  const rankParent = rankParentType ? parents[rankParentType] : undefined;
  return answer.statistics.map(({ references, rank, ...value }) => ({
    ...value,
    ...(references
      ? {
          references: {
            france: references.france,
            ...(references.departement && parents.departement
              ? { departement: { ...toRef(parents.departement), ...references.departement } }
              : {}),
            ...(references.region && parents.region
              ? { region: { ...toRef(parents.region), ...references.region } }
              : {}),
          },
        }
      : {}),
    ...(rank
      ? {
          rank: {
            national: rank.national,
            parent:
              rank.parent && rankParent ? { ...rank.parent, parent: toRef(rankParent) } : null,
          },
        }
      : {}),
  }));
};
