/**
 * Two API instances (real processes) started at once on an empty PostgreSQL database, 10 times in
 * a row: one migrates and imports, the other waits for it and then serves; neither
 * crashes. The import at start is limited to one vintage without the statistical indicators
 * (IMPORT_YEARS, IMPORT_INDICATORS=0) to keep the run short. Needs TEST_DATABASE_URL (CI sets it).
 */
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/adapter.js';
import { listMigrations } from '../../src/db/migrate.js';
import {
  databaseUrl,
  freshDatabase,
  IMPORT_YEAR,
  type Instance,
  skipReason,
  startInstance,
} from './cluster.js';

if (!databaseUrl) console.warn(skipReason);

const RUNS = 10;

describe.skipIf(!databaseUrl)('two instances started at once on an empty database', () => {
  it(`migrate once, import once and both serve, ${RUNS} times in a row`, async () => {
    const durations: number[] = [];
    let waited = 0;
    for (let run = 0; run < RUNS; run++) {
      const database = await freshDatabase(`start${run}`);
      const started = Date.now();
      let instances: Instance[] = [];
      try {
        // A provider address nobody listens at: no sign-in happens here.
        const results = await Promise.allSettled([
          startInstance(database.url, 'http://127.0.0.1:9'),
          startInstance(database.url, 'http://127.0.0.1:9'),
        ]);
        instances = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
        const crashes = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
        expect(crashes, `run ${run + 1}`).toEqual([]);
        durations.push(Date.now() - started);
        if (instances.some((i) => i.output().includes('attente de la fin'))) waited++;
        const imports = instances.filter((i) => i.output().includes('Base de données vide'));
        expect(imports, `run ${run + 1}: instances that imported`).toHaveLength(1);
        const admin = await openPostgres(database.url, 1);
        try {
          const runs = await admin.query<{ year: number; status: string }>(
            `SELECT year, status FROM import_run WHERE kind = 'vintage' ORDER BY id`,
          );
          expect(runs).toEqual([{ year: IMPORT_YEAR, status: 'succeeded' }]);
          const migrations = await admin.query('SELECT version FROM schema_migration');
          expect(migrations).toHaveLength(listMigrations().length);
        } finally {
          await admin.close();
        }
        for (const instance of instances) {
          const r = await fetch(`${instance.url}/api/version`, {
            signal: AbortSignal.timeout(5000),
          });
          expect(r.status).toBe(200);
          expect((await r.json()).sources).toHaveLength(1);
        }
      } finally {
        await Promise.all(instances.map((i) => i.stop()));
        await database.drop();
      }
    }
    console.info(
      `both instances ready after ${durations.map((d) => (d / 1000).toFixed(1)).join(', ')} s; in ${waited} runs one waited for the other's lock`,
    );
    // Ten runs: 11–15 s each alone, up to 40 s each while the other test files share two cores.
  }, 600_000);
});
