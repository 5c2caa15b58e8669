import type { TerritoryType } from '@epic/ui';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import type { TerritoryParams } from './params';

/**
 * The screens' queries, shared by the components and by the prefetch that the route guard starts
 * once the session is confirmed (so the requests leave while React renders the screen).
 */
export const vintagesQuery = () =>
  queryOptions({
    queryKey: ['vintages'],
    queryFn: ({ signal }) => api.vintages(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const territoryQuery = (side: TerritoryParams, year: number | undefined) =>
  queryOptions({
    queryKey: ['territory', side.type, side.id, year],
    queryFn: ({ signal }) => api.territory(side.type, side.id, year, signal),
  });

export const seriesQuery = (side: TerritoryParams) =>
  queryOptions({
    queryKey: ['series', side.type, side.id],
    queryFn: ({ signal }) => api.series(side.type, side.id, undefined, signal),
  });

export const mapLevelFor = (type: TerritoryType) => (type === 'region' ? 'region' : 'departement');

export const mapQuery = (level: 'region' | 'departement', year: number | undefined) =>
  queryOptions({
    queryKey: ['map', level, year],
    queryFn: ({ signal }) => api.map(level, year, undefined, signal),
  });

/** A side whose vintage is known (the address's, or the latest). */
export type ResolvedSide = TerritoryParams & { year: number };

export const compareQuery = (a: ResolvedSide, b: ResolvedSide) =>
  queryOptions({
    queryKey: ['compare', a.type, a.id, a.year, b.type, b.id, b.year],
    queryFn: ({ signal }) =>
      api.compare(
        { type: a.type, id: a.id, year: a.year, type2: b.type, id2: b.id, year2: b.year },
        signal,
      ),
  });
