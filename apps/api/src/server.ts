import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config.js';
import { toCsv } from './csv.js';
import { DataService } from './data.js';
import type { Db } from './db/adapter.js';
import { errorBody, HttpError } from './errors.js';
import site from './plugins/site.js';
import {
  endSessionRequest,
  exchangeCode,
  fetchUser,
  type ProviderOptions,
  refreshTokens,
} from './provider.js';
import {
  childrenQuerySchema,
  childrenResponseSchema,
  compareQuerySchema,
  compareResponseSchema,
  errorSchema,
  loginBodySchema,
  mapParamsSchema,
  mapQuerySchema,
  mapResponseSchema,
  meSchema,
  oauthCallbackBodySchema,
  searchQuerySchema,
  searchResponseSchema,
  seriesQuerySchema,
  seriesResponseSchema,
  sessionSchema,
  territoryDetailSchema,
  territoryParamsSchema,
  type User,
  versionResponseSchema,
  vintagesResponseSchema,
  yearQuerySchema,
} from './schemas.js';
import {
  logoutNoContentSchema,
  logoutResponseSchema,
  SESSION_COOKIE,
  type Session,
  SessionStore,
} from './session.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

export const API_VERSION = '0.1.0';

const FIELD_CODES: Record<string, string> = {
  type: 'INVALID_TYPE',
  type2: 'INVALID_TYPE',
  id: 'INVALID_ID',
  id2: 'INVALID_ID',
  year: 'INVALID_YEAR',
  year2: 'INVALID_YEAR',
  q: 'INVALID_QUERY',
  limit: 'INVALID_LIMIT',
  page: 'INVALID_PAGE',
  pageSize: 'INVALID_PAGE',
  sort: 'INVALID_SORT',
  order: 'INVALID_SORT',
  childType: 'INVALID_CHILD_TYPE',
  level: 'INVALID_LEVEL',
  indicator: 'INVALID_INDICATOR',
};

function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host === '127.0.0.1' || host === '::1' || host.endsWith('.localhost')
  );
}

function wantsCsv(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/csv') || request.url.split('?')[0]?.endsWith('.csv') === true;
}

function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}

/** Fastify's router errors (bad percent-encoding, over-long segment), answered in French. */
function routerError(error: FastifyError, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .status(400)
      .send(errorBody('INVALID_URL', 'Adresse mal formée : encodage « % » invalide.'));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .status(414)
      .send(errorBody('URL_TOO_LONG', 'Adresse trop longue : un segment dépasse 100 caractères.'));
  }
  return reply
    .status(500)
    .send(errorBody('INTERNAL_ERROR', 'Erreur interne du serveur. Réessayez plus tard.'));
}

export interface BuildOptions {
  config: Config;
  db: Db;
  /** Where the log lines go (default: stdout); tests capture them. */
  logStream?: { write(line: string): void };
}

export async function buildServer({
  config,
  db,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
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
            ...(logStream ? { stream: logStream } : {}),
          },
    trustProxy: config.trustProxy,
    // Errors raised by the router before any route runs: the same JSON body as every other error.
    frameworkErrors: (error, _request, reply) => routerError(error, reply as FastifyReply),
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: false },
    bodyLimit: 64 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their zod schema, once per object: cached answers are the same
  // object on every hit, so they are serialized once instead of parsed and stringified each time.
  app.setSerializerCompiler((route) => {
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    const done = new WeakMap<object, string>();
    return (data) => {
      if (typeof data !== 'object' || data === null) return serialize(data);
      let text = done.get(data);
      if (text === undefined) {
        text = serialize(data);
        done.set(data, text);
      }
      return text;
    };
  });
  app.decorateRequest('session', null);

  const data = new DataService(db, 5_000, config.responseCache);
  const sessions = new SessionStore(
    db,
    config.sessionSecret,
    config.sessionTtl,
    config.sessionCacheMs,
  );
  const provider: ProviderOptions = {
    url: config.authProviderUrl,
    clientId: config.oauthClientId,
    clientSecret: config.oauthClientSecret,
    timeoutMs: config.providerTimeoutMs,
    endSessionUrl: config.authEndSessionUrl,
  };
  const origins = new Set(config.siteOrigins);
  const providerOrigin = new URL(config.authProviderUrl).origin;

  // An empty JSON body (logout) is accepted as {}.
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

  await app.register(fastifyCookie);
  // helmet's middleware built once: @fastify/helmet rebuilds it on every request (7 % of the CPU
  // time of a cached search under load).
  const securityHeaders = helmet({
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
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
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
      ) as unknown as object,
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'EPIC API',
        version: '0.1.0',
        description:
          'API de l’application EPIC : session (SSO) et données territoriales (communes, EPCI, départements, régions).',
      },
    },
    transform: jsonSchemaTransform,
  });

  // ---------------------------------------------------------------- errors
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = String(issue?.instancePath?.replace(/^\//, '').split('/')[0] ?? '');
      let code = FIELD_CODES[field] ?? 'INVALID_REQUEST';
      if (field === 'q' && issue?.keyword === 'too_big') code = 'QUERY_TOO_LONG';
      const message =
        issue?.message &&
        /[A-Za-zÀ-ÿ]/.test(issue.message) &&
        !/^(Invalid|Expected|Too)/.test(issue.message)
          ? issue.message
          : `Paramètre invalide : ${field || 'requête'}.`;
      return reply.status(400).send(errorBody(code, message, { field }));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413)
      return reply
        .status(413)
        .send(errorBody('BODY_TOO_LARGE', 'Corps de requête trop volumineux.'));
    if (status === 415) {
      return reply
        .status(415)
        .send(
          errorBody(
            'UNSUPPORTED_MEDIA_TYPE',
            'Type de contenu non pris en charge : application/json attendu.',
          ),
        );
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody('BAD_REQUEST', 'Requête invalide.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(errorBody('INTERNAL_ERROR', 'Erreur interne du serveur. Réessayez plus tard.'));
  });

  // ---------------------------------------------------------------- CSRF
  app.addHook('onRequest', async (request) => {
    // Every state-changing request, whatever the spelling of its path: the router also serves
    // `//api/auth/logout` or `/%61pi/auth/logout`, so a prefix test on the raw URL is not enough.
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

  // ---------------------------------------------------------------- session helpers
  const cookieOptions = (request: FastifyRequest, expires?: Date) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https' || !isLocalHost(request.hostname),
    ...(expires ? { expires } : {}),
  });

  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: User,
    mode: 'spa' | 'bff',
    tokens = null as Parameters<SessionStore['create']>[2],
  ) {
    // Rotation: the previous session of this browser, if any, ends.
    await sessions.destroy(request.cookies[SESSION_COOKIE]);
    if (Math.random() < 0.05) await sessions.purgeExpired();
    const { token, expiresAt } = await sessions.create(user, mode, tokens);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, expiresAt));
    return { authenticated: true as const, user };
  }

  /** Refreshes in progress per session: concurrent requests of one browser share one refresh. */
  const refreshing = new Map<string, Promise<Session | null>>();

  async function refresh(session: Session): Promise<Session | null> {
    const refreshToken = session.tokens?.refreshToken;
    if (!refreshToken) {
      await sessions.destroyById(session.id);
      return null;
    }
    try {
      const refreshed = await refreshTokens(provider, refreshToken);
      // A refresh response rarely carries an ID token: the sign-in's one stays for the sign-out.
      const fresh = { ...refreshed, idToken: refreshed.idToken ?? session.tokens?.idToken ?? null };
      const user = await fetchUser(provider, fresh.accessToken);
      await sessions.updateTokens(session, fresh, user);
      return { ...session, tokens: fresh, user };
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        await sessions.destroyById(session.id);
        return null;
      }
      // The provider is down or slow: the session stays. While the access token is still valid
      // (the refresh starts a minute early) the user goes on; the next request tries again.
      const expiresAt = session.tokens?.expiresAt;
      if (expiresAt && expiresAt > Date.now()) {
        app.log.warn(
          { reason: (error as HttpError).code },
          'provider refresh failed; token still valid',
        );
        return session;
      }
      throw error;
    }
  }

  /** The request's session; in bff mode the provider tokens are refreshed when about to expire. */
  async function currentSession(request: FastifyRequest): Promise<Session | null> {
    const session = await sessions.get(request.cookies[SESSION_COOKIE]);
    if (!session) return null;
    const expiresAt = session.tokens?.expiresAt;
    if (session.mode !== 'bff' || !expiresAt || expiresAt - Date.now() >= 60_000) return session;
    let pending = refreshing.get(session.id);
    if (!pending) {
      pending = refresh(session).finally(() => refreshing.delete(session.id));
      refreshing.set(session.id, pending);
    }
    return pending;
  }

  const unauthenticated = () =>
    new HttpError(
      401,
      'UNAUTHENTICATED',
      'Connexion requise : votre session est absente ou expirée.',
    );

  const authLimit = { rateLimit: { max: config.authRateLimitMax, timeWindow: '1 minute' } };
  const dataLimit = { rateLimit: { max: config.rateLimitMax, timeWindow: '1 minute' } };
  const errors = {
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    429: errorSchema,
  };

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // ---------------------------------------------------------------- auth
  api.post(
    '/api/auth/login',
    {
      config: authLimit,
      schema: {
        tags: ['session'],
        summary:
          'Crée une session à partir des jetons du fournisseur (vérifiés auprès de /api/user)',
        body: loginBodySchema,
        response: { 200: sessionSchema, ...errors, 502: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await fetchUser(provider, request.body.access_token);
      return openSession(request, reply, user, 'spa');
    },
  );

  api.post(
    '/api/auth/oauth/callback',
    {
      config: authLimit,
      schema: {
        tags: ['session'],
        summary: 'Mode bff : échange le code (PKCE) avec le secret client et crée la session',
        body: oauthCallbackBodySchema,
        response: { 200: sessionSchema, ...errors, 502: errorSchema },
      },
    },
    async (request, reply) => {
      const redirectOrigin = new URL(request.body.redirect_uri).origin;
      if (!origins.has(redirectOrigin)) {
        throw new HttpError(400, 'INVALID_REDIRECT_URI', 'Adresse de retour non autorisée.');
      }
      const tokens = await exchangeCode(provider, {
        code: request.body.code,
        codeVerifier: request.body.code_verifier,
        redirectUri: request.body.redirect_uri,
      });
      const user = await fetchUser(provider, tokens.accessToken);
      return openSession(request, reply, user, 'bff', tokens);
    },
  );

  api.get(
    '/api/auth/check',
    {
      schema: {
        tags: ['session'],
        summary: 'État de la session',
        response: { 200: sessionSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const session = await currentSession(request);
      if (!session) throw unauthenticated();
      return { authenticated: true as const, user: session.user };
    },
  );

  api.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['session'],
        summary: 'Utilisateur connecté',
        response: { 200: meSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const session = await currentSession(request);
      if (!session) throw unauthenticated();
      return { user: session.user };
    },
  );

  /** `post_logout_redirect_uri` of a logout body, checked against the site origins. */
  function postLogoutRedirectUri(body: unknown): string | undefined {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
    const value = (body as Record<string, unknown>).post_logout_redirect_uri;
    if (value === undefined) return undefined;
    let url: URL | null = null;
    try {
      url = typeof value === 'string' && value.length <= 2000 ? new URL(value) : null;
    } catch {
      url = null;
    }
    if (!url || !origins.has(url.origin) || url.username || url.password) {
      throw new HttpError(400, 'INVALID_REDIRECT_URI', 'Adresse de retour non autorisée.');
    }
    return url.href;
  }

  api.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['session'],
        summary:
          'Termine la session (204). Avec post_logout_redirect_uri (mode bff) : 200 et la demande de fin de session au fournisseur',
        response: { 200: logoutResponseSchema, 204: logoutNoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const returnTo = postLogoutRedirectUri(request.body);
      const token = request.cookies[SESSION_COOKIE];
      const session = returnTo === undefined ? null : await sessions.get(token);
      await sessions.destroy(token);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      if (returnTo === undefined) return reply.status(204).send(null);
      // A spa session's provider sign-out is the browser's (its own client id); bff: the API's.
      const endSessionUrl =
        session?.mode === 'spa'
          ? null
          : endSessionRequest(provider, {
              postLogoutRedirectUri: returnTo,
              idToken: session?.tokens?.idToken,
            });
      return reply.status(200).send({ endSessionUrl });
    },
  );

  api.get(
    '/api/version',
    {
      config: dataLimit,
      schema: {
        tags: ['données'],
        summary: 'Version de l’API et sources des données par millésime (public)',
        response: { 200: versionResponseSchema },
      },
    },
    async () => {
      const { vintages } = await data.vintages();
      return {
        api: { name: '@epic/api', version: API_VERSION },
        sources: vintages.map((v) => ({
          year: v.year,
          source: v.source,
          importedAt: v.importedAt,
        })),
      };
    },
  );

  // ---------------------------------------------------------------- data (signed in only)
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      const session = await sessions.get(request.cookies[SESSION_COOKIE], { cached: true });
      if (!session) throw unauthenticated();
      request.session = session;
    });
    const s = scope.withTypeProvider<ZodTypeProvider>();

    s.get(
      '/api/vintages',
      {
        config: dataLimit,
        schema: {
          tags: ['données'],
          summary: 'Millésimes importés et indicateurs',
          response: { 200: vintagesResponseSchema, ...errors },
        },
      },
      () => data.vintages(),
    );

    s.get(
      '/api/territories/search',
      {
        config: dataLimit,
        schema: {
          tags: ['données'],
          summary: 'Recherche par nom, code officiel ou code postal',
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema, ...errors },
        },
      },
      (request) => data.search(request.query),
    );

    const detailRoute = async (
      request: FastifyRequest<{
        Params: { type: never; id: string };
        Querystring: { year?: number };
      }>,
      reply: FastifyReply,
    ) => {
      const detail = await data.territory(
        request.params.type,
        request.params.id,
        request.query.year,
      );
      if (!wantsCsv(request)) return detail;
      return sendCsv(
        reply,
        `${detail.territory.type}-${detail.territory.code}-${detail.territory.year}.csv`,
        toCsv(
          ['indicateur', 'libelle', 'valeur', 'unite'],
          [
            ['population', 'Population municipale', detail.population, 'habitants'],
            [
              'evolution_precedent',
              'Évolution depuis le millésime précédent',
              detail.change.previous?.relative ?? null,
              'ratio',
            ],
            [
              'evolution_premier',
              'Évolution depuis le premier millésime',
              detail.change.first?.relative ?? null,
              'ratio',
            ],
            ['rang_parent', 'Rang dans le territoire parent', detail.rank.parent?.rank ?? null, ''],
            [
              'part_parent',
              'Part du territoire parent',
              detail.rank.parent?.share ?? null,
              'ratio',
            ],
            ['rang_national', 'Rang national', detail.rank.national?.rank ?? null, ''],
            ['part_nationale', 'Part nationale', detail.rank.national?.share ?? null, 'ratio'],
            ['communes', 'Nombre de communes', detail.communes, 'communes'],
            ...detail.indicators.map((i) => [i.id, i.label, i.value, i.unit]),
          ],
        ),
      );
    };
    const detailSchema = {
      tags: ['données'],
      summary: 'Chiffres clés d’un territoire (JSON, ou CSV avec Accept: text/csv)',
      params: territoryParamsSchema,
      querystring: yearQuerySchema,
      response: { 200: territoryDetailSchema, ...errors },
    };
    s.get(
      '/api/territories/:type/:id',
      { config: dataLimit, schema: detailSchema },
      detailRoute as never,
    );

    const childrenRoute = async (
      request: FastifyRequest<{
        Params: { type: never; id: string };
        Querystring: Record<string, never>;
      }>,
      reply: FastifyReply,
    ) => {
      const csv = wantsCsv(request);
      const result = await data.children(
        request.params.type,
        request.params.id,
        request.query,
        csv,
      );
      if (!csv) return result;
      return sendCsv(
        reply,
        `${result.parent.type}-${result.parent.code}-${result.parent.year}-${result.childType}.csv`,
        toCsv(
          ['type', 'code', 'nom', 'population', 'part', 'codes_postaux'],
          result.items.map((i) => [
            i.type,
            i.code,
            i.name,
            i.population,
            i.share,
            i.postalCodes.join(' '),
          ]),
        ),
      );
    };
    const childrenSchema = {
      tags: ['données'],
      summary: 'Subdivisions d’un territoire, paginées et triables (CSV : toutes les lignes)',
      params: territoryParamsSchema,
      querystring: childrenQuerySchema,
      response: { 200: childrenResponseSchema, ...errors },
    };
    s.get(
      '/api/territories/:type/:id/children',
      { config: dataLimit, schema: childrenSchema },
      childrenRoute as never,
    );
    s.get(
      '/api/territories/:type/:id/children.csv',
      { config: dataLimit, schema: { ...childrenSchema, hide: true } },
      childrenRoute as never,
    );

    const seriesRoute = async (
      request: FastifyRequest<{
        Params: { type: never; id: string };
        Querystring: { indicator?: string };
      }>,
      reply: FastifyReply,
    ) => {
      const series = await data.series(
        request.params.type,
        request.params.id,
        request.query.indicator,
      );
      if (!wantsCsv(request)) return series;
      return sendCsv(
        reply,
        `${series.territory.type}-${series.territory.code}-${series.indicator.id}.csv`,
        toCsv(
          ['annee', series.indicator.id],
          series.points.map((p) => [p.year, p.value]),
        ),
      );
    };
    const seriesSchema = {
      tags: ['données'],
      summary:
        'Valeur d’un indicateur (population par défaut) pour chaque millésime où le territoire existe',
      params: territoryParamsSchema,
      querystring: seriesQuerySchema,
      response: { 200: seriesResponseSchema, ...errors },
    };
    s.get(
      '/api/territories/:type/:id/series',
      { config: dataLimit, schema: seriesSchema },
      seriesRoute as never,
    );
    s.get(
      '/api/territories/:type/:id/series.csv',
      { config: dataLimit, schema: { ...seriesSchema, hide: true } },
      seriesRoute as never,
    );

    const compareRoute = async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await data.compare(request.query as Parameters<DataService['compare']>[0]);
      if (!wantsCsv(request)) return result;
      const a = result.a.territory;
      const b = result.b.territory;
      return sendCsv(
        reply,
        `comparaison-${a.code}-${a.year}-${b.code}-${b.year}.csv`,
        toCsv(
          [
            'indicateur',
            'libelle',
            'unite',
            `${a.name} (${a.year})`,
            `${b.name} (${b.year})`,
            'ecart',
            'ecart_relatif',
          ],
          result.rows.map((r) => [r.indicator, r.label, r.unit, r.a, r.b, r.absolute, r.relative]),
        ),
      );
    };
    const compareSchema = {
      tags: ['données'],
      summary: 'Compare deux territoires (tout niveau, tout millésime)',
      querystring: compareQuerySchema,
      response: { 200: compareResponseSchema, ...errors },
    };
    s.get('/api/compare', { config: dataLimit, schema: compareSchema }, compareRoute as never);
    s.get(
      '/api/compare.csv',
      { config: dataLimit, schema: { ...compareSchema, hide: true } },
      compareRoute as never,
    );

    const mapRoute = async (
      request: FastifyRequest<{
        Params: { level: 'region' | 'departement' };
        Querystring: { year?: number; indicator?: string };
      }>,
      reply: FastifyReply,
    ) => {
      const result = await data.map(
        request.params.level,
        request.query.year,
        request.query.indicator,
      );
      if (!wantsCsv(request)) return result;
      return sendCsv(
        reply,
        `carte-${result.level}-${result.year}-${result.indicator.id}.csv`,
        toCsv(
          ['code', 'nom', result.indicator.id],
          result.values.map((v) => [v.code, v.name, v.value]),
        ),
      );
    };
    const mapSchema = {
      tags: ['données'],
      summary: 'Valeurs par département ou région pour une carte choroplèthe',
      params: mapParamsSchema,
      querystring: mapQuerySchema,
      response: { 200: mapResponseSchema, ...errors },
    };
    s.get('/api/map/:level', { config: dataLimit, schema: mapSchema }, mapRoute as never);
    s.get(
      '/api/map/:level.csv',
      { config: dataLimit, schema: { ...mapSchema, hide: true } },
      mapRoute as never,
    );
  });

  await app.register(site, { dist: config.siteDist });

  app.addHook('onClose', async () => {
    data.invalidate();
  });
  return app;
}
