/**
 * `zones-<level>-<year>.json`: the study zones of each vintage (zones d'emploi, aires d'attraction
 * des villes, unités urbaines, bassins de vie), each merged from the 2025 polygons that draw its
 * member communes, in the plane of `france.json`. The membership is the API's own: INSEE's table
 * in the 2022 geography, followed onto each vintage's communes through the mergers.
 */
import { merge } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type {
  FranceMapMeta,
  ZoneShapeProperties,
  ZonesMapMeta,
} from '../../../../packages/ui/src/TerritoryMap/topology.js';
import { readSource } from '../../../api/src/import/sources.js';
import {
  buildGeography,
  delegatedOf,
  type Geography,
} from '../../../api/src/indicators/geography.js';
import { type VintageMembership, zoneMembership } from '../../../api/src/zonings/membership.js';
import {
  readZoningTable,
  ZONE_LEVELS,
  ZONING_GEOGRAPHY_YEAR,
  type ZoningTable,
} from '../../../api/src/zonings/table.js';
import { type Shape, typographic } from './sources.js';
import { collection, compactTopology, type PlanarFeature } from './topo.js';
import { drawnBy, type VintageMapping } from './vintages.js';

/** The API's geography of a vintage: its communes with their atoms (indicators/geography.ts). */
export function apiGeography(year: number): Geography {
  const communes = readSource(year).communes.map((c) => ({
    code: c.code,
    name: c.nom,
    formerCodes: [...new Set(c.anciensCodes ?? [])].filter((code) => code !== c.code).sort(),
  }));
  return buildGeography(year, communes, delegatedOf(year));
}

export interface ZoneInputs {
  table: ZoningTable;
  /** Per vintage: each commune's zone per level, as the API stores it. */
  memberships: Map<number, VintageMembership>;
}

export async function loadZoneInputs(years: readonly number[]): Promise<ZoneInputs> {
  const table = await readZoningTable();
  const source = apiGeography(ZONING_GEOGRAPHY_YEAR);
  const memberships = new Map(
    years.map((year) => [
      year,
      zoneMembership(table, source, year === source.year ? source : apiGeography(year)),
    ]),
  );
  return { table, memberships };
}

/**
 * Zones are drawn on the map of France (about 1.6 km per pixel): a 1 km grid, finer only where a
 * zone would collapse on it, and triangles under 8 km² go, or under a tenth of a small polygon's
 * own area (a small unité urbaine keeps its shape instead of vanishing).
 */
export const ZONE_STEPS = [1, 0.5, 0.25, 0.05];
export const ZONE_MIN_AREA = 8;
export const ZONE_RELATIVE_AREA = 0.1;

/** A MultiPolygon of one polygon as a Polygon (most zones are one piece: a shorter file). */
const single = (shape: Shape): Shape =>
  shape.type === 'MultiPolygon' && shape.coordinates.length === 1
    ? { type: 'Polygon', coordinates: shape.coordinates[0] as Shape['coordinates'] as never }
    : shape;

/**
 * Every zone file of every vintage, from the raw (unquantised) topology of the 2025 communes. A
 * level whose zones are drawn by the same polygons as in an earlier vintage (most are) reuses its
 * topology, with its own year.
 */
export function zoneFiles(
  zones: ZoneInputs,
  vintages: { year: number; mapping: VintageMapping }[],
  communes: Topology,
  insets: FranceMapMeta['insets'],
): Map<string, string> {
  const geometryOf = new Map(
    (communes.objects.communes as GeometryCollection).geometries.map((g) => [String(g.id), g]),
  );
  const files = new Map<string, string>();
  const done = new Map<string, Topology & { meta: ZonesMapMeta }>();
  for (const { year, mapping } of vintages) {
    const membership = zones.memberships.get(year);
    if (!membership) throw new Error(`Vintage ${year}: no zone membership`);
    for (const level of ZONE_LEVELS) {
      const polygons = new Map<string, Set<string>>();
      for (const [commune, zone] of membership[level].zoneOf) {
        if (!mapping.departement.has(commune)) continue;
        let set = polygons.get(zone);
        if (!set) {
          set = new Set();
          polygons.set(zone, set);
        }
        for (const p of drawnBy(mapping, commune)) set.add(p);
      }
      const drawn = [...polygons]
        .map(([code, set]) => [code, [...set].sort()] as const)
        .sort(([a], [b]) => (a < b ? -1 : 1));
      const key = `${level}:${JSON.stringify(drawn)}`;
      const meta: ZonesMapMeta = { kind: 'zones', geography: 2025, level, year, insets };
      let topology = done.get(key);
      if (topology) topology = { ...topology, meta };
      else {
        const features: PlanarFeature<ZoneShapeProperties>[] = drawn.map(([code, list]) => ({
          type: 'Feature',
          id: code,
          properties: { n: typographic(zones.table.zones[level].get(code)?.name ?? code) },
          geometry: single(merge(communes, list.map((c) => geometryOf.get(c)) as never) as Shape),
        }));
        topology = compactTopology(
          { zones: collection(features) },
          { steps: ZONE_STEPS, minWeight: ZONE_MIN_AREA, relativeWeight: ZONE_RELATIVE_AREA },
          meta,
        );
        done.set(key, topology);
      }
      files.set(`zones-${level}-${year}.json`, JSON.stringify(topology));
    }
  }
  return files;
}
