/**
 * Ranks of a vintage's indicator values, computed once per loaded vintage and column (not per
 * request): for every territory, its rank among the territories of its level nationally and among
 * those of its level in its rank parent (commune and EPCI in their département, département in
 * its région, arrondissement in its commune, as the population ranks). 1 is the highest value,
 * ties share a rank (1, 2, 2, 4) and only territories with a value are ranked and counted, as in
 * `GET /api/indicators/:id/values`.
 */
import type { TerritoryType } from '@epic/api-contract';
import { runNow, type Steps } from '../slices.js';

/** The level whose territories a territory is ranked among in its parent, per level. */
export const RANK_PARENT: Partial<Record<TerritoryType, 'departement' | 'region' | 'commune'>> = {
  commune: 'departement',
  epci: 'departement',
  departement: 'region',
  arrondissement: 'commune',
};

/** A territory of the vintage as the territory table has it (the rank-parent columns). */
export interface LayoutRow {
  type: TerritoryType;
  code: string;
  departement: string | null;
  region: string | null;
  commune: string | null;
}

/** Which rows are ranked together: per level, and per level and parent (a group id). */
export interface RankLayout {
  /** Row indices of each level's territories (those of the territory table only). */
  byLevel: Map<TerritoryType, Int32Array>;
  /** Rank-parent group of each row, -1 when it has none. */
  group: Int32Array;
  /** The rows of group g are `groupRows[groupStart[g]]` to `groupRows[groupStart[g + 1] - 1]`. */
  groupStart: Int32Array;
  groupRows: Int32Array;
}

/**
 * Counts (ranks, territories counted) of at most 65 535: two bytes each, as France has fewer
 * communes than that, else four. The ranks of seven vintages are the API's largest arrays.
 */
export type Counts = Uint16Array | Int32Array;

/** An array of `length` counts, none above `max` (in memory other threads can share). */
export function countsArray(length: number, max: number, shared = false): Counts {
  if (max <= 0xffff)
    return shared ? new Uint16Array(new SharedArrayBuffer(length * 2)) : new Uint16Array(length);
  return shared ? new Int32Array(new SharedArrayBuffer(length * 4)) : new Int32Array(length);
}

const sharedInt32 = (length: number) => new Int32Array(new SharedArrayBuffer(length * 4));

/**
 * A vintage's ranks, filled a column at a time. Row-major: a territory's ranks for every column
 * lie side by side, so that an answer with its 58 statistics reads them in a few cache lines
 * instead of one line in each of 116 column arrays.
 */
export interface VintageRanks {
  width: number;
  /** Whether each column is ranked yet. */
  ranked: Uint8Array;
  /** rows × width: national rank, 0 without a value. */
  national: Counts;
  /** rows × width: rank in its parent group, 0 without a value or a group. */
  parent: Counts;
  /** Per level, per column: territories with a value. */
  nationalOf: Map<TerritoryType, Int32Array>;
  /** groups × width: territories with a value, per group (RankLayout.group) and column. */
  parentOf: Int32Array;
}

/**
 * The ranks of a vintage's `rows` × `width` values, no column ranked yet; in shared memory, a
 * worker thread fills them where they are (rank-thread.ts).
 */
export function emptyRanks(layout: RankLayout, width: number): VintageRanks {
  const rows = layout.group.length;
  const groups = layout.groupStart.length - 1;
  return {
    width,
    ranked: new Uint8Array(new SharedArrayBuffer(width)),
    // A rank is at most the number of rows.
    national: countsArray(rows * width, rows, true),
    parent: countsArray(rows * width, rows, true),
    nationalOf: new Map([...layout.byLevel.keys()].map((level) => [level, sharedInt32(width)])),
    parentOf: sharedInt32(groups * width),
  };
}

export function rankLayout(rows: LayoutRow[], index: Map<string, number>): RankLayout {
  return runNow(rankLayoutSteps(rows, index));
}

/** `rankLayout` in steps, for an instance that lays out a vintage while it serves. */
export function* rankLayoutSteps(rows: LayoutRow[], index: Map<string, number>): Steps<RankLayout> {
  const byLevel = new Map<TerritoryType, number[]>();
  const group = new Int32Array(index.size).fill(-1);
  const groups = new Map<string, number>();
  const sizes: number[] = [];
  for (const [i, r] of rows.entries()) {
    if (i % 4096 === 4095) yield;
    const row = index.get(`${r.type}:${r.code}`);
    if (row === undefined) continue;
    const list = byLevel.get(r.type);
    if (list) list.push(row);
    else byLevel.set(r.type, [row]);
    const parentType = RANK_PARENT[r.type];
    const parent = parentType ? r[parentType] : null;
    if (!parent) continue;
    const key = `${r.type}|${parent}`;
    let g = groups.get(key);
    if (g === undefined) {
      g = groups.size;
      groups.set(key, g);
      sizes.push(0);
    }
    group[row] = g;
    sizes[g] = (sizes[g] as number) + 1;
  }
  // Rows grouped by parent (a counting sort), so that a column ranks each group in one slice.
  const groupStart = new Int32Array(sizes.length + 1);
  for (let g = 0; g < sizes.length; g++)
    groupStart[g + 1] = (groupStart[g] as number) + (sizes[g] as number);
  const groupRows = new Int32Array(groupStart[sizes.length] as number);
  const next = groupStart.slice(0, sizes.length);
  for (const list of byLevel.values()) {
    for (const row of list) {
      const g = group[row] as number;
      if (g < 0) continue;
      groupRows[next[g] as number] = row;
      next[g] = (next[g] as number) + 1;
    }
  }
  const levels = new Map([...byLevel].map(([level, list]) => [level, Int32Array.from(list)]));
  return { byLevel: levels, group, groupStart, groupRows };
}

/** How many of the first `n` values of ascending `sorted` are greater than `v`. */
function countAbove(sorted: Float64Array, n: number, v: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) <= v) lo = mid + 1;
    else hi = mid;
  }
  return n - lo;
}

/**
 * Ranks column `col` of a rows × `width` value matrix (NaN: no value) into `into`. A rank is one
 * more than the number of values above it, found in the values sorted by the typed array's own
 * numeric sort (native), much faster than sorting the rows with a comparator.
 */
export function rankColumn(
  layout: RankLayout,
  values: Float64Array,
  col: number,
  into: VintageRanks,
): void {
  const { width, national, parent, parentOf } = into;
  const n = layout.group.length;
  const scratch = new Float64Array(n);
  const value = (row: number) => values[row * width + col] as number;
  for (const [level, rows] of layout.byLevel) {
    let m = 0;
    for (let i = 0; i < rows.length; i++) {
      const v = value(rows[i] as number);
      if (!Number.isNaN(v)) scratch[m++] = v;
    }
    const sorted = scratch.subarray(0, m).sort();
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as number;
      const v = value(row);
      if (!Number.isNaN(v)) national[row * width + col] = countAbove(sorted, m, v) + 1;
    }
    (into.nationalOf.get(level) as Int32Array)[col] = m;
  }
  const { groupStart, groupRows } = layout;
  const groupCount = groupStart.length - 1;
  for (let g = 0; g < groupCount; g++) {
    const from = groupStart[g] as number;
    const to = groupStart[g + 1] as number;
    let m = 0;
    for (let i = from; i < to; i++) {
      const v = value(groupRows[i] as number);
      if (!Number.isNaN(v)) scratch[from + m++] = v;
    }
    const sorted = scratch.subarray(from, from + m).sort();
    parentOf[g * width + col] = m;
    for (let i = from; i < to; i++) {
      const row = groupRows[i] as number;
      const v = value(row);
      if (!Number.isNaN(v)) parent[row * width + col] = countAbove(sorted, m, v) + 1;
    }
  }
  // After the column's ranks: a thread that sees the flag sees them.
  Atomics.store(into.ranked, col, 1);
}
