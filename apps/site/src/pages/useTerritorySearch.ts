import type { SearchResponse } from '@epic/api-contract';
import type { TerritoryLevelFilter, TerritoryPickerOption, TerritoryType } from '@epic/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toOption } from '../data/mappers';
import { searchQuery, type TerritorySearch } from '../data/queries';

/** The picker's options: each territory, what matched, and why a former name or code did. */
const toPickerOptions = (response: SearchResponse): TerritoryPickerOption[] =>
  response.results.map((r) => ({ ...toOption(r), match: r.match, note: r.note }));

/**
 * Search state for a TerritoryPicker, as its props: the level filter (the address's level at
 * first), and the debounced query it reports, answered by the API in the given vintage.
 */
export function useTerritorySearch(year: number | undefined, initialLevel?: TerritoryType) {
  const [level, setLevel] = useState<TerritoryLevelFilter>(initialLevel ?? 'all');
  const [search, setSearch] = useState<TerritorySearch>({ query: '', level: 'all' });
  const enabled = search.query.trim().length >= 2;
  const result = useQuery({
    ...searchQuery(search, year),
    enabled,
    placeholderData: keepPreviousData,
    select: toPickerOptions,
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
    level,
    onLevelChange: setLevel,
    results,
    status,
    onSearch: (query: string, level: TerritoryLevelFilter) => setSearch({ query, level }),
    onRetry: () => void result.refetch(),
  };
}
