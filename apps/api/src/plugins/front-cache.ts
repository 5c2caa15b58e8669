/**
 * The front cache: the bytes and headers of the data routes' answers, per URL and
 * encoding, sent again before Fastify sees the request. A cached answer went through every hook
 * already; sending it again needs only what can change between two identical requests: the data
 * version (still the one it was computed at), the session (still live in this instance's session
 * cache) and the client's rate limit (counted here on the route's own counter).
 * Anything else (no session in memory, another version, an Origin header, CSV wanted, over the
 * limit, a method other than GET) goes to Fastify as usual. Off with RESPONSE_CACHE=0.
 *
 * Each µs around a cached answer costs more than a µs of throughput here (the load generator's
 * wake-ups): Fastify's request, hooks and logger child, the session and CORS hooks, the query
 * check and the serializer took about 40 µs of a 60 µs cached search.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress } from '../proxy.js';
import { clientKey, type RateLimits } from '../rate-limits.js';
import { pickEncoding } from './compress.js';
import { isPerUserRoute } from './security.js';

declare module 'fastify' {
  interface FastifyInstance {
    frontCache: FrontCache;
  }
  interface FastifyContextConfig {
    /** The answer depends only on the URL, the encoding and the data version: the front cache may keep it. */
    frontCache?: boolean;
  }
}

/**
 * The only routes whose answers the front cache keeps (as registered): public data, the same for
 * every signed-in user. A kept answer is found by URL and encoding alone, so a per-user route
 * (/api/auth/*, or `perUser` in its config) must never be here: one user's answer would reach
 * another. A new data route is added here on purpose: a route marked `frontCache` that is
 * per-user or not listed stops the server when it is registered (onRoute below).
 */
export const FRONT_CACHE_ROUTES: ReadonlySet<string> = new Set([
  '/api/vintages',
  '/api/version',
  '/api/territories/search',
  '/api/territories/:type/:id',
  '/api/territories/:type/:id/statistics',
  '/api/territories/:type/:id/children',
  '/api/territories/:type/:id/series',
  '/api/territories/:type/:id/comparables',
  '/api/compare',
  '/api/map/:level',
  '/api/indicators',
  '/api/indicators/:id/values',
]);

/** Whether the front cache may keep a route's answers: marked, listed, and not per-user. */
export function frontCacheable(url: string | undefined, config: FastifyContextConfig): boolean {
  return (
    config.frontCache === true &&
    url !== undefined &&
    FRONT_CACHE_ROUTES.has(url) &&
    !isPerUserRoute(url, config)
  );
}

interface Entry {
  version: string;
  /** The route as registered, for its rate limit. */
  route: string;
  headers: Record<string, string | number>;
  body: Buffer;
}

/**
 * Bytes kept: bodies (most are the compression cache's own buffers, shared) plus `ENTRY_BYTES` per
 * entry for its key and headers; the oldest entries are dropped beyond it.
 */
const MAX_BYTES = 16 * 1024 * 1024;
const ENTRY_BYTES = 1024;
/** `Accept-Encoding` values remembered with their encoding (a client sends the same each time). */
const MAX_ENCODINGS = 64;

/** Arrival data version of a request that may be kept (set on the raw request, read at onSend). */
const ARRIVAL_VERSION = Symbol('frontCacheVersion');
type Arrived = IncomingMessage & { [ARRIVAL_VERSION]?: string };

export interface FrontCacheOptions {
  enabled: boolean;
  /** Trusted proxies in front of the API (`TRUST_PROXY`): the client's address as Fastify reads it. */
  trustProxy: number;
  limits: RateLimits;
}

export class FrontCache {
  private readonly entries = new Map<string, Entry>();
  private readonly encodings = new Map<string | undefined, string>();
  private bytes = 0;
  private app: FastifyInstance | null = null;
  /** Whether each answer is logged (as Fastify logs them at level info). */
  private logged = false;
  /** Answers sent from here (tests and the bench read it). */
  hits = 0;

  constructor(private readonly options: FrontCacheOptions) {}

  /** Starts serving once the app's data service and session store exist; stops at close. */
  attach(app: FastifyInstance | null): void {
    this.app = this.options.enabled ? app : null;
    this.logged = app !== null && ['trace', 'debug', 'info'].includes(app.log.level);
    if (!app) this.clear();
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private encoding(header: string | undefined): string {
    let variant = this.encodings.get(header);
    if (variant === undefined) {
      variant = pickEncoding(header) ?? 'identity';
      if (this.encodings.size >= MAX_ENCODINGS) this.encodings.clear();
      this.encodings.set(header, variant);
    }
    return variant;
  }

  private key(raw: IncomingMessage): string {
    return `${raw.url}\n${this.encoding(raw.headers['accept-encoding'])}`;
  }

  /** Answers `raw` from the cache and returns true, or returns false for Fastify to answer. */
  serve(raw: IncomingMessage, res: ServerResponse): boolean {
    const app = this.app;
    if (!app || raw.method !== 'GET') return false;
    const headers = raw.headers;
    const version = app.data.freshVersion();
    if (version === undefined) return false;
    (raw as Arrived)[ARRIVAL_VERSION] = version;
    if (headers.origin !== undefined || headers.accept?.includes('text/csv')) return false;
    const key = this.key(raw);
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.version !== version) {
      this.drop(key, entry);
      return false;
    }
    const cookie = headers.cookie;
    if (!cookie) return false;
    // A data route's only check of the session: live in this instance's cache (requireSession).
    const session = app.sessions.peek(app.parseCookie(cookie)[app.sessionCookieName]);
    if (!session) return false;
    // A cached answer is a use of the session too (idle timeout); the write is rare and not awaited.
    app.sessionSeen(session);
    const ip = clientAddress(raw, this.options.trustProxy);
    if (this.options.limits.count('GET', entry.route, clientKey(ip)) === false) return false;
    const start = this.logged ? performance.now() : 0;
    res.writeHead(200, entry.headers);
    res.end(entry.body);
    this.hits++;
    if (start > 0) {
      app.log.info(
        {
          req: { method: 'GET', url: raw.url, remoteAddress: ip },
          res: { statusCode: 200 },
          responseTime: performance.now() - start,
          frontCache: true,
        },
        'request completed',
      );
    }
    return true;
  }

  /** Keeps an answer of a route marked `frontCache` (onSend, after compression). */
  keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const raw = request.raw as Arrived;
    const version = raw[ARRIVAL_VERSION];
    if (
      !this.app ||
      version === undefined ||
      !frontCacheable(request.routeOptions.url, request.routeOptions.config) ||
      reply.statusCode !== 200 ||
      request.headers.origin !== undefined ||
      reply.hasHeader('set-cookie') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json') ||
      this.app.data.freshVersion() !== version
    ) {
      return;
    }
    const body =
      typeof payload === 'string'
        ? Buffer.from(payload, 'utf8')
        : Buffer.isBuffer(payload)
          ? payload
          : undefined;
    if (!body || body.length > MAX_BYTES / 8) return;
    const headers: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (typeof value === 'string' || typeof value === 'number') headers[name] = value;
      else if (Array.isArray(value)) return;
    }
    headers['content-length'] = body.length;
    const key = this.key(raw);
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, { version, route: request.routeOptions.url as string, headers, body });
    this.bytes += body.length + ENTRY_BYTES;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.drop(oldKey, oldEntry);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length + ENTRY_BYTES;
  }
}

/** Keeps the marked routes' answers; serving is done by the server's request listener (server.ts). */
async function frontCache(app: FastifyInstance, { cache }: { cache: FrontCache }) {
  app.decorate('frontCache', cache);
  // The rule checked when each route is registered: a marked route is a listed public one (its
  // CSV twin, `<url>.csv`, is never kept: not JSON).
  app.addHook('onRoute', (route) => {
    if (route.config?.frontCache !== true) return;
    if (isPerUserRoute(route.url, route.config)) {
      throw new Error(`${route.url} answers per user: the front cache may not keep it.`);
    }
    if (!FRONT_CACHE_ROUTES.has(route.url) && !route.url.endsWith('.csv')) {
      throw new Error(
        `${route.url} is marked frontCache but not in FRONT_CACHE_ROUTES (plugins/front-cache.ts): list it there if its answers are the same for every user.`,
      );
    }
  });
  app.addHook('onReady', (done) => {
    cache.attach(app);
    done();
  });
  app.addHook('preClose', (done) => {
    cache.attach(null);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    cache.keep(request, reply, payload);
    done(null, payload);
  });
}

export default fp(frontCache, {
  name: 'front-cache',
  fastify: '5.x',
  dependencies: ['compression'],
});
