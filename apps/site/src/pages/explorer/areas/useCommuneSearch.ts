import type { AreaCommuneSearch } from '@epic/ui/areas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toOptions } from '../../../data/mappers';
import { searchQuery } from '../../../data/queries';

/** The area form's commune search: the Explorer's search, restricted to communes of a vintage. */
export function useCommuneSearch(): AreaCommuneSearch {
  const [search, setSearch] = useState({ query: '', year: 0 });
  const enabled = search.query.trim().length >= 2 && search.year > 0;
  const result = useQuery({
    ...searchQuery({ query: search.query, level: 'commune' }, search.year),
    enabled,
    placeholderData: keepPreviousData,
    select: toOptions,
  });
  return {
    onSearch: (query, year) => setSearch({ query, year }),
    results: enabled ? (result.data ?? []) : [],
    status: !enabled
      ? 'idle'
      : result.isError
        ? 'error'
        : result.isFetching
          ? 'loading'
          : 'success',
    onRetry: () => void result.refetch(),
  };
}
