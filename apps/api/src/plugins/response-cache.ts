/**
 * The HTTP response cache: the one cache of answers on the data path, beside the in-memory data
 * (data/cache.ts: catalogue, books, indicator values, search indexes). It keeps the final bytes and
 * headers of a public data route's JSON answer, per URL, encoding and data version, and sends them
 * again at the preValidation stage: every onRequest hook (session, rate limit, security headers)
 * ran already, so a hook added later is never skipped on a hit; only the query's validation (the
 * same URL passed it when the answer was kept), the handler, the serializer and the compression
 * are. Off with RESPONSE_CACHE=0.
 *
 * Not kept: answers to a cross-origin request (their CORS headers), CSV answers, errors, answers
 * that set a cookie, or whose data version changed while they were computed.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickEncoding } from './compress.js';
import { isPerUserRoute } from './security.js';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyReply {
    /** This answer's bytes come from the response cache: nothing transforms them again. */
    cached: boolean;
  }
  interface FastifyContextConfig {
    /** The answer depends only on the URL, the encoding and the data version: it may be kept. */
    responseCache?: boolean;
  }
}

/**
 * The only routes whose answers are kept (as registered): public data, the same for every
 * signed-in user. A kept answer is found by URL and encoding alone, so a per-user route
 * (/api/auth/*, or `perUser` in its config) must never be here: one user's answer would reach
 * another. A route marked `responseCache` that is per-user or not listed stops the server when it
 * is registered (onRoute below).
 */
export const CACHED_ROUTES: ReadonlySet<string> = new Set([
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

/** Whether a route's answers may be kept: marked, listed, and not per-user. */
export function cacheableRoute(url: string | undefined, config: FastifyContextConfig): boolean {
  return (
    config.responseCache === true &&
    url !== undefined &&
    CACHED_ROUTES.has(url) &&
    !isPerUserRoute(url, config)
  );
}

interface Entry {
  version: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Bytes kept (bodies plus `ENTRY_BYTES` each for key and headers); the oldest dropped beyond. */
const MAX_BYTES = 32 * 1024 * 1024;
const ENTRY_BYTES = 1024;
/** The headers an answer gets from its handler and the compression, kept with its bytes. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary'] as const;

export class ResponseCache {
  /** The routes (as registered) whose answers are kept: `cacheableRoute`, decided at onRoute. */
  readonly routes = new Set<string>();
  private readonly entries = new Map<string, Entry>();
  /** The data version each request that may be kept arrived at, and its key. */
  private readonly arrivals = new WeakMap<FastifyRequest, { version: string; key: string }>();
  private bytes = 0;
  /** Answers sent from here (tests and the bench read it). */
  hits = 0;

  constructor(
    /** The data version when it is known without waiting, else undefined (nothing is kept). */
    private readonly version: () => string | undefined,
  ) {}

  private key(request: FastifyRequest): string {
    return `${request.url}\n${pickEncoding(request.headers['accept-encoding']) ?? 'identity'}`;
  }

  private candidate(request: FastifyRequest): boolean {
    const { headers } = request;
    return (
      request.method === 'GET' &&
      headers.origin === undefined &&
      !headers.accept?.includes('text/csv') &&
      this.routes.has(request.routeOptions.url as string)
    );
  }

  /** Sends the kept answer of `request` and returns true, or notes its arrival and returns false. */
  serve(request: FastifyRequest, reply: FastifyReply): boolean {
    if (!this.candidate(request)) return false;
    const version = this.version();
    if (version === undefined) return false;
    const key = this.key(request);
    this.arrivals.set(request, { version, key });
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.version !== version) {
      this.drop(key, entry);
      return false;
    }
    this.hits++;
    reply.cached = true;
    reply.headers(entry.headers).send(entry.body);
    return true;
  }

  /** Keeps a 200 JSON answer (onSend, after compression) computed within one data version. */
  keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const arrival = this.arrivals.get(request);
    if (
      arrival === undefined ||
      reply.cached ||
      reply.statusCode !== 200 ||
      reply.hasHeader('set-cookie') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json') ||
      this.version() !== arrival.version
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
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const { version, key } = arrival;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, { version, headers, body });
    this.bytes += body.length + ENTRY_BYTES;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.drop(oldKey, oldEntry);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length + ENTRY_BYTES;
  }
}

/**
 * Registered after every plugin whose hooks an answer must go through (its preValidation hook runs
 * after all onRequest hooks of every scope) and after the compression (its onSend sees the final
 * bytes).
 */
async function responseCache(app: FastifyInstance, { enabled }: { enabled: boolean }) {
  const cache = new ResponseCache(() => app.data.answerVersion());
  app.decorate('responseCache', cache);
  app.decorateReply('cached', false);
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    if (cacheableRoute(route.url, config)) cache.routes.add(route.url);
    if (config.responseCache !== true) return;
    if (isPerUserRoute(route.url, config)) {
      throw new Error(`${route.url} answers per user: the response cache may not keep it.`);
    }
    // Its CSV twin, `<url>.csv`, is never kept (not JSON).
    if (!cache.routes.has(route.url) && !route.url.endsWith('.csv')) {
      throw new Error(
        `${route.url} is marked responseCache but not in CACHED_ROUTES (plugins/response-cache.ts): list it there if its answers are the same for every user.`,
      );
    }
  });
  if (!enabled) return;
  app.addHook('preValidation', (request, reply, done) => {
    if (!cache.serve(request, reply)) done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    cache.keep(request, reply, payload);
    done(null, payload);
  });
  app.addHook('onClose', (_app, done) => {
    cache.clear();
    done();
  });
}

export default fp(responseCache, {
  name: 'response-cache',
  fastify: '5.x',
  dependencies: ['compression', 'data'],
});
