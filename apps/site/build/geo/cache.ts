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
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { type GeoManifest, geoVersion, runPipeline } from './pipeline.js';

export const CACHE_ROOT = new URL('../../node_modules/.cache/epic-geo/', import.meta.url).pathname;

export interface GeoFiles {
  version: string;
  dir: string;
  cached: boolean;
  manifest: GeoManifest;
}

/**
 * `.br` and `.gz` beside a file, with the settings of the site's precompress plugin (which skips
 * files that already have both): brotli at maximum quality takes about 15 s for these files, so
 * it is done once per version here rather than in every build.
 */
function writeCompressed(path: string, content: Buffer) {
  if (content.length < 1024) return;
  const br = brotliCompressSync(content, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: zlib.Z_BEST_COMPRESSION });
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
  for (const [name, text] of output.files) {
    writeFileSync(join(tmp, name), text);
    writeCompressed(join(tmp, name), Buffer.from(text));
  }
  const manifest = Buffer.from(`${JSON.stringify(output.manifest, null, 2)}\n`);
  writeFileSync(join(tmp, 'manifest.json'), manifest);
  writeCompressed(join(tmp, 'manifest.json'), manifest);
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
