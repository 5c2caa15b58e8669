/**
 * Comparable territories of a vintage: the national neighbours of every territory are computed at
 * import (`buildComparables`, a k-d tree per level), packed in `comparable_vintage` (migration
 * 006) with each level's standardisation, and read back per request. Within a région or a
 * département (at most a few thousand territories) the request ranks the scope's members by the
 * same distance from the same standardised values (under a millisecond). Method: similarity.ts.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { TerritoryType } from '@epic/api-contract';
import { RequestWorker } from '../threads.js';
import type { VintageValues } from './compute.js';
import {
  coordinates,
  DIMENSION_IDS,
  type DimensionStats,
  dimensionStats,
  levelDimensions,
  NEIGHBOURS,
  nearest,
  standardise,
} from './similarity.js';
import { STATUS } from './status.js';

/** What the import knows of a territory: its level, code, parents and legal population. */
export interface ComparableTerritory {
  type: TerritoryType;
  code: string;
  departement: string | null;
  region: string | null;
  population: number | null;
}

export interface Comparables {
  /** Per level: the standardisation of each dimension. */
  stats: Partial<Record<TerritoryType, DimensionStats>>;
  /** rows (values.keys) × NEIGHBOURS: row indices of the national neighbours, -1 for none. */
  neighbours: Int32Array;
}

/** Raw values of the dimensions for each row (NaN: missing), rows × dimensions. */
export function rawDimensions(
  values: Pick<VintageValues, 'ids' | 'keys' | 'values' | 'status'>,
  population: (row: number) => number | null,
): Float64Array {
  const width = values.ids.length;
  const columns = DIMENSION_IDS.map((id) => values.ids.indexOf(id));
  const n = values.keys.length;
  const raw = new Float64Array(n * DIMENSION_IDS.length).fill(Number.NaN);
  for (let row = 0; row < n; row++) {
    columns.forEach((col, d) => {
      let v = Number.NaN;
      if (d === 0) v = population(row) ?? Number.NaN;
      else if (col >= 0 && values.status[row * width + col] === STATUS.ok)
        v = values.values[row * width + col] as number;
      raw[row * DIMENSION_IDS.length + d] = v;
    });
  }
  return raw;
}

/** Rows of each level (in `values.keys`). */
export function levelRows(
  territories: Pick<ComparableTerritory, 'type' | 'code'>[],
  index: Map<string, number>,
): Map<TerritoryType, number[]> {
  const levels = new Map<TerritoryType, number[]>();
  for (const t of territories) {
    const row = index.get(`${t.type}:${t.code}`);
    if (row === undefined) continue;
    const list = levels.get(t.type) ?? [];
    list.push(row);
    levels.set(t.type, list);
  }
  return levels;
}

/**
 * Standardised coordinates of a level's rows (other rows NaN), with the level's stats (computed,
 * or `known` ones read back).
 */
export function levelZ(raw: Float64Array, rows: number[], n: number, known?: DimensionStats) {
  const width = DIMENSION_IDS.length;
  const coords = new Float64Array(rows.length * width);
  rows.forEach((row, i) => {
    coords.set(coordinates([...raw.subarray(row * width, row * width + width)]), i * width);
  });
  const stats = known ?? dimensionStats(coords, rows.length);
  const local = standardise(coords, rows.length, stats);
  const z = new Float64Array(n * width).fill(Number.NaN);
  rows.forEach((row, i) => {
    z.set(local.subarray(i * width, i * width + width), row * width);
  });
  return { z, stats };
}

export function buildComparables(
  territories: ComparableTerritory[],
  values: VintageValues,
): Comparables {
  const n = values.keys.length;
  const index = new Map(values.keys.map((k, i) => [k, i]));
  const population = new Map<number, number | null>();
  for (const t of territories) {
    const row = index.get(`${t.type}:${t.code}`);
    if (row !== undefined) population.set(row, t.population);
  }
  const raw = rawDimensions(values, (row) => population.get(row) ?? null);
  const levels = levelRows(territories, index);
  const neighbours = new Int32Array(n * NEIGHBOURS).fill(-1);
  const stats: Comparables['stats'] = {};
  for (const [level, rows] of levels) {
    const { z, stats: s } = levelZ(raw, rows, n);
    stats[level] = s;
    const found = nearest(z, rows, levelDimensions(s));
    rows.forEach((row, i) => {
      neighbours.set(found.subarray(i * NEIGHBOURS, (i + 1) * NEIGHBOURS), row * NEIGHBOURS);
    });
  }
  return { stats, neighbours };
}

export function packComparables(c: Comparables): Buffer {
  const b = c.neighbours;
  return gzipSync(Buffer.from(b.buffer, b.byteOffset, b.byteLength), { level: 1 });
}

export function unpackComparables(data: Uint8Array): Int32Array {
  const raw = gunzipSync(data);
  const bytes = new Uint8Array(raw.byteLength);
  bytes.set(raw);
  return new Int32Array(bytes.buffer);
}

/**
 * Finds comparables off the main thread (comparables-worker.ts), one vintage at a time in order;
 * when the worker cannot start (a runner without the TypeScript loader) or fails, on the main
 * thread instead. `close()` when done.
 */
export class ComparablesPool {
  private readonly worker = new RequestWorker<
    { territories: ComparableTerritory[]; values: VintageValues },
    { stats: Comparables['stats']; data: Uint8Array }
  >('indicators/comparables-worker');

  private inline(territories: ComparableTerritory[], values: VintageValues): PackedComparables {
    const c = buildComparables(territories, values);
    return { stats: c.stats, data: packComparables(c) };
  }

  /** The packed comparables of a vintage (on the worker when it runs). */
  compute(territories: ComparableTerritory[], values: VintageValues): Promise<PackedComparables> {
    // Only the fields the worker reads: the callers' rows carry more.
    const slim = territories.map(({ type, code, departement, region, population }) => ({
      type,
      code,
      departement,
      region,
      population,
    }));
    const { year, ids, keys, values: v, status, covered, coveredFrom, members } = values;
    const reply = this.worker.request({
      territories: slim,
      values: { year, ids, keys, values: v, status, covered, coveredFrom, members },
    });
    if (!reply) return Promise.resolve(this.inline(territories, values));
    return reply.then(
      (r) => ({ stats: r.stats, data: Buffer.from(r.data) }),
      () => this.inline(territories, values),
    );
  }

  close() {
    return this.worker.close();
  }
}

export interface PackedComparables {
  stats: Comparables['stats'];
  data: Buffer;
}
