import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import type { ComparableScope } from './comparablesMappers';
import type { TerritoryParams } from './params';

// The comparables panel's query, in the panel's lazy chunk (not the route's).

/**
 * The 10 territories most similar to one, of the same level and vintage, in France or within its
 * région or département. Computed at import for each vintage: an answer does not change until the
 * next import (kept an hour).
 */
export const comparablesQuery = (
  side: TerritoryParams,
  year: number | undefined,
  scope: ComparableScope,
) =>
  queryOptions({
    queryKey: ['comparables', side.type, side.id, year, scope],
    queryFn: ({ signal }) =>
      api.comparables(
        side.type,
        side.id,
        { ...(year ? { year } : {}), ...(scope !== 'france' ? { scope } : {}) },
        signal,
      ),
    staleTime: 60 * 60_000,
  });
