/**
 * The response cache (plugins/response-cache.ts): repeated data answers sent again from Fastify's
 * preHandler stage. Each test checks both what the client receives and whether the answer came
 * from the cache.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { importVintage } from '../src/import/importer.js';
import { buildServer } from '../src/server.js';
import { openFixture } from './fixture-db.js';
import { providerStandIn, SITE, signIn, testConfig } from './helpers.js';

const provider = providerStandIn();
const SEARCH = '/api/territories/search?q=arras&limit=5';
const TERRITORY = '/api/territories/commune/62041?year=2025';
const LARGE = '/api/territories/search?q=saint&limit=20';

interface Running {
  app: FastifyInstance;
  cookie: string;
  lines: string[];
}

let db: Db;
const running: Running[] = [];

async function start(
  overrides: Parameters<typeof testConfig>[0] = {},
  before?: (app: FastifyInstance) => void,
): Promise<Running> {
  const lines: string[] = [];
  const app = await buildServer({
    // The catalogue kept an hour: an answer is kept only when the data version was known on its
    // arrival, and a 5 s catalogue expired between requests on CI's loaded cores.
    config: testConfig({ rateLimitMax: 100_000, catalogueMs: 3_600_000, ...overrides }),
    db,
    logStream: { write: (line) => lines.push(line) },
  });
  before?.(app);
  await app.ready();
  // An answer is kept when the data version was known on its arrival: the catalogue is read first.
  await app.data.dataVersion();
  const r = { app, cookie: await signIn(app), lines };
  running.push(r);
  return r;
}

async function get(
  r: Running,
  url: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  const res = await r.app.inject({
    url,
    headers: { cookie: r.cookie, 'accept-encoding': 'identity', ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const seen: Record<string, unknown> = { ...res.headers };
  delete seen.date;
  delete seen.connection;
  return { status: res.statusCode, headers: seen, body: res.rawPayload };
}

beforeAll(async () => {
  provider.server.listen({ onUnhandledRequest: 'bypass' });
  db = await openFixture('2025');
}, 400_000);

afterAll(async () => {
  for (const r of running) await r.app.close();
  await db?.close();
  provider.server.close();
});

describe('response cache', () => {
  it('sends a repeated answer again: same status, headers and bytes, per encoding', async () => {
    const r = await start();
    const cache = r.app.responseCache;
    for (const encoding of ['identity', 'gzip', 'br']) {
      const first = await get(r, LARGE, { 'accept-encoding': encoding });
      const hits = cache.hits;
      const again = await get(r, LARGE, { 'accept-encoding': encoding });
      expect(cache.hits).toBe(hits + 1);
      expect(again.status).toBe(200);
      expect(again.headers).toEqual(first.headers);
      expect(again.body.equals(first.body)).toBe(true);
      expect(again.headers['content-encoding']).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
    }
    const json = await get(r, SEARCH);
    expect(JSON.parse((await get(r, SEARCH)).body.toString()).results).toEqual(
      JSON.parse(json.body.toString()).results,
    );
    expect(r.app.responseCache.hits).toBe(4);
  });

  it('refuses a missing, unknown or signed-out session at once', async () => {
    const r = await start();
    await get(r, SEARCH);
    expect((await get(r, SEARCH)).status).toBe(200);
    const hits = r.app.responseCache.hits;
    expect((await get(r, SEARCH, { cookie: '' })).status).toBe(401);
    expect((await get(r, SEARCH, { cookie: 'epic_session=forged' })).status).toBe(401);
    const logout = await r.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: r.cookie, origin: SITE, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(logout.statusCode).toBe(204);
    const after = await get(r, SEARCH);
    expect(after.status).toBe(401);
    expect(JSON.parse(after.body.toString()).error.code).toBe('UNAUTHENTICATED');
    expect(r.app.responseCache.hits).toBe(hits);
  });

  it('leaves cross-origin requests and CSV to their handler', async () => {
    const r = await start();
    await get(r, TERRITORY);
    const hits = r.app.responseCache.hits;
    const cors = await get(r, TERRITORY, { origin: SITE });
    expect(cors.status).toBe(200);
    expect(cors.headers['access-control-allow-origin']).toBe(SITE);
    const csv = await get(r, TERRITORY, { accept: 'text/csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.app.responseCache.hits).toBe(hits);
    // Neither was kept in place of the JSON answer.
    const json = await get(r, TERRITORY);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['access-control-allow-origin']).toBeUndefined();
    expect(r.app.responseCache.hits).toBe(hits + 1);
  });

  it('sends nothing past the route’s rate limit', async () => {
    const r = await start({ rateLimitMax: 4 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await get(r, SEARCH)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(r.app.responseCache.hits).toBe(3);
    // Another route has its own counter.
    expect((await get(r, TERRITORY)).status).toBe(200);
  });

  it('counts a client behind one proxy whatever it puts at the left of X-Forwarded-For', async () => {
    const r = await start({ rateLimitMax: 4, trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // What the proxy appends (the client's address) comes last; the rest is the client's own.
      const forwarded = `198.51.100.${i + 1}, 203.0.113.7`;
      statuses.push((await get(r, SEARCH, { 'x-forwarded-for': forwarded }, '10.0.0.2')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(r.app.responseCache.hits).toBe(3);
    // Another client behind the same proxy has its own counter.
    expect((await get(r, SEARCH, { 'x-forwarded-for': '203.0.113.8' }, '10.0.0.2')).status).toBe(
      200,
    );
  });

  it('runs every hook on a hit: one added after the others, and the access log', async () => {
    let seen = 0;
    const r = await start({ logLevel: 'info' }, (app) => {
      app.addHook('onRequest', (request, reply, done) => {
        if (request.url === TERRITORY) seen++;
        reply.header('x-test-hook', 'ran');
        done();
      });
    });
    const first = await get(r, TERRITORY);
    const again = await get(r, TERRITORY);
    expect(r.app.responseCache.hits).toBe(1);
    expect(seen).toBe(2);
    expect(again.headers['x-test-hook']).toBe('ran');
    expect(again.headers).toEqual(first.headers);
    const lines = r.lines.map((l) => JSON.parse(l));
    const ids = lines
      .filter((l) => l.msg === 'incoming request' && l.req.url === TERRITORY)
      .map((l) => l.reqId);
    const completed = lines.filter((l) => l.msg === 'request completed' && ids.includes(l.reqId));
    expect(completed.map((l) => l.res.statusCode)).toEqual([200, 200]);
    // The cookie never reaches the log.
    expect(r.lines.join('\n')).not.toContain(r.cookie.split('=')[1]);
  });

  it('is off with RESPONSE_CACHE=0', async () => {
    const r = await start({ responseCache: false });
    for (let i = 0; i < 3; i++) expect((await get(r, SEARCH)).status).toBe(200);
    expect(r.app.responseCache.hits).toBe(0);
  });

  it('answers with the new data within 1 s of an import, then keeps it', async () => {
    const r = await start();
    const importedAt = (b: Buffer) =>
      (JSON.parse(b.toString()).vintages as { importedAt: string }[]).map((v) => v.importedAt);
    const before = importedAt((await get(r, '/api/vintages')).body);
    await get(r, '/api/vintages');
    expect(r.app.responseCache.hits).toBe(1);
    await importVintage(db, 2025, { force: true });
    // The import's notification reaches the instance shortly after its commit.
    const committed = Date.now();
    let after = await get(r, '/api/vintages');
    while (importedAt(after.body).join() === before.join() && Date.now() - committed < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      after = await get(r, '/api/vintages');
    }
    expect(importedAt(after.body)).not.toEqual(before);
    // Kept when the new version is known on arrival (the answer just above may have read it).
    await get(r, '/api/vintages');
    const hits = r.app.responseCache.hits;
    const again = await get(r, '/api/vintages');
    expect(again.body.equals(after.body)).toBe(true);
    expect(r.app.responseCache.hits).toBe(hits + 1);
    // A whole vintage imported again: past 30 s on a machine busy with others.
  }, 120_000);
});

describe('client address behind trusted proxies', () => {
  it('is the address named by the trusted hops, per number of trusted proxies', async () => {
    const forwarded = '203.0.113.7, 198.51.100.1';
    // The peer is the nearest proxy; each trusted hop names the next address from the right.
    const expected = ['10.0.0.2', '198.51.100.1', '203.0.113.7', '203.0.113.7'];
    for (const [trustProxy, address] of expected.entries()) {
      const app = await buildServer({ config: testConfig({ trustProxy }), db });
      let ip = '';
      app.get('/ip', (request) => {
        ip = request.ip;
        return {};
      });
      await app.inject({
        url: '/ip',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(ip, `TRUST_PROXY=${trustProxy}`).toBe(address);
      await app.close();
    }
  });
});
