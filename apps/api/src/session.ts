/**
 * Sessions stored in the database (they survive restarts and are shared by every instance). The
 * cookie holds a random token; the database keeps only its HMAC, so a copy of the table gives no
 * usable cookie. Provider tokens (bff mode) are kept encrypted with AES-256-GCM.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { User } from '@epic/api-contract';
import { z } from 'zod';
import type { Db } from './db/adapter.js';

export const SESSION_COOKIE = 'epic_session';

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
  mode: 'spa' | 'bff';
  tokens: ProviderTokens | null;
  expiresAt: Date;
}

export class SessionStore {
  private readonly key: Buffer;
  private readonly cache = new Map<string, { session: Session; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly ttlSeconds: number,
    /**
     * How long a session read from the database may be reused by this instance without reading it
     * again (data endpoints only; the session endpoints always read the database). A logout on
     * another instance takes effect here within this delay; 0 disables the cache.
     */
    private readonly cacheMs = 0,
  ) {
    this.key = createHash('sha256').update(`epic-tokens:${secret}`).digest();
  }

  private hash(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('base64url');
  }

  private encrypt(tokens: ProviderTokens): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
  }

  private decrypt(value: string): ProviderTokens | null {
    try {
      const [iv, tag, data] = value.split('.').map((p) => Buffer.from(p, 'base64url'));
      if (!iv || !tag || !data) return null;
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAuthTag(tag);
      return JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8'));
    } catch {
      return null;
    }
  }

  /** Creates a session and returns the cookie token. */
  async create(
    user: User,
    mode: 'spa' | 'bff',
    tokens: ProviderTokens | null = null,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    await this.db.query(
      `INSERT INTO session (id, user_id, user_name, user_email, mode, tokens, token_expires_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        this.hash(token),
        user.id,
        user.name,
        user.email,
        mode,
        tokens ? this.encrypt(tokens) : null,
        tokens?.expiresAt ? new Date(tokens.expiresAt) : null,
        expiresAt,
      ],
    );
    return { token, expiresAt };
  }

  /** The live session of a cookie token, or null (unknown, malformed or expired). */
  async get(
    token: string | undefined,
    options: { cached?: boolean } = {},
  ): Promise<Session | null> {
    if (!token || token.length > 100) return null;
    const id = this.hash(token);
    const now = Date.now();
    if (options.cached && this.cacheMs > 0) {
      const hit = this.cache.get(id);
      if (hit && hit.until > now && hit.session.expiresAt.getTime() > now) return hit.session;
    }
    const session = await this.read(id);
    if (!session) this.cache.delete(id);
    else if (this.cacheMs > 0) {
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(id, { session, until: now + this.cacheMs });
    }
    return session;
  }

  private async read(id: string): Promise<Session | null> {
    const [row] = await this.db.query<{
      id: string;
      user_id: string;
      user_name: string;
      user_email: string;
      mode: 'spa' | 'bff';
      tokens: string | null;
      expires_at: Date | string;
    }>(
      'SELECT id, user_id, user_name, user_email, mode, tokens, expires_at FROM session WHERE id = $1 AND expires_at > now()',
      [id],
    );
    if (!row) return null;
    return {
      id: row.id,
      user: { id: row.user_id, name: row.user_name, email: row.user_email },
      mode: row.mode,
      tokens: row.tokens ? this.decrypt(row.tokens) : null,
      expiresAt: new Date(row.expires_at),
    };
  }

  async updateTokens(session: Session, tokens: ProviderTokens, user: User): Promise<void> {
    this.cache.delete(session.id);
    await this.db.query(
      `UPDATE session SET tokens = $2, token_expires_at = $3, user_name = $4, user_email = $5 WHERE id = $1`,
      [
        session.id,
        this.encrypt(tokens),
        tokens.expiresAt ? new Date(tokens.expiresAt) : null,
        user.name,
        user.email,
      ],
    );
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.destroyById(this.hash(token));
  }

  async destroyById(id: string): Promise<void> {
    this.cache.delete(id);
    await this.db.query('DELETE FROM session WHERE id = $1', [id]);
  }

  async purgeExpired(): Promise<void> {
    await this.db.query('DELETE FROM session WHERE expires_at <= now()');
  }
}
