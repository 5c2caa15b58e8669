import type { ZoneType } from '@epic/api-contract';
import type { EpicTopology } from '@epic/ui/map';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { fetchGeo } from './geo';

// The map's queries, in the map's lazy chunk (not the route's).

/** One map file (topology) of the build's geometry pipeline: immutable, fetched once. */
export const geoQuery = <T extends EpicTopology = EpicTopology>(file: string) =>
  queryOptions({
    queryKey: ['geo', file],
    queryFn: ({ signal }) => fetchGeo<T>(file, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    structuralSharing: false,
  });

/**
 * An indicator (a catalogue id, or `population`: the legal population) for every territory of a
 * level in a vintage, within a parent (`departement:62`, `epci:200033579`) or nationally. The EPCI
 * of a département or région are all those with communes there, drawn whole.
 */
export const mapValuesQuery = (
  indicator: string,
  level: 'commune' | 'arrondissement' | 'epci' | 'departement' | 'region' | ZoneType,
  year: number | undefined,
  parent: string | null,
) =>
  queryOptions({
    queryKey: ['indicatorValues', indicator, level, year, parent],
    structuralSharing: false,
    queryFn: ({ signal }) =>
      api.indicatorValues(
        indicator,
        { level, ...(year ? { year } : {}), ...(parent ? { parent } : {}) },
        signal,
      ),
  });
