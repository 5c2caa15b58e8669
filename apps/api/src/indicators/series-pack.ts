/**
 * What a vintage's territories need for their time series, computed at import and packed in
 * `series_vintage` (migration 010), two parts per vintage:
 * - `population`: every territory rebuilt in every vintage (perimeters.ts): the legal
 *   population of that vintage on this vintage's perimeter, whether the perimeter was the same,
 *   how many communes were summed, and for a commune rebuilt from others, their codes;
 * - `income`: the Filosofi figures INSEE publishes above the commune (2014 to 2019), attached to
 *   the EPCI, départements and régions of this vintage only where the file's perimeter is theirs,
 *   and France métropolitaine's.
 */
import { promisify } from 'node:util';
import { gunzip, gzipSync } from 'node:zlib';
import { nextSlice } from '../slices.js';
import { FRANCE_KEY, type PublishedValues } from './compute.js';
import {
  DISP_MEASURE_IDS,
  type DispMeasure,
  type DispTable,
  dispGeographyYear,
} from './filosofi-disp.js';
import type { DepartementMove } from './geography.js';
import {
  type GroupLevel,
  publishedMatch,
  type Rebuilt,
  rebuild,
  type VintagePerimeters,
} from './perimeters.js';
import { STATUS } from './status.js';

export interface SeriesPack {
  year: number;
  part: 'population' | 'income';
  /** Columns: `population@2019`…, or `median@2014`…. */
  ids: string[];
  /** Rows: `type:code` (FRANCE_KEY for France métropolitaine). */
  keys: string[];
  /** rows × columns: value (NaN when none), status byte, communes summed, same perimeter (1). */
  values: Float64Array;
  status: Uint8Array;
  communes: Int32Array;
  same: Uint8Array;
  /** Per row key, per column: the codes a commune was rebuilt from (when not itself). */
  from: Record<string, Record<string, string[]>>;
}

/** The measures of the income part: those the series show (the catalogue takes all of 2019's). */
export const INCOME_SERIES_MEASURES = [
  'median',
  'd1',
  'd9',
  'interdecile_ratio',
  'gini',
] as const satisfies readonly DispMeasure[];

/** The catalogue's 2019 figures published above the commune, by DISP measure. */
export const PUBLISHED_2019: Readonly<Record<string, DispMeasure>> = {
  median_income_2019: 'median',
  d1_2019: 'd1',
  d9_2019: 'd9',
  interdecile_ratio_2019: 'interdecile_ratio',
  gini_2019: 'gini',
  income_activity_share_2019: 'activity_share',
  income_pensions_share_2019: 'pensions_share',
  income_property_share_2019: 'property_share',
  income_benefits_share_2019: 'benefits_share',
};

const empty = (year: number, part: SeriesPack['part'], ids: string[], keys: string[]) => {
  const n = ids.length * keys.length;
  return {
    year,
    part,
    ids,
    keys,
    values: new Float64Array(n).fill(Number.NaN),
    status: new Uint8Array(n),
    communes: new Int32Array(n),
    same: new Uint8Array(n),
    from: {},
  } satisfies SeriesPack;
};

/** Every territory of `target`, rebuilt in each vintage (itself included). */
export async function populationPack(
  target: VintagePerimeters,
  vintages: readonly VintagePerimeters[],
): Promise<SeriesPack> {
  const keys = [...target.rows.keys()];
  const ids = vintages.map((v) => `population@${v.year}`);
  const pack: SeriesPack = empty(target.year, 'population', ids, keys);
  const width = ids.length;
  for (const [col, other] of vintages.entries()) {
    // A vintage per slice: an API that imports at its first start serves meanwhile.
    await nextSlice();
    const rebuilt = other === target ? ownPopulations(target) : rebuild(target, other);
    keys.forEach((key, row) => {
      const r = rebuilt.get(key);
      const at = row * width + col;
      if (!r) {
        pack.status[at] = STATUS.absent_from_source;
        return;
      }
      pack.values[at] = r.value;
      pack.status[at] = r.status;
      pack.communes[at] = r.communes;
      pack.same[at] = r.same ? 1 : 0;
      if (r.from) {
        const notes = pack.from[key] ?? {};
        notes[String(other.year)] = r.from;
        pack.from[key] = notes;
      }
    });
  }
  return pack;
}

/** A vintage's own populations: incomplete where a member commune's is (the value is kept). */
function ownPopulations(v: VintagePerimeters): Map<string, Rebuilt> {
  const out = new Map<string, Rebuilt>();
  for (const [key, row] of v.rows) {
    const members = row.type === 'arrondissement' ? [] : (v.communesOf(row.type, row.code) ?? []);
    const incomplete = members.some((c) => v.incomplete.has(c));
    let status: number = STATUS.ok;
    if (row.population === null) status = STATUS.not_covered;
    else if (incomplete) status = STATUS.incomplete_population;
    out.set(key, {
      value: row.population ?? Number.NaN,
      status,
      communes: members.length,
      same: true,
    });
  }
  return out;
}

/** Départements and régions outside the Filosofi files (Guadeloupe, Guyane, Mayotte). */
const NOT_COVERED_DEPARTEMENTS = new Set(['971', '973', '976']);
const NOT_COVERED_REGIONS = new Set(['01', '03', '06']);

/** Where the territory lies, for a code a file does not list: outside its coverage, or absent. */
function missingStatus(target: VintagePerimeters, level: GroupLevel, code: string): number {
  if (level === 'region')
    return NOT_COVERED_REGIONS.has(code) ? STATUS.not_covered : STATUS.absent_from_source;
  const dep =
    level === 'departement'
      ? code
      : target.rows.get(`commune:${target.communesOf('epci', code)?.[0] ?? ''}`)?.departement;
  return dep && NOT_COVERED_DEPARTEMENTS.has(dep) ? STATUS.not_covered : STATUS.absent_from_source;
}

/** Per DISP table, the status (and row) of every EPCI, département, région of `target`. */
export function matchDisp(
  target: VintagePerimeters,
  vintages: readonly VintagePerimeters[],
  tables: readonly DispTable[],
  moves: readonly DepartementMove[] = [],
): Map<DispTable, Map<string, { status: number; values?: Float64Array }>> {
  const out = new Map<DispTable, Map<string, { status: number; values?: Float64Array }>>();
  for (const table of tables) {
    const cells = new Map<string, { status: number; values?: Float64Array }>();
    if (table.level === 'metropole') {
      const row = table.rows.get('1');
      cells.set(
        FRANCE_KEY,
        row
          ? { status: STATUS.published_metropole, values: row.values }
          : { status: STATUS.not_covered },
      );
    } else {
      const level = table.level;
      for (const row of target.rows.values()) {
        if (row.type !== level) continue;
        const published = table.rows.get(row.code);
        const key = `${level}:${row.code}`;
        if (!published) {
          cells.set(key, { status: missingStatus(target, level, row.code) });
          continue;
        }
        const status = publishedMatch(
          level,
          row.code,
          dispGeographyYear(table.year),
          target,
          vintages,
          moves,
        );
        cells.set(
          key,
          status === STATUS.published ? { status, values: published.values } : { status },
        );
      }
    }
    out.set(table, cells);
  }
  return out;
}

const measureIndex = (m: DispMeasure) => DISP_MEASURE_IDS.indexOf(m);

/** A matched cell's value of a measure: its status, or `secret` when the file leaves it blank. */
function cellOf(cell: { status: number; values?: Float64Array }, m: DispMeasure): [number, number] {
  if (!cell.values) return [Number.NaN, cell.status];
  const v = cell.values[measureIndex(m)] as number;
  return Number.isNaN(v) ? [Number.NaN, STATUS.secret] : [v, cell.status];
}

/** The income series part of `target`: every DISP year's series measures. */
export function incomePack(
  target: VintagePerimeters,
  matched: ReturnType<typeof matchDisp>,
): SeriesPack {
  const tables = [...matched.keys()];
  const years = [...new Set(tables.map((t) => t.year))].sort();
  const ids = years.flatMap((y) => INCOME_SERIES_MEASURES.map((m) => `${m}@${y}`));
  const keys = [
    ...[...target.rows.values()]
      .filter((r) => r.type === 'epci' || r.type === 'departement' || r.type === 'region')
      .map((r) => `${r.type}:${r.code}`),
    FRANCE_KEY,
  ];
  const pack = empty(target.year, 'income', ids, keys);
  const row = new Map(keys.map((k, i) => [k, i]));
  const column = new Map(ids.map((id, i) => [id, i]));
  for (const [table, cells] of matched) {
    for (const [key, cell] of cells) {
      const r = row.get(key);
      if (r === undefined) continue;
      for (const m of INCOME_SERIES_MEASURES) {
        const at = r * ids.length + (column.get(`${m}@${table.year}`) as number);
        const [value, status] = cellOf(cell, m);
        pack.values[at] = value;
        pack.status[at] = status;
      }
    }
  }
  return pack;
}

/** The 2019 files' values as the catalogue's published figures (compute.ts). */
export function published2019(matched: ReturnType<typeof matchDisp>): PublishedValues {
  const out = new Map<string, Map<string, readonly [number, number]>>();
  for (const [id, measure] of Object.entries(PUBLISHED_2019)) {
    const values = new Map<string, readonly [number, number]>();
    for (const [table, cells] of matched) {
      if (table.year !== 2019) continue;
      for (const [key, cell] of cells) values.set(key, cellOf(cell, measure));
    }
    out.set(id, values);
  }
  return out;
}

/** values | communes | status | same, little-endian, gzipped (as store.ts does). */
export function packSeries(p: SeriesPack): Buffer {
  const parts = [p.values, p.communes, p.status, p.same].map((a) =>
    Buffer.from(a.buffer, a.byteOffset, a.byteLength),
  );
  return gzipSync(Buffer.concat(parts), { level: 1 });
}

const gunzipAsync = promisify(gunzip);

/** Unpacks a series pack; decompressed on libuv's threads, off the event loop. */
export async function unpackSeries(
  year: number,
  part: SeriesPack['part'],
  ids: string[],
  keys: string[],
  data: Uint8Array,
  from: SeriesPack['from'],
): Promise<SeriesPack> {
  const raw = await gunzipAsync(data);
  const n = ids.length * keys.length;
  if (raw.byteLength !== n * 14) throw new Error(`series_vintage ${year} ${part}: unexpected size`);
  const bytes = new Uint8Array(raw.byteLength);
  bytes.set(raw);
  const buffer = bytes.buffer;
  return {
    year,
    part,
    ids,
    keys,
    values: new Float64Array(buffer, 0, n),
    communes: new Int32Array(buffer, n * 8, n),
    status: new Uint8Array(buffer, n * 12, n),
    same: new Uint8Array(buffer, n * 13, n),
    from,
  };
}
