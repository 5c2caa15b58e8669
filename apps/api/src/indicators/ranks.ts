/**
 * Ranks of a vintage's indicator values, computed once per loaded vintage and column (not per
 * request): for every territory, its rank among the territories of its level nationally and among
 * those of its level in its rank parent (commune and EPCI in their département, département in
 * its région, arrondissement in its commune, as the population ranks). 1 is the highest value,
 * ties share a rank (1, 2, 2, 4) and only territories with a value are ranked and counted, as in
 * `GET /api/indicators/:id/values`.
 */
import type { TerritoryType } from '@epic/api-contract';

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
  byLevel: Map<TerritoryType, number[]>;
  /** Rank-parent group of each row, -1 when it has none. */
  group: Int32Array;
}

export interface ColumnRanks {
  /** Per row: national rank, 0 without a value. */
  national: Int32Array;
  /** Per row: rank in its parent group, 0 without a value or a group. */
  parent: Int32Array;
  /** Territories with a value, per level. */
  nationalOf: Map<TerritoryType, number>;
  /** Territories with a value, per group. */
  parentOf: Int32Array;
}

export function rankLayout(rows: LayoutRow[], index: Map<string, number>): RankLayout {
  const byLevel = new Map<TerritoryType, number[]>();
  const group = new Int32Array(index.size).fill(-1);
  const groups = new Map<string, number>();
  for (const r of rows) {
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
    }
    group[row] = g;
  }
  return { byLevel, group };
}

/** Ranks of column `col` of a rows × `width` value matrix (NaN: no value). */
export function rankColumn(
  layout: RankLayout,
  values: Float64Array,
  width: number,
  col: number,
): ColumnRanks {
  const n = layout.group.length;
  const national = new Int32Array(n);
  const parent = new Int32Array(n);
  const nationalOf = new Map<TerritoryType, number>();
  const groupCount = layout.group.reduce((max, g) => Math.max(max, g + 1), 0);
  const parentOf = new Int32Array(groupCount);
  // Per group: the last value seen and its rank (a level's groups are disjoint from others').
  const lastValue = new Float64Array(groupCount).fill(Number.NaN);
  const lastRank = new Int32Array(groupCount);
  const value = (row: number) => values[row * width + col] as number;
  for (const [level, rows] of layout.byLevel) {
    const ranked = rows.filter((row) => !Number.isNaN(value(row)));
    ranked.sort((a, b) => value(b) - value(a));
    let previous = Number.NaN;
    let current = 0;
    ranked.forEach((row, i) => {
      const v = value(row);
      if (v !== previous) current = i + 1;
      previous = v;
      national[row] = current;
      const g = layout.group[row] as number;
      if (g < 0) return;
      const seen = (parentOf[g] as number) + 1;
      parentOf[g] = seen;
      if (v !== lastValue[g]) lastRank[g] = seen;
      lastValue[g] = v;
      parent[row] = lastRank[g] as number;
    });
    nationalOf.set(level, ranked.length);
  }
  return { national, parent, nationalOf, parentOf };
}
