/**
 * `GET /api/territories/:type/:id/comparables`: the comparable territories of a territory, read
 * from `comparable_vintage` (France: the neighbours found at import) or, within its région or
 * département, ranked at request time over the scope's members by the same distance from the same
 * standardised values. Each comes with the 2 or 3 dimensions where the two are closest.
 */
import { type ComparablesResponse, INDICATORS_BY_ID, type TerritoryType } from '@epic/api-contract';
import type { Queryable } from '../db/adapter.js';
import { HttpError } from '../errors.js';
import { levelRows, levelZ, rawDimensions, unpackComparables } from './comparables.js';
import { noIndicatorData } from './errors.js';
import {
  commonMask,
  DIMENSIONS,
  type DimensionStats,
  distance2,
  levelDimensions,
  NEIGHBOURS,
  type Scope,
} from './similarity.js';
import type { IndicatorValues, LoadedVintage, VintageTerritoryRow } from './values.js';

interface Loaded {
  v: LoadedVintage;
  neighbours: Int32Array;
  stats: Partial<Record<TerritoryType, DimensionStats>>;
  raw: Float64Array;
  z: Float64Array;
  /** Territory row of each values row. */
  info: (VintageTerritoryRow | undefined)[];
  /** Rows of a level in a scope's parent, built on first use: `type|scope|code`. */
  groups: Map<string, number[]>;
}

const D = DIMENSIONS.length;

export const DIMENSION_INFO: ComparablesResponse['dimensions'] = DIMENSIONS.map((d) => {
  const def = INDICATORS_BY_ID.get(d.id);
  return {
    id: d.id,
    label: def?.label ?? 'Population',
    unit: def?.unit ?? 'habitants',
    log: d.log,
  };
});

function invalidScope(type: TerritoryType, scope: Scope): HttpError {
  return new HttpError(
    400,
    'INVALID_SCOPE',
    `Paramètre scope\u00a0: un territoire de niveau ${type} n’a pas de ${scope === 'region' ? 'région' : 'département'} parent où chercher.`,
    { field: 'scope' },
  );
}

/** Whether a level has a parent of the scope's level (a région has neither). */
const SCOPES_OF: Record<TerritoryType, Scope[]> = {
  region: ['france'],
  departement: ['france', 'region'],
  epci: ['france', 'region', 'departement'],
  commune: ['france', 'region', 'departement'],
  arrondissement: ['france', 'region', 'departement'],
  // A zone may straddle départements and régions: compared with the zones of France.
  ze: ['france'],
  aav: ['france'],
  uu: ['france'],
  bv: ['france'],
};

export class ComparableReader {
  private readonly loaded = new Map<number, { version: string; data: Promise<Loaded> }>();

  constructor(
    private readonly db: Queryable,
    private readonly values: IndicatorValues,
  ) {}

  clear() {
    this.loaded.clear();
  }

  private load(year: number, version: string): Promise<Loaded> {
    const cached = this.loaded.get(year);
    if (cached && cached.version === version) return cached.data;
    const data = this.read(year, version);
    this.loaded.set(year, { version, data });
    data.catch(() => this.loaded.delete(year));
    return data;
  }

  private async read(year: number, version: string): Promise<Loaded> {
    const v = await this.values.vintage(year, version);
    const [row] = await this.db.query<{ stats: unknown; data: string }>(
      `SELECT stats, encode(data, 'base64') AS data FROM comparable_vintage WHERE year = $1`,
      [year],
    );
    if (!row) throw noIndicatorData(year);
    const stats = (
      typeof row.stats === 'string' ? JSON.parse(row.stats) : row.stats
    ) as Loaded['stats'];
    const info: Loaded['info'] = new Array(v.values.keys.length);
    for (const t of v.territories) {
      const r = v.index.get(`${t.type}:${t.code}`);
      if (r !== undefined) info[r] = t;
    }
    const raw = rawDimensions(v.values, (r) => info[r]?.population ?? null);
    const n = v.values.keys.length;
    const z = new Float64Array(n * D).fill(Number.NaN);
    for (const [level, rows] of levelRows(v.territories, v.index)) {
      const s = stats[level];
      if (!s) continue;
      const local = levelZ(raw, rows, n, s).z;
      for (const r of rows) z.set(local.subarray(r * D, r * D + D), r * D);
    }
    const neighbours = unpackComparables(Buffer.from(row.data, 'base64'));
    return { v, neighbours, stats, raw, z, info, groups: new Map() };
  }

  private members(l: Loaded, type: TerritoryType, scope: 'region' | 'departement', code: string) {
    if (l.groups.size === 0) {
      for (const t of l.v.territories) {
        const r = l.v.index.get(`${t.type}:${t.code}`);
        if (r === undefined) continue;
        for (const s of ['region', 'departement'] as const) {
          const parent = t[s];
          if (!parent) continue;
          const key = `${t.type}|${s}|${parent}`;
          const list = l.groups.get(key) ?? [];
          list.push(r);
          l.groups.set(key, list);
        }
      }
    }
    return l.groups.get(`${type}|${scope}|${code}`) ?? [];
  }

  /** The nearest members of a scope (brute force: a scope has a few thousand at most). */
  private nearestIn(l: Loaded, row: number, members: number[], dims: number): number[] {
    const found: { p: number; d: number }[] = [];
    for (const p of members) {
      if (p === row) continue;
      const common = commonMask(l.z, row, p);
      let c = 0;
      for (let m = common; m; m &= m - 1) c++;
      if (c < 3) continue;
      found.push({ p, d: distance2(l.z, row, p, common, dims) });
    }
    found.sort((a, b) => a.d - b.d || a.p - b.p);
    return found.slice(0, NEIGHBOURS).map((f) => f.p);
  }

  async comparables(
    year: number,
    version: string,
    type: TerritoryType,
    code: string,
    scope: Scope,
  ): Promise<ComparablesResponse> {
    if (!SCOPES_OF[type].includes(scope)) throw invalidScope(type, scope);
    const l = await this.load(year, version);
    const row = l.v.index.get(`${type}:${code}`);
    const self = row === undefined ? undefined : l.info[row];
    const stats = l.stats[type];
    const territory = { type, code, name: self?.name ?? code, year };
    const own = (r: number) =>
      Array.from(l.raw.subarray(r * D, r * D + D), (x) => (Number.isNaN(x) ? null : x));
    if (row === undefined || !self || !stats) {
      return { territory, scope, within: null, dimensions: DIMENSION_INFO, values: [], items: [] };
    }
    const dims = levelDimensions(stats);
    let within: ComparablesResponse['within'] = null;
    let found: number[];
    if (scope === 'france') {
      found = [...l.neighbours.subarray(row * NEIGHBOURS, (row + 1) * NEIGHBOURS)].filter(
        (p) => p >= 0,
      );
    } else {
      const parent = self[scope];
      const parentRow = parent ? l.v.index.get(`${scope}:${parent}`) : undefined;
      const parentInfo = parentRow === undefined ? undefined : l.info[parentRow];
      if (parent && parentInfo) within = { type: scope, code: parent, name: parentInfo.name };
      found = parent ? this.nearestIn(l, row, this.members(l, type, scope, parent), dims) : [];
    }
    const items = found.flatMap((p) => {
      const t = l.info[p];
      if (!t) return [];
      const common = commonMask(l.z, row, p);
      const gaps = DIMENSIONS.map((_, d) => d)
        .filter((d) => common & (1 << d))
        .map((d) => ({
          d,
          gap: Math.abs((l.z[row * D + d] as number) - (l.z[p * D + d] as number)),
        }))
        .sort((a, b) => a.gap - b.gap)
        .slice(0, 3);
      return [
        {
          type: t.type,
          code: t.code,
          name: t.name,
          year,
          distance: Math.sqrt(distance2(l.z, row, p, common, dims)),
          population: t.population,
          reasons: gaps.map(({ d, gap }) => ({
            id: DIMENSIONS[d]?.id as string,
            territory: l.raw[row * D + d] as number,
            comparable: l.raw[p * D + d] as number,
            gap,
          })),
        },
      ];
    });
    return { territory, scope, within, dimensions: DIMENSION_INFO, values: own(row), items };
  }
}
