/**
 * Rankings: a page of a level's territories sorted by one indicator, from the same
 * answer as `GET /api/indicators/:id/values` (same values, same ranks: 1 = highest value, ties
 * share a rank, territories without a value have none). Sorted by rank, the territories without a
 * rank come last whatever the order, by code. The sort orders of an answer are kept with it (a
 * WeakMap on its values), so the next page of a cached answer sorts nothing.
 */
import type { IndicatorValuesResponse } from '@epic/api-contract';
import { HttpError } from '../errors.js';

export type RankingSort = 'rank' | 'name' | 'code';
export interface RankingQuery {
  page?: number;
  pageSize?: number;
  sort?: RankingSort;
  order?: 'asc' | 'desc';
  around?: string;
}

type Values = IndicatorValuesResponse['values'];

export const DEFAULT_RANKING_PAGE_SIZE = 50;

/** Whether the query asks for a ranking page (else the answer stays the whole list). */
export function isRankingQuery(q: RankingQuery): boolean {
  return (
    q.page !== undefined ||
    q.pageSize !== undefined ||
    q.sort !== undefined ||
    q.order !== undefined ||
    q.around !== undefined
  );
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const byCode = (a: { code: string }, b: { code: string }) =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

function sortOrder(values: Values, sort: RankingSort, order: 'asc' | 'desc'): Int32Array {
  const index = [...values.keys()];
  const sign = order === 'asc' ? 1 : -1;
  const at = (i: number) => values[i] as Values[number];
  if (sort === 'rank') {
    index.sort((i, j) => {
      const a = at(i);
      const b = at(j);
      if (a.rank === null || b.rank === null) {
        if (a.rank !== b.rank) return a.rank === null ? 1 : -1;
        return byCode(a, b);
      }
      return sign * (a.rank - b.rank) || byCode(a, b);
    });
  } else if (sort === 'name') {
    index.sort((i, j) => sign * (collator.compare(at(i).name, at(j).name) || byCode(at(i), at(j))));
  } else {
    index.sort((i, j) => sign * byCode(at(i), at(j)));
  }
  return Int32Array.from(index);
}

const orders = new WeakMap<Values, Map<string, Int32Array>>();

function sorted(values: Values, sort: RankingSort, order: 'asc' | 'desc'): Int32Array {
  let byKey = orders.get(values);
  if (!byKey) {
    byKey = new Map();
    orders.set(values, byKey);
  }
  const key = `${sort}|${order}`;
  let found = byKey.get(key);
  if (!found) {
    found = sortOrder(values, sort, order);
    byKey.set(key, found);
  }
  return found;
}

export function notInRanking(code: string): HttpError {
  return new HttpError(
    400,
    'INVALID_AROUND',
    `Paramètre around\u00a0: le territoire ${code} n’est pas dans ce classement.`,
    { field: 'around' },
  );
}

/**
 * The page of `full` that the query asks (`all`: every row, sorted, for the CSV), with the
 * ranking's counts.
 */
export function rankingPage(
  full: IndicatorValuesResponse,
  q: RankingQuery,
  all = false,
): IndicatorValuesResponse {
  const sort = q.sort ?? 'rank';
  const order = q.order ?? 'asc';
  const pageSize = q.pageSize ?? DEFAULT_RANKING_PAGE_SIZE;
  const index = sorted(full.values, sort, order);
  let page = q.page ?? 1;
  let around: NonNullable<IndicatorValuesResponse['ranking']>['around'] = null;
  if (q.around !== undefined) {
    const code = q.around.toUpperCase();
    const position = index.findIndex((i) => full.values[i]?.code === code);
    if (position < 0) throw notInRanking(code);
    page = Math.floor(position / pageSize) + 1;
    around = {
      code,
      position: position + 1,
      rank: full.values[index[position] as number]?.rank ?? null,
    };
  }
  const slice = all ? index : index.subarray((page - 1) * pageSize, page * pageSize);
  const ranked = full.values.reduce((n, v) => (v.rank === null ? n : n + 1), 0);
  return {
    ...full,
    values: Array.from(slice, (i) => full.values[i] as Values[number]),
    ranking: {
      total: full.values.length,
      ranked,
      page: all ? 1 : page,
      pageSize: all ? full.values.length : pageSize,
      pages: Math.max(1, Math.ceil(full.values.length / pageSize)),
      sort,
      order,
      around,
    },
  };
}
