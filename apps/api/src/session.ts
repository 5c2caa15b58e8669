// Long file: one store of sessions: its table, its in-memory copy kept under notifications, its renewals.
/**
 * Sessions stored in the database (they survive restarts and are shared by every instance). The
 * cookie holds a random token; the database keeps only its HMAC, so a copy of the table gives no
 * usable cookie. Provider tokens (bff mode) are kept encrypted with AES-256-GCM.
 *
 * Each instance keeps the sessions it read in memory for as long as the database's notifications
 * reach it: every update or deletion of a session row (sign-out, revocation, refresh, purge) sends
 * `epic_session_v2` at commit (migrations 008, 009), and every instance on that schema drops that
 * session at once. While notifications may be missed (connection lost, not yet listening) nothing
 * is cached; the sessions known then serve only if the database cannot be reached at all.
 */
import { randomBytes } from 'node:crypto';
import type { User } from '@epic/api-contract';
import { z } from 'zod';
import type { Db, Queryable } from './db/adapter.js';
import { DatabaseUnavailableError } from './db/errors.js';
import { SessionCrypto } from './session-crypto.js';

export const SESSION_COOKIE = 'epic_session';

/**
 * The session cookie's name: `__Host-` prefixed when the cookie is Secure (HTTPS), so that the
 * browser refuses it from a sibling subdomain or without Secure; plain on a local http site.
 */
export const sessionCookieName = (secure: boolean) =>
  secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
/**
 * Notification channels (migration 009, payload `{"schema", "id"}`: the adapter passes on only
 * its schema's ids): a session changed or ended; an import committed.
 */
export const SESSION_CHANNEL = 'epic_session_v2';
export const DATA_CHANNEL = 'epic_data_v2';

/** `POST /api/auth/logout` without a return address: no content. */
export const logoutNoContentSchema = z.null().describe('Session terminée');

/** Body of `POST /api/auth/logout` when the site asks for the provider's sign-out too (bff). */
export const logoutResponseSchema = z.object({
  endSessionUrl: z
    .string()
    .nullable()
    .describe(
      'Demande de fin de session au fournisseur (déconnexion initiée par le site, OpenID) vers laquelle envoyer le navigateur, ou null si le fournisseur n’en a pas',
    ),
});

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Absolute expiry of the access token (ms since epoch), or null when unknown. */
  expiresAt: number | null;
  /** The ID token, when the provider issued one (sent as `id_token_hint` at sign-out). */
  idToken?: string | null;
}

export interface Session {
  id: string;
  user: User;
  /** The provider that vouched for the user: with `user.id`, the user's stable identity. */
  issuer: string;
  mode: 'spa' | 'bff';
  /** bff: the provider tokens; spa: the access token the session was made from (re-checked). */
  tokens: ProviderTokens | null;
  expiresAt: Date;
  /** Last request seen (kept to the minute or so: see `touch`). */
  lastSeenAt: Date;
}

/** How a session is created: who vouched, and which token it is bound to. */
export interface SessionOrigin {
  issuer: string;
  /** The access token of a spa session: one token makes at most one session. */
  accessToken?: string;
  /** Ends the session no later than this (a spa session, with its token). */
  notAfter?: number;
}

/** What a renewal of the provider tokens decided. */
export type Renewal = { tokens: ProviderTokens; user: User } | 'ended' | 'unchanged';

interface SessionRow {
  id: string;
  user_id: string;
  user_name: string;
  user_email: string;
  issuer: string | null;
  mode: 'spa' | 'bff';
  tokens: string | null;
  expires_at: Date | string;
  last_seen_at: Date | string;
}

/** A live session: not expired, and seen within the idle timeout (`$2`, seconds). */
const SELECT_SESSION = `SELECT id, user_id, user_name, user_email, issuer, mode, tokens, expires_at, last_seen_at
  FROM session WHERE id = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)`;

/** Beyond this many sessions in memory the cache starts again empty. */
const MAX_CACHED = 100_000;

export class SessionStore {
  private readonly crypto: SessionCrypto;
  /** Sessions read from the database, kept while notifications are delivered (`live`). */
  private readonly cache = new Map<string, Session>();
  private live = false;
  /** Invalidation sequence: every drop increments it. */
  private seq = 0;
  /** `seq` of the last time the whole cache was dropped. */
  private droppedAllAt = 0;
  /** Reads in progress per session id, and the `seq` of a drop of that id while they run. */
  private readonly reading = new Map<string, { count: number; droppedAt: number }>();
  /** Cookie token → session id (its HMAC), for the tokens of the cached sessions. */
  private readonly ids = new Map<string, string>();
  /**
   * While notifications are not delivered: the sessions cached when they stopped, then those read
   * since. Read only when the database cannot be reached (it cannot end a session then either:
   * the signed-in user is not turned away); emptied once notifications are delivered again.
   */
  private readonly lastKnown = new Map<string, Session>();

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly ttlSeconds: number,
    /** A session unused for this long ends (seconds). */
    private readonly idleSeconds: number = ttlSeconds,
  ) {
    this.crypto = new SessionCrypto(secret);
  }

  /**
   * Whether the database's notifications reach this instance. The cache is used only while they
   * do, and dropped whenever this changes (some notifications may have been missed).
   */
  setLive(live: boolean): void {
    if (live) this.lastKnown.clear();
    else if (this.live) for (const [id, session] of this.cache) this.remember(id, session);
    this.live = live;
    this.dropAll();
  }

  private remember(id: string, session: Session): void {
    if (this.lastKnown.size >= MAX_CACHED) this.lastKnown.clear();
    this.lastKnown.set(id, session);
  }

  dropAll(): void {
    this.seq++;
    this.droppedAllAt = this.seq;
    this.cache.clear();
    this.ids.clear();
  }

  /**
   * A session changed or ended (notification, or this instance's own write): dropped, and a read
   * of it already in progress will not put it back into the cache.
   */
  drop(id: string): void {
    this.seq++;
    this.cache.delete(id);
    this.lastKnown.delete(id);
    const reading = this.reading.get(id);
    if (reading) reading.droppedAt = this.seq;
  }

  /**
   * Creates a session and returns the cookie token. A session made from an access token replaces
   * any other made from the same token (one token, one session), and ends with it.
   */
  async create(
    user: User,
    mode: 'spa' | 'bff',
    tokens: ProviderTokens | null,
    origin: SessionOrigin,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const ttlEnd = Date.now() + this.ttlSeconds * 1000;
    const expiresAt = new Date(Math.min(ttlEnd, origin.notAfter ?? ttlEnd));
    const tokenHash = origin.accessToken ? this.crypto.hash(`access:${origin.accessToken}`) : null;
    await this.db.transaction(async (tx) => {
      if (tokenHash) {
        const replaced = await tx.query<{ id: string }>(
          'DELETE FROM session WHERE token_hash = $1 RETURNING id',
          [tokenHash],
        );
        for (const r of replaced) this.drop(r.id);
      }
      await tx.query(
        `INSERT INTO session (id, user_id, user_name, user_email, issuer, mode, tokens, token_expires_at, expires_at, token_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          this.crypto.hash(token),
          user.id,
          user.name,
          user.email,
          origin.issuer,
          mode,
          tokens ? this.crypto.encrypt(tokens) : null,
          tokens?.expiresAt ? new Date(tokens.expiresAt) : null,
          expiresAt,
          tokenHash,
        ],
      );
    });
    return { token, expiresAt };
  }

  /**
   * Every session of a user ends (sign-out, a token the provider revoked), on every instance: each
   * deleted row is notified (migration 008).
   */
  async destroyUser(issuer: string, userId: string): Promise<void> {
    const ended = await this.db.query<{ id: string }>(
      'DELETE FROM session WHERE issuer = $1 AND user_id = $2 RETURNING id',
      [issuer, userId],
    );
    for (const r of ended) this.drop(r.id);
  }

  /**
   * Records that a session is in use, at most every tenth of the idle timeout (each write is
   * notified to every instance, which drops its cached copy).
   */
  async touch(session: Session): Promise<void> {
    const every = Math.max(1, this.idleSeconds / 10) * 1000;
    if (Date.now() - session.lastSeenAt.getTime() < every) return;
    session.lastSeenAt = new Date();
    await this.db.query('UPDATE session SET last_seen_at = now() WHERE id = $1', [session.id]);
    this.drop(session.id);
  }

  /**
   * The session of a cookie token when it is cached and live, without waiting; undefined when it
   * must be read with `get` (not cached, expired, or notifications not delivered).
   */
  peek(token: string | undefined): Session | undefined {
    if (!this.live || !token) return undefined;
    const id = this.ids.get(token);
    const hit = id === undefined ? undefined : this.cache.get(id);
    return hit && this.alive(hit) ? hit : undefined;
  }

  /** Not expired, and used within the idle timeout. */
  private alive(session: Session): boolean {
    const now = Date.now();
    return (
      session.expiresAt.getTime() > now &&
      session.lastSeenAt.getTime() > now - this.idleSeconds * 1000
    );
  }

  /** The live session of a cookie token, or null (unknown, malformed or expired). */
  async get(token: string | undefined): Promise<Session | null> {
    if (!token || token.length > 100) return null;
    // The HMAC is computed once per token while its session is cached: every answer checks it.
    const known = this.ids.get(token);
    const id = known ?? this.crypto.hash(token);
    if (this.live) {
      const hit = this.cache.get(id);
      if (hit) {
        if (this.alive(hit)) return hit;
        this.cache.delete(id);
        return null;
      }
    }
    const start = this.seq;
    const reading = this.reading.get(id) ?? { count: 0, droppedAt: 0 };
    reading.count++;
    this.reading.set(id, reading);
    let session: Session | null;
    try {
      session = await this.read(this.db, id);
    } catch (error) {
      const known = error instanceof DatabaseUnavailableError ? this.lastKnown.get(id) : undefined;
      if (known && this.alive(known)) return known;
      throw error;
    } finally {
      if (--reading.count === 0) this.reading.delete(id);
    }
    const unchanged = reading.droppedAt <= start && this.droppedAllAt <= start;
    if (!this.live && unchanged) {
      if (session) this.remember(id, session);
      else this.lastKnown.delete(id);
    }
    // Kept only when nothing was dropped while reading (a sign-out in flight must not come back).
    if (session && this.live && unchanged) {
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      if (this.ids.size >= MAX_CACHED) this.ids.clear();
      this.cache.set(id, session);
      this.ids.set(token, id);
    }
    return session;
  }

  private async read(q: Queryable, id: string, forUpdate = false): Promise<Session | null> {
    const [row] = await q.query<SessionRow>(
      forUpdate ? `${SELECT_SESSION} FOR UPDATE` : SELECT_SESSION,
      [id, this.idleSeconds],
    );
    if (!row) return null;
    return {
      id: row.id,
      user: { id: row.user_id, name: row.user_name, email: row.user_email },
      issuer: row.issuer ?? '',
      mode: row.mode,
      tokens: row.tokens ? this.crypto.decrypt<ProviderTokens>(row.tokens) : null,
      expiresAt: new Date(row.expires_at),
      lastSeenAt: new Date(row.last_seen_at),
    };
  }

  /**
   * Renews a bff session's provider tokens once for every instance. On PostgreSQL the session row
   * is locked (`SELECT … FOR UPDATE`) and read again: when another instance renewed the tokens in
   * the meantime they are taken as they are, else `renew` asks the provider and the new tokens are
   * saved before the lock is released. On PGlite (one process) the caller's grouping suffices.
   */
  async renew(
    session: Session,
    renew: (current: Session) => Promise<Renewal>,
    lockTimeoutMs: number,
  ): Promise<Session | null> {
    if (this.db.kind !== 'postgres') return this.apply(this.db, session, await renew(session));
    try {
      return await this.db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('lock_timeout', $1, true)`, [`${lockTimeoutMs}ms`]);
        const current = await this.read(tx, session.id, true);
        if (!current) return null;
        if (current.tokens?.accessToken !== session.tokens?.accessToken) return current;
        return this.apply(tx, current, await renew(current));
      });
    } finally {
      this.drop(session.id);
    }
  }

  private async apply(q: Queryable, session: Session, outcome: Renewal): Promise<Session | null> {
    if (outcome === 'unchanged') return session;
    this.drop(session.id);
    if (outcome === 'ended') {
      await q.query('DELETE FROM session WHERE id = $1', [session.id]);
      this.drop(session.id);
      return null;
    }
    const { tokens, user } = outcome;
    await q.query(
      `UPDATE session SET tokens = $2, token_expires_at = $3, user_name = $4, user_email = $5 WHERE id = $1`,
      [
        session.id,
        this.crypto.encrypt(tokens),
        tokens.expiresAt ? new Date(tokens.expiresAt) : null,
        user.name,
        user.email,
      ],
    );
    this.drop(session.id);
    return { ...session, tokens, user };
  }

  /** Saves renewed provider tokens (and the user as the provider now describes them). */
  async updateTokens(session: Session, tokens: ProviderTokens, user: User): Promise<void> {
    await this.apply(this.db, session, { tokens, user });
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.destroyById(this.crypto.hash(token));
  }

  async destroyById(id: string): Promise<void> {
    this.drop(id);
    await this.db.query('DELETE FROM session WHERE id = $1', [id]);
    // Reads that started before the deletion committed are not kept either.
    this.drop(id);
  }

  async purgeExpired(): Promise<void> {
    await this.db.query(
      'DELETE FROM session WHERE expires_at <= now() OR last_seen_at <= now() - make_interval(secs => $1)',
      [this.idleSeconds],
    );
  }
}
