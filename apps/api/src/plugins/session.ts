// Long file: the session plugin as one piece: cookie, store, provider renewals and token rechecks.
import type { User } from '@epic/api-contract';
import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { dataChangesOf } from '../data/cache.js';
import type { Db } from '../db/adapter.js';
import { DatabaseUnavailableError } from '../db/errors.js';
import { HttpError } from '../errors.js';
import { throttledWarning } from '../log-throttle.js';
import { fetchUser, introspect, type ProviderOptions, refreshTokens } from '../provider.js';
import {
  DATA_CHANNEL,
  type ProviderTokens,
  type Renewal,
  SESSION_CHANNEL,
  type Session,
  type SessionOrigin,
  SessionStore,
  sessionCookieName,
} from '../session.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** The authentication provider, as the API's own client (bff mode). */
    provider: ProviderOptions;
    /** The session cookie's name: `__Host-epic_session` when Secure, else `epic_session`. */
    sessionCookieName: string;
    /** The request's session cookie token, if any. */
    sessionToken(request: FastifyRequest): string | undefined;
    /** Cookie attributes of the session cookie (Secure per configuration, never per request). */
    sessionCookie(expires?: Date): CookieSerializeOptions;
    /** Starts a session for this browser (ending its previous one) and sets its cookie. */
    openSession(
      request: FastifyRequest,
      reply: FastifyReply,
      user: User,
      mode: Session['mode'],
      tokens: ProviderTokens | null,
      origin: Omit<SessionOrigin, 'issuer'>,
    ): Promise<{ authenticated: true; user: User }>;
    /** Ends every session of the request's user (sign-out: every tab, every device). */
    endUserSessions(session: Session): Promise<void>;
    /** The request's session; in bff mode the provider tokens are refreshed when about to expire. */
    currentSession(request: FastifyRequest): Promise<Session | null>;
    /** A session in use: its idle timeout starts again (a write in the background, never awaited). */
    sessionSeen(session: Session): void;
    /** onRequest hook of the signed-in routes: 401 without a session, else `request.session`. */
    requireSession(
      request: FastifyRequest,
      reply: FastifyReply,
      done: (error?: Error) => void,
    ): void;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

export const unauthenticated = () =>
  new HttpError(
    401,
    'UNAUTHENTICATED',
    'Connexion requise\u00a0: votre session est absente ou expirée.',
  );

/**
 * What the provider says to a renewal of a bff session's tokens. While the provider is down or slow
 * the session stays as long as its access token is valid (the refresh starts a minute early); the
 * next request tries again. A refused refresh token ends the session.
 */
async function renewal(app: FastifyInstance, current: Session): Promise<Renewal> {
  const refreshToken = current.tokens?.refreshToken;
  if (!refreshToken) return 'ended';
  let tokens: ProviderTokens;
  try {
    const renewed = await refreshTokens(app.provider, refreshToken);
    // A refresh response rarely carries an ID token: the sign-in's one stays for the sign-out.
    tokens = { ...renewed, idToken: renewed.idToken ?? current.tokens?.idToken ?? null };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return 'ended';
    if (stillValid(current)) {
      const reason = error instanceof HttpError ? error.code : undefined;
      app.log.warn({ reason }, 'provider refresh failed; token still valid');
      return 'unchanged';
    }
    throw error;
  }
  try {
    return { tokens, user: await fetchUser(app.provider, tokens.accessToken) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return 'ended';
    // The refresh token was rotated: the new tokens are kept, with the user as known so far.
    return { tokens, user: current.user };
  }
}

function stillValid(session: Session): boolean {
  const expiresAt = session.tokens?.expiresAt;
  return Boolean(expiresAt && expiresAt > Date.now());
}

/**
 * The session with its provider tokens renewed, or null when it ended. Across instances the
 * renewal is done once (the store locks the session row and reads the tokens again).
 */
async function refreshed(app: FastifyInstance, session: Session): Promise<Session | null> {
  try {
    const lockTimeoutMs = 2 * app.provider.timeoutMs + 1000;
    return await app.sessions.renew(session, (current) => renewal(app, current), lockTimeoutMs);
  } catch (error) {
    // E.g. the lock not obtained in time: the token may still serve.
    if (stillValid(session)) return session;
    throw error;
  }
}

/** Why a background write or check failed, for its warning. */
const reasonOf = (error: unknown) =>
  error instanceof HttpError
    ? error.code
    : error instanceof DatabaseUnavailableError
      ? 'DATABASE_UNAVAILABLE'
      : 'error';

/**
 * A spa session's token asked again about every `everyMs`: revoked or expired at the provider,
 * every session of its user ends (out of this instance's memory at least, while the database is
 * down). A provider that does not answer keeps the session (its own expiry is the token's). One
 * check at a time per session.
 */
function tokenRecheck(
  app: FastifyInstance,
  everyMs: number,
): (session: Session) => Promise<Session | null> {
  const rechecked = new Map<string, number>();
  const rechecking = new Map<string, Promise<Session | null>>();
  const failed = throttledWarning(60_000);
  return (session: Session): Promise<Session | null> => {
    const accessToken = session.tokens?.accessToken;
    if (session.mode !== 'spa' || !accessToken || !app.provider.introspectionUrl)
      return Promise.resolve(session);
    const last = rechecked.get(session.id) ?? session.lastSeenAt.getTime();
    if (Date.now() - last < everyMs) return Promise.resolve(session);
    let pending = rechecking.get(session.id);
    if (!pending) {
      pending = introspect(app.provider, accessToken)
        .then(
          async (info) => {
            if (rechecked.size > 100_000) rechecked.clear();
            rechecked.set(session.id, Date.now());
            if (info.active) return session;
            await app.endUserSessions(session).catch((error: unknown) => {
              // Not deleted: out of memory, and due for a check again at its next request.
              app.sessions.drop(session.id);
              rechecked.set(session.id, 0);
              failed(app.log, { reason: reasonOf(error) }, 'ending a revoked session failed');
            });
            return null;
          },
          (error: unknown) => {
            failed(app.log, { reason: reasonOf(error) }, 'token recheck failed');
            return session;
          },
        )
        .finally(() => rechecking.delete(session.id));
      rechecking.set(session.id, pending);
    }
    return pending;
  };
}

/**
 * Sessions: the cookie parser, the session store and provider client, and the helpers the session
 * routes and the signed-in routes use. On the root (fastify-plugin).
 */
async function session(app: FastifyInstance, { config, db }: { config: Config; db: Db }) {
  await app.register(fastifyCookie);
  app.decorateRequest('session', null);
  const sessions = new SessionStore(
    db,
    config.sessionSecret,
    config.sessionTtl,
    config.sessionIdleSeconds,
  );
  app.decorate('sessions', sessions);
  // The database's notifications: sessions changed or ended, data imported (see data/cache.ts).
  const data = dataChangesOf(db).listener();
  const listener = await db.listen([SESSION_CHANNEL, DATA_CHANNEL], {
    notify(channel, payload) {
      if (channel === SESSION_CHANNEL) sessions.drop(payload);
      else data.changed();
    },
    state(live) {
      sessions.setLive(live);
      data.state(live);
    },
  });
  app.addHook('onClose', async () => {
    data.close();
    await listener.close();
  });
  app.decorate('provider', {
    url: config.authProviderUrl,
    clientId: config.oauthClientId,
    clientSecret: config.oauthClientSecret,
    timeoutMs: config.providerTimeoutMs,
    endSessionUrl: config.authEndSessionUrl,
    introspectionUrl: config.authIntrospectionUrl,
    spaClientId: config.spaClientId,
  });

  const cookieName = sessionCookieName(config.cookieSecure);
  app.decorate('sessionCookieName', cookieName);
  app.decorate('sessionToken', (request: FastifyRequest) => request.cookies[cookieName]);
  // `__Host-`: Secure, path /, no Domain: the cookie cannot be set by a sibling subdomain.
  app.decorate('sessionCookie', (expires?: Date) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
    ...(expires ? { expires } : {}),
  }));

  app.decorate(
    'openSession',
    async (
      request: FastifyRequest,
      reply: FastifyReply,
      user: User,
      mode: Session['mode'],
      tokens: ProviderTokens | null,
      origin: Omit<SessionOrigin, 'issuer'>,
    ) => {
      // Rotation: the previous session of this browser, if any, ends.
      await app.sessions.destroy(app.sessionToken(request));
      if (Math.random() < 0.05) await app.sessions.purgeExpired();
      const { token, expiresAt } = await app.sessions.create(user, mode, tokens, {
        ...origin,
        issuer: config.authProviderUrl,
      });
      reply.setCookie(cookieName, token, app.sessionCookie(expiresAt));
      return { authenticated: true as const, user };
    },
  );

  app.decorate('endUserSessions', (session: Session) =>
    app.sessions.destroyUser(session.issuer, session.user.id),
  );

  const recheck = tokenRecheck(app, config.tokenRecheckMs);
  // Writes are spaced out per session (SessionStore.touch); while the database is down they fail
  // with every session in use: one warning a minute.
  const touchFailed = throttledWarning(60_000);
  const seen = (session: Session) => {
    app.sessions
      .touch(session)
      .catch((error: unknown) =>
        touchFailed(app.log, { reason: reasonOf(error) }, 'session touch failed'),
      );
  };
  app.decorate('sessionSeen', seen);

  /** Refreshes in progress per session: concurrent requests of one browser share one refresh. */
  const refreshing = new Map<string, Promise<Session | null>>();
  app.decorate('currentSession', async (request: FastifyRequest) => {
    const found = await app.sessions.get(app.sessionToken(request));
    const current = found ? await recheck(found) : null;
    if (!current) return null;
    seen(current);
    const expiresAt = current.tokens?.expiresAt;
    if (current.mode !== 'bff' || !expiresAt || expiresAt - Date.now() >= 60_000) return current;
    let pending = refreshing.get(current.id);
    if (!pending) {
      pending = refreshed(app, current).finally(() => refreshing.delete(current.id));
      refreshing.set(current.id, pending);
    }
    return pending;
  });

  // A callback hook: a cached session passes without a promise (most requests of a signed-in page).
  app.decorate(
    'requireSession',
    (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const token = app.sessionToken(request);
      const cached = app.sessions.peek(token);
      if (cached) {
        request.session = cached;
        seen(cached);
        // A token due for its check is asked in the background: this request passes, the next
        // ones of a revoked token do not.
        void recheck(cached);
        done();
        return;
      }
      app.sessions
        .get(token)
        .then((found) => (found ? recheck(found) : null))
        .then((found) => {
          if (!found) return done(unauthenticated());
          request.session = found;
          seen(found);
          done();
        }, done);
    },
  );
}

export default fp(session, { name: 'session', fastify: '5.x' });
