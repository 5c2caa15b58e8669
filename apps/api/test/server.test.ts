import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { startServer } from '../src/index.js';
import { normalizeName } from '../src/normalize.js';
import { buildServer } from '../src/server.js';
import { SessionStore } from '../src/session.js';
import { ROUTE_MANIFEST, readRouteManifest, routeHints } from '../src/site-manifest.js';
import { openFixture } from './fixture-db.js';
import { testConfig } from './helpers.js';
import { routeManifestFixture } from './site-manifest.fixture.js';

describe('search normalisation', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ['st-etienne', 'saint etienne'],
    ['STE-MARIE', 'sainte marie'],
    ['L’Haÿ-les-Roses', 'l hay les roses'],
    ["Villeneuve-d'Ascq", 'villeneuve d ascq'],
    ['  Œuilly  ', 'oeuilly'],
    ['Stains', 'stains'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });
});

describe('HTTP server', () => {
  let db: Db;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'epic-site-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>EPIC</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, ROUTE_MANIFEST), JSON.stringify(routeManifestFixture));
    db = await openFixture('migrated');
    app = await buildServer({ config: testConfig({ siteDist: dist }), db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the OpenAPI document', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/login',
      '/api/auth/check',
      '/api/auth/oauth/callback',
      '/api/territories/search',
      '/api/territories/{type}/{id}',
      '/api/territories/{type}/{id}/children',
      '/api/compare',
      '/api/map/{level}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it('serves the built site with long-cache assets and the SPA fallback for the five routes', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/',
      '/explorer/',
      '/comparer/?type=commune&id=75056',
      '/a-propos/',
      '/version/',
      '/version',
    ]) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toContain('<div id="root">');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
    const missing = await app.inject({ method: 'GET', url: '/pas-une-page/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('hints the route’s own code, and for a session the screen’s first API calls', async () => {
    const { preloadPaths } = routeHints(readRouteManifest(dist));
    const anonymous = await app.inject({
      method: 'GET',
      url: '/explorer/?type=commune&id=42218&year=2024',
    });
    expect(anonymous.headers.link).toBe(
      '</assets/ExplorerPage-2.js>; rel=modulepreload, </assets/ExplorerPage-3.css>; rel=preload; as=style; crossorigin, </assets/api-4.js>; rel=modulepreload',
    );
    const signedIn = await app.inject({
      method: 'GET',
      url: '/explorer/?type=commune&id=42218&year=2024',
      cookies: { epic_session: 'any' },
    });
    expect(String(signedIn.headers.link)).toContain(
      '</api/territories/commune/42218?year=2024>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    // The exact URLs the site's queries request (same parameter order), and nothing for bad input.
    expect(
      preloadPaths(
        '/comparer/',
        new URLSearchParams('type=commune&id=42218&year=2024&type2=epci&id2=244200770&year2=2019'),
      ),
    ).toEqual([
      '/api/auth/check',
      '/api/vintages',
      '/api/compare?type=commune&id=42218&year=2024&type2=epci&id2=244200770&year2=2019',
    ]);
    for (const query of [
      'type=ville&id=1&year=2024',
      'type=commune&id=<x>&year=2024',
      'type=commune&id=1',
    ]) {
      expect(preloadPaths('/explorer/', new URLSearchParams(query))).toEqual([]);
    }
  });

  it('sends security headers and a CSP the built site passes', async () => {
    const r = await app.inject({ method: 'GET', url: '/' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' http://sso.test");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 503 with a French message when no data is imported yet', async () => {
    const config = testConfig();
    const { token } = await new SessionStore(db, config.sessionSecret, 60).create(
      { id: '1', name: 'Test', email: 't@example.org' },
      'spa',
      null,
      { issuer: config.authProviderUrl },
    );
    const cookie = `epic_session=${token}`;
    const vintages = await app.inject({ method: 'GET', url: '/api/vintages', headers: { cookie } });
    expect(vintages.json()).toEqual({ vintages: [], latest: null, indicators: [] });
    const r = await app.inject({
      method: 'GET',
      url: '/api/territories/search?q=paris',
      headers: { cookie },
    });
    expect(r.statusCode).toBe(503);
    expect(r.json().error).toEqual({
      code: 'NO_DATA',
      message: 'Aucune donnée n’est encore importée\u00a0: lancez «\u202fnpm run import\u202f».',
    });
  });

  it('starts and stops programmatically on a free port', async () => {
    const server = await startServer(testConfig({ port: 0 }), { db });
    const r = await fetch(`${server.url}/api/openapi.json`, { signal: AbortSignal.timeout(5000) });
    expect(r.status).toBe(200);
    await server.close();
  });

  it('closes within seconds although a browser left a connection open and unused', async () => {
    const server = await startServer(testConfig({ port: 0 }), { db });
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(6000);
    socket.destroy();
  }, 15_000);
});
