/**
 * EPIC's geometry pipeline: Etalab's 2025 commune and département outlines → the map files whose
 * format packages/ui/src/TerritoryMap/topology.ts describes (dep-<code>.json, france.json,
 * epci-<year>.json, zones-<level>-<year>.json) and a manifest.json with a content version and every file's size.
 * Pure and deterministic: the same inputs give byte-identical files.
 */
import { gzipSync } from 'node:zlib';
import { departementFile } from './departement.js';
import { type Inputs, loadInputs } from './inputs.js';
import { nationalFiles } from './national.js';
import { inputsHash } from './sources.js';

/** Bumped whenever the output changes for the same inputs and code (the hash covers the code). */
export const PIPELINE_VERSION = 1;

export interface GeoManifest {
  version: string;
  pipeline: number;
  files: Record<string, { raw: number; gzip: number }>;
}
export interface GeoOutput {
  version: string;
  /** File name → content (JSON text). */
  files: Map<string, string>;
  manifest: GeoManifest;
}

/** The content version: a short hash of the inputs, the pipeline's code and version. */
export const geoVersion = (): string => inputsHash(PIPELINE_VERSION).slice(0, 12);

/** Every file of the pipeline, in memory. */
export async function runPipeline(version = geoVersion(), inputs?: Inputs): Promise<GeoOutput> {
  inputs ??= await loadInputs();
  const files = new Map<string, string>();
  for (const dep of inputs.departements) {
    files.set(`dep-${dep.properties.code}.json`, departementFile(inputs, dep));
  }
  for (const [name, text] of nationalFiles(inputs)) files.set(name, text);
  const sizes = [...files]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, text]) => [
      name,
      { raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length },
    ]);
  const manifest: GeoManifest = {
    version,
    pipeline: PIPELINE_VERSION,
    files: Object.fromEntries(sizes),
  };
  return { version, files, manifest };
}
