/**
 * What the session table keeps of secrets: HMACs of cookie and access tokens (a copy of the table
 * gives no usable cookie nor token), and provider tokens encrypted with AES-256-GCM.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

export class SessionCrypto {
  private readonly key: Buffer;

  constructor(private readonly secret: string) {
    this.key = createHash('sha256').update(`epic-tokens:${secret}`).digest();
  }

  hash(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('base64url');
  }

  encrypt(value: unknown): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
  }

  /** The value, or null when it does not decrypt (another secret, a tampered row). */
  decrypt<T>(value: string): T | null {
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
}
