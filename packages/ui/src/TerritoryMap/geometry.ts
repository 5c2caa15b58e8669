// Long file: turns the four kinds of topology into the drawn areas (vintage groups, focus, EPCI, insets).
import { geoPath, geoTransform } from 'd3-geo';
import { merge, mesh, neighbors } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import type { TerritoryType } from '../territory/types';
import { epciModel } from './epciModel';
import type { DepartementTopology, FranceTopology, ShapeGeometry, ZonesTopology } from './topology';
import type { AreasLayer, CommunesLayer, MapLayer, ZonesLayer } from './types';

type Box = [number, number, number, number];

/** One vintage territory drawn inside an area (several for a group of communes merged since). */
export interface AreaMember {
  code: string;
  name: string;
}

/** A drawn area: one territory, or a group of communes of the vintage sharing their polygons. */
export interface MapArea {
  /** Code of the territory (a group: its first member, the one that kept the polygon's code). */
  code: string;
  name: string;
  type: TerritoryType;
  /** The vintage's territories it draws: one, or more for a group merged since. */
  members: AreaMember[];
  /** SVG path, in tenths of the file's planar units (integers: see PATH_SCALE). */
  d: string;
  /** Centroid of its largest polygon (circles, keyboard moves, tooltip). */
  centroid: [number, number];
  box: Box;
  /** Out of the layer's focus: greyed, without values. */
  outOfFocus: boolean;
  /** An arrondissement municipal: the code of its city (Paris, Lyon, Marseille). */
  city?: string;
}

/** A city drawn as its arrondissements municipaux (its outline, merged from them). */
export interface MapCity {
  code: string;
  name: string;
  /** Outline, in the areas' units (see PATH_SCALE). */
  d: string;
  box: Box;
}

export interface MapModel {
  areas: MapArea[];
  /**
   * Indexes (into `areas`) of each area's neighbours (shared border): computed on the first arrow
   * key, not during the first render.
   */
  neighbours: () => number[][];
  /** Outline of `outlineEpci`, EPCI borders or EPCI overlay (paths). */
  epciOutline?: string;
  epciBorders?: string;
  /** France's outline under areas that do not cover it (study zones), filled greyed. */
  background?: string;
  /** Cities drawn as their arrondissements municipaux (never with the city itself). */
  cities: MapCity[];
  /** Overseas insets, with frames (national view). */
  insets: { code: string; name: string; box: Box }[];
  /** Bounds of everything drawn. */
  box: Box;
}

const path = geoPath().digits(1);

/**
 * The areas' paths are written in integer tenths of the planar units (a tenth of a kilometre, finer
 * than the files' grids) and drawn in a group scaled by 1 / PATH_SCALE: integers are written and
 * parsed faster than decimals, and the paths are shorter.
 */
export const PATH_SCALE = 10;
const scaledPath = geoPath(
  geoTransform({
    point(x, y) {
      this.stream.point(x * PATH_SCALE, y * PATH_SCALE);
    },
  }),
).digits(0);

type AnyGeometry = GeometryObject & { id?: string | number; properties?: Record<string, unknown> };

function unionBox(boxes: Box[]): Box {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    x0 = Math.min(x0, b[0]);
    y0 = Math.min(y0, b[1]);
    x1 = Math.max(x1, b[2]);
    y1 = Math.max(y1, b[3]);
  }
  return Number.isFinite(x0) ? [x0, y0, x1, y1] : [0, 0, 1, 1];
}

/** Path, bounds and the centroid of the largest polygon of a GeoJSON (multi)polygon. */
function shape(geometry: GeoJSON.Geometry | null): Pick<MapArea, 'd' | 'centroid' | 'box'> {
  if (!geometry) return { d: '', centroid: [0, 0], box: [0, 0, 0, 0] };
  const [[x0, y0], [x1, y1]] = path.bounds(geometry);
  let largest: GeoJSON.Geometry = geometry;
  if (geometry.type === 'MultiPolygon') {
    let best = -1;
    for (const coordinates of geometry.coordinates) {
      const polygon: GeoJSON.Polygon = { type: 'Polygon', coordinates };
      const area = path.area(polygon);
      if (area > best) {
        best = area;
        largest = polygon;
      }
    }
  }
  return {
    d: scaledPath(geometry) ?? '',
    centroid: path.centroid(largest),
    box: [x0, y0, x1, y1],
  };
}

type Ring = Float64Array;

/** Each arc of a topology decoded once (absolute planar coordinates, x and y interleaved). */
const decodedArcs = new WeakMap<Topology, Ring[]>();
function arcsOf(topology: Topology): Ring[] {
  const cached = decodedArcs.get(topology);
  if (cached) return cached;
  const transform = topology.transform;
  const [sx, sy] = transform?.scale ?? [1, 1];
  const [tx, ty] = transform?.translate ?? [0, 0];
  const arcs = topology.arcs.map((arc) => {
    const out = new Float64Array(arc.length * 2);
    let x = 0;
    let y = 0;
    for (let i = 0; i < arc.length; i++) {
      const point = arc[i] as number[];
      // Quantised topologies store deltas; without a transform, absolute positions.
      x = transform ? x + (point[0] as number) : (point[0] as number);
      y = transform ? y + (point[1] as number) : (point[1] as number);
      out[2 * i] = x * sx + tx;
      out[2 * i + 1] = y * sy + ty;
    }
    return out;
  });
  decodedArcs.set(topology, arcs);
  return arcs;
}

/**
 * Path, bounds and largest polygon's centroid of one polygon or multipolygon, in one pass over the
 * points of its decoded arcs, without building rings. Written by hand for speed: d3's path, bounds,
 * area and centroid would each stream every point again (four passes), and the path is written in
 * integers (PATH_SCALE), most of a large département's first render.
 */
function fastShape(
  topology: Topology,
  geometry: AnyGeometry,
): Pick<MapArea, 'd' | 'centroid' | 'box'> {
  const arcs = arcsOf(topology);
  const g = geometry as { type: string; arcs?: number[][] | number[][][] };
  const polygons =
    g.type === 'Polygon'
      ? [g.arcs as number[][]]
      : g.type === 'MultiPolygon'
        ? (g.arcs as number[][][])
        : [];
  let d = '';
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  let best = -1;
  let centroid: [number, number] = [0, 0];
  for (const polygon of polygons) {
    let area = 0;
    let mx = 0;
    let my = 0;
    for (let r = 0; r < polygon.length; r++) {
      const indexes = polygon[r] as number[];
      let a = 0;
      let cx = 0;
      let cy = 0;
      let first = true;
      let px = 0;
      let py = 0;
      let sx = 0;
      let sy = 0;
      for (let k = 0; k < indexes.length; k++) {
        const i = indexes[k] as number;
        const arc = arcs[i < 0 ? ~i : i] as Ring;
        const n = arc.length / 2;
        // Each arc after the first starts where the previous one ended: skip that point.
        for (let p = k === 0 ? 0 : 1; p < n; p++) {
          const q = i < 0 ? n - 1 - p : p;
          const x = arc[2 * q] as number;
          const y = arc[2 * q + 1] as number;
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
          if (y < y0) y0 = y;
          if (y > y1) y1 = y;
          if (first) {
            first = false;
            sx = x;
            sy = y;
            d += `M${Math.round(x * PATH_SCALE)},${Math.round(y * PATH_SCALE)}`;
          } else {
            const cross = px * y - x * py;
            a += cross;
            cx += (px + x) * cross;
            cy += (py + y) * cross;
            // The ring's last point repeats its first: Z draws that side.
            if (x !== sx || y !== sy || k < indexes.length - 1 || p < n - 1)
              d += ` ${Math.round(x * PATH_SCALE)},${Math.round(y * PATH_SCALE)}`;
          }
          px = x;
          py = y;
        }
      }
      d += 'Z';
      // Shoelace: the exterior ring adds, holes subtract, whatever their winding.
      const sign = r === 0 ? 1 : -1;
      const abs = Math.abs(a / 2);
      if (abs > 0) {
        area += sign * abs;
        mx += sign * abs * (cx / (3 * a));
        my += sign * abs * (cy / (3 * a));
      }
    }
    if (area > best && area > 0) {
      best = area;
      centroid = [mx / area, my / area];
    }
  }
  if (!Number.isFinite(x0)) return { d: '', centroid: [0, 0], box: [0, 0, 0, 0] };
  if (best <= 0) centroid = [(x0 + x1) / 2, (y0 + y1) / 2];
  return { d, centroid, box: [x0, y0, x1, y1] };
}

/** A computation run at the first call only. */
function once<T>(compute: () => T): () => T {
  let value: { v: T } | undefined;
  return () => {
    value ??= { v: compute() };
    return value.v;
  };
}

function asTopology(topology: DepartementTopology | FranceTopology | ZonesTopology): Topology {
  return topology as unknown as Topology;
}

/** Neighbour indexes across the areas, from the polygons' shared arcs (per file). */
function areaNeighbours(
  polygonsOfArea: { file: number; polygon: number }[][],
  files: Topology[],
  geometriesOf: (file: number) => AnyGeometry[],
): number[][] {
  const areaOfPolygon = new Map<string, number>();
  polygonsOfArea.forEach((polygons, index) => {
    for (const { file, polygon } of polygons) areaOfPolygon.set(`${file}:${polygon}`, index);
  });
  const result = polygonsOfArea.map(() => new Set<number>());
  files.forEach((_, file) => {
    const adjacency = neighbors(geometriesOf(file));
    adjacency.forEach((list, polygon) => {
      const from = areaOfPolygon.get(`${file}:${polygon}`);
      if (from === undefined) return;
      for (const other of list) {
        const to = areaOfPolygon.get(`${file}:${other}`);
        if (to !== undefined && to !== from) result[from]?.add(to);
      }
    });
  });
  return result.map((set) => [...set]);
}

/**
 * Codes whose presence in the values changes the drawing: polygons that succeed other communes of
 * the vintage (a commune of the vintage too when it has a value, else only their successor).
 */
export function valueDependentCodes(layer: MapLayer): Set<string> {
  const codes = new Set<string>();
  if (layer.kind !== 'communes') return codes;
  for (const topology of layer.topologies) {
    const shapes = topology.meta.vintages[String(layer.year)]?.shapes ?? {};
    for (const polygons of layer.year < 2025 ? Object.values(shapes) : []) {
      for (const p of polygons) codes.add(p);
    }
  }
  return codes;
}

type CommuneGeometry = ShapeGeometry<{ n: string; e?: string }>;

/**
 * A file's communes, the PLM city whole or as its arrondissements (never both). The
 * arrondissements take their city's EPCI (the source gives them none), so that EPCI borders and
 * outlines go round the city, not between its arrondissements.
 */
function communeGeometries(
  topology: DepartementTopology,
  arrondissements: boolean,
): { list: CommuneGeometry[]; city?: CommuneGeometry; parts: CommuneGeometry[] } {
  const communes = topology.objects.communes.geometries;
  const parts = topology.objects.arrondissements?.geometries ?? [];
  const city = communes.find((g) => g.id === topology.meta.city);
  if (!arrondissements || parts.length === 0 || !city) return { list: communes, parts: [] };
  const own = parts.map((g) => ({ ...g, properties: { ...g.properties, e: city.properties.e } }));
  return { list: [...communes.filter((g) => g !== city), ...own], city, parts: own };
}

/**
 * Vintage communes connected through the polygons they share (union-find), each with its
 * polygons. Without a vintage (2025, 2026) every commune is its own polygon: no union-find.
 */
function vintageGroups(
  drawnBy: Map<string, string[]>,
  list: readonly { id: string }[],
  indexOf: Map<string, number>,
): Iterable<{ members: string[]; polygons: Set<string> }> {
  let identity = true;
  for (const [code, polygons] of drawnBy) {
    if (polygons.length !== 1 || polygons[0] !== code) {
      identity = false;
      break;
    }
  }
  if (identity) {
    return [...drawnBy.keys()]
      .filter((code) => indexOf.has(code))
      .map((code) => ({ members: [code], polygons: new Set([code]) }));
  }
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(x, root);
    return root;
  };
  for (const p of list) parent.set(`p:${p.id}`, `p:${p.id}`);
  for (const [code, polygons] of drawnBy) {
    parent.set(code, parent.get(code) ?? code);
    for (const p of polygons) if (parent.has(`p:${p}`)) parent.set(find(code), find(`p:${p}`));
  }
  const groups = new Map<string, { members: string[]; polygons: Set<string> }>();
  for (const [code, polygons] of drawnBy) {
    const root = find(code);
    const group = groups.get(root) ?? { members: [], polygons: new Set<string>() };
    group.members.push(code);
    for (const p of polygons) if (indexOf.has(p)) group.polygons.add(p);
    groups.set(root, group);
  }
  return groups.values();
}

/**
 * The communes layer: one area per commune of the vintage, or per group of communes that share
 * their polygons (merged since the vintage). A commune re-established since is one area drawn by
 * its several polygons.
 */
export function communesModel(
  layer: CommunesLayer,
  valueCodes: ReadonlySet<string>,
  names: Readonly<Record<string, string>> = {},
): MapModel {
  const files = layer.topologies.map(asTopology);
  const chosen = layer.topologies.map((t) => communeGeometries(t, layer.arrondissements === true));
  const geometries = chosen.map((c) => c.list);
  const focus = layer.focus ? new Set(layer.focus) : null;
  const outlineFocus = layer.outlineFocus === true && focus !== null;
  const areas: MapArea[] = [];
  const polygonsOfArea: { file: number; polygon: number }[][] = [];
  const epciOfPolygon = new Map<AnyGeometry, string | null>();
  const inOutline: AnyGeometry[][] = files.map(() => []);

  const cities: MapCity[] = [];
  layer.topologies.forEach((topology, file) => {
    const list = geometries[file] ?? [];
    const { city, parts } = chosen[file] ?? { parts: [] };
    const arrondissements = new Set(parts.map((g) => g.id));
    // An arrondissement is in focus with its city (an EPCI's members name the city, not them).
    const inFocus = (code: string) =>
      focus === null ||
      focus.has(code) ||
      (city !== undefined && arrondissements.has(code) && focus.has(city.id));
    if (city) {
      const outline = shape(merge(files[file] as Topology, parts as never));
      cities.push({ code: city.id, name: city.properties.n, d: outline.d, box: outline.box });
    }
    const vintage = layer.year < 2025 ? topology.meta.vintages[String(layer.year)] : undefined;
    if (!vintage) {
      // 2025 and 2026: each polygon is one territory of the vintage, without the groups' work
      // (most of a large département's model in the first render).
      list.forEach((g, polygon) => {
        const e = g.properties.e ?? null;
        epciOfPolygon.set(g as AnyGeometry, e);
        if ((layer.outlineEpci && e === layer.outlineEpci) || (outlineFocus && inFocus(g.id)))
          inOutline[file]?.push(g as AnyGeometry);
        const name = names[g.id] ?? g.properties.n;
        const own = arrondissements.has(g.id);
        areas.push({
          code: g.id,
          name,
          type: own ? 'arrondissement' : 'commune',
          members: [{ code: g.id, name }],
          ...fastShape(files[file] as Topology, g as AnyGeometry),
          outOfFocus: !inFocus(g.id),
          ...(own && city ? { city: city.id } : {}),
        });
        polygonsOfArea.push([{ file, polygon }]);
      });
      return;
    }
    const indexOf = new Map(list.map((g, i) => [g.id, i]));
    const shapes = vintage.shapes;
    // Vintage commune → polygon codes; a polygon whose code only appears as another commune's
    // successor (a new code since) is not a commune of the vintage.
    const drawnBy = new Map<string, string[]>();
    const successorOnly = new Set<string>();
    for (const [code, polygons] of Object.entries(shapes)) {
      drawnBy.set(code, polygons);
      for (const p of polygons) if (p !== code && !(p in shapes)) successorOnly.add(p);
    }
    for (const g of list) {
      if (drawnBy.has(g.id)) continue;
      if (successorOnly.has(g.id) && !valueCodes.has(g.id)) continue;
      drawnBy.set(g.id, [g.id]);
    }
    const groups = vintageGroups(drawnBy, list, indexOf);
    const epciOf = (code: string): string | null => {
      // An arrondissement is in its city's EPCI (of the vintage).
      const at = city && arrondissements.has(code) ? city.id : code;
      if (at in vintage.epci) return vintage.epci[at] ?? null;
      const own = list[indexOf.get(drawnBy.get(code)?.[0] ?? code) ?? -1];
      return own?.properties.e ?? null;
    };
    for (const { members, polygons } of groups) {
      if (polygons.size === 0) continue;
      const polygonCodes = [...polygons];
      // The member that kept a polygon's code comes first (it names the group).
      members.sort(
        (a, b) => Number(polygons.has(b)) - Number(polygons.has(a)) || a.localeCompare(b),
      );
      const objects = polygonCodes.map((p) => list[indexOf.get(p) as number] as AnyGeometry);
      const drawnShape =
        objects.length === 1
          ? fastShape(files[file] as Topology, objects[0] as AnyGeometry)
          : shape(merge(files[file] as Topology, objects as never));
      // A commune whose code changed since is named after its polygon.
      const nameOf = (code: string) =>
        names[code] ??
        list[indexOf.get(code) ?? -1]?.properties.n ??
        (members.length === 1 && polygonCodes.length === 1
          ? list[indexOf.get(polygonCodes[0] as string) ?? -1]?.properties.n
          : undefined) ??
        code;
      const first = members[0] as string;
      const epcis = members.map(epciOf);
      for (const object of objects) epciOfPolygon.set(object, epcis[0] ?? null);
      if (
        (layer.outlineEpci && epcis.includes(layer.outlineEpci)) ||
        (outlineFocus && members.some(inFocus))
      )
        inOutline[file]?.push(...objects);
      areas.push({
        code: first,
        name: nameOf(first),
        type: arrondissements.has(first) ? 'arrondissement' : 'commune',
        members: members.map((code) => ({ code, name: nameOf(code) })),
        ...drawnShape,
        outOfFocus: !members.some(inFocus),
        ...(city && arrondissements.has(first) ? { city: city.id } : {}),
      });
      polygonsOfArea.push(polygonCodes.map((p) => ({ file, polygon: indexOf.get(p) as number })));
    }
  });

  const outline =
    layer.outlineEpci || outlineFocus
      ? inOutline
          .map((objects, file) => path(merge(files[file] as Topology, objects as never)) ?? '')
          .join('')
      : undefined;
  const borders = layer.epciBorders
    ? files
        .map((topology, file) =>
          path(
            mesh(
              topology,
              { type: 'GeometryCollection', geometries: geometries[file] } as never,
              (a, b) => a !== b && epciOfPolygon.get(a) !== epciOfPolygon.get(b),
            ),
          ),
        )
        .join('')
    : undefined;
  return {
    areas,
    neighbours: once(() =>
      areaNeighbours(polygonsOfArea, files, (file) => geometries[file] as never),
    ),
    epciOutline: outline || undefined,
    epciBorders: borders || undefined,
    cities,
    insets: [],
    box: unionBox(areas.map((a) => a.box)),
  };
}

/** Départements or régions of `france.json`, with the overseas insets when all are drawn. */
export function areasModel(layer: AreasLayer): MapModel {
  const topology = asTopology(layer.topology);
  const collection =
    layer.kind === 'departements'
      ? layer.topology.objects.departements
      : layer.topology.objects.regions;
  const only = layer.only ? new Set(layer.only) : null;
  const geometries = collection.geometries.filter((g) => !only || only.has(g.id));
  const areas: MapArea[] = geometries.map((g) => ({
    code: g.id,
    name: g.properties.n,
    type: layer.kind === 'departements' ? 'departement' : 'region',
    members: [{ code: g.id, name: g.properties.n }],
    ...fastShape(topology, g as unknown as AnyGeometry),
    outOfFocus: false,
  }));
  const insets = only ? [] : layer.topology.meta.insets;
  let epciBorders: string | undefined;
  if (layer.epci) {
    const epci = layer.epci;
    const kept = epci.objects.epci.geometries.filter(
      (g) => !only || layer.kind !== 'departements' || g.properties.d.some((d) => only.has(d)),
    );
    epciBorders =
      path(
        mesh(
          epci as unknown as Topology,
          { type: 'GeometryCollection', geometries: kept } as never,
        ),
      ) ?? undefined;
  }
  return oneFileModel(topology, geometries, areas, insets, { epciBorders });
}

/** A model drawn from one file's geometries (France's areas, or a zoning's zones). */
function oneFileModel(
  topology: Topology,
  geometries: readonly unknown[],
  areas: MapArea[],
  insets: MapModel['insets'],
  extra: Pick<MapModel, 'epciBorders' | 'background'>,
): MapModel {
  return {
    areas,
    neighbours: once(() =>
      areaNeighbours(
        geometries.map((_, index) => [{ file: 0, polygon: index }]),
        [topology],
        () => geometries as never,
      ),
    ),
    ...extra,
    cities: [],
    insets,
    box: unionBox([...areas.map((a) => a.box), ...insets.map((i) => i.box)]),
  };
}

/** The study zones of one zoning, over France's outline when given. */
export function zonesModel(layer: ZonesLayer): MapModel {
  const topology = asTopology(layer.topology);
  const geometries = layer.topology.objects.zones.geometries;
  const type = layer.topology.meta.level;
  const areas: MapArea[] = geometries.map((g) => ({
    code: g.id,
    name: g.properties.n,
    type,
    members: [{ code: g.id, name: g.properties.n }],
    ...fastShape(topology, g as unknown as AnyGeometry),
    outOfFocus: false,
  }));
  const base = layer.base;
  const background = base
    ? (scaledPath(merge(asTopology(base), base.objects.departements.geometries as never)) ??
      undefined)
    : undefined;
  return oneFileModel(topology, geometries, areas, layer.topology.meta.insets, { background });
}

export function mapModel(
  layer: MapLayer,
  valueCodes: ReadonlySet<string>,
  names?: Readonly<Record<string, string>>,
): MapModel {
  if (layer.kind === 'communes') return communesModel(layer, valueCodes, names);
  if (layer.kind === 'epci') return epciModel(layer, areasModel);
  return layer.kind === 'zones' ? zonesModel(layer) : areasModel(layer);
}
