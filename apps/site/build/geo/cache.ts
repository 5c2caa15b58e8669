/**
 * The pipeline's files on disk, computed once per content version: a directory
 * `node_modules/.cache/epic-geo/<version>/` (written to a temporary directory, then renamed, so a
 * build never reads a half-written cache), reused by every later build and by the dev server.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { type GeoManifest, geoVersion, runPipeline } from './pipeline.js';

export const CACHE_ROOT = new URL('../../node_modules/.cache/epic-geo/', import.meta.url).pathname;

export interface GeoFiles {
  version: string;
  dir: string;
  cached: boolean;
  manifest: GeoManifest;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `.br` and `.gz` beside a file, with the settings of the site's precompress plugin (which skips
 * files that already have both): brotli at maximum quality is most of a fresh build's map files,
 * so it is done once per version here rather than in every build. Asynchronous: the files are
 * compressed on libuv's threads, every core at once.
 */
async function writeCompressed(path: string, content: Buffer): Promise<void> {
  if (content.length < 1024) return;
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) writeFileSync(`${path}.br`, br);
  if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
}

/** Writes the files to `dir` (default: the cache directory of the current version). */
export async function geoFiles(dir?: string, version = geoVersion()): Promise<GeoFiles> {
  const target = dir ?? join(CACHE_ROOT, version);
  const manifestPath = join(target, 'manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as GeoManifest;
    if (manifest.version === version) return { version, dir: target, cached: true, manifest };
  }
  const output = await runPipeline(version);
  const tmp = `${target}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const manifest = Buffer.from(`${JSON.stringify(output.manifest, null, 2)}\n`);
  const all: [string, Buffer][] = [
    ...[...output.files].map(([name, text]): [string, Buffer] => [name, Buffer.from(text)]),
    ['manifest.json', manifest],
  ];
  await Promise.all(
    all.map(([name, content]) => {
      writeFileSync(join(tmp, name), content);
      return writeCompressed(join(tmp, name), content);
    }),
  );
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(target, '..'), { recursive: true });
  renameSync(tmp, target);
  // Older versions in the cache are dead weight: keep the current one only.
  if (!dir) {
    for (const entry of readdirSync(CACHE_ROOT)) {
      if (entry !== version && !entry.includes('.tmp-')) {
        rmSync(join(CACHE_ROOT, entry), { recursive: true, force: true });
      }
    }
  }
  return { version, dir: target, cached: false, manifest: output.manifest };
}
