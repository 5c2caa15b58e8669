/**
 * Compression of the API's JSON answers (the Explorer loaded about 36 KB of uncompressed
 * JSON): brotli, else gzip, when the client accepts it and the body is at least `MIN_BYTES`;
 * `Vary: Accept-Encoding` on every JSON answer that size. The response cache keeps the
 * compressed bytes (plugins/response-cache.ts): an answer sent again is not compressed again.
 *
 * Not @fastify/compress: its brotli default (quality 11) costs tens of milliseconds on a large
 * answer, and it streams every answer. The built site's files are served precompressed by
 * plugins/site.ts; CSV downloads are left as they are.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers gain too little for the CPU time (and fit a TCP packet anyway). */
export const MIN_BYTES = 1024;
/** Fast levels, close to the best ratio on JSON at a fraction of the CPU time. */
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

/** A body compressed with `encoding`. */
function encode(body: string | Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]:
        typeof body === 'string' ? Buffer.byteLength(body) : body.length,
    },
  });
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

async function compression(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      reply.cached ||
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
    if (!encoding) {
      done(null, payload);
      return;
    }
    reply.header('content-encoding', encoding);
    done(null, encode(payload, encoding));
  });
}

export default fp(compression, { name: 'compression', fastify: '5.x' });
