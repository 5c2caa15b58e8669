/**
 * The planes of EPIC's map files (units: kilometres at the centre of each projection, y down).
 * - Metropolitan France: one fixed conic conformal projection (Lambert-93-like: standard
 *   parallels 44° and 49°, central meridian 3° E), shared by every metropolitan file so that files
 *   drawn together line up. It spans about x 170–1311, y 20–1081.
 * - Each DROM: a Mercator projection centred on it, at true scale at its centre (its own
 *   `dep-97x.json`); in the national files it is scaled and moved into an inset box of a column
 *   on the left of metropolitan France.
 */
import { type GeoProjection, geoConicConformal, geoMercator } from 'd3-geo';
import type { Position } from 'geojson';
import type { Shape } from './sources.js';

const EARTH_KM = 6371;
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export const metropole: GeoProjection = geoConicConformal()
  .parallels([44, 49])
  .rotate([-3, 0])
  .center([0, 46.5])
  .scale(EARTH_KM)
  .translate([770, 530]);

/** Centre [longitude, latitude] and name of each overseas département. */
export const DROM_CENTRES: Record<string, { centre: [number, number]; name: string }> = {
  '971': { centre: [-61.4, 16.17], name: 'Guadeloupe' },
  '972': { centre: [-61.02, 14.64], name: 'Martinique' },
  '973': { centre: [-53.11, 3.93], name: 'Guyane' },
  '974': { centre: [55.53, -21.13], name: 'La Réunion' },
  '976': { centre: [45.15, -12.82], name: 'Mayotte' },
};

export function dromProjection(code: string): GeoProjection {
  const drom = DROM_CENTRES[code];
  if (!drom) throw new Error(`Not an overseas département: ${code}`);
  const [, lat] = drom.centre;
  return geoMercator()
    .center(drom.centre)
    .scale(EARTH_KM * Math.cos((lat * Math.PI) / 180))
    .translate([0, 0]);
}

export type Plane = (point: Position) => Position;

export const planeOf =
  (projection: GeoProjection): Plane =>
  (point) => {
    const xy = projection([point[0] as number, point[1] as number]);
    if (!xy) throw new Error(`Cannot project ${point.join(',')}`);
    return [round(xy[0]), round(xy[1])];
  };

export function projectShape(shape: Shape, plane: Plane): Shape {
  if (shape.type === 'Polygon') {
    return { type: 'Polygon', coordinates: shape.coordinates.map((ring) => ring.map(plane)) };
  }
  return {
    type: 'MultiPolygon',
    coordinates: shape.coordinates.map((polygon) => polygon.map((ring) => ring.map(plane))),
  };
}

export type Box = [number, number, number, number];

/** The inset boxes: a column left of metropolitan France, in the order of DROM_CENTRES. */
export function insetBoxes(): { code: string; name: string; box: Box }[] {
  return Object.entries(DROM_CENTRES).map(([code, { name }], i) => ({
    code,
    name,
    box: [0, 20 + i * 215, 150, 20 + i * 215 + 195],
  }));
}

function bounds(shape: Shape, plane: Plane): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  const rings = shape.type === 'Polygon' ? shape.coordinates : shape.coordinates.flat();
  for (const ring of rings) {
    for (const point of ring) {
      const [x, y] = plane(point) as [number, number];
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
  }
  return box;
}

/**
 * The plane of the national files: metropolitan France as is, each DROM's own projection scaled
 * to fit its inset box (with a margin), from the outline of the département.
 */
export function nationalPlanes(outlines: Map<string, Shape>): (departement: string) => Plane {
  const metro = planeOf(metropole);
  const insets = new Map<string, Plane>();
  for (const { code, box } of insetBoxes()) {
    const outline = outlines.get(code);
    if (!outline) throw new Error(`No outline for ${code}`);
    const own = planeOf(dromProjection(code));
    const b = bounds(outline, own);
    const margin = 8;
    const k = Math.min(
      (box[2] - box[0] - 2 * margin) / (b[2] - b[0]),
      (box[3] - box[1] - 2 * margin) / (b[3] - b[1]),
    );
    const dx = (box[0] + box[2]) / 2 - (k * (b[0] + b[2])) / 2;
    const dy = (box[1] + box[3]) / 2 - (k * (b[1] + b[3])) / 2;
    insets.set(code, (point) => {
      const [x, y] = own(point) as [number, number];
      return [round(k * x + dx), round(k * y + dy)];
    });
  }
  return (departement) => insets.get(departement) ?? metro;
}
