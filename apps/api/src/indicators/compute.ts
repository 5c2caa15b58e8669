/**
 * Every catalogue indicator for every territory of one vintage: commune values mapped from each
 * source's geography (geography.ts), arrondissements municipaux read as published, and the
 * aggregates of EPCI, study zones, départements, régions and France computed from their member communes only
 * (never from arrondissements, so Paris, Lyon and Marseille are counted once): `sum` adds,
 * `ratio` is Σ numerator / Σ denominator over the members that have both, `none` is not
 * applicable above the commune unless the source publishes it there (`publishedAbove`: the
 * published value, matched to the territory's perimeter in published.ts). Each aggregate records
 * how many members have a value.
 */

import type { TerritoryType } from '@epic/api-contract';
import { INDICATORS, type IndicatorDefinition, isZoneType, ZONE_TYPES } from '@epic/api-contract';
import type { CommuneMapping } from './geography.js';
import { type Counts, countsArray } from './ranks.js';
import { CELL_NOT_COVERED, CELL_OK, CELL_SECRET, type SourceTable } from './source-files.js';
import { hasValue, STATUS } from './status.js';

export interface VintageTerritory {
  type: TerritoryType;
  code: string;
  epci: string | null;
  departement: string | null;
  region: string | null;
  /** A commune's study zones (null: in none of that level; absent: not read). */
  ze?: string | null;
  aav?: string | null;
  uu?: string | null;
  bv?: string | null;
}

/** Key of France as a whole in `keys`. */
export const FRANCE_KEY = 'france:FR';

export interface VintageValues {
  year: number;
  /** Indicator ids, in catalogue order: the columns. */
  ids: string[];
  /** `type:code` of each territory: the rows. */
  keys: string[];
  /** rows × columns: value (NaN when not ok), status byte. */
  values: Float64Array;
  status: Uint8Array;
  /**
   * Members with a value, per cell of the rows from `coveredFrom` on (read with `coveredAt`): the
   * rows before it, the communes, have no members and no count.
   */
  covered: Counts;
  /** The first row with members (`members[row] > 0`), or the number of rows. */
  coveredFrom: number;
  /** Member communes of each row (0 for communes and arrondissements). */
  members: Int32Array;
}

export interface MappedSource {
  table: SourceTable;
  mapping: Map<string, CommuneMapping>;
}

/**
 * Values published above the commune, per catalogue id, per `type:code` (FRANCE_KEY for France
 * métropolitaine): the value (NaN when none) and its status byte.
 */
export type PublishedValues = ReadonlyMap<string, ReadonlyMap<string, readonly [number, number]>>;

const CELL_STATUS = [STATUS.ok, STATUS.secret, STATUS.not_covered];

export function computeVintage(
  year: number,
  territories: VintageTerritory[],
  sources: MappedSource[],
  published: PublishedValues = new Map(),
): VintageValues {
  const ids = INDICATORS.map((i) => i.id);
  const column = new Map(ids.map((id, k) => [id, k]));
  const width = ids.length;
  const order: TerritoryType[] = [
    'commune',
    'arrondissement',
    'epci',
    ...ZONE_TYPES,
    'departement',
    'region',
  ];
  const rows = [...territories].sort(
    (a, b) => order.indexOf(a.type) - order.indexOf(b.type) || (a.code < b.code ? -1 : 1),
  );
  const keys = [...rows.map((t) => `${t.type}:${t.code}`), FRANCE_KEY];
  const n = keys.length;
  const values = new Float64Array(n * width).fill(Number.NaN);
  const status = new Uint8Array(n * width);
  const members = new Int32Array(n);
  const set = (row: number, col: number, value: number, code: number) => {
    values[row * width + col] = hasValue(code) ? value : Number.NaN;
    status[row * width + col] = code;
  };

  // Figures no commune source has (published above the commune only): none for communes.
  const communeIds = new Set(sources.flatMap((s) => s.table.ids));
  const aboveOnly = INDICATORS.flatMap((def, col) =>
    def.aggregation.rule !== 'ratio' && !communeIds.has(def.id) ? [col] : [],
  );
  // Communes and arrondissements: the stored (non-ratio) indicators of each source.
  rows.forEach((t, row) => {
    if (t.type !== 'commune' && t.type !== 'arrondissement') return;
    for (const col of aboveOnly) set(row, col, Number.NaN, STATUS.level_not_published);
    for (const { table, mapping } of sources) {
      const m: CommuneMapping =
        t.type === 'arrondissement'
          ? { kind: 'same', from: t.code }
          : (mapping.get(t.code) ?? { kind: 'absent' });
      table.ids.forEach((id, k) => {
        const col = column.get(id) as number;
        const rule = INDICATORS[col]?.aggregation.rule;
        const [value, code] = communeValue(table, m, k, rule === 'none');
        set(row, col, value, code);
      });
    }
  });
  rows.forEach((t, row) => {
    if (t.type === 'commune' || t.type === 'arrondissement') communeRatios(row);
  });

  function communeRatios(row: number) {
    INDICATORS.forEach((def, col) => {
      const a = def.aggregation;
      if (a.rule !== 'ratio') return;
      const num = row * width + (column.get(a.numerator) as number);
      const den = row * width + (column.get(a.denominator) as number);
      const bad = status[num] !== STATUS.ok ? status[num] : status[den];
      if (bad !== STATUS.ok) set(row, col, Number.NaN, bad as number);
      else if (values[den] === 0) set(row, col, Number.NaN, STATUS.zero_denominator);
      else set(row, col, applyRatio(def, values[num] as number, values[den] as number), STATUS.ok);
    });
  }

  // Aggregates: member communes (rows) of each EPCI, département, région and France.
  const columns: ValueColumns = { values, status, width, column };
  const index = new Map(keys.map((k, i) => [k, i]));
  const groups = new Map<number, number[]>();
  const add = (key: string, row: number) => {
    const g = index.get(key);
    if (g === undefined) return;
    const list = groups.get(g);
    if (list) list.push(row);
    else groups.set(g, [row]);
  };
  rows.forEach((t, row) => {
    if (t.type !== 'commune') return;
    if (t.epci) add(`epci:${t.epci}`, row);
    for (const level of ZONE_TYPES) {
      const zone = t[level];
      if (zone) add(`${level}:${zone}`, row);
    }
    if (t.departement) add(`departement:${t.departement}`, row);
    if (t.region) add(`region:${t.region}`, row);
    add(FRANCE_KEY, row);
  });
  for (const [g, list] of groups) members[g] = list.length;
  const coveredFrom = firstWithMembers(members);
  const covered = countsArray((n - coveredFrom) * width, n);
  for (const [g, list] of groups) {
    INDICATORS.forEach((def, col) => {
      aggregate(g, col, def, list);
    });
  }
  // Aggregates without any member commune in this vintage.
  rows.forEach((t, row) => {
    if (t.type === 'commune' || t.type === 'arrondissement' || groups.has(row)) return;
    INDICATORS.forEach((def, col) => {
      if (def.aggregation.rule === 'none') notAggregable(row, col, def);
      else set(row, col, Number.NaN, STATUS.no_member_value);
    });
  });

  /**
   * A `none` figure above the commune: the published value, if the source publishes one (not for
   * study zones: no file of ours publishes them, as for a user's area).
   */
  function notAggregable(g: number, col: number, def: IndicatorDefinition) {
    if (!def.publishedAbove || isZoneType(rows[g]?.type ?? ''))
      return set(g, col, Number.NaN, STATUS.not_applicable);
    const [value, code] = published.get(def.id)?.get(keys[g] as string) ?? [
      Number.NaN,
      STATUS.absent_from_source,
    ];
    set(g, col, value, code);
  }

  function aggregate(g: number, col: number, def: IndicatorDefinition, list: number[]) {
    if (def.aggregation.rule === 'none') return notAggregable(g, col, def);
    const [value, code, count] = aggregateOver(columns, list, col, def);
    covered[(g - coveredFrom) * width + col] = count;
    set(g, col, value, code);
  }

  return { year, ids, keys, values, status, covered, coveredFrom, members };
}

/** The first row with members, where a vintage's covered counts start. */
export function firstWithMembers(members: Int32Array): number {
  const first = members.findIndex((m) => m > 0);
  return first < 0 ? members.length : first;
}

/** Members with a value of the cell at `row`, `col` (0 for a row without members). */
export function coveredAt(v: VintageValues, row: number, col: number): number {
  if (row < v.coveredFrom) return 0;
  return v.covered[(row - v.coveredFrom) * v.ids.length + col] ?? 0;
}

/** A vintage's value and status arrays (rows × columns), as `aggregateOver` reads them. */
export interface ValueColumns {
  values: Float64Array;
  status: Uint8Array;
  width: number;
  /** Catalogue id → column. */
  column: ReadonlyMap<string, number>;
}

/**
 * Column `col` aggregated over the member rows `list` by a `sum` or `ratio` rule: the value (NaN
 * when there is none), its status byte, and how many members have a value. Without any member
 * value, the status the members share, else `no_member_value`.
 */
export function aggregateOver(
  v: ValueColumns,
  list: readonly number[],
  col: number,
  def: IndicatorDefinition,
): [value: number, status: number, covered: number] {
  const { values, status, width, column } = v;
  const a = def.aggregation;
  const numCol = a.rule === 'ratio' ? (column.get(a.numerator) as number) : col;
  const denCol = a.rule === 'ratio' ? (column.get(a.denominator) as number) : -1;
  let num = 0;
  let den = 0;
  let count = 0;
  let common: number | null = null;
  for (const row of list) {
    const sn = status[row * width + numCol] as number;
    const sd = denCol < 0 ? STATUS.ok : (status[row * width + denCol] as number);
    if (sn === STATUS.ok && sd === STATUS.ok) {
      num += values[row * width + numCol] as number;
      if (denCol >= 0) den += values[row * width + denCol] as number;
      count += 1;
    } else {
      const s = sn !== STATUS.ok ? sn : sd;
      common = common === null || common === s ? s : -1;
    }
  }
  if (count === 0) {
    return [Number.NaN, common !== null && common >= 0 ? common : STATUS.no_member_value, 0];
  }
  if (a.rule === 'sum') return [num, STATUS.ok, count];
  if (den === 0) return [Number.NaN, STATUS.zero_denominator, count];
  return [applyRatio(def, num, den), STATUS.ok, count];
}

export function applyRatio(def: IndicatorDefinition, num: number, den: number): number {
  const a = def.aggregation;
  if (a.rule !== 'ratio') return Number.NaN;
  const r = num / den;
  return a.annualisedOver ? ((1 + r) ** (1 / a.annualisedOver) - 1) * a.factor : r * a.factor;
}

/** A commune's value of the k-th stored indicator of a source, through its mapping. */
function communeValue(
  table: SourceTable,
  m: CommuneMapping,
  k: number,
  notAggregable: boolean,
): [number, number] {
  if (m.kind === 'absent') return [Number.NaN, STATUS.absent_from_source];
  if (m.kind === 'perimeter_changed') return [Number.NaN, STATUS.perimeter_changed];
  if (m.kind === 'same' || m.kind === 'code_changed') {
    const row = table.rows.get(m.from);
    if (!row) return [Number.NaN, STATUS.not_covered];
    return [row.values[k] as number, CELL_STATUS[row.cells[k] as number] as number];
  }
  if (notAggregable) return [Number.NaN, STATUS.merged];
  let sum = 0;
  let worst: number = CELL_OK;
  for (const code of m.from) {
    const row = table.rows.get(code);
    const cell = row ? (row.cells[k] as number) : CELL_NOT_COVERED;
    if (cell === CELL_NOT_COVERED) worst = CELL_NOT_COVERED;
    else if (cell === CELL_SECRET && worst === CELL_OK) worst = CELL_SECRET;
    else if (row) sum += row.values[k] as number;
  }
  return worst === CELL_OK ? [sum, STATUS.ok] : [Number.NaN, CELL_STATUS[worst] as number];
}
