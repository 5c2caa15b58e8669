import type { TerritoryLevelFilter } from '@epic/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toOptions } from '../data/mappers';
import { searchQuery, type TerritorySearch } from '../data/queries';

/** Search state for a TerritoryPicker: the debounced query it reports, answered by the API. */
export function useTerritorySearch(year: number | undefined) {
  const [search, setSearch] = useState<TerritorySearch>({ query: '', level: 'all' });
  const enabled = search.query.trim().length >= 2;
  const result = useQuery({
    ...searchQuery(search, year),
    enabled,
    placeholderData: keepPreviousData,
    select: toOptions,
  });
  const results = enabled ? (result.data ?? []) : [];
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
