import type { TerritoryDetail } from '@epic/api-contract';
import type { TerritoryRef, TerritoryType, territoryTypes, zoneTypes } from '@epic/ui';

/**
 * The Explorer's ranking mode in the address: `/explorer/?type=commune&year=2024&
 * indicator=density&parent=departement:42&sort=rank&order=asc&page=2&around=42218`. A level
 * without a territory (`type` without `id`) ranks every territory of that level by an indicator.
 *
 * This module is what the Explorer's route chunk needs (telling ranking mode apart, writing the
 * addresses its key figures link to, with the territory as `around`: its page shown, its row
 * highlighted); reading the parameters, with its French messages, is rankingParams.ts, in the
 * ranking's lazy chunk.
 */

/**
 * The levels that can be ranked (and filter a ranking): the four levels of the geography and
 * INSEE's study zonings (a zone filters a ranking of communes).
 */
export type RankingLevel = (typeof territoryTypes)[number] | (typeof zoneTypes)[number];
export type RankingSort = 'rank' | 'name' | 'code';
export type RankingOrder = 'asc' | 'desc';
export type RankingParent = { type: RankingLevel; code: string };

export type RankingParams = {
  level: RankingLevel;
  /** The vintage; undefined: the latest. */
  year: number | undefined;
  /** `population` (the legal population of the vintage) or a catalogue indicator's id. */
  indicator: string;
  /** Only the territories within this one (`parent=departement:42`). */
  parent: RankingParent | null;
  /** The page asked for; undefined: the first, or the one holding `around`. */
  page: number | undefined;
  sort: RankingSort;
  order: RankingOrder;
  /** The current territory's code: highlighted, and its page shown when no page is asked. */
  around: string | undefined;
};

/** The legal population of the vintage: every level has it, the default ranking. */
export const POPULATION_INDICATOR = 'population';

/**
 * Whether the address asks for a ranking rather than a territory: a level or an indicator, and no
 * `id` at all. (`id=` present but empty stays a territory's address, with its message.)
 */
export function isRankingSearch(search: URLSearchParams): boolean {
  if (search.has('id')) return false;
  return search.has('indicator') || (search.get('type') ?? '').trim() !== '';
}

/** A ranking's address: the level, and any parameter not given takes its default. */
export type RankingAddress = Partial<RankingParams> & { level: RankingLevel };

/** Writes a ranking into query parameters (defaults left out: by rank, ascending, no page). */
export function writeRanking(params: RankingAddress): URLSearchParams {
  const target = new URLSearchParams({ type: params.level });
  const put = (name: string, value: string | number | undefined, omitted?: string) => {
    if (value !== undefined && value !== omitted) target.set(name, String(value));
  };
  put('year', params.year);
  target.set('indicator', params.indicator ?? POPULATION_INDICATOR);
  if (params.parent) target.set('parent', `${params.parent.type}:${params.parent.code}`);
  put('sort', params.sort, 'rank');
  put('order', params.order, 'asc');
  // Page 1 too: with `around`, no page means the page that holds it.
  put('page', params.page);
  put('around', params.around);
  return target;
}

/** The Explorer address of a ranking. */
export const rankingHref = (params: RankingAddress): string =>
  `/explorer/?${writeRanking(params).toString()}`;

/**
 * The ranking of `indicator` for a territory, nationally or within `parent`: the parent of a rank
 * (the API's rule: a commune or an EPCI in its département, a département in its région). An
 * arrondissement, or a commune as parent, is no ranking of ours: no address.
 */
export function territoryRankingHref(
  territory: { type: TerritoryType; code: string },
  year: number | undefined,
  indicator: string,
  parent: Pick<TerritoryRef, 'type' | 'code'> | null,
): string | undefined {
  const { type } = territory;
  if (type === 'arrondissement' || (parent && (parent.type === 'commune' || parent.type === type)))
    return undefined;
  return rankingHref({
    level: type,
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
  const { territory, rank } = detail;
  const at = (parent: TerritoryRef | null) =>
    territoryRankingHref(territory, year ?? territory.year, POPULATION_INDICATOR, parent);
  return {
    national: rank.national ? at(null) : undefined,
    parent: rank.parent ? at(rank.parent.parent) : undefined,
  };
}
