import type { TerritoryDetail } from '@epic/api-contract';
import type { TerritoryRef, TerritoryType } from '@epic/ui';
import {
  POPULATION_INDICATOR,
  RANKING_PARENT_LEVELS,
  type RankingLevel,
  rankingHref,
} from '../../../data/rankingParams';

/**
 * From a territory's ranks to the rankings they come from, with the territory as `around` (its
 * page shown, its row highlighted). Kept small: the territory's screen links, the ranking's own
 * code stays in its lazy chunk.
 */

const isRankingLevel = (type: TerritoryType): type is RankingLevel => type !== 'arrondissement';

/** The ranking of `indicator` for a territory, nationally or within `parent` (when it can filter). */
export function territoryRankingHref(
  territory: { type: TerritoryType; code: string },
  year: number | undefined,
  indicator: string,
  parent: Pick<TerritoryRef, 'type' | 'code'> | null,
): string | undefined {
  const level = territory.type;
  if (!isRankingLevel(level)) return undefined;
  if (parent && !(RANKING_PARENT_LEVELS[level] as readonly string[]).includes(parent.type)) {
    return undefined;
  }
  return rankingHref({
    level,
    year,
    indicator,
    parent: parent ? { type: parent.type as RankingLevel, code: parent.code } : null,
    around: territory.code,
  });
}

/** The key figures' two population ranks, each linked to its ranking. */
export function keyFigureRankingHrefs(
  detail: TerritoryDetail | undefined,
  year: number | undefined,
) {
  if (!detail) return undefined;
  const shownYear = year ?? detail.territory.year;
  const parent = detail.rank.parent?.parent ?? null;
  return {
    national: detail.rank.national
      ? territoryRankingHref(detail.territory, shownYear, POPULATION_INDICATOR, null)
      : undefined,
    parent: parent
      ? territoryRankingHref(detail.territory, shownYear, POPULATION_INDICATOR, parent)
      : undefined,
  };
}
