import {
  AREA_SIDE,
  type AreaCompareQuery,
  type ChildrenResponse,
  type CompareQuery,
} from '@epic/api-contract';
import type { TerritoryLevelFilter } from '@epic/ui';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import {
  INDICATOR_THEME_IDS,
  type SideParams,
  sideKeys,
  type TerritoryParams,
  type ThemeId,
} from './params';

/**
 * Every query of the site, each with its key and function together (TanStack Query's
 * `queryOptions`). Shared by the components, which add `enabled` and reshape the answer with
 * `select` (data/mappers.ts), and by the prefetch that the route guard starts once the session is
 * confirmed (so the requests leave while React renders the screen).
 */

/** The themes asked, as the API reads them: every theme unless the address names some. */
const themesParam = (themes: readonly ThemeId[] | null) =>
  (themes ?? INDICATOR_THEME_IDS).join(',');

/** Public: the API's version and the source of each vintage (À propos, Version). */
export const versionQuery = () =>
  queryOptions({
    queryKey: ['version'],
    queryFn: ({ signal }) => api.version(signal),
  });

export const vintagesQuery = () =>
  queryOptions({
    queryKey: ['vintages'],
    queryFn: ({ signal }) => api.vintages(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The catalogue of statistical indicators (themes, sources, definitions): fetched, never bundled. */
export const catalogueQuery = () =>
  queryOptions({
    queryKey: ['indicators'],
    queryFn: ({ signal }) => api.indicators(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** What the territory picker asks: a name, code or postal code, at a level, in a vintage. */
export type TerritorySearch = { query: string; level: TerritoryLevelFilter };

export const searchQuery = ({ query, level }: TerritorySearch, year: number | undefined) =>
  queryOptions({
    queryKey: ['search', query, level, year],
    queryFn: ({ signal }) =>
      api.search(
        {
          q: query,
          ...(level !== 'all' ? { type: level } : {}),
          ...(year ? { year } : {}),
          limit: 12,
        },
        signal,
      ),
    staleTime: 60 * 60_000,
  });

/** A territory's key figures (its statistics are `statisticsQuery`). */
export const territoryQuery = (side: TerritoryParams, year: number | undefined) =>
  queryOptions({
    queryKey: ['territory', side.type, side.id, year],
    queryFn: ({ signal }) => api.territory(side.type, side.id, year, signal),
  });

/**
 * Every member of a territory (a département can have 900 communes: pages of 500), with the values
 * of the chosen catalogue indicators (ids the catalogue knows; none: no `indicators=`).
 */
export const membersQuery = (
  side: TerritoryParams,
  year: number | undefined,
  indicators: readonly string[] = [],
) =>
  queryOptions({
    queryKey: ['children', side.type, side.id, year, indicators.join(',')],
    // Large answers replaced whole: no deep comparison with the previous one (main-thread time).
    structuralSharing: false,
    queryFn: async ({ signal }) => {
      const items: ChildrenResponse['items'] = [];
      for (let page = 1; page <= 20; page++) {
        const response = await api.children(
          side.type,
          side.id,
          {
            ...(year ? { year } : {}),
            page,
            pageSize: 500,
            sort: 'population',
            order: 'desc',
            ...(indicators.length > 0 ? { indicators: indicators.join(',') } : {}),
          },
          signal,
        );
        items.push(...response.items);
        if (items.length >= response.total || response.items.length === 0) break;
      }
      return items;
    },
  });

/**
 * Time series (ids of the catalogue's `series`, only those published at the side's level) on the
 * perimeter of vintage `year` (none: the latest where the territory exists), under the
 * territory's key.
 */
export const seriesQuery = (
  side: TerritoryParams,
  { year, indicators }: { year: number | undefined; indicators: readonly string[] },
) =>
  queryOptions({
    queryKey: ['territory', side.type, side.id, year, 'series', indicators.join(',')],
    queryFn: ({ signal }) =>
      api.series(
        side.type,
        side.id,
        { ...(year ? { year } : {}), indicators: indicators.join(',') },
        signal,
      ),
  });

/** A side whose vintage is known (the address's, or the latest); an area of the user's too. */
export type ResolvedSide = SideParams & { year: number };

/** The optional reference columns of a comparison: France, each side's département (or région). */
export type ComparisonReferences = { france: boolean; parent: boolean };

/**
 * The sides' key figures and the catalogue indicators of `themes` (null: every theme), each side
 * in its own vintage (2 to 6 sides, in order), with the differences against side `reference`
 * (1-based) and the reference columns asked for.
 */
export const compareQuery = (
  sides: readonly ResolvedSide[],
  reference = 1,
  references: ComparisonReferences = { france: false, parent: false },
  themes: readonly ThemeId[] | null = null,
) => {
  const columns = (['france', 'parent'] as const).filter((name) => references[name]).join(',');
  const query: Record<string, string | number> = {};
  sides.forEach((side, i) => {
    const keys = sideKeys(i + 1);
    query[keys.type] = side.type;
    query[keys.id] = side.id;
    query[keys.year] = side.year;
  });
  if (reference !== 1) query.reference = reference;
  if (columns) query.references = columns;
  query.indicators = themesParam(themes);
  // A user's area is compared by the areas' route (per user, never shared by a cache).
  const withArea = sides.some((side) => side.type === AREA_SIDE);
  return queryOptions({
    queryKey: [
      'compare',
      ...sides.map((side) => `${side.type}:${side.id}:${side.year}`),
      reference,
      columns,
      'themes',
      query.indicators,
    ],
    queryFn: async ({ signal }) =>
      withArea
        ? (await import('./areaQueries')).areasApi.compare(query as AreaCompareQuery, signal)
        : api.compare(query as CompareQuery, signal),
  });
};

/**
 * A territory's catalogue indicators of `themes` (null: every theme, the endpoint's default), with
 * their references and ranks: its own resource, apart from the key figures.
 */
export const statisticsQuery = (
  side: TerritoryParams,
  year: number | undefined,
  themes: readonly ThemeId[] | null = null,
) =>
  queryOptions({
    queryKey: ['statistics', side.type, side.id, year, themesParam(themes)],
    structuralSharing: false,
    queryFn: ({ signal }) =>
      api.statistics(
        side.type,
        side.id,
        { year, ...(themes ? { indicators: themes.join(',') } : {}) },
        signal,
      ),
  });
