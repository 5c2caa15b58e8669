import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { HttpError } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the signed-in user's own data: `Cache-Control: no-store`, and never kept by
     * the response cache. Every route under /api/auth/ is per-user without saying so.
     */
    perUser?: boolean;
  }
}

/** Whether a route (as registered) answers with the user's own data: see `perUser`. */
export function isPerUserRoute(url: string | undefined, config: FastifyContextConfig): boolean {
  return config.perUser === true || url?.startsWith('/api/auth/') === true;
}

/**
 * An empty JSON body (logout) is accepted as {}; a malformed one is a French 400. Otherwise
 * Fastify's own parser (secure-json-parse), which refuses `__proto__` and `constructor.prototype`
 * keys: a route's handler or a later merge must never meet them.
 */
function jsonBodies(app: FastifyInstance) {
  const fastifyParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    fastifyParser(request, text, (error, value) => {
      if (!error) return done(null, value);
      done(jsonRefusal(text), undefined);
    });
  });
}

/** Why Fastify's parser refused a body: not JSON, or JSON with a key that poisons prototypes. */
function jsonRefusal(text: string): HttpError {
  try {
    JSON.parse(text);
  } catch {
    return new HttpError(400, 'INVALID_JSON', 'Le corps de la requête n’est pas du JSON valide.');
  }
  return new HttpError(
    400,
    'FORBIDDEN_JSON_KEY',
    'Le corps de la requête contient une clé interdite (« __proto__ » ou « constructor.prototype »).',
  );
}

/**
 * Security headers (CSP allowing the provider for sign-in), computed once: helmet's headers do not
 * depend on the request, so its middleware is run once on a recording response and every answer
 * gets the recorded headers (@fastify/helmet rebuilt helmet's middleware on every request, a
 * visible share of a cached answer's CPU time).
 */
function securityHeaders(app: FastifyInstance, config: Config) {
  const providerOrigin = new URL(config.authProviderUrl).origin;
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", providerOrigin],
        formAction: ["'self'", providerOrigin],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.production,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware(
    {} as Parameters<typeof middleware>[0],
    recorder as unknown as Parameters<typeof middleware>[1],
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  const api = apiHeaders(headers, config);
  // Answers that depend on the session cookie: browsers only; the user's own data not even there.
  const shared = { ...api, 'cache-control': 'private', vary: 'Cookie' };
  const perUser = { ...api, 'cache-control': 'no-store' };
  // Through Fastify's own headers, not the response's setHeader: one header set there makes Node
  // merge every other header of the answer through setHeader too, on every answer.
  // The route as registered decides, not the URL as spelled (the router also serves `//api/…`);
  // without a route (404), the path as the site's not-found handler reads it.
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route === undefined ? request.url.startsWith('/api/') : route.startsWith('/api/')) {
      reply.headers(isPerUserRoute(route, request.routeOptions.config) ? perUser : shared);
    } else {
      reply.headers(headers);
    }
    done();
  });
}

/**
 * The headers of the API's answers (JSON and CSV, never a document): those the OWASP REST Security
 * Cheat Sheet names for APIs, with a CSP that allows nothing. The ones that only act on a document
 * a browser renders (referrer, DNS prefetch, opener and agent cluster isolation, Flash and IE
 * download policies, the XSS auditor) are left to the site's pages: nine fewer headers, about 560
 * bytes, on every data answer.
 */
function apiHeaders(site: Record<string, string>, config: Config): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';base-uri 'self';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(config.production && site['strict-transport-security']
      ? { 'strict-transport-security': site['strict-transport-security'] }
      : {}),
  };
}

/**
 * CSRF: every state-changing request must come from a site origin, as JSON. Whatever the spelling
 * of its path: the router also serves `//api/auth/logout` or `/%61pi/auth/logout`, so a prefix test
 * on the raw URL is not enough.
 */
function sameOriginWrites(app: FastifyInstance, origins: Set<string>) {
  app.addHook('onRequest', (request, _reply, done) => {
    const method = request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return done();
    done(writeRefusal(request, origins));
  });
}

/** Why a write is refused (wrong or missing origin, not JSON), or undefined. */
function writeRefusal(request: FastifyRequest, origins: Set<string>): HttpError | undefined {
  const origin = request.headers.origin;
  if (!origin || !origins.has(origin)) {
    return new HttpError(
      403,
      'CSRF_ORIGIN',
      'Requête refusée\u00a0: elle ne provient pas du site EPIC (en-tête Origin absent ou non autorisé).',
    );
  }
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    return new HttpError(
      415,
      'CONTENT_TYPE_JSON',
      'Requête refusée\u00a0: le type de contenu application/json est attendu.',
    );
  }
  return undefined;
}

/**
 * What every request meets first: JSON bodies, security headers, CORS for the site origins (with
 * credentials), the rate limiter (per route: routes/limits.ts) and the CSRF check. On the root
 * (fastify-plugin), in this order.
 */
async function security(app: FastifyInstance, { config }: { config: Config }) {
  const origins = new Set(config.siteOrigins);
  jsonBodies(app);
  securityHeaders(app, config);
  await app.register(fastifyCors, {
    origin: (origin, cb) => cb(null, origin !== undefined && origins.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['content-type', 'accept'],
    maxAge: 600,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // The limit, what remains and when it resets are told with the 429 (and Retry-After) only:
    // three headers on every answer cost CPU time, and the site does not read them.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_req, context) =>
      new HttpError(
        429,
        'RATE_LIMITED',
        `Trop de requêtes\u00a0: réessayez dans ${Math.ceil(context.ttl / 1000)} s.`,
      ),
  });
  sameOriginWrites(app, origins);
}

export default fp(security, { name: 'security', fastify: '5.x' });
