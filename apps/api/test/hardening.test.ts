/**
 * Security hardening not covered elsewhere: OAuth parameters out of the access log, the JSON
 * body parser's prototype-poisoning refusal, and the build's private files (Vite manifests, source
 * maps in production) kept out of what the API serves. The client address per trusted proxy hop:
 * response-cache.test.ts (a forged X-Forwarded-For is ignored by the rate limit).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { buildServer, loggedUrl } from '../src/server.js';
import { ROUTE_MANIFEST } from '../src/site-manifest.js';
import { openFixture } from './fixture-db.js';
import { SITE, testConfig, useProviderStandIn } from './helpers.js';
import { routeManifestFixture } from './site-manifest.fixture.js';

useProviderStandIn();

let db: Db;
let dist: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  db = await openFixture('migrated');
  // A built site: a page, an asset with its source map, the Vite manifests.
  dist = mkdtempSync(join(tmpdir(), 'epic-hardening-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>EPIC</title><div id="root"></div>',
  );
  writeFileSync(
    join(dist, 'assets/app-abc123.js'),
    'console.log(1)\n//# sourceMappingURL=app-abc123.js.map',
  );
  writeFileSync(join(dist, 'assets/app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    '{"src/main.tsx":{"file":"assets/app-abc123.js"}}',
  );
  writeFileSync(join(dist, ROUTE_MANIFEST), JSON.stringify(routeManifestFixture));
  // `npm start`'s record of what the build was made from (scripts/build-stamp.ts).
  writeFileSync(join(dist, '.vite/epic-build-stamp'), 'stamp-of-the-inputs');
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A server on the test build; `production` set after loadConfig, whose checks it would meet. */
async function server(overrides: Parameters<typeof testConfig>[0] = {}, lines?: string[]) {
  const { production = false, ...rest } = overrides;
  const app = await buildServer({
    config: { ...testConfig({ siteDist: dist, ...rest }), production },
    db,
    ...(lines ? { logStream: { write: (line: string) => lines.push(line) } } : {}),
  });
  apps.push(app);
  return app;
}

describe('access log', () => {
  it('drops the query of the OAuth return paths and of any URL with OAuth parameters', () => {
    expect(loggedUrl('/?code=abc&state=xyz')).toBe('/');
    expect(loggedUrl('//?code=abc')).toBe('//');
    expect(loggedUrl('/api/auth/oauth/callback?foo=1')).toBe('/api/auth/oauth/callback');
    expect(loggedUrl('/explorer/?type=commune&state=xyz')).toBe('/explorer/');
    expect(loggedUrl('/explorer/?x=1&Code=abc')).toBe('/explorer/');
    // Other queries stay: they say what was asked.
    expect(loggedUrl('/api/territories/search?q=arras')).toBe('/api/territories/search?q=arras');
    expect(loggedUrl('/explorer/?type=commune&id=62041')).toBe('/explorer/?type=commune&id=62041');
  });

  it('never shows an authorization code or state', async () => {
    const lines: string[] = [];
    const app = await server({ logLevel: 'info' }, lines);
    const code = 'Zq8codeSecret42';
    const state = 'StateSecret0123456789';
    const home = await app.inject({ url: `/?code=${code}&state=${state}&iss=x` });
    expect(home.statusCode).toBe(200);
    await app.inject({ url: `/explorer/?code=${code}&state=${state}` });
    await app.inject({
      method: 'POST',
      url: `/api/auth/oauth/callback?code=${code}`,
      headers: { origin: SITE, 'content-type': 'application/json' },
      payload: { code, code_verifier: 'v'.repeat(43), redirect_uri: `${SITE}/` },
    });
    await app.inject({ url: '/api/territories/search?q=arras' });
    const log = lines.join('\n');
    expect(log).not.toContain(code);
    expect(log).not.toContain(state);
    const urls = lines.map((l) => JSON.parse(l).req?.url).filter(Boolean);
    expect(urls).toEqual([
      '/',
      '/explorer/',
      '/api/auth/oauth/callback',
      '/api/territories/search?q=arras',
    ]);
    // Fastify's other fields are still there.
    const first = JSON.parse(lines.find((l) => l.includes('"req"')) ?? '{}');
    expect(first.req).toMatchObject({ method: 'GET', remoteAddress: '127.0.0.1' });
  });
});

describe('JSON bodies', () => {
  const post = (app: FastifyInstance, payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: SITE, 'content-type': 'application/json' },
      payload,
    });

  it('refuses __proto__ and constructor.prototype keys as Fastify does, in French', async () => {
    const app = await server();
    app.post('/api/test/echo', async (request) => ({ body: request.body }));
    for (const payload of [
      '{"__proto__":{"isAdmin":true}}',
      '{"a":[{"__proto__":{"x":1}}]}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const r = await post(app, payload);
      expect(r.statusCode, payload).toBe(400);
      expect(r.json().error).toEqual({
        code: 'FORBIDDEN_JSON_KEY',
        message:
          'Le corps de la requête contient une clé interdite (« __proto__ » ou « constructor.prototype »).',
      });
    }
    // Still: malformed JSON, an empty body, ordinary JSON (a `constructor` alone is harmless).
    expect((await post(app, '{"a":')).json().error.code).toBe('INVALID_JSON');
    expect((await post(app, '')).json()).toEqual({ body: {} });
    expect((await post(app, '{"constructor":"x","proto":1}')).json()).toEqual({
      body: { constructor: 'x', proto: 1 },
    });
  });
});

describe('files of the built site', () => {
  const hidden = [
    '/.vite/manifest.json',
    '/.vite/route-manifest.json',
    '/%2Evite/manifest.json',
    '/.vite/epic-build-stamp',
  ];

  it('never serves the Vite manifests, and no source map in production', async () => {
    const app = await server({ production: true });
    for (const url of [...hidden, '/assets/app-abc123.js.map', '/assets/../.vite/manifest.json']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).not.toContain('src/main.tsx');
      expect(r.body, url).not.toContain('secret.ts');
      expect(r.body, url).not.toContain('stamp-of-the-inputs');
    }
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The API still reads the route manifest from disk: a route's page with its hints.
    const page = await app.inject({ url: '/explorer/' });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers.link)).toContain('/assets/ExplorerPage-2.js');
  });

  it('serves the source maps in development, never the manifests', async () => {
    const app = await server({ production: false });
    expect((await app.inject({ url: '/assets/app-abc123.js.map' })).statusCode).toBe(200);
    for (const url of hidden) expect((await app.inject({ url })).statusCode, url).toBe(404);
  });
});
