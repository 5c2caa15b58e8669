import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPglite, openPostgres } from '../src/db/adapter.js';
import { listMigrations, migrate } from '../src/db/migrate.js';
import healthRoutes, { READY_REUSE_MS, READY_TIMEOUT_MS } from '../src/routes/health/index.js';
import { buildServer } from '../src/server.js';
import { testConfig } from './helpers.js';
import { databaseUrl, freshDatabase } from './multi-instance/cluster.js';

/** The database as the server sees it, with a count of queries and a switch to make it hang. */
function observed(db: Db) {
  const state = { queries: 0, hang: false };
  const wrapped: Db = Object.create(db);
  wrapped.query = ((sql: string, params?: unknown[]) => {
    state.queries++;
    if (state.hang) return new Promise(() => {});
    return db.query(sql, params);
  }) as Db['query'];
  return { db: wrapped, state };
}

/** The API server with its health routes (registered here until server.ts passes the database). */
async function server(db: Db, rateLimitMax = 5): Promise<FastifyInstance> {
  const app = await buildServer({ config: testConfig({ rateLimitMax }), db });
  if (!app.hasRoute({ method: 'GET', url: '/api/health/ready' }))
    await app.register(healthRoutes, { db });
  await app.ready();
  return app;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PGlite, and PostgreSQL when TEST_DATABASE_URL is set: a database of its own, since a schema of
 * the shared one would also see its `public` tables (search_path) and so a migrated database.
 */
const backends: { name: string; open(): Promise<{ db: Db; drop?(): Promise<void> }> }[] = [
  { name: 'PGlite', open: async () => ({ db: await openPglite() }) },
  ...(databaseUrl
    ? [
        {
          name: 'PostgreSQL',
          open: async () => {
            const fresh = await freshDatabase('health');
            return { db: await openPostgres(fresh.url, 2), drop: fresh.drop };
          },
        },
      ]
    : []),
];

for (const backend of backends) {
  describe(`health and readiness (${backend.name})`, () => {
    let raw: Db;
    let drop: (() => Promise<void>) | undefined;
    let app: FastifyInstance;
    let probe: ReturnType<typeof observed>;

    beforeAll(async () => {
      ({ db: raw, drop } = await backend.open());
      probe = observed(raw);
      app = await server(probe.db);
    });
    afterAll(async () => {
      await app?.close();
      await raw?.close();
      await drop?.();
    });

    const get = (url: string) => app.inject({ method: 'GET', url });

    it('given a database never migrated, should be live but answer 503 MIGRATIONS_PENDING', async () => {
      const live = await get('/api/health/live');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      expect(live.headers['cache-control']).toBe('no-store');

      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['content-type']).toMatch(/application\/json/);
      expect(ready.json().error).toMatchObject({
        code: 'MIGRATIONS_PENDING',
        details: { missing: listMigrations().map((m) => m.version) },
      });
    });

    it('given migrations applied but no data, should answer 503 DATA_NOT_IMPORTED', async () => {
      await migrate(raw);
      await wait(READY_REUSE_MS);
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.code).toBe('DATA_NOT_IMPORTED');
      expect(ready.json().error.message).toMatch(/Données non importées/);
    });

    it('given an imported vintage, should answer 200 ready, without a session', async () => {
      await raw.query(
        `INSERT INTO vintage (year, source_name, source_version, licence, checksum, counts)
         VALUES (2024, '@etalab/decoupage-administratif', '4.1.0', 'Licence Ouverte', 'x', '{}')`,
      );
      await wait(READY_REUSE_MS);
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        database: raw.kind,
        migration: Math.max(...listMigrations().map((m) => m.version)),
        vintages: 1,
        indicators: 'pending',
      });
    });

    it('should cost at most one check a second however many probes arrive, never 429', async () => {
      await wait(READY_REUSE_MS);
      const before = probe.state.queries;
      // Far over the route limit of the data API (rateLimitMax 5 a minute here).
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => get(i % 2 ? '/api/health/ready' : '/api/health/live')),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      // One check: the migrations, then the vintages.
      expect(probe.state.queries - before).toBe(2);
      const limited = await Promise.all(Array.from({ length: 8 }, () => get('/api/version')));
      expect(limited.some((a) => a.statusCode === 429)).toBe(true);
    });

    it('given a database that does not answer, should answer 503 DATABASE_UNAVAILABLE in time', async () => {
      await wait(READY_REUSE_MS);
      probe.state.hang = true;
      try {
        const started = Date.now();
        const ready = await get('/api/health/ready');
        expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 1000);
        expect(ready.statusCode).toBe(503);
        expect(ready.json().error.code).toBe('DATABASE_UNAVAILABLE');
        // Liveness never asks the database.
        expect((await get('/api/health/live')).statusCode).toBe(200);
      } finally {
        probe.state.hang = false;
      }
      await wait(READY_REUSE_MS);
      expect((await get('/api/health/ready')).statusCode).toBe(200);
    });

    it('should be described in the OpenAPI document', async () => {
      const doc = (await get('/api/openapi.json')).json();
      expect(doc.paths['/api/health/live'].get.responses['200']).toBeDefined();
      expect(doc.paths['/api/health/ready'].get.responses['503']).toBeDefined();
      expect(doc.paths['/api/health/ready'].get.tags).toEqual(['exploitation']);
    });
  });
}
