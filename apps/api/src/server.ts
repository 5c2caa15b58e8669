import type { IncomingHttpHeaders } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { CHECKED_AS } from './checks.js';
import type { Config } from './config.js';
import type { DataService } from './data/service.js';
import type { Db } from './db/adapter.js';
import type { RouteOptions } from './http/options.js';
import compress from './plugins/compress.js';
import data from './plugins/data.js';
import errors, { routerError } from './plugins/errors.js';
import openapi from './plugins/openapi.js';
import responseCache from './plugins/response-cache.js';
import security from './plugins/security.js';
import session from './plugins/session.js';
import site from './plugins/site.js';
import zod from './plugins/zod.js';
import { proxyTrust } from './proxy.js';
import type { TerritoryReads } from './routes/data/territories/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  config: Config;
  db: Db;
  /** Where the log lines go (default: stdout); tests capture them. */
  logStream?: { write(line: string): void };
  /** The territories slice's reads (default: the data's); the export tests answer made-up tables. */
  territoryReads?: TerritoryReads;
  /** Another server's data service, whose memory this one shares (plugins/data.ts). */
  data?: DataService;
}

/** The paths an authorization code and its `state` come back to: the redirect URI, the bff callback. */
const OAUTH_RETURN_PATHS = new Set(['/', '/api/auth/oauth/callback']);
/** OAuth parameters anywhere else in a query (a redirect URI registered on another page). */
const OAUTH_PARAMS = /[?&](?:code|state|code_verifier|access_token|refresh_token|id_token)=/i;

/**
 * A URL as the log shows it: without its query on the OAuth return paths or wherever it carries
 * OAuth parameters (an authorization code is a credential until it is exchanged).
 */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const path = url.slice(0, query).replace(/\/{2,}/g, '/');
  return OAUTH_RETURN_PATHS.has(path) || OAUTH_PARAMS.test(url) ? url.slice(0, query) : url;
}

/** What the log serializer reads of Fastify's request. */
interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  host?: string;
  headers?: IncomingHttpHeaders;
  socket?: { remotePort?: number };
}

/** Fastify's own `req` serializer, with the URL as `loggedUrl` gives it. */
function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: loggedUrl(req.url),
    version: req.headers?.['accept-version'] as string | undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino's options: the configured level, secrets masked, OAuth parameters out of URLs. */
function logger(
  config: Config,
  logStream: BuildOptions['logStream'],
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'access_token',
        'refresh_token',
        'code',
        'code_verifier',
      ],
      censor: '[masqué]',
    },
    serializers: { req: serializeRequest },
    ...(logStream ? { stream: logStream } : {}),
  };
}

const ROUTES = join(dirname(fileURLToPath(import.meta.url)), 'routes');
// Run from its sources (tsx, Vitest), the server loads its route files as TypeScript.
if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

/**
 * The API server, assembled in fastify/demo's order: the plugins every request meets (validation,
 * errors, sessions, security, OpenAPI, compression, data, response cache), then the routes, then the
 * built site and the 404.
 */
export async function buildServer({
  config,
  db,
  logStream,
  territoryReads,
  data: sharedData,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger(config, logStream),
    trustProxy: proxyTrust(config.trustProxy),
    // Errors raised by the router before any route runs: the same JSON body as every other error.
    frameworkErrors: (error, _request, reply) => routerError(error, reply),
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: false },
    bodyLimit: 64 * 1024,
  });
  app.decorate('config', config);

  await app.register(zod, { checkedAs: CHECKED_AS });
  await app.register(session, { config, db });
  await app.register(security, { config });
  await app.register(openapi);
  await app.register(errors);
  await app.register(compress);
  await app.register(data, { db, catalogueMs: config.catalogueMs, service: sharedData });
  await app.register(responseCache, { enabled: config.responseCache });

  // Every folder of routes/ is a slice; routes/data/autohooks.ts asks its slices for a session.
  await app.register(autoload, {
    dir: ROUTES,
    options: { db, territoryReads } satisfies RouteOptions,
    autoHooks: true,
    cascadeHooks: true,
    // Each route declares its whole path (/api/…): the folders name slices, not URL segments.
    dirNameRoutePrefix: false,
    forceESM: true,
  });
  await app.register(site, { dist: config.siteDist, production: config.production });
  return app;
}
