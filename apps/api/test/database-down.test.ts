/**
 * The database down while the API runs: what is in memory (cached sessions, the catalogue,
 * search indexes, the territories of every vintage) still answers; what needs the database
 * answers 503 `DATABASE_UNAVAILABLE` with `Retry-After`, never 500, and a session it cannot read
 * is not signed out. On PostgreSQL, through a TCP proxy that cuts every connection and refuses new
 * ones, then lets them through again: everything answers again without a restart. On PGlite, the
 * database closed under the server.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPglite, openPostgres } from '../src/db/adapter.js';
import { Breaker } from '../src/db/breaker.js';
import { DatabaseUnavailableError, isConnectionError } from '../src/db/errors.js';
import { migrate } from '../src/db/migrate.js';
import { HttpError } from '../src/errors.js';
import { importVintage } from '../src/import/importer.js';
import { buildServer } from '../src/server.js';
import { cuttableProxy } from './db/proxy.js';
import { cookieOf, SITE, signIn, testConfig, useProviderStandIn } from './helpers.js';

const provider = useProviderStandIn();

const YEAR = 2024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Setup {
  db: Db;
  /** The database becomes unreachable. */
  down(): Promise<void>;
  /** It is reachable again (PostgreSQL: a closed PGlite stays closed). */
  up?(): Promise<void>;
  close(): Promise<void>;
}

const pgUrl = process.env.TEST_DATABASE_URL;
const SCHEMA = 'epic_test_database_down';
const HUNG = 'epic_test_database_hung';

const setups: { name: string; recovers: boolean; open(): Promise<Setup> }[] = [
  {
    name: 'PGlite closed',
    recovers: false,
    async open() {
      const db = await openPglite();
      return { db, down: () => db.close(), close: async () => {} };
    },
  },
  ...(pgUrl
    ? [
        {
          name: 'PostgreSQL cut',
          recovers: true,
          async open(): Promise<Setup> {
            const admin = await openPostgres(pgUrl, 1);
            await admin.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA};`);
            const proxy = await cuttableProxy(new URL(pgUrl));
            const db = await openPostgres(proxy.url, 4, SCHEMA);
            return {
              db,
              down: proxy.cut,
              up: proxy.restore,
              async close() {
                await proxy.restore().catch(() => {});
                await db.close();
                await admin.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE;`);
                await admin.close();
              },
            };
          },
        },
        {
          name: 'PostgreSQL hung',
          recovers: true,
          async open(): Promise<Setup> {
            const admin = await openPostgres(pgUrl, 1);
            await admin.exec(`DROP SCHEMA IF EXISTS ${HUNG} CASCADE; CREATE SCHEMA ${HUNG};`);
            const proxy = await cuttableProxy(new URL(pgUrl));
            // Queries give up after 1 s here (30 s in production), then fail at once for 5 s.
            const db = await openPostgres(proxy.url, 4, HUNG, new Breaker(1_000));
            return {
              db,
              down: proxy.hang,
              up: proxy.resume,
              async close() {
                await proxy.resume();
                await db.close();
                await admin.exec(`DROP SCHEMA IF EXISTS ${HUNG} CASCADE;`);
                await admin.close();
              },
            };
          },
        },
      ]
    : []),
];

describe('connection failures are told from failed queries', () => {
  it('classifies the drivers’ connection errors, and only those', () => {
    const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
    for (const error of [
      new Error('PGlite is closed'),
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      coded('read ECONNRESET', 'ECONNRESET'),
      coded('terminating connection due to administrator command', '57P01'),
      coded('the database system is starting up', '57P03'),
      coded('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
      new Error('Client has encountered a connection error and is not queryable'),
      new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ]) {
      expect(isConnectionError(error), error.message).toBe(true);
    }
    for (const error of [
      coded('relation "vintage" does not exist', '42P01'),
      coded('duplicate key value violates unique constraint', '23505'),
      coded('canceling statement due to lock timeout', '55P03'),
      new Error('boom'),
      new HttpError(503, 'NO_DATA', 'Données non importées.'),
      null,
      'ECONNREFUSED',
    ]) {
      expect(isConnectionError(error)).toBe(false);
    }
  });

  it('the adapter throws them as DatabaseUnavailableError, keeping the driver’s message', async () => {
    const db = await openPglite();
    await expect(db.query('SELECT * FROM nowhere')).rejects.toMatchObject({ code: '42P01' });
    await db.close();
    const failure = await db.query('SELECT 1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnavailableError);
    expect((failure as Error).message).toBe('PGlite is closed');
    await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(
      DatabaseUnavailableError,
    );
  });
});

for (const setup of setups) {
  describe(`database down while the API runs (${setup.name})`, () => {
    let ctx: Setup;
    let app: FastifyInstance;
    const lines: string[] = [];
    /** A session used before the outage (in the instance's memory), and one never read. */
    let cached: string;
    let unread: string;
    /** A session used before the outage whose token the provider revokes during it. */
    const revokedToken = `spa-revoked-${process.pid}`;
    let revoked: string;

    beforeAll(async () => {
      ctx = await setup.open();
      await migrate(ctx.db);
      await importVintage(ctx.db, YEAR);
      app = await buildServer({
        config: testConfig({ logLevel: 'warn', rateLimitMax: 100_000, tokenRecheckMs: 300 }),
        db: ctx.db,
        logStream: { write: (line) => void lines.push(line) },
      });
      // As a started instance (index.ts): the territories and indicators read ahead.
      await app.data.warm();
      await app.data.prepareIndicators();
      cached = await signIn(app);
      unread = await signIn(app);
      revoked = cookieOf(await login(revokedToken)) as string;
    }, 400_000);

    afterAll(async () => {
      await app?.close();
      await ctx?.close();
    });

    const get = (url: string, cookie?: string) =>
      app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const login = (token = `spa-down-${Date.now()}`) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: SITE, 'content-type': 'application/json' },
        payload: { access_token: token, expires_in: 3600 },
      });
    const expectUnavailable = (r: Awaited<ReturnType<typeof get>>) => {
      expect(r.statusCode, r.body).toBe(503);
      expect(r.json()).toEqual({
        error: {
          code: 'DATABASE_UNAVAILABLE',
          message: 'La base de données ne répond pas. Réessayez dans quelques instants.',
        },
      });
      expect(r.headers['retry-after']).toBe('5');
      expect(r.headers['cache-control']).toBe('no-store');
    };
    /** Log lines at error level or above (pino: 50 and more). */
    const errorLines = () => lines.filter((l) => JSON.parse(l).level >= 50);

    it('answers from memory what is in memory, 503 DATABASE_UNAVAILABLE for the rest', async () => {
      // In use before the outage: the cached session, the catalogue, the search index.
      for (const url of ['/api/vintages', '/api/territories/search?q=lyon', '/api/auth/check']) {
        expect((await get(url, cached)).statusCode, url).toBe(200);
      }
      expect((await get('/api/vintages', revoked)).statusCode).toBe(200);
      await ctx.down();
      await sleep(200);
      const ready = await get('/api/health/ready');
      expect(ready.json().error.code).toBe('DATABASE_UNAVAILABLE');
      expect(ready.headers['retry-after']).toBe('5');

      const vintages = await get('/api/vintages', cached);
      expect(vintages.statusCode, vintages.body).toBe(200);
      expect(vintages.json().latest).toBe(YEAR);
      // Never asked before: answered from the search index and the territories in memory.
      const search = await get('/api/territories/search?q=marseille', cached);
      expect(search.statusCode, search.body).toBe(200);
      expect(search.json().results[0]).toMatchObject({ type: 'commune', code: '13055' });
      const territory = await get('/api/territories/commune/13055', cached);
      expect(territory.statusCode, territory.body).toBe(200);
      expect(territory.json().territory.name).toBe('Marseille');
      const children = await get('/api/territories/departement/13/children?pageSize=5', cached);
      expect(children.statusCode, children.body).toBe(200);
      expect((await get('/api/auth/check', cached)).statusCode).toBe(200);

      // What needs the database: a search the index cannot answer (substring, in SQL), a session
      // never read (not signed out: 503, not 401), a sign-in.
      // A hung server too: the first query gives up after its timeout (1 s here), the next ones
      // at once; never the 10 s of a connection attempt.
      const started = Date.now();
      expectUnavailable(await get('/api/territories/search?q=qzxwvk', cached));
      expectUnavailable(await get('/api/vintages', unread));
      expectUnavailable(await get('/api/auth/check', unread));
      expectUnavailable(await login());
      expect(Date.now() - started).toBeLessThan(3_000);
      // Without a cookie nothing needs the database: still 401.
      expect((await get('/api/vintages')).statusCode).toBe(401);

      // Every request fails alike: no error-level line, one warning.
      for (let k = 0; k < 20; k++) await get('/api/vintages', unread);
      expect(errorLines()).toEqual([]);
      expect(lines.filter((l) => l.includes('database unavailable')).length).toBe(1);
    });

    it('refuses a token the provider revoked while the database is down', async () => {
      provider.revoked.add(revokedToken);
      await sleep(400);
      // Its check is due: at most this request passes (checked in the background), none after.
      await get('/api/vintages', revoked);
      await sleep(100);
      for (let k = 0; k < 3; k++) {
        expect([401, 503]).toContain((await get('/api/vintages', revoked)).statusCode);
      }
      // Still in use: sessions whose tokens are valid.
      expect((await get('/api/vintages', cached)).statusCode).toBe(200);
      expect(errorLines()).toEqual([]);
    });

    it.skipIf(!setup.recovers)(
      'answers normally once the database is back, without a restart',
      async () => {
        await ctx.up?.();
        const deadline = Date.now() + 15_000;
        while ((await get('/api/health/ready')).statusCode !== 200) {
          expect(Date.now()).toBeLessThan(deadline);
          await sleep(200);
        }
        expect((await get('/api/vintages', unread)).statusCode).toBe(200);
        expect((await get('/api/auth/check', unread)).statusCode).toBe(200);
        const substring = await get('/api/territories/search?q=qzxwvk', cached);
        expect(substring.statusCode, substring.body).toBe(200);
        expect((await login()).statusCode).toBe(200);
        expect((await get('/api/vintages', cached)).statusCode).toBe(200);
        // The revoked token's session, not ended while the database was down, ends now (the
        // stand-in forgets revocations after each test).
        provider.revoked.add(revokedToken);
        expect((await get('/api/vintages', revoked)).statusCode).toBe(401);
        expect(errorLines()).toEqual([]);
      },
    );
  });
}
