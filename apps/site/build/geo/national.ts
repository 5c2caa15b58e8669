/**
 * The national files, in one plane (metropolitan France, overseas départements in insets):
 * `france.json` (départements, régions dissolved from them), `epci-<year>.json` (each EPCI
 * merged from the 2025 polygons that draw its member communes of that vintage) and the study
 * zones of each vintage, merged alike (zones.ts).
 */

import { merge } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type {
  AreaShapeProperties,
  EpciMapMeta,
  EpciShapeProperties,
  FranceMapMeta,
} from '../../../../packages/ui/src/TerritoryMap/topology.js';
import type { Inputs } from './inputs.js';
import { insetBoxes, nationalPlanes, projectShape } from './project.js';
import { readRegions, type Shape, typographic } from './sources.js';
import { collection, compactTopology, type PlanarFeature, rawTopology } from './topo.js';
import { drawnBy } from './vintages.js';
import { zoneFiles } from './zones.js';

/** Grid steps (km, see topo.ts): a national map shows about 2 km per pixel. */
export const NATIONAL_STEPS = [0.25, 0.05];
/** EPCI outlines are drawn at national or regional scale: triangles under this area (km²) go. */
export const EPCI_MIN_AREA = 1;

const byCode = <T extends { code: string }>(a: T, b: T) => (a.code < b.code ? -1 : 1);

export function nationalFiles(inputs: Inputs): Map<string, string> {
  const files = new Map<string, string>();
  const outlines = new Map(inputs.departements.map((d) => [d.properties.code, d.geometry]));
  const plane = nationalPlanes(outlines);
  const insets = insetBoxes();

  // france.json: départements, and régions merged from them (shared arcs, so they line up).
  const departements: PlanarFeature<AreaShapeProperties>[] = inputs.departements.map((d) => ({
    type: 'Feature',
    id: d.properties.code,
    properties: { n: typographic(d.properties.nom), r: d.properties.region },
    geometry: projectShape(d.geometry, plane(d.properties.code)),
  }));
  const depTopology = rawTopology({ departements: collection(departements) });
  const depGeometries = (depTopology.objects.departements as GeometryCollection).geometries;
  const regions: PlanarFeature<AreaShapeProperties>[] = readRegions()
    .filter((r) => depGeometries.some((g) => (g.properties as AreaShapeProperties).r === r.code))
    .sort(byCode)
    .map((r) => ({
      type: 'Feature',
      id: r.code,
      properties: { n: typographic(r.nom) },
      geometry: merge(
        depTopology as Topology,
        depGeometries.filter((g) => (g.properties as AreaShapeProperties).r === r.code) as never,
      ) as Shape,
    }));
  const franceMeta: FranceMapMeta = { kind: 'france', geography: 2025, insets };
  const france = compactTopology(
    { departements: collection(departements), regions: collection(regions) },
    { steps: NATIONAL_STEPS },
    franceMeta,
  );
  files.set('france.json', JSON.stringify(france));

  // epci-<year>.json
  const communes = rawTopology({
    communes: collection(
      inputs.communes.map((f) => ({
        type: 'Feature' as const,
        id: f.properties.code,
        properties: {},
        geometry: projectShape(f.geometry, plane(f.properties.departement)),
      })),
    ),
  });
  const geometryOf = new Map(
    (communes.objects.communes as GeometryCollection).geometries.map((g) => [String(g.id), g]),
  );
  for (const { vintage, mapping } of inputs.vintages) {
    const epci: PlanarFeature<EpciShapeProperties>[] = [];
    for (const e of [...vintage.epci].sort(byCode)) {
      const drawn = new Set<string>();
      for (const m of e.membres) {
        if (mapping.departement.has(m.code)) for (const p of drawnBy(mapping, m.code)) drawn.add(p);
      }
      if (drawn.size === 0) continue;
      const codes = [...drawn].sort();
      const d = [...new Set(codes.map((c) => inputs.polygons.get(c)?.departement as string))];
      epci.push({
        type: 'Feature',
        id: e.code,
        properties: { n: typographic(e.nom), d: d.sort() },
        geometry: merge(
          communes as Topology,
          codes.map((c) => geometryOf.get(c)) as never,
        ) as Shape,
      });
    }
    const meta: EpciMapMeta = { kind: 'epci', geography: 2025, year: vintage.year, insets };
    const topology = compactTopology(
      { epci: collection(epci) },
      { steps: NATIONAL_STEPS, minWeight: EPCI_MIN_AREA },
      meta,
    );
    files.set(`epci-${vintage.year}.json`, JSON.stringify(topology));
  }
  const vintages = inputs.vintages.map(({ vintage, mapping }) => ({ year: vintage.year, mapping }));
  const zones = zoneFiles(inputs.zones, vintages, communes as Topology, insets);
  for (const [name, text] of zones) files.set(name, text);
  return files;
}
