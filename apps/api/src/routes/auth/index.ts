import {
  errorSchema,
  type LoginBody,
  loginBodySchema,
  meSchema,
  oauthCallbackBodySchema,
  sessionSchema,
  type User,
} from '@epic/api-contract/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors.js';
import { authLimit, errorResponses } from '../../http/options.js';
import { unauthenticated } from '../../plugins/session.js';
import { checkEpicToken, endSessionRequest, exchangeCode, fetchUser } from '../../provider.js';
import { logoutNoContentSchema, logoutResponseSchema, type Session } from '../../session.js';

/** The auth check's answer per session object (a changed session is a new object). */
const checkBodies = new WeakMap<Session, { authenticated: true; user: Session['user'] }>();

/** `post_logout_redirect_uri` of a logout body, checked against the site origins. */
function postLogoutRedirectUri(body: unknown, origins: Set<string>): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const value = 'post_logout_redirect_uri' in body ? body.post_logout_redirect_uri : undefined;
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

/**
 * spa sign-in: a bare access token becomes a session only when the provider says, by
 * introspection, that it is active and EPIC's; refused outright in bff mode.
 */
async function loginWithToken(
  request: FastifyRequest<{ Body: LoginBody }>,
  reply: FastifyReply,
): Promise<{ authenticated: true; user: User }> {
  const app = request.server;
  if (app.config.authMode === 'bff') {
    throw new HttpError(
      403,
      'BARE_TOKEN_REFUSED',
      'Ce site se connecte par le serveur (mode bff) : un jeton d’accès seul n’ouvre pas de session.',
    );
  }
  const accessToken = request.body.access_token;
  const info = await checkEpicToken(app.provider, accessToken);
  const user = await fetchUser(app.provider, accessToken);
  if (info.subject !== undefined && info.subject !== user.id) {
    throw new HttpError(
      401,
      'INVALID_TOKEN',
      'Le jeton d’accès ne correspond pas à l’utilisateur.',
    );
  }
  // Only the access token is kept (encrypted), to ask the provider again about it.
  const tokens = { accessToken, refreshToken: null, expiresAt: info.expiresAt ?? null };
  return app.openSession(request, reply, user, 'spa', tokens, {
    accessToken,
    ...(info.expiresAt ? { notAfter: info.expiresAt } : {}),
  });
}

/** The session routes: sign-in (spa and bff), state of the session, sign-out. Public. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const origins = new Set(app.config.siteOrigins);
  const config = authLimit(app.config);

  app.post(
    '/api/auth/login',
    {
      config,
      schema: {
        tags: ['session'],
        summary:
          'Mode spa : crée une session à partir d’un jeton d’accès émis pour EPIC (vérifié par introspection, RFC 7662)',
        description:
          'Le jeton doit être actif et émis au client du site (`client_id`, et `aud` quand le fournisseur en donne une) : un jeton d’une autre application du même fournisseur est refusé (401 TOKEN_NOT_FOR_EPIC). La session se termine au plus tard avec le jeton ; un jeton ne crée qu’une session. En mode bff, refusé (403 BARE_TOKEN_REFUSED).',
        body: loginBodySchema,
        response: { 200: sessionSchema, ...errorResponses, 502: errorSchema, 503: errorSchema },
      },
    },
    (request, reply) => loginWithToken(request, reply),
  );

  app.post(
    '/api/auth/oauth/callback',
    {
      config,
      schema: {
        tags: ['session'],
        summary: 'Mode bff\u00a0: échange le code (PKCE) avec le secret client et crée la session',
        body: oauthCallbackBodySchema,
        response: { 200: sessionSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request, reply) => {
      const redirectOrigin = new URL(request.body.redirect_uri).origin;
      if (!origins.has(redirectOrigin)) {
        throw new HttpError(400, 'INVALID_REDIRECT_URI', 'Adresse de retour non autorisée.');
      }
      const tokens = await exchangeCode(app.provider, {
        code: request.body.code,
        codeVerifier: request.body.code_verifier,
        redirectUri: request.body.redirect_uri,
      });
      const user = await fetchUser(app.provider, tokens.accessToken);
      return app.openSession(request, reply, user, 'bff', tokens, {});
    },
  );

  app.get(
    '/api/auth/check',
    {
      // Limited per address for requests without a live session (guessing cookies); a live
      // session passes uncounted, whatever its tabs ask, even after others behind the same
      // address were limited (its first read is one primary-key lookup, then cached).
      config: {
        rateLimit: {
          max: Math.max(60, 3 * app.config.authRateLimitMax),
          timeWindow: '1 minute',
          allowList: async (request: FastifyRequest) => {
            const token = app.sessionToken(request);
            if (app.sessions.peek(token)) return true;
            return (await app.sessions.get(token)) !== null;
          },
        },
      },
      schema: {
        tags: ['session'],
        summary: 'État de la session',
        response: { 200: sessionSchema, 401: errorSchema, 429: errorSchema, 503: errorSchema },
      },
    },
    async (request) => {
      const session = await app.currentSession(request);
      if (!session) throw unauthenticated();
      // One answer object per cached session: the serializer checks and stringifies it once.
      let body = checkBodies.get(session);
      if (!body) {
        body = { authenticated: true as const, user: session.user };
        checkBodies.set(session, body);
      }
      return body;
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['session'],
        summary: 'Utilisateur connecté',
        response: { 200: meSchema, 401: errorSchema, 503: errorSchema },
      },
    },
    async (request) => {
      const session = await app.currentSession(request);
      if (!session) throw unauthenticated();
      return { user: session.user };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['session'],
        summary:
          'Termine la session (204). Avec post_logout_redirect_uri (mode bff)\u00a0: 200 et la demande de fin de session au fournisseur',
        response: { 200: logoutResponseSchema, 204: logoutNoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const returnTo = postLogoutRedirectUri(request.body, origins);
      const token = app.sessionToken(request);
      const session = await app.sessions.get(token);
      // Every session of the user ends: the other tabs, devices and instances too.
      if (session) await app.endUserSessions(session);
      await app.sessions.destroy(token);
      reply.clearCookie(app.sessionCookieName, app.sessionCookie());
      if (returnTo === undefined) return reply.status(204).send(null);
      // A spa session's provider sign-out is the browser's (its own client id); bff: the API's.
      const endSessionUrl =
        session?.mode === 'spa'
          ? null
          : endSessionRequest(app.provider, {
              postLogoutRedirectUri: returnTo,
              idToken: session?.tokens?.idToken,
            });
      return reply.status(200).send({ endSessionUrl });
    },
  );
};

export default authRoutes;
