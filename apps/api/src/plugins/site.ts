import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../errors.js';
import { readRouteManifest, routeHints } from '../site-manifest.js';

export interface SiteOptions {
  /** The site build's directory; without an index.html there, only the API is served. */
  dist: string | undefined;
  /** Production: the build's source maps are not served either. */
  production?: boolean;
}

/**
 * Whether a file of the build is public. Never the Vite manifests (`.vite/`: the API reads its
 * route manifest from disk, site-manifest.ts), nor in production the source maps (the sources
 * with their comments); both are 404 like any missing file.
 */
function isPublicFile(path: string, production: boolean): boolean {
  const segments = path.split('/');
  if (segments.includes('.vite')) return false;
  return !(production && path.endsWith('.map'));
}

/**
 * The built site: its files (pre-compressed, immutable assets), and index.html for every other
 * GET outside /api/ (SPA fallback) with preload hints for the route's code and first API calls.
 * Also the JSON 404 of the whole server. Registered on the root (fastify-plugin): the not-found
 * handler covers every route.
 */
async function site(app: FastifyInstance, { dist, production = false }: SiteOptions) {
  const hasSite = dist !== undefined && existsSync(join(dist, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      // `/` too goes to the not-found handler below: its HTML comes with the home page's frame.
      index: false,
      wildcard: true,
      allowedPath: (path) => isPublicFile(path, production),
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
  // The site's routes and what to hint for each, from the manifest its build writes.
  const routes = routeHints(hasSite && dist ? readRouteManifest(dist) : undefined, dist);
  /** A page of the site: its HTML (with its frame when built), its hints, 200 or 404. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const route = path.endsWith('/') ? path : `${path}/`;
    reply.header('cache-control', 'no-cache');
    const hints = [...routes.assetHints(route)];
    if (app.sessionToken(request)) {
      const search = new URLSearchParams(request.url.slice(path.length + 1));
      for (const p of routes.preloadPaths(route, search)) {
        hints.push(`<${p}>; rel=preload; as=fetch; crossorigin=use-credentials`);
      }
    }
    if (hints.length > 0) reply.header('link', hints.join(', '));
    // A route's HTML comes with its frame already drawn (painted before the scripts run).
    return reply
      .status(routes.isRoute(route) ? 200 : 404)
      .sendFile(routes.page(route) ?? 'index.html');
  };
  // The home page is a page like the others (the static files have no directory index).
  if (hasSite) app.get('/', (request, reply) => sendPage(request, reply, '/'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || !hasSite || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Ressource introuvable.'));
    }
    return sendPage(request, reply, path);
  });
}

export default fp(site, {
  name: 'site',
  fastify: '5.x',
  dependencies: ['@fastify/cookie'],
  // The session plugin's `sessionToken` (session.ts): a signed-in page gets its data preloaded.
  decorators: { fastify: ['sessionToken'] },
});
