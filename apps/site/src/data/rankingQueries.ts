import { ApiError, type IndicatorValuesQuery } from '@epic/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import type { RankingParams } from './rankingParams';

/** Rows of a ranking page. */
export const RANKING_PAGE_SIZE = 50;

/** What the API is asked for a ranking in a known vintage (the CSV too: no page then). */
export function rankingRequest(params: RankingParams, year: number): IndicatorValuesQuery {
  return {
    level: params.level,
    year,
    ...(params.parent ? { parent: `${params.parent.type}:${params.parent.code}` } : {}),
    sort: params.sort,
    order: params.order,
  };
}

/**
 * One page of a ranking: the page asked for, or without one the page that holds `around` (the
 * current territory). A territory that is not in this ranking (another vintage, another parent)
 * is not an error: the first page comes, and `aroundMissing` says so.
 */
export const rankingQuery = (params: RankingParams, year: number) =>
  queryOptions({
    queryKey: [
      'ranking',
      params.indicator,
      params.level,
      year,
      params.parent ? `${params.parent.type}:${params.parent.code}` : '',
      params.sort,
      params.order,
      params.page ?? null,
      params.around ?? null,
    ],
    queryFn: async ({ signal }) => {
      const request = { ...rankingRequest(params, year), pageSize: RANKING_PAGE_SIZE };
      const paged =
        params.page === undefined && params.around !== undefined
          ? { around: params.around }
          : { page: params.page ?? 1 };
      try {
        return {
          ...(await api.ranking(params.indicator, { ...request, ...paged }, signal)),
          aroundMissing: false,
        };
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'INVALID_AROUND')) throw error;
        const first = await api.ranking(params.indicator, { ...request, page: 1 }, signal);
        return { ...first, aroundMissing: true };
      }
    },
    staleTime: 5 * 60_000,
  });

/** The whole filtered ranking as CSV, in the order shown (no paging). */
export const fetchRankingCsv = (params: RankingParams, year: number, signal?: AbortSignal) =>
  api.rankingCsv(params.indicator, rankingRequest(params, year), signal);

/** The CSV's file name: indicator, level, parent (or France) and vintage. */
export const rankingFilename = (params: RankingParams, year: number) =>
  `classement-${params.indicator}-${params.level}-${
    params.parent ? `${params.parent.type}-${params.parent.code}` : 'france'
  }-${year}.csv`;
