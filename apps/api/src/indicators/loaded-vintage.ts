/**
 * A vintage's indicator values as kept in memory (`LoadedVintage`): read from `indicator_vintage`
 * once per data version, with its territories and the per-vintage caches the answers fill.
 */

import type { Queryable } from '../db/adapter.js';
import { intern } from '../intern.js';
import { nextSlice, runPaced } from '../slices.js';
import type { VintageValues } from './compute.js';
import { noIndicatorData } from './errors.js';
import {
  emptyRanks,
  type LayoutRow,
  type RankLayout,
  rankLayoutSteps,
  type VintageRanks,
} from './ranks.js';
import type { DescribedStatus, UnavailableReason } from './status.js';
import { unpack } from './store.js';

/** A territory of the vintage: rank-parent columns, name and legal population. */
export interface VintageTerritoryRow extends LayoutRow {
  epci: string | null;
  name: string;
  population: number | null;
  /** A commune's study zones (the parents of a ranking of communes within a zone). */
  ze: string | null;
  aav: string | null;
  uu: string | null;
  bv: string | null;
}

export interface LoadedVintage {
  /**
   * The digest of the vintage's packed values and the import time of its territories: an import
   * that leaves both unchanged (another vintage, a CSV) keeps the vintage, its ranks included.
   */
  stamp: string;
  values: VintageValues;
  /** The territory table's rows of the vintage. */
  territories: VintageTerritoryRow[];
  index: Map<string, number>;
  column: Map<string, number>;
  layout: RankLayout;
  /** Ranks, a column ranked on first use (or ahead, values.ts's `prepare`) and kept. */
  ranks: VintageRanks;
  /** Rankings' lists of a level's territories (in a parent), in code order (ranking-index.ts). */
  rankingLists: Map<string, unknown>;
  /** Rankings' sort orders, the most recently used last (ranking-index.ts). */
  orders: Map<string, unknown>;
  /** The cells of the rows used as references (département, région, France), per row. */
  references: Map<number, Map<string, Cell>>;
}

/** One value with its status (and coverage for an aggregate), as the API writes it. */
export interface Cell {
  value: number | null;
  status: DescribedStatus['status'];
  reason?: UnavailableReason;
  published?: true;
  scope?: 'france_metropolitaine';
  coverage?: { covered: number; of: number };
}

const STAMP = `md5(i.data) || ' ' || v.imported_at::text AS stamp`;

/** The vintage's stamp as stored now (`LoadedVintage.stamp`); undefined without its values. */
export async function readStamp(db: Queryable, year: number): Promise<string | undefined> {
  const [row] = await db.query<{ stamp: string }>(
    `SELECT ${STAMP} FROM indicator_vintage i JOIN vintage v USING (year) WHERE year = $1`,
    [year],
  );
  return row?.stamp;
}

/** A vintage's territory rows already in memory at a data version (the book), if any. */
export type TerritoriesOf = (
  year: number,
  version: string,
) => Promise<Iterable<VintageTerritoryRow> | undefined>;

/**
 * A vintage's values read from `indicator_vintage` and unpacked, with its territories (from
 * `known`, the book's rows, else read), their layout for ranks and empty per-vintage caches.
 */
export async function readVintage(
  db: Queryable,
  year: number,
  known: () => Promise<Iterable<VintageTerritoryRow> | undefined>,
): Promise<LoadedVintage> {
  // As text: PGlite returns a large text[] or bytea slowly.
  const [row] = await db.query<{ ids: string[]; keys: string; data: string; stamp: string }>(
    `SELECT ids, array_to_string(keys, ',') AS keys, encode(data, 'base64') AS data, ${STAMP}
     FROM indicator_vintage i JOIN vintage v USING (year) WHERE year = $1`,
    [year],
  );
  if (!row) throw noIndicatorData(year);
  // A step per slice: an instance reads a vintage while it serves, after an import.
  await nextSlice();
  const keys = row.keys.split(',');
  const values = await unpack(year, row.ids, keys, Buffer.from(row.data, 'base64'));
  await nextSlice();
  const index = new Map(keys.map((k, i) => [k, i]));
  const rows = await known();
  await nextSlice();
  const territories = rows ? [...rows] : await readTerritories(db, year);
  const layout = await runPaced(rankLayoutSteps(territories, index));
  return {
    stamp: row.stamp,
    values,
    territories,
    index,
    column: new Map(row.ids.map((id, i) => [id, i])),
    layout,
    ranks: emptyRanks(layout, row.ids.length),
    rankingLists: new Map(),
    orders: new Map(),
    references: new Map(),
  };
}

/** Territories read (and parsed) at a time: the event loop turns between two pages. */
const TERRITORIES_PER_PAGE = 4_000;

type TerritoryTuple = [
  LayoutRow['type'],
  string,
  string | null,
  string | null,
  string | null,
  string,
  number | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

async function readTerritories(db: Queryable, year: number): Promise<VintageTerritoryRow[]> {
  const rows: VintageTerritoryRow[] = [];
  for (let last: TerritoryTuple | undefined; ; ) {
    // One JSON text a page: much faster than row by row on PGlite.
    const [page] = await db.query<{ j: string }>(
      `SELECT coalesce(json_agg(json_build_array(type, code, departement, region, commune, name, population, epci, ze, aav, uu, bv) ORDER BY type, code), '[]')::text AS j
       FROM (SELECT * FROM territory_zoned WHERE year = $1 AND (type, code) > ($2, $3)
             ORDER BY type, code LIMIT ${TERRITORIES_PER_PAGE}) t`,
      [year, last?.[0] ?? '', last?.[1] ?? ''],
    );
    await nextSlice();
    const parsed = JSON.parse(page?.j ?? '[]') as TerritoryTuple[];
    for (const tuple of parsed) rows.push(territoryRow(tuple));
    if (parsed.length < TERRITORIES_PER_PAGE) return rows;
    last = parsed.at(-1);
  }
}

function territoryRow(tuple: TerritoryTuple): VintageTerritoryRow {
  const [type, code, departement, region, commune, name, population, epci, ze, aav, uu, bv] = tuple;
  return {
    type,
    code,
    departement,
    region,
    commune,
    name,
    population: population === null ? null : Number(population),
    epci,
    // Zone codes repeat over thousands of communes: one string each (memory).
    ze: intern(ze),
    aav: intern(aav),
    uu: intern(uu),
    bv: intern(bv),
  };
}
