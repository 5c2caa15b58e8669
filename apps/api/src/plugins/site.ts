import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../errors.js';
import { TERRITORY_TYPES } from '../schemas.js';
import { SESSION_COOKIE } from '../session.js';

/** The five routes of the site, served by its index.html (SPA fallback). */
export const SITE_ROUTES = ['/', '/explorer/', '/comparer/', '/a-propos/', '/version/'];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
const ROUTE_PAGES: Record<string, string> = {
  '/': 'HomePage',
  '/explorer/': 'ExplorerPage',
  '/comparer/': 'ComparerPage',
  '/a-propos/': 'AboutPage',
  '/version/': 'VersionPage',
};

/**
 * Preload hints for each route's own code, read from the site build's Vite manifest: the route
 * chunk and its static imports beyond the entry's. Sent with the HTML, they download alongside the
 * entry script instead of after it has run (the site's router imports them by name).
 */
export function routeAssetHints(dist: string): Record<string, string[]> {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  } catch {
    return {};
  }
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const initial = entry ? closure(entry) : new Set<string>();
  const hints: Record<string, string[]> = {};
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/pages/${page}.tsx`));
    if (!key) continue;
    const own = [...closure(key)].filter((k) => !initial.has(k));
    hints[route] = own.flatMap((k) => {
      const chunk = manifest[k] as ManifestChunk;
      return [
        `</${chunk.file}>; rel=modulepreload`,
        // crossorigin: Vite's loader requests the route's stylesheets in CORS mode.
        ...(chunk.css ?? []).map((css) => `</${css}>; rel=preload; as=style; crossorigin`),
      ];
    });
  }
  return hints;
}

/**
 * API calls a signed-in screen makes first, sent as preload hints with its HTML so that they run
 * while the browser downloads the scripts (one round trip less before the first data on a slow
 * network). Same URLs, byte for byte, as the site's queries (apps/site/src/data/queries.ts), which
 * only start them when the address gives the vintages; a hint the page does not use costs one
 * cached answer.
 */
export function preloadPaths(route: string, search: URLSearchParams): string[] {
  const side = (suffix: '' | '2') => {
    const type = search.get(`type${suffix}`) ?? '';
    const id = search.get(`id${suffix}`) ?? '';
    const year = search.get(`year${suffix}`) ?? '';
    const valid =
      (TERRITORY_TYPES as readonly string[]).includes(type) &&
      /^[0-9A-Za-z]{1,10}$/.test(id) &&
      /^\d{4}$/.test(year);
    return valid ? { type, id, year } : null;
  };
  const a = side('');
  if (route === '/explorer/' && a) {
    return [
      '/api/auth/check',
      '/api/vintages',
      `/api/territories/${a.type}/${a.id}?year=${a.year}`,
    ];
  }
  const b = side('2');
  if (route === '/comparer/' && a && b) {
    const q = new URLSearchParams({ ...a, type2: b.type, id2: b.id, year2: b.year });
    return ['/api/auth/check', '/api/vintages', `/api/compare?${q}`];
  }
  return [];
}

export interface SiteOptions {
  /** The site build's directory; without an index.html there, only the API is served. */
  dist: string | undefined;
}

/**
 * The built site: its files (pre-compressed, immutable assets), and index.html for every other
 * GET outside /api/ (SPA fallback) with preload hints for the route's code and first API calls.
 * Also the JSON 404 of the whole server. Registered on the root (fastify-plugin): the not-found
 * handler covers every route.
 */
async function site(app: FastifyInstance, { dist }: SiteOptions) {
  const hasSite = dist !== undefined && existsSync(join(dist, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      // The site build writes .br and .gz beside each text file (apps/site/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply: FastifyReply, path: string) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const assetHints = hasSite && dist ? routeAssetHints(dist) : {};
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || !hasSite || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Ressource introuvable.'));
    }
    const route = path.endsWith('/') ? path : `${path}/`;
    reply.header('cache-control', 'no-cache');
    const hints = [...(assetHints[route] ?? [])];
    if (request.cookies[SESSION_COOKIE]) {
      const search = new URLSearchParams(request.url.slice(path.length + 1));
      for (const p of preloadPaths(route, search)) {
        hints.push(`<${p}>; rel=preload; as=fetch; crossorigin=use-credentials`);
      }
    }
    if (hints.length > 0) reply.header('link', hints.join(', '));
    return reply.status(SITE_ROUTES.includes(route) ? 200 : 404).sendFile('index.html');
  });
}

export default fp(site, { name: 'site', fastify: '5.x', dependencies: ['@fastify/cookie'] });
