/**
 * The front cache (plugins/front-cache.ts): repeated data answers sent again before Fastify, over
 * real HTTP (app.inject does not go through the server's request listener). Each test checks
 * both what the client receives and whether the answer came from the front cache.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { openPglite } from '../src/db/adapter.js';
import { migrate } from '../src/db/migrate.js';
import { importVintage } from '../src/import/importer.js';
import { clientAddress } from '../src/proxy.js';
import { clientKey } from '../src/rate-limits.js';
import { buildServer } from '../src/server.js';
import { providerStandIn, SITE, signIn, testConfig } from './helpers.js';

const provider = providerStandIn();
const SEARCH = '/api/territories/search?q=arras&limit=5';
const TERRITORY = '/api/territories/commune/62041?year=2025';
const LARGE = '/api/territories/search?q=saint&limit=20';

interface Running {
  app: FastifyInstance;
  base: string;
  cookie: string;
  lines: string[];
}

let db: Db;
const running: Running[] = [];

async function start(overrides: Parameters<typeof testConfig>[0] = {}): Promise<Running> {
  const lines: string[] = [];
  const app = await buildServer({
    // The catalogue kept an hour: an answer is kept only when the data version was known on its
    // arrival, and a 5 s catalogue expired between requests on CI's loaded cores.
    config: testConfig({ rateLimitMax: 100_000, catalogueMs: 3_600_000, ...overrides }),
    db,
    logStream: { write: (line) => lines.push(line) },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // An answer is kept when the data version was known on its arrival: the catalogue is read first.
  await app.data.dataVersion();
  const r = { app, base: `http://127.0.0.1:${port}`, cookie: await signIn(app), lines };
  running.push(r);
  return r;
}

/**
 * One GET on a connection of its own: the in-process import below holds the event loop for
 * seconds, and a kept-alive connection was then reset (ECONNRESET, without the front cache too).
 */
function get(r: Running, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        `${r.base}${url}`,
        {
          agent: false,
          headers: { cookie: r.cookie, 'accept-encoding': 'identity', ...headers },
          timeout: 10_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const seen: Record<string, unknown> = { ...res.headers };
            delete seen.date;
            delete seen.connection;
            resolve({ status: res.statusCode ?? 0, headers: seen, body: Buffer.concat(chunks) });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
      req.on('error', reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  provider.server.listen({ onUnhandledRequest: 'bypass' });
  db = await openPglite();
  await migrate(db);
  await importVintage(db, 2025);
}, 400_000);

afterAll(async () => {
  for (const r of running) await r.app.close();
  await db?.close();
  provider.server.close();
});

describe('front cache', () => {
  it('sends a repeated answer again: same status, headers and bytes, per encoding', async () => {
    const r = await start();
    const cache = r.app.frontCache;
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
    expect(r.app.frontCache.hits).toBe(4);
  });

  it('refuses a missing, unknown or signed-out session at once', async () => {
    const r = await start();
    await get(r, SEARCH);
    expect((await get(r, SEARCH)).status).toBe(200);
    const hits = r.app.frontCache.hits;
    expect((await get(r, SEARCH, { cookie: '' })).status).toBe(401);
    expect((await get(r, SEARCH, { cookie: 'epic_session=forged' })).status).toBe(401);
    const logout = await fetch(`${r.base}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: r.cookie, origin: SITE, 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(10_000),
    });
    expect(logout.ok).toBe(true);
    const after = await get(r, SEARCH);
    expect(after.status).toBe(401);
    expect(JSON.parse(after.body.toString()).error.code).toBe('UNAUTHENTICATED');
    expect(r.app.frontCache.hits).toBe(hits);
  });

  it('leaves cross-origin requests and CSV to Fastify', async () => {
    const r = await start();
    await get(r, TERRITORY);
    const hits = r.app.frontCache.hits;
    const cors = await get(r, TERRITORY, { origin: SITE });
    expect(cors.status).toBe(200);
    expect(cors.headers['access-control-allow-origin']).toBe(SITE);
    const csv = await get(r, TERRITORY, { accept: 'text/csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.app.frontCache.hits).toBe(hits);
    // Neither was kept in place of the JSON answer.
    const json = await get(r, TERRITORY);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['access-control-allow-origin']).toBeUndefined();
    expect(r.app.frontCache.hits).toBe(hits + 1);
  });

  it('counts its answers against the route’s rate limit', async () => {
    const r = await start({ rateLimitMax: 4 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await get(r, SEARCH)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(r.app.frontCache.hits).toBe(3);
    // Another route has its own counter, as with @fastify/rate-limit alone.
    expect((await get(r, TERRITORY)).status).toBe(200);
  });

  it('counts a client behind one proxy whatever it puts at the left of X-Forwarded-For', async () => {
    const r = await start({ rateLimitMax: 4, trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // What the proxy appends (the client's address) comes last; the rest is the client's own.
      const forwarded = `198.51.100.${i + 1}, 203.0.113.7`;
      statuses.push((await get(r, SEARCH, { 'x-forwarded-for': forwarded })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(r.app.frontCache.hits).toBe(3);
    // Another client behind the same proxy has its own counter.
    expect((await get(r, SEARCH, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
  });

  it('logs its answers as Fastify does at level info', async () => {
    const r = await start({ logLevel: 'info' });
    await get(r, SEARCH);
    await get(r, SEARCH);
    expect(r.app.frontCache.hits).toBe(1);
    const served = r.lines.map((l) => JSON.parse(l)).filter((l) => l.frontCache === true);
    expect(served).toHaveLength(1);
    expect(served[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
    expect(served[0].req.url).toBe(SEARCH);
    // The cookie never reaches the log.
    expect(r.lines.join('\n')).not.toContain(r.cookie.split('=')[1]);
  });

  it('is off with RESPONSE_CACHE=0', async () => {
    const r = await start({ responseCache: false });
    for (let i = 0; i < 3; i++) expect((await get(r, SEARCH)).status).toBe(200);
    expect(r.app.frontCache.hits).toBe(0);
  });

  it('answers with the new data within 1 s of an import, then keeps it', async () => {
    const r = await start();
    const importedAt = (b: Buffer) =>
      (JSON.parse(b.toString()).vintages as { importedAt: string }[]).map((v) => v.importedAt);
    const before = importedAt((await get(r, '/api/vintages')).body);
    await get(r, '/api/vintages');
    expect(r.app.frontCache.hits).toBe(1);
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
    const hits = r.app.frontCache.hits;
    const again = await get(r, '/api/vintages');
    expect(again.body.equals(after.body)).toBe(true);
    expect(r.app.frontCache.hits).toBe(hits + 1);
  }, 400_000);
});

describe('rate limits’ client key', () => {
  const raw = (remoteAddress: string, forwarded?: string) =>
    ({
      socket: { remoteAddress },
      connection: { remoteAddress },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    }) as unknown as IncomingMessage;

  it('is the address Fastify gives as request.ip, per number of trusted proxies', async () => {
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
      expect(clientAddress(raw('10.0.0.2', forwarded), trustProxy)).toBe(ip);
      expect(ip, `TRUST_PROXY=${trustProxy}`).toBe(address);
      await app.close();
    }
  });

  it('groups IPv6 addresses by /64 and keeps IPv4 ones', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb::9'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
  });
});
