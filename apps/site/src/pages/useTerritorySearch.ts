import type { TerritoryLevelFilter, TerritoryOption } from '@epic/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../data/api';
import { toOption } from '../data/mappers';

/** Search state for a TerritoryPicker: the debounced query it reports, answered by the API. */
export function useTerritorySearch(year: number | undefined) {
  const [search, setSearch] = useState<{ query: string; level: TerritoryLevelFilter }>({
    query: '',
    level: 'all',
  });
  const enabled = search.query.trim().length >= 2;
  const result = useQuery({
    queryKey: ['search', search.query, search.level, year],
    queryFn: ({ signal }) =>
      api.search(
        {
          q: search.query,
          ...(search.level !== 'all' ? { type: search.level } : {}),
          ...(year ? { year } : {}),
          limit: 12,
        },
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });
  const results: TerritoryOption[] = enabled ? (result.data?.results.map(toOption) ?? []) : [];
  const status = !enabled
    ? ('idle' as const)
    : result.isError
      ? ('error' as const)
      : result.isFetching
        ? ('loading' as const)
        : ('success' as const);
  return {
    results,
    status,
    onSearch: (query: string, level: TerritoryLevelFilter) => setSearch({ query, level }),
    retry: () => void result.refetch(),
  };
}
