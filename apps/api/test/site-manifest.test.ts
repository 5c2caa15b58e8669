import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import site from '../src/plugins/site.js';
import {
  ROUTE_MANIFEST,
  type RouteManifest,
  readRouteManifest,
  routeHints,
} from '../src/site-manifest.js';
import { routeManifestFixture } from './site-manifest.fixture.js';

const dirs: string[] = [];
/** A site build directory with an index.html and, given its text, a route manifest. */
function siteDist(manifest?: string) {
  const dist = mkdtempSync(join(tmpdir(), 'epic-site-manifest-'));
  dirs.push(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>EPIC</title>');
  if (manifest !== undefined) {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, ROUTE_MANIFEST), manifest);
  }
  return dist;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const hints = routeHints(routeManifestFixture);
const explorer = (query: string) => hints.preloadPaths('/explorer/', new URLSearchParams(query));

describe('route hints from the site’s manifest', () => {
  it('given a route, should hint its scripts as module preloads and its stylesheets in CORS mode, in order', () => {
    expect(hints.assetHints('/explorer/')).toEqual([
      '</assets/ExplorerPage-2.js>; rel=modulepreload',
      '</assets/ExplorerPage-3.css>; rel=preload; as=style; crossorigin',
      '</assets/api-4.js>; rel=modulepreload',
    ]);
    expect(hints.assetHints('/pas-une-page/')).toEqual([]);
  });

  it('given declared routes, should recognise them in directory form only', () => {
    for (const route of ['/', '/explorer/', '/comparer/', '/a-propos/', '/version/']) {
      expect(hints.isRoute(route), route).toBe(true);
    }
    expect(hints.isRoute('/pas-une-page/')).toBe(false);
  });

  it('given valid parameters, should fill the templates with them', () => {
    expect(explorer('year=2024&id=2A004&type=commune&extra=1')).toEqual([
      '/api/auth/check',
      '/api/vintages',
      '/api/territories/commune/2A004?year=2024',
    ]);
  });

  it('given an optional parameter, should fill its default when absent and its value when valid', () => {
    const manifest: RouteManifest = {
      routes: [
        {
          path: '/comparer',
          files: [],
          firstQueries: {
            params: { id: '^\\d+$', indicators: '^[a-z]+(?:,[a-z]+)*$' },
            defaults: { indicators: 'population,revenus' },
            urls: ['/api/compare?id={id}&indicators={indicators}'],
          },
        },
      ],
    };
    const comparer = (query: string) =>
      routeHints(manifest).preloadPaths('/comparer/', new URLSearchParams(query));
    expect(comparer('id=1')).toEqual(['/api/compare?id=1&indicators=population%2Crevenus']);
    expect(comparer('id=1&indicators=emploi')).toEqual(['/api/compare?id=1&indicators=emploi']);
    for (const query of ['id=1&indicators=Emploi', 'id=1&indicators=', 'indicators=emploi'])
      expect(comparer(query), query).toEqual([]);
    expect(readRouteManifest(siteDist(JSON.stringify(manifest)))).toEqual(manifest);
  });

  it('given a missing or invalid parameter, should hint nothing', () => {
    for (const query of [
      '',
      'type=commune&id=42218',
      'type=ville&id=42218&year=2024',
      'type=commune&id=42%2F218&year=2024',
      'type=commune&id=12345678901&year=2024',
      'type=commune&id=42218&year=24',
      'type=commune&id=42218&year=2024x',
    ]) {
      expect(explorer(query), query).toEqual([]);
    }
    const comparer = 'type=commune&id=42218&year=2024&type2=epci&id2=&year2=2024';
    expect(hints.preloadPaths('/comparer/', new URLSearchParams(comparer))).toEqual([]);
  });

  it('given a route without first queries or an unknown route, should hint no API call', () => {
    const search = new URLSearchParams('type=commune&id=42218&year=2024');
    expect(hints.preloadPaths('/', search)).toEqual([]);
    expect(hints.preloadPaths('/pas-une-page/', search)).toEqual([]);
  });

  it('given a template with an undeclared placeholder, should hint nothing rather than guess', () => {
    const manifest: RouteManifest = {
      routes: [
        {
          path: '/explorer',
          files: [],
          firstQueries: { params: { id: '^\\d+$' }, urls: ['/api/x/{id}/{type}'] },
        },
      ],
    };
    expect(
      routeHints(manifest).preloadPaths('/explorer/', new URLSearchParams('id=1&type=a')),
    ).toEqual([]);
  });

  it('given no manifest, should hint nothing and serve every path as a route', () => {
    const none = routeHints(undefined);
    expect(none.assetHints('/explorer/')).toEqual([]);
    expect(
      none.preloadPaths('/explorer/', new URLSearchParams('type=commune&id=1&year=2024')),
    ).toEqual([]);
    expect(none.isRoute('/pas-une-page/')).toBe(true);
  });
});

describe('readRouteManifest', () => {
  it('given the manifest the site wrote, should read it', () => {
    expect(readRouteManifest(siteDist(JSON.stringify(routeManifestFixture)))).toEqual(
      routeManifestFixture,
    );
  });

  it('given a missing, malformed or unexpected manifest, should give none', () => {
    expect(readRouteManifest(siteDist())).toBeUndefined();
    expect(readRouteManifest(join(tmpdir(), 'epic-no-such-dir'))).toBeUndefined();
    expect(readRouteManifest(siteDist('{"routes": ['))).toBeUndefined();
    expect(readRouteManifest(siteDist('{"routes": [{"path": "/"}]}'))).toBeUndefined();
    const badPattern = {
      routes: [
        { path: '/x', files: [], firstQueries: { params: { id: '(' }, urls: ['/api/{id}'] } },
      ],
    };
    expect(readRouteManifest(siteDist(JSON.stringify(badPattern)))).toBeUndefined();
  });
});

describe('route pages with their frame drawn', () => {
  const manifest: RouteManifest = {
    routes: [
      { path: '/', files: [], page: '.shells/index.html' },
      { path: '/explorer', files: [], page: '.shells/explorer.html' },
      { path: '/version', files: [] },
    ],
  };
  function distWithShells() {
    const dist = siteDist(JSON.stringify(manifest));
    mkdirSync(join(dist, '.shells'));
    writeFileSync(
      join(dist, '.shells/explorer.html'),
      '<!doctype html><title>EPIC</title><header>Cadre</header>',
    );
    return dist;
  }

  it('given a route whose frame file exists, should name it; else (missing file, no page) none', () => {
    const dist = distWithShells();
    const pages = routeHints(readRouteManifest(dist), dist);
    expect(pages.page('/explorer/')).toBe('.shells/explorer.html');
    expect(pages.page('/')).toBeUndefined();
    expect(pages.page('/version/')).toBeUndefined();
    expect(pages.page('/pas-une-page/')).toBeUndefined();
    expect(routeHints(manifest).page('/explorer/')).toBeUndefined();
  });

  it('given a page outside the frames directory, should refuse the manifest', () => {
    const outside = { routes: [{ path: '/', files: [], page: '../secret.html' }] };
    expect(readRouteManifest(siteDist(JSON.stringify(outside)))).toBeUndefined();
  });

  it('given a request for a route, should serve its frame, and index.html elsewhere', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    app.decorate('sessionToken', (request: FastifyRequest) => request.cookies.epic_session);
    await app.register(site, { dist: distWithShells() });
    const explorer = await app.inject({ method: 'GET', url: '/explorer/?type=commune' });
    expect(explorer.statusCode).toBe(200);
    expect(explorer.body).toContain('<header>Cadre</header>');
    const version = await app.inject({ method: 'GET', url: '/version/' });
    expect(version.statusCode).toBe(200);
    expect(version.body).not.toContain('Cadre');
    const missing = await app.inject({ method: 'GET', url: '/pas-une-page/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('Cadre');
    await app.close();
  });
});

describe('site plugin without a route manifest', () => {
  it('given a session and a valid address, should serve index.html without hints instead of failing', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    app.decorate('sessionToken', (request: FastifyRequest) => request.cookies.epic_session);
    await app.register(site, { dist: siteDist() });
    const r = await app.inject({
      method: 'GET',
      url: '/explorer/?type=commune&id=42218&year=2024',
      cookies: { epic_session: 'any' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<title>EPIC</title>');
    expect(r.headers.link).toBeUndefined();
    await app.close();
  });
});
