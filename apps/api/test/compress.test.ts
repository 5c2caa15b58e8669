import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import compression, { CompressedBodies, pickEncoding } from '../src/plugins/compress.js';

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

  it('compresses each body once and drops the oldest beyond its budget', () => {
    const bodies = new CompressedBodies(3000);
    const a = `{"a":"${'x'.repeat(1200)}"}`;
    const b = `{"b":"${'y'.repeat(1200)}"}`;
    const c = `{"c":"${'z'.repeat(1200)}"}`;
    const first = bodies.get(a, 'br');
    expect(brotliDecompressSync(first).toString()).toBe(a);
    // Equal text (another string object): the same buffer.
    expect(bodies.get(`{"a":"${'x'.repeat(1200)}"}`, 'br')).toBe(first);
    bodies.get(b, 'br');
    bodies.get(c, 'br');
    // a was dropped (3 bodies exceed 3 000 characters): compressed again, a new buffer.
    expect(bodies.get(a, 'br')).not.toBe(first);
    expect(bodies.get(a, 'br').equals(first)).toBe(true);
  });

  it('keeps the UTF-8 bytes of a body for clients that take no compression, within the budget', () => {
    const bodies = new CompressedBodies(5000);
    const a = `{"a":"${'é'.repeat(1200)}"}`;
    const bytes = bodies.get(a, 'identity');
    expect(bytes.toString('utf8')).toBe(a);
    expect(bytes.length).toBe(Buffer.byteLength(a));
    expect(bodies.get(`{"a":"${'é'.repeat(1200)}"}`, 'identity')).toBe(bytes);
    // 1 208 characters + 2 408 bytes, then 1 208 + 2 408 more: over 5 000, a is dropped.
    bodies.get(`{"b":"${'è'.repeat(1200)}"}`, 'identity');
    expect(bodies.get(a, 'identity')).not.toBe(bytes);
  });

  it('compresses text and bytes alike, also without keeping them (RESPONSE_CACHE=0)', async () => {
    const text = `{"a":"${'é'.repeat(1200)}"}`;
    for (const keep of [true, false]) {
      const app = Fastify({ logger: false });
      await app.register(compression, { keep });
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
      await app.close();
    }
  });
});
