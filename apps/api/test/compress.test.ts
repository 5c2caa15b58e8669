import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import compression, { pickEncoding } from '../src/plugins/compress.js';

describe('compression of JSON answers', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('BR')).toBe('br');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
  });

  it('compresses text and bytes alike, and leaves an answer of the response cache as it is', async () => {
    const text = `{"a":"${'é'.repeat(1200)}"}`;
    {
      const app = Fastify({ logger: false });
      app.decorateReply('cached', false);
      await app.register(compression);
      // What the response cache sends again: bytes already final, headers with them.
      app.get('/cached', (_request, reply) => {
        reply.cached = true;
        return reply.type('application/json').send(Buffer.from(text));
      });
      app.get('/text', (_request, reply) => reply.type('application/json').send(text));
      app.get('/bytes', (_request, reply) =>
        reply.type('application/json').send(Buffer.from(text)),
      );
      for (const url of ['/text', '/bytes']) {
        for (const [encoding, decode] of [
          ['br', brotliDecompressSync],
          ['gzip', gunzipSync],
        ] as const) {
          const r = await app.inject({ url, headers: { 'accept-encoding': encoding } });
          expect(r.headers['content-encoding']).toBe(encoding);
          expect(r.headers.vary).toBe('Accept-Encoding');
          expect(decode(r.rawPayload).toString()).toBe(text);
        }
        const plain = await app.inject({ url });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toBe(text);
      }
      const cached = await app.inject({ url: '/cached', headers: { 'accept-encoding': 'br' } });
      expect(cached.headers['content-encoding']).toBeUndefined();
      expect(cached.headers.vary).toBeUndefined();
      expect(cached.body).toBe(text);
      await app.close();
    }
  });
});
