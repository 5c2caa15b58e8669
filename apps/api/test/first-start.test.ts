/**
 * A first start on an empty database listens once the latest vintage is in and imports the others
 * while it serves; a start after one stopped early takes the import up again (index.ts). Two
 * vintages without indicators keep it short.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { openPgliteThread } from '../src/db/pglite-worker.js';
import { importFirst, type RunningServer, startServer } from '../src/index.js';
import { testConfig } from './helpers.js';
import { until } from './multi-instance/cluster.js';

const config = testConfig({
  port: 0,
  importOnStart: true,
  importYears: [2025, 2026],
  importIndicators: false,
});

const years = async (db: Db) =>
  (await db.query<{ year: number }>('SELECT year FROM vintage ORDER BY year')).map((r) => r.year);

describe('a first start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'epic-first-start-'));
  let db: Db;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    // As a started API opens it: on a thread of its own, which imports the rest.
    db = await openPgliteThread(dir);
  });
  afterAll(async () => {
    await server?.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('imports only the latest vintage before it serves, and leaves the rest', async () => {
    expect(await importFirst(config, db)).toBe(true);
    expect(await years(db)).toEqual([2026]);
    // Stopped here: a second start imports nothing before it serves either.
    expect(await importFirst(config, db)).toBe(true);
    expect(await years(db)).toEqual([2026]);
    // A whole vintage imported into an empty database: past 30 s on a machine busy with others.
  }, 120_000);

  it('serves at once and imports the other vintages meanwhile, answering as it goes', async () => {
    server = await startServer(config, { db });
    const url = `${server.url}/api/health/live`;
    // Liveness asked every 100 ms while the import runs, apart from the database reads below.
    const live: number[] = [];
    let done = false;
    const sampling = (async () => {
      while (!done) {
        const started = performance.now();
        const r = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        live.push(performance.now() - started);
        expect(r.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await until(
      async () => (await db.query('SELECT 1 FROM population_vintage')).length === 2,
      'every vintage and their populations imported',
      { timeout: 200_000, interval: 100 },
    );
    done = true;
    await sampling;
    expect(await years(db)).toEqual([2025, 2026]);
    // The import runs on the database's thread: liveness answered many times, never held for
    // long (a second leaves room for a machine busy with other suites).
    expect(live.length).toBeGreaterThan(5);
    expect(Math.max(...live)).toBeLessThan(1_000);
    // Once done, a start has nothing left.
    expect(await importFirst(config, db)).toBe(false);
    // Another vintage, its zones and populations imported while it serves: minutes when the
    // machine is busy with other suites.
  }, 240_000);
});
