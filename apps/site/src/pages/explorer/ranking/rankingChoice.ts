import { type TerritoryOption, withArticle } from '@epic/ui';
import { explorerHref } from '../../../data/params';
import {
  RANKING_PARENT_LEVELS,
  type RankingParams,
  rankingHref,
} from '../../../data/rankingParams';

/**
 * Where a territory chosen in the Explorer's search takes a ranking, and what the live region
 * says: a territory of the level ranked is found in the ranking (its page, highlighted); one that
 * contains the level filters the ranking; any other opens its own page.
 */
export function chosenInRanking(
  params: RankingParams,
  option: TerritoryOption,
): { href: string; message: string } {
  if (option.type === params.level) {
    return {
      href: rankingHref({ ...params, page: undefined, around: option.code }),
      message: `${option.name} mis en évidence dans le classement.`,
    };
  }
  if ((RANKING_PARENT_LEVELS[params.level] as readonly string[]).includes(option.type)) {
    return {
      href: rankingHref({
        ...params,
        page: undefined,
        parent: { type: option.type as RankingParams['level'], code: option.code },
      }),
      message: `Classement filtré sur ${withArticle(option.name, option.typeLiaison, 'le', option.type)}.`,
    };
  }
  return {
    href: explorerHref({ type: option.type, id: option.code, year: option.year ?? params.year }),
    message: `${option.name} choisi.`,
  };
}
