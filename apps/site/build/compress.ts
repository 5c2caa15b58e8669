/**
 * `.br` and `.gz` beside a built file, at maximum compression, for the API to serve to browsers
 * that accept them (@fastify/static `preCompressed`): only for files of 1 KB or more, and each
 * only when smaller than the file. Asynchronous: zlib runs on libuv's threads, so the files of a
 * build given at once are compressed on every core.
 */
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function writeCompressed(
  path: string,
  content: Buffer,
  brotliQuality: number = zlib.BROTLI_MAX_QUALITY,
): Promise<void> {
  if (content.length < 1024) return;
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) writeFileSync(`${path}.br`, br);
  if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
}
