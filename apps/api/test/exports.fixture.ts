/**
 * The export tests (exports-load.test.ts, exports-limits.test.ts): a server whose territories
 * slice's `childrenTable` answers a made-up région as it does for a CSV (the members, and a reader
 * of their statistics), and a client that reads a CSV over HTTP without holding it whole. The real
 * région needs the whole import (minutes); `scripts/exports-load.ts` measures it.
 */
import type { ChildrenResponse } from '@epic/api-contract';
import { toCsv } from '@epic/api-contract/csv';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config.js';
import type { CsvRow } from '../src/csv-writer.js';
import { resolveIndicators } from '../src/indicators/values.js';
import { type ChildrenTable, territoryReads } from '../src/routes/data/territories/service.js';
import { membersTable } from '../src/routes/data/territories/tables.js';
import { buildServer } from '../src/server.js';
import { openFixture } from './fixture-db.js';
import { testConfig } from './helpers.js';

const THEMES = 'population,logement,emploi,revenus,etablissements';
const IDS = resolveIndicators(THEMES);
/** Région 84's size; région 11 here: a small heavy export (over 100 000 cells). */
const SIZES: Record<string, number> = { '84': 4025, '11': 900 };
const CENSUS = 2022;
export const path = (region: string, extra = '') =>
  `/api/territories/region/${region}/children.csv?childType=commune&indicators=${THEMES}${extra}`;

/** A région's communes with every indicator: values of every sign, statuses, awkward names. */
function made(region: string): ChildrenResponse {
  const n = SIZES[region] ?? 10;
  const items = Array.from({ length: n }, (_, k) => ({
    type: 'commune' as const,
    code: String(10_000 + k),
    name: k === 0 ? '=HYPERLINK("http://x.test")' : k === 1 ? '@SOMME(A1)' : `Commune n° ${k}`,
    population: 100 + k * 37,
    share: (100 + k * 37) / 8_000_000,
    postalCodes: [String(10_000 + k)],
    statistics: IDS.map((id, i) =>
      (k + i) % 11 === 0
        ? { id, value: null, status: 'secret' as const }
        : { id, value: ((k * 31 + i * 7) % 2000) / 8 - 60, status: 'ok' as const },
    ),
  }));
  return {
    parent: { type: 'region', code: region, name: `Région ${region}`, year: 2026 },
    childType: 'commune',
    total: n,
    page: 1,
    pageSize: 100_000,
    sort: 'name',
    order: 'asc',
    items,
  } as unknown as ChildrenResponse;
}

/**
 * What the territories slice answers for a CSV, made once per région (making it is the test's
 * work, not the route's): the members without their statistics, and the reader of their
 * statistics, a few rows at a time as the CSV is written, as `childrenTable` does.
 */
const FULL = new Map(Object.keys(SIZES).map((region) => [region, made(region)]));
const full = (region: string) => FULL.get(region) ?? made(region);
const ANSWERS = new Map<string, ChildrenTable>();
function answer(region: string): ChildrenTable {
  const known = ANSWERS.get(region);
  if (known) return known;
  const whole = full(region);
  const result = { ...whole, items: whole.items.map(({ statistics: _, ...item }) => item) };
  const byKey = new Map(whole.items.map((i) => [`${i.type}:${i.code}`, i.statistics ?? []]));
  const table: ChildrenTable = {
    result,
    cells: async (keys) => keys.map((key) => byKey.get(key) ?? []),
  };
  ANSWERS.set(region, table);
  return table;
}

/** The bytes `toCsv` gives for the table with its statistics in place (as written before streaming). */
function written(region: string, dialect: 'fr' | 'rfc4180'): Buffer {
  const table = membersTable(full(region), THEMES, CENSUS);
  // Statistics in place: the rows are a plain iterable.
  const rows = [...(table.rows as Iterable<CsvRow>)];
  return Buffer.from(toCsv(table.header, rows, dialect), 'utf8');
}
const EXPECTED = new Map<string, Buffer>();
/** The expected bytes, made once (20 MB for région 84: make them before measuring). */
export function expected(region: string, dialect: 'fr' | 'rfc4180' = 'fr'): Buffer {
  const key = `${region}|${dialect}`;
  let bytes = EXPECTED.get(key);
  if (!bytes) {
    bytes = written(region, dialect);
    EXPECTED.set(key, bytes);
  }
  return bytes;
}

export interface Server {
  app: FastifyInstance;
  base: string;
  /** Calls of the slice's `childrenTable` (one per CSV built). */
  built: () => number;
  close(): Promise<void>;
}

export async function server(config: Partial<Config> = {}): Promise<Server> {
  const db = await openFixture('migrated');
  let calls = 0;
  const app = await buildServer({
    config: testConfig({ rateLimitMax: 100_000, ...config }),
    db,
    territoryReads: {
      ...territoryReads,
      childrenTable: async (_data, _type, id) => {
        calls++;
        return answer(id);
      },
    },
  });
  const vintage = app.data.vintage.bind(app.data);
  app.data.vintage = async (year) => {
    const info = await vintage(year).catch(() => undefined);
    return { ...info, census: { year: CENSUS, sameAs: null } } as Awaited<
      ReturnType<typeof vintage>
    >;
  };
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    built: () => calls,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/**
 * GET over HTTP, the body read chunk by chunk and compared with `expected` as it comes (the test
 * runs in the server's process: one 20 MB concatenation here would hold its event loop too).
 */
export async function get(s: Server, url: string, cookie: string, expected?: Buffer) {
  const t0 = performance.now();
  const r = await fetch(`${s.base}${url}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(60_000),
  });
  let bytes = 0;
  let same = expected !== undefined;
  const head: Buffer[] = [];
  for await (const chunk of r.body ?? []) {
    const view = chunk as Uint8Array;
    const part = Buffer.from(view.buffer, view.byteOffset, view.byteLength);
    if (bytes < 65_536) head.push(part);
    if (same && !expected?.subarray(bytes, bytes + part.length).equals(part)) same = false;
    bytes += part.length;
  }
  const text = Buffer.concat(head).toString('utf8');
  return {
    status: r.status,
    headers: r.headers,
    bytes,
    /** The body's first 64 KB or so, as text. */
    text,
    /** Whether the body is `expected`, byte for byte. */
    same: same && bytes === expected?.length,
    ms: performance.now() - t0,
  };
}
