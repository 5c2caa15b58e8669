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

/** Positions and ranks on two bytes each while a list has fewer than 65 536 territories. */
type Positions = Uint16Array | Int32Array;

interface Order {
  /** The listed territories (code order) in the asked order: positions in the list. */
  order: Positions;
  /** Their rank within the list (0: none). */
  rank: Positions;
  ranked: number;
}

/**
 * Bytes of sort orders kept per vintage, the least recently used dropped first: every indicator,
 * level, parent and sort of every vintage would add one (140 KB for every commune). Enough for
 * a ranking of every commune by each indicator, which a first view otherwise sorts again.
 */
const ORDER_BYTES_PER_VINTAGE = 12 << 20;

const compact = (a: Int32Array): Positions => (a.length <= 0xffff ? Uint16Array.from(a) : a);
const bytesOf = (o: Order) => o.order.byteLength + o.rank.byteLength;

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

/** Each list's values rows, and its name order, kept with the list (`members`). */
const rowsOfList = new WeakMap<VintageTerritoryRow[], Int32Array>();
const nameOrders = new WeakMap<VintageTerritoryRow[], Int32Array>();

function rowsOf(v: LoadedVintage, list: VintageTerritoryRow[]): Int32Array {
  let rows = rowsOfList.get(list);
  if (!rows) {
    rows = Int32Array.from(list, (t) => v.index.get(`${t.type}:${t.code}`) ?? -1);
    rowsOfList.set(list, rows);
  }
  return rows;
}

/** The list's positions by name (French collation), code order between equal names. */
function nameOrder(list: VintageTerritoryRow[]): Int32Array {
  let order = nameOrders.get(list);
  if (!order) {
    const names = list.map((t) => t.name);
    order = Int32Array.from(list.keys()).sort(
      (i, j) => collator.compare(names[i] as string, names[j] as string) || i - j,
    );
    nameOrders.set(list, order);
  }
  return order;
}

/**
 * The ranks of a list's values (1 = highest; equal values share a rank; none without a value,
 * NaN) and the positions in the asked order: by rank, then position; by name; by position (the
 * list is in code order). A sort of the values alone and a counting sort: sorting 35 000
 * positions with a comparison of their values took several milliseconds a ranking.
 */
export function listOrder(
  value: Float64Array,
  sort: RankingSort,
  asc: boolean,
  byName: () => Int32Array,
): { order: Int32Array; rank: Int32Array; ranked: number } {
  const n = value.length;
  const sorted = value.filter((x) => !Number.isNaN(x)).sort();
  const present = sorted.length;
  // The distinct values, highest first (-0 and 0 are one).
  const distinct = new Float64Array(present);
  let d = 0;
  for (let k = present - 1; k >= 0; k--)
    if (d === 0 || sorted[k] !== distinct[d - 1]) distinct[d++] = sorted[k] as number;
  const group = new Int32Array(n).fill(-1);
  const start = new Int32Array(d + 1);
  for (let i = 0; i < n; i++) {
    const x = value[i] as number;
    if (Number.isNaN(x)) continue;
    let lo = 0;
    let hi = d - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((distinct[mid] as number) > x) lo = mid + 1;
      else hi = mid;
    }
    group[i] = lo;
    start[lo + 1] = (start[lo + 1] as number) + 1;
  }
  for (let g = 0; g < d; g++) start[g + 1] = (start[g + 1] as number) + (start[g] as number);
  // Highest value first, list order between equal values.
  const byValue = new Int32Array(present);
  const next = start.slice(0, d);
  for (let i = 0; i < n; i++) {
    const g = group[i] as number;
    if (g >= 0) byValue[(next[g] as number)++] = i;
  }
  const rankOf = (i: number) => {
    const g = group[i] as number;
    return g < 0 ? 0 : (start[g] as number) + 1;
  };
  let order: Int32Array;
  if (sort === 'rank') {
    order = new Int32Array(n);
    let k = 0;
    if (asc) {
      order.set(byValue);
      k = present;
    } else {
      // The last rank (lowest value) first, list order between equal ranks.
      for (let g = d - 1; g >= 0; g--) {
        order.set(byValue.subarray(start[g] as number, start[g + 1] as number), k);
        k += (start[g + 1] as number) - (start[g] as number);
      }
    }
    // Without a rank last, in list order, either way.
    for (let i = 0; i < n; i++) if ((group[i] as number) < 0) order[k++] = i;
  } else {
    order = sort === 'name' ? byName().slice() : Int32Array.from(value.keys());
    if (!asc) order.reverse();
  }
  return { order, rank: order.map(rankOf), ranked: present };
}

function order(
  v: LoadedVintage,
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
  const rows = rowsOf(v, list);
  const col = v.column.get(id);
  const width = v.values.ids.length;
  const values = v.values.values;
  // Each cell's value as its answer gives it (`cell`): NaN when it has none.
  const value = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as number;
    value[i] = r < 0 || col === undefined ? Number.NaN : (values[r * width + col] as number);
  }
  const listed = listOrder(value, sort, asc, () => nameOrder(list));
  const result: Order = {
    order: compact(listed.order),
    rank: compact(listed.rank),
    ranked: listed.ranked,
  };
  let bytes = bytesOf(result);
  for (const kept of v.orders.values()) bytes += bytesOf(kept as Order);
  for (const [oldest, kept] of v.orders) {
    if (bytes <= ORDER_BYTES_PER_VINTAGE) break;
    bytes -= bytesOf(kept as Order);
    v.orders.delete(oldest);
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
  const valueRows = rowsOf(v, list);
  const o = order(
    v,
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
    const at = valueRows[o.order[k] as number] as number;
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
