/**
 * Storybook fixtures (packages/ui/src/fixtures/geo/): real pipeline output for a few small files,
 * and a reduced `epci-2025` (the full one is over 400 KB): only the EPCI of Bourgogne-Franche-Comté
 * (région 27, which holds dep-90), with the arcs they use; likewise its unités urbaines. A unit test checks that the fixtures
 * equal a fresh pipeline output: `npm run geo:fixtures -w @epic/site` rewrites them, and the digest
 * of every file of that output, committed beside this file.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  EpciTopology,
  ZonesTopology,
} from '../../../../packages/ui/src/TerritoryMap/topology.js';
import type { GeoOutput } from './pipeline.js';

export const FIXTURE_DIR = new URL('../../../../packages/ui/src/fixtures/geo/', import.meta.url)
  .pathname;
/** Written as the pipeline writes them. */
export const FIXTURE_FILES = [
  'dep-90.json',
  'dep-49.json',
  'dep-974.json',
  'dep-75.json',
  'dep-13.json',
  'france.json',
  'zones-ze-2025.json',
] as const;
/**
 * The SHA-256 of the whole output, committed: a run on any machine must give these bytes (the
 * pipeline is deterministic), and a change of the output is seen in review.
 */
export const DIGEST_FILE = new URL('./output.sha256', import.meta.url).pathname;

export function outputDigest(output: GeoOutput): string {
  const hash = createHash('sha256');
  for (const name of [...output.files.keys()].sort())
    hash.update(`${name}\0${output.files.get(name)}\0`);
  return hash.digest('hex');
}

/** A reduced variant of epci-2025.json. */
export const EPCI_FIXTURE = 'epci-2025-region-27.json';
/** A reduced variant of zones-uu-2025.json (an unité urbaine's code starts with its département). */
export const UU_FIXTURE = 'zones-uu-2025-region-27.json';
const REGION_27 = ['21', '25', '39', '58', '70', '71', '89', '90'];

type Arcs = number[] | number[][] | number[][][];

type Prunable = { objects: object; arcs: [number, number][][] };
type PrunableGeometry = { id: string; arcs: unknown; properties: never };

/** Keeps the geometries `keep` accepts and only the arcs they use (renumbered in order). */
export function pruneTopology(
  topology: EpciTopology,
  keep: (d: string[]) => boolean,
): EpciTopology {
  return pruneObject(topology, 'epci', (g) => keep((g.properties as { d: string[] }).d));
}

/** `pruneTopology` for the one object `name` of any topology. */
function pruneObject<T extends Prunable>(
  topology: T,
  name: string,
  keep: (g: PrunableGeometry) => boolean,
): T {
  const objects = topology.objects as Record<string, { geometries: PrunableGeometry[] }>;
  const geometries = (objects[name]?.geometries ?? []).filter(keep);
  const used = new Map<number, number>();
  const walk = (arcs: Arcs): Arcs =>
    (arcs as (number | number[])[]).map((a) => {
      if (Array.isArray(a)) return walk(a as Arcs) as number[];
      const index = a < 0 ? ~a : a;
      let next = used.get(index);
      if (next === undefined) {
        next = used.size;
        used.set(index, next);
      }
      return a < 0 ? ~next : next;
    }) as Arcs;
  const pruned = geometries.map((g) => ({ ...g, arcs: walk(g.arcs as Arcs) }));
  const arcs = [...used.keys()].map((i) => topology.arcs[i] as [number, number][]);
  return {
    ...topology,
    objects: { [name]: { type: 'GeometryCollection', geometries: pruned } },
    arcs,
  };
}

export function fixtureFiles(output: GeoOutput): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of FIXTURE_FILES) {
    const text = output.files.get(name);
    if (!text) throw new Error(`No ${name} in the pipeline output`);
    files.set(name, text);
  }
  const epci = JSON.parse(output.files.get('epci-2025.json') as string) as EpciTopology;
  files.set(
    EPCI_FIXTURE,
    JSON.stringify(pruneTopology(epci, (d) => d.some((code) => REGION_27.includes(code)))),
  );
  const uu = JSON.parse(output.files.get('zones-uu-2025.json') as string) as ZonesTopology;
  files.set(
    UU_FIXTURE,
    JSON.stringify(pruneObject(uu, 'zones', (g) => REGION_27.includes(g.id.slice(0, 2)))),
  );
  return files;
}

export function writeFixtures(output: GeoOutput): string[] {
  const files = fixtureFiles(output);
  for (const [name, text] of files) writeFileSync(join(FIXTURE_DIR, name), text);
  writeFileSync(DIGEST_FILE, `${outputDigest(output)}\n`);
  return [...files.keys()];
}
