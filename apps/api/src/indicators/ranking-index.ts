/**
 * Rankings of a catalogue indicator straight from a loaded vintage: the sort order of a
 * level's territories (in a parent) is computed once per vintage, column, parent and sort, and
 * kept with the vintage like its ranks; a page then costs only its rows. Same ranks and same order
 * as `rankingPage` over the whole answer (ranking.ts), which the legal population still uses.
 */
import type { IndicatorValuesResponse, TerritoryType, ZoneType } from '@epic/api-contract';
import { FRANCE_KEY } from './compute.js';
import { invalidParent } from './errors.js';
import { parseParent } from './level-values.js';
import type { Cell, LoadedVintage, VintageTerritoryRow } from './loaded-vintage.js';
import {
  DEFAULT_RANKING_PAGE_SIZE,
  notInRanking,
  type RankingQuery,
  type RankingSort,
} from './ranking.js';

/** What a ranking reads of values.ts's `IndicatorValues`, which calls it: a territory's cell. */
interface CellReader {
  cell(v: LoadedVintage, row: number | undefined, id: string): Cell;
}

interface Order {
  /** The listed territories (code order) in the asked order: positions in the list. */
  order: Int32Array;
  /** Their values rows (in `v.values`), -1 when absent. */
  at: Int32Array;
  /** Their rank within the list (0: none). */
  rank: Int32Array;
  ranked: number;
}

/**
 * Sort orders kept per vintage, the least recently used dropped first: each is 12 bytes a
 * territory, and every indicator, level, parent and sort of every vintage would add one.
 */
const ORDERS_PER_VINTAGE = 24;

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const byCode = (a: { code: string }, b: { code: string }) =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

/** A level's territories (in a parent), code order, kept with the vintage. */
function members(v: LoadedVintage, level: TerritoryType, column: string | null, code: string) {
  const key = `${level}|${column ?? ''}|${code}`;
  let rows = v.rankingLists.get(key) as VintageTerritoryRow[] | undefined;
  if (!rows) {
    rows = v.territories
      .filter(
        (t) =>
          t.type === level &&
          (column === null ||
            t[column as 'departement' | 'region' | 'epci' | 'commune' | ZoneType] === code),
      )
      .sort(byCode);
    v.rankingLists.set(key, rows);
  }
  return rows;
}

function order(
  v: LoadedVintage,
  values: CellReader,
  id: string,
  list: VintageTerritoryRow[],
  key: string,
  sort: RankingSort,
  asc: boolean,
): Order {
  const cached = v.orders.get(key) as Order | undefined;
  if (cached) {
    // Most recently used last (a Map keeps insertion order).
    v.orders.delete(key);
    v.orders.set(key, cached);
    return cached;
  }
  const rowsOf = list.map((t) => v.index.get(`${t.type}:${t.code}`) ?? -1);
  const valueAt = (i: number) => {
    const r = rowsOf[i] as number;
    if (r < 0) return Number.NaN;
    const cell = values.cell(v, r, id);
    return cell.value ?? Number.NaN;
  };
  const value = Float64Array.from(list, (_, i) => valueAt(i));
  // Ranks among the listed: 1 = highest, ties share a rank, none without a value.
  const byValue = [...list.keys()]
    .filter((i) => !Number.isNaN(value[i] as number))
    .sort(
      (i, j) =>
        (value[j] as number) - (value[i] as number) ||
        byCode(list[i] as VintageTerritoryRow, list[j] as VintageTerritoryRow),
    );
  const rankOf = new Int32Array(list.length);
  byValue.forEach((i, k) => {
    const previous = byValue[k - 1];
    rankOf[i] =
      previous !== undefined && value[previous] === value[i] ? (rankOf[previous] as number) : k + 1;
  });
  const sign = asc ? 1 : -1;
  const index = [...list.keys()];
  const t = (i: number) => list[i] as VintageTerritoryRow;
  if (sort === 'rank') {
    index.sort((i, j) => {
      const a = rankOf[i] as number;
      const b = rankOf[j] as number;
      if (a === 0 || b === 0) return a === b ? byCode(t(i), t(j)) : a === 0 ? 1 : -1;
      return sign * (a - b) || byCode(t(i), t(j));
    });
  } else if (sort === 'name') {
    index.sort((i, j) => sign * (collator.compare(t(i).name, t(j).name) || byCode(t(i), t(j))));
  } else {
    index.sort((i, j) => sign * byCode(t(i), t(j)));
  }
  const result: Order = {
    order: Int32Array.from(index),
    at: Int32Array.from(index, (i) => rowsOf[i] as number),
    rank: Int32Array.from(index, (i) => rankOf[i] as number),
    ranked: byValue.length,
  };
  for (const old of v.orders.keys()) {
    if (v.orders.size < ORDERS_PER_VINTAGE) break;
    v.orders.delete(old);
  }
  v.orders.set(key, result);
  return result;
}

/** Position in `o` of the territory `code` of `list` (code order), if listed. */
function positionOf(list: VintageTerritoryRow[], o: Order, code: string): number | undefined {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as VintageTerritoryRow).code < code) lo = mid + 1;
    else hi = mid;
  }
  if (list[lo]?.code !== code) return undefined;
  const position = o.order.indexOf(lo);
  return position < 0 ? undefined : position;
}

/** One page of the ranking (`all`: every row, for the CSV) of a catalogue indicator. */
export function rankingOf(
  v: LoadedVintage,
  values: CellReader,
  indicator: IndicatorValuesResponse['indicator'],
  year: number,
  level: TerritoryType,
  parent: string | undefined,
  q: RankingQuery,
  all: boolean,
): IndicatorValuesResponse {
  let parentRef: IndicatorValuesResponse['parent'] = null;
  let column: string | null = null;
  let code = '';
  if (parent !== undefined) {
    const p = parseParent(parent, level);
    const found = v.territories.find((t) => t.type === p.type && t.code === p.code);
    if (!found) throw invalidParent();
    parentRef = { type: p.type, code: p.code, name: found.name };
    column = p.column;
    code = p.code;
  }
  const sort = q.sort ?? 'rank';
  const ord = q.order ?? 'asc';
  const list = members(v, level, column, code);
  const o = order(
    v,
    values,
    indicator.id,
    list,
    `${indicator.id}|${level}|${column ?? ''}|${code}|${sort}|${ord}`,
    sort,
    ord === 'asc',
  );
  const pageSize = q.pageSize ?? DEFAULT_RANKING_PAGE_SIZE;
  let page = q.page ?? 1;
  let around: NonNullable<IndicatorValuesResponse['ranking']>['around'] = null;
  if (q.around !== undefined) {
    const wanted = q.around.toUpperCase();
    const position = positionOf(list, o, wanted);
    if (position === undefined) throw notInRanking(wanted);
    page = Math.floor(position / pageSize) + 1;
    around = { code: wanted, position: position + 1, rank: (o.rank[position] as number) || null };
  }
  const from = all ? 0 : (page - 1) * pageSize;
  const to = all ? list.length : Math.min(list.length, page * pageSize);
  const rows: IndicatorValuesResponse['values'] = [];
  for (let k = from; k < to; k++) {
    const t = list[o.order[k] as number] as VintageTerritoryRow;
    const at = o.at[k] as number;
    rows.push({
      code: t.code,
      name: t.name,
      ...values.cell(v, at < 0 ? undefined : at, indicator.id),
      rank: (o.rank[k] as number) || null,
    });
  }
  return {
    indicator,
    level,
    year,
    parent: parentRef,
    france: values.cell(v, v.index.get(FRANCE_KEY), indicator.id),
    values: rows,
    ranking: {
      total: list.length,
      ranked: o.ranked,
      page: all ? 1 : page,
      pageSize: all ? list.length : pageSize,
      pages: Math.max(1, Math.ceil(list.length / pageSize)),
      sort,
      order: ord,
      around,
    },
  };
}
