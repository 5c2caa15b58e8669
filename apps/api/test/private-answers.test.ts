/**
 * Private answers: no cache between the API and the browser keeps a signed-in answer
 * for someone else. `/api/auth/*` (and any route marked `perUser`) is `no-store`; every other
 * /api answer is `private` with `Vary: Cookie`; the response cache, which finds answers by URL and
 * encoding alone, keeps only the listed public data routes and refuses to mark a per-user one.
 */
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import responseCache, { CACHED_ROUTES, cacheableRoute } from '../src/plugins/response-cache.js';
import { buildServer } from '../src/server.js';
import { openFixture } from './fixture-db.js';
import { SITE, signIn, testConfig, useProviderStandIn } from './helpers.js';

useProviderStandIn();

let db: Db;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  db = await openFixture('migrated');
  app = await buildServer({
    config: testConfig({
      rateLimitMax: 100_000,
      authRateLimitMax: 100_000,
      catalogueMs: 3_600_000,
    }),
    db,
  });
  // A per-user route of tomorrow (custom areas): `perUser` in its config.
  app.get('/api/test/mine', { config: { perUser: true } }, async () => ({ mine: true }));
  await app.ready();
  await app.data.dataVersion();
  cookie = await signIn(app);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const varies = (r: LightMyRequestResponse) =>
  String(r.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

describe('Cache-Control and Vary of the API', () => {
  it('never lets /api/auth/* be stored, whatever the answer', async () => {
    const json = { origin: SITE, 'content-type': 'application/json' };
    const answers = [
      await app.inject({ url: '/api/auth/check' }),
      await app.inject({ url: '/api/auth/check', headers: { cookie } }),
      await app.inject({ url: '/api/auth/me', headers: { cookie } }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: json,
        payload: { access_token: 'good-token' },
      }),
      // The spec's spelling of the same route.
      await app.inject({
        method: 'POST',
        url: '/api//auth/login',
        headers: json,
        payload: { access_token: 'unknown' },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/oauth/callback',
        headers: json,
        payload: { code: 'x', code_verifier: 'v'.repeat(43), redirect_uri: `${SITE}/` },
      }),
      await app.inject({ method: 'POST', url: '/api/auth/logout', headers: json, payload: {} }),
      await app.inject({ url: '/api/test/mine', headers: { cookie } }),
    ];
    for (const r of answers) {
      expect(r.headers['cache-control'], `${r.statusCode} ${r.body}`).toBe('no-store');
    }
    // The ones that worked are among them (a header on errors only would prove little).
    expect(answers.map((r) => r.statusCode)).toContain(200);
  });

  it('marks every other /api answer private, varying with the cookie', async () => {
    const answers = [
      await app.inject({ url: '/api/version' }),
      await app.inject({ url: '/api/vintages', headers: { cookie } }),
      await app.inject({ url: '/api/territories/search?q=arras' }),
      // Signed in, but no data imported in this database.
      await app.inject({ url: '/api/territories/search?q=arras', headers: { cookie } }),
      await app.inject({ url: '/api/nothing-here' }),
      await app.inject({ url: '/api/version', headers: { origin: SITE } }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 503, 404, 200]);
    for (const r of answers) {
      expect(r.headers['cache-control'], r.body).toBe('private');
      expect(varies(r), r.body).toContain('cookie');
    }
    // CORS and compression add theirs to it.
    expect(varies(answers[5] as LightMyRequestResponse)).toEqual(['cookie', 'origin']);
    const large = await app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['cache-control']).toBe('private');
    expect(varies(large)).toEqual(['cookie', 'origin', 'accept-encoding']);
  });

  it('leaves the health checks to their own no-store', async () => {
    const r = await app.inject({ url: '/api/health/live' });
    expect(r.headers['cache-control']).toBe('no-store');
  });
});

async function get(url: string) {
  const r = await app.inject({ url, headers: { cookie } });
  return { status: r.statusCode, headers: r.headers };
}

describe('response cache and per-user answers', () => {
  it('lists only registered public data routes, none of them per-user', () => {
    for (const url of CACHED_ROUTES) {
      expect(app.hasRoute({ method: 'GET', url }), url).toBe(true);
      expect(url.startsWith('/api/auth/'), url).toBe(false);
      expect(cacheableRoute(url, { responseCache: true }), url).toBe(true);
      expect(cacheableRoute(url, { responseCache: true, perUser: true }), url).toBe(false);
    }
    expect(cacheableRoute('/api/auth/check', { responseCache: true })).toBe(false);
    expect(cacheableRoute('/api/auth/me', { responseCache: true })).toBe(false);
    expect(cacheableRoute('/api/test/mine', { responseCache: true })).toBe(false);
  });

  it('refuses, when a route is registered, to mark a per-user or unlisted one', async () => {
    const bare = Fastify();
    // The response cache's dependencies, by name.
    await bare.register(fp(async () => {}, { name: 'compression' }));
    await bare.register(fp(async () => {}, { name: 'data' }));
    await bare.register(responseCache, { enabled: true });
    const mark = { config: { responseCache: true } };
    expect(() => bare.get('/api/auth/profile', mark, async () => ({}))).toThrow(/per user/);
    expect(() =>
      bare.get('/api/areas', { config: { responseCache: true, perUser: true } }, async () => ({})),
    ).toThrow(/per user/);
    expect(() => bare.get('/api/new-data', mark, async () => ({}))).toThrow(/not in CACHED_ROUTES/);
    // A listed route and a CSV twin are accepted.
    bare.get('/api/version', mark, async () => ({}));
    bare.get('/api/version.csv', mark, async () => '');
    await bare.close();
  });

  it('sends a listed answer again, never a per-user one', async () => {
    const cache = app.responseCache;
    await get('/api/version');
    let hits = cache.hits;
    expect((await get('/api/version')).status).toBe(200);
    expect(cache.hits).toBe(hits + 1);
    for (const url of ['/api/auth/check', '/api/auth/me', '/api/test/mine']) {
      hits = cache.hits;
      for (let i = 0; i < 3; i++) {
        const r = await get(url);
        expect(r.status, url).toBe(200);
        expect(r.headers['cache-control'], url).toBe('no-store');
      }
      expect(cache.hits, url).toBe(hits);
    }
  });
});
