/**
 * Compression of the API's JSON answers (the Explorer loaded about 36 KB of uncompressed
 * JSON): brotli, else gzip, when the client accepts it and the body is at least `MIN_BYTES`;
 * `Vary: Accept-Encoding` on every JSON answer that size. Each distinct body is compressed once:
 * cached answers are the same text on every hit (plugins/zod.ts), so their compressed variants
 * (and their UTF-8 bytes, for clients that take no compression) are kept beside them, up to
 * `MAX_CACHED_BYTES` (oldest dropped first).
 *
 * Not @fastify/compress: it compresses every answer again (streams, per request), and its brotli
 * default (quality 11) costs tens of milliseconds on a large answer. The built site's files are
 * served precompressed by plugins/site.ts; CSV downloads are left as they are.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers gain too little for the CPU time (and fit a TCP packet anyway). */
export const MIN_BYTES = 1024;
/** Bodies (with their compressed variants) kept, in characters of the bodies. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
/** Fast levels: about 0.1–0.3 ms for a 20 KB answer, within a few % of the best ratio on JSON. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with for an `Accept-Encoding` header: br, else gzip, else none. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let br = false;
  let gzip = false;
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) <= 0) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') star = true;
  }
  return br || star ? 'br' : gzip ? 'gzip' : null;
}

/** A body's bytes: compressed, or as they are (`identity`: UTF-8, written without a copy). */
type Variant = Encoding | 'identity';

function encode(body: string | Buffer, variant: Variant): Buffer {
  if (variant === 'identity') return typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  if (variant === 'gzip') return gzipSync(body, { level: GZIP_LEVEL });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]:
        typeof body === 'string' ? Buffer.byteLength(body) : body.length,
    },
  });
}

/**
 * The bytes of each body text, per variant (a Map compares texts by content: equal bodies share).
 * A cached answer is the same text on every hit: its UTF-8 bytes are kept too, because encoding
 * a 23 KB text on every write was a fifth of the CPU time of a cached territory with all its
 * indicators. A body already in bytes (a territory with its statistics) is its own identity
 * variant, and its compressed ones are kept as long as it lives (a cached answer's bytes are the
 * same buffer on every hit): by identity, so that a new body costs no hashing of its content.
 */
export class CompressedBodies {
  private readonly entries = new Map<string, Partial<Record<Variant, Buffer>>>();
  private readonly buffers = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
  /** Characters of the bodies plus bytes of their variants. */
  private size = 0;

  constructor(private readonly maxBytes = MAX_CACHED_BYTES) {}

  get(body: string | Buffer, variant: Variant): Buffer {
    if (typeof body !== 'string') return this.bytes(body, variant);
    let entry = this.entries.get(body);
    if (!entry) {
      entry = {};
      this.entries.set(body, entry);
      this.size += body.length;
    }
    let buffer = entry[variant];
    if (!buffer) {
      buffer = encode(body, variant);
      entry[variant] = buffer;
      this.size += buffer.length;
      this.trim(body);
    }
    return buffer;
  }

  private bytes(body: Buffer, variant: Variant): Buffer {
    if (variant === 'identity') return body;
    let entry = this.buffers.get(body);
    if (!entry) {
      entry = {};
      this.buffers.set(body, entry);
    }
    let buffer = entry[variant];
    if (!buffer) {
      buffer = encode(body, variant);
      entry[variant] = buffer;
    }
    return buffer;
  }

  /** Drops the oldest bodies beyond the budget (never `keep`, the one just asked). */
  private trim(keep: string): void {
    for (const [old, entry] of this.entries) {
      if (this.size <= this.maxBytes || old === keep) break;
      this.entries.delete(old);
      this.size -= old.length;
      for (const buffer of Object.values(entry)) this.size -= buffer.length;
    }
  }
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * `keep`: remember each body's bytes and variants (off with RESPONSE_CACHE=0, where no answer is
 * reused: each is compressed as a first view is, and the bench's uncached figures say so).
 */
async function compression(app: FastifyInstance, { keep = true }: { keep?: boolean } = {}) {
  const bodies = keep ? new CompressedBodies() : null;
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
      payload.length < MIN_BYTES ||
      reply.hasHeader('content-encoding') ||
      !isJson(reply)
    ) {
      done(null, payload);
      return;
    }
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    const variant = encoding ?? 'identity';
    done(null, bodies ? bodies.get(payload, variant) : encode(payload, variant));
  });
}

export default fp(compression, { name: 'compression', fastify: '5.x' });
