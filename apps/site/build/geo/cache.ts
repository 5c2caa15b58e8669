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
import { writeCompressed } from '../compress.js';
import { type GeoManifest, geoVersion, runPipeline } from './pipeline.js';

const GEO_BROTLI_QUALITY = 10;

export const CACHE_ROOT = new URL('../../node_modules/.cache/epic-geo/', import.meta.url).pathname;

export interface GeoFiles {
  version: string;
  dir: string;
  cached: boolean;
  manifest: GeoManifest;
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
  // Compressed here, once per version, rather than by every build's precompress step. Brotli at
  // quality 10, not 11: slightly larger files for a third of the CPU of a fresh clone's build.
  await Promise.all(
    all.map(([name, content]) => {
      writeFileSync(join(tmp, name), content);
      return writeCompressed(join(tmp, name), content, GEO_BROTLI_QUALITY);
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
