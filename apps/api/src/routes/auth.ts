import {
  errorSchema,
  loginBodySchema,
  meSchema,
  oauthCallbackBodySchema,
  sessionSchema,
} from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';
import { unauthenticated } from '../plugins/session.js';
import { endSessionRequest, exchangeCode, fetchUser } from '../provider.js';
import {
  logoutNoContentSchema,
  logoutResponseSchema,
  SESSION_COOKIE,
  type Session,
} from '../session.js';
import { authLimit, errorResponses } from './options.js';

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
          'Crée une session à partir des jetons du fournisseur (vérifiés auprès de /api/user)',
        body: loginBodySchema,
        response: { 200: sessionSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await fetchUser(app.provider, request.body.access_token);
      return app.openSession(request, reply, user, 'spa');
    },
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
      return app.openSession(request, reply, user, 'bff', tokens);
    },
  );

  app.get(
    '/api/auth/check',
    {
      schema: {
        tags: ['session'],
        summary: 'État de la session',
        response: { 200: sessionSchema, 401: errorSchema },
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
        response: { 200: meSchema, 401: errorSchema },
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
      const token = request.cookies[SESSION_COOKIE];
      const session = returnTo === undefined ? null : await app.sessions.get(token);
      await app.sessions.destroy(token);
      reply.clearCookie(SESSION_COOKIE, app.sessionCookie(request));
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
