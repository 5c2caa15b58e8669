/**
 * The format of EPIC's map files: TopoJSON topologies written by the site build's geometry
 * pipeline (apps/site/build/geo/) from Etalab's "Contours administratifs" (2025 geography, equal to
 * 2026). Coordinates are already projected (planar, y down, quantised): the client draws them with
 * an identity projection and fits the view box to what it shows, so no projection code ships.
 *
 * - Metropolitan France uses one fixed conic conformal projection (Lambert-93-like) in every file,
 *   so files drawn together (an EPCI across two départements) line up.
 * - Each overseas département's own file uses a projection suited to it; in the national files
 *   (`france.json`, `epci-<year>.json`) the overseas départements sit in insets (`meta.insets`).
 */
import type { ZoneType } from '../territory/types';

/** One commune (or arrondissement municipal) polygon of the 2025 geography. */
export interface CommuneShapeProperties {
  /** Name (typographic apostrophes). */
  n: string;
  /** EPCI (SIREN) in 2025 and 2026; absent for the few island communes without one. */
  e?: string;
}

/** A département or région outline in `france.json`. */
export interface AreaShapeProperties {
  n: string;
  /** Région code (départements only). */
  r?: string;
}

/** An EPCI outline in `epci-<year>.json` (merged from its member communes of that vintage). */
export interface EpciShapeProperties {
  n: string;
  /** Codes of the départements its members belong to. */
  d: string[];
}

/** How one vintage (before 2025) differs from the 2025 polygons, for one file. */
export interface VintageShapes {
  /**
   * Commune codes of that vintage that are not drawn by the one polygon of the same code:
   * the 2025 polygons that draw them. Merged since (A and B → [C]: drawn together as a group),
   * re-established since (C → [C, D]: one commune drawn by two polygons), or code changed.
   */
  shapes: Record<string, string[]>;
  /** EPCI membership in that vintage, where it differs from the polygon's `e` (null: none). */
  epci: Record<string, string | null>;
}

export interface DepartementMapMeta {
  kind: 'departement';
  /** Geography year of the outlines. */
  geography: 2025;
  departement: string;
  name: string;
  region: string;
  /** Vintages 2019–2024 by year ("2019"); 2025 and 2026 draw the polygons as they are. */
  vintages: Record<string, VintageShapes>;
  /**
   * The commune whose arrondissements municipaux the file holds (Paris 75056, Lyon 69123,
   * Marseille 13055): the file has it whole in `communes` and as them in `arrondissements`, a map
   * draws one or the other. Absent in the other files.
   */
  city?: string;
}

export interface FranceMapMeta {
  kind: 'france';
  geography: 2025;
  /** Boxes [x0, y0, x1, y1] of the overseas insets, in the file's plane. */
  insets: { code: string; name: string; box: [number, number, number, number] }[];
}

export interface EpciMapMeta {
  kind: 'epci';
  geography: 2025;
  /** The vintage whose membership was merged. */
  year: number;
  insets: FranceMapMeta['insets'];
}

/** A study zone in `zones-<level>-<year>.json` (dissolved from its member communes). */
export interface ZoneShapeProperties {
  /** INSEE's name of the zone, without the level ("Saint-Étienne"). */
  n: string;
}

export interface ZonesMapMeta {
  kind: 'zones';
  geography: 2025;
  /** The study zoning (zone d'emploi, aire d'attraction des villes, unité urbaine, bassin de vie). */
  level: ZoneType;
  /** The vintage whose communes were dissolved into the zones. */
  year: number;
  insets: FranceMapMeta['insets'];
}

type Transform = { scale: [number, number]; translate: [number, number] };
type Arc = [number, number][];
export type ShapeGeometry<P> = {
  type: 'Polygon' | 'MultiPolygon';
  /** The territory code. */
  id: string;
  properties: P;
  arcs: number[][] | number[][][];
};
type Collection<P> = { type: 'GeometryCollection'; geometries: ShapeGeometry<P>[] };
type TopologyOf<O, M> = {
  type: 'Topology';
  transform: Transform;
  bbox: [number, number, number, number];
  arcs: Arc[];
  objects: O;
  meta: M;
};

/** `dep-<code>.json`: the communes of one département (PLM cities whole, arrondissements apart). */
export type DepartementTopology = TopologyOf<
  {
    communes: Collection<CommuneShapeProperties>;
    /** Only in 13, 69 and 75. */
    arrondissements?: Collection<CommuneShapeProperties>;
  },
  DepartementMapMeta
>;

/** `france.json`: départements (overseas in insets) and régions dissolved from them. */
export type FranceTopology = TopologyOf<
  { departements: Collection<AreaShapeProperties>; regions: Collection<AreaShapeProperties> },
  FranceMapMeta
>;

/** `epci-<year>.json`: every EPCI of a vintage, in the plane of `france.json`. */
export type EpciTopology = TopologyOf<{ epci: Collection<EpciShapeProperties> }, EpciMapMeta>;

/** `zones-<level>-<year>.json`: every zone of a study zoning in a vintage, in the plane of `france.json`. */
export type ZonesTopology = TopologyOf<{ zones: Collection<ZoneShapeProperties> }, ZonesMapMeta>;

export type EpicTopology = DepartementTopology | FranceTopology | EpciTopology | ZonesTopology;

/** File names, relative to the geometry base URL the site receives from its build. */
export const mapFiles = {
  departement: (code: string) => `dep-${code}.json`,
  france: 'france.json',
  epci: (year: number) => `epci-${year}.json`,
  zones: (level: ZoneType, year: number) => `zones-${level}-${year}.json`,
} as const;
