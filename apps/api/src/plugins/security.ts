import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { HttpError } from '../errors.js';

/** An empty JSON body (logout) is accepted as {}; a malformed one is a French 400. */
function jsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        new HttpError(400, 'INVALID_JSON', 'Le corps de la requête n’est pas du JSON valide.'),
        undefined,
      );
    }
  });
}

/**
 * Security headers (CSP allowing the provider for sign-in), built once: @fastify/helmet rebuilds
 * helmet's middleware on every request (7 % of the CPU time of a cached search under load).
 */
function securityHeaders(app: FastifyInstance, config: Config) {
  const providerOrigin = new URL(config.authProviderUrl).origin;
  const headers = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}

/**
 * CSRF: every state-changing request must come from a site origin, as JSON. Whatever the spelling
 * of its path: the router also serves `//api/auth/logout` or `/%61pi/auth/logout`, so a prefix test
 * on the raw URL is not enough.
 */
function sameOriginWrites(app: FastifyInstance, origins: Set<string>) {
  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || !origins.has(origin)) {
      throw new HttpError(
        403,
        'CSRF_ORIGIN',
        'Requête refusée : elle ne provient pas du site EPIC (en-tête Origin absent ou non autorisé).',
      );
    }
    const type = request.headers['content-type'] ?? '';
    if (!type.toLowerCase().startsWith('application/json')) {
      throw new HttpError(
        415,
        'CONTENT_TYPE_JSON',
        'Requête refusée : le type de contenu application/json est attendu.',
      );
    }
  });
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
    errorResponseBuilder: (_req, context) =>
      new HttpError(
        429,
        'RATE_LIMITED',
        `Trop de requêtes : réessayez dans ${Math.ceil(context.ttl / 1000)} s.`,
      ),
  });
  sameOriginWrites(app, origins);
}

export default fp(security, { name: 'security', fastify: '5.x' });
