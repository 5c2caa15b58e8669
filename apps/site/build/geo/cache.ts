/**
 * The pipeline's files on disk, computed once per content version: a directory
 * `node_modules/.cache/epic-geo/<version>/` (written to a temporary directory, then renamed, so a
 * build never reads a half-written cache), reused by every later build and by the dev server.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type GeoManifest, geoVersion, runPipeline } from './pipeline.ts';

export const CACHE_ROOT = new URL('../../node_modules/.cache/epic-geo/', import.meta.url).pathname;

export interface GeoFiles {
  version: string;
  dir: string;
  cached: boolean;
  manifest: GeoManifest;
}

/** Writes the files to `dir` (default: the cache directory of the current version). */
export function geoFiles(dir?: string, version = geoVersion()): GeoFiles {
  const target = dir ?? join(CACHE_ROOT, version);
  const manifestPath = join(target, 'manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as GeoManifest;
    if (manifest.version === version) return { version, dir: target, cached: true, manifest };
  }
  const output = runPipeline(version);
  const tmp = `${target}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  for (const [name, text] of output.files) writeFileSync(join(tmp, name), text);
  writeFileSync(join(tmp, 'manifest.json'), `${JSON.stringify(output.manifest, null, 2)}\n`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(target, '..'), { recursive: true });
  renameSync(tmp, target);
  return { version, dir: target, cached: false, manifest: output.manifest };
}
