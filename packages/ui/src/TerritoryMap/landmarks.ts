/**
 * The names of a few large communes written on the map, as landmarks: the largest first, each
 * kept only where it overlaps no name already placed and stays inside the map's box.
 */
import type { View } from './layout';

/** How many names at most: landmarks, not a gazetteer. */
export const MAX_LANDMARKS = 6;

/** The names' size: the library's data labels (`--epic-font-size-xs`), in px. */
export const LANDMARK_FONT_PX = 12;

export interface LandmarkCandidate {
  name: string;
  /** The point it names (the area's centroid), in the map's units. */
  x: number;
  y: number;
  /** Room to leave under the point, in the map's units (its circle's radius). */
  below: number;
}

export interface Landmark {
  name: string;
  /** The name's centre, first baseline at `y`, in the map's units. */
  x: number;
  y: number;
}

/**
 * The names placed under their points, in the order given (the largest first): a name is left
 * out when its box (estimated at 0.6 em a character, as the exports do) would overlap a placed
 * one or leave the view. `scale` is the map's px per unit.
 */
export function placeLandmarks(
  candidates: readonly LandmarkCandidate[],
  view: View,
  scale: number,
): Landmark[] {
  const placed: { box: [number, number, number, number]; landmark: Landmark }[] = [];
  const gap = 2 / scale;
  const height = (LANDMARK_FONT_PX * 1.2) / scale;
  for (const c of candidates) {
    if (placed.length >= MAX_LANDMARKS) break;
    const width = (c.name.length * LANDMARK_FONT_PX * 0.6) / scale;
    const top = c.y + c.below + gap;
    const box: [number, number, number, number] = [
      c.x - width / 2 - gap,
      top - gap,
      c.x + width / 2 + gap,
      top + height + gap,
    ];
    const inside =
      box[0] >= view[0] &&
      box[1] >= view[1] &&
      box[2] <= view[0] + view[2] &&
      box[3] <= view[1] + view[3];
    const free = placed.every(
      ({ box: b }) => box[2] <= b[0] || box[0] >= b[2] || box[3] <= b[1] || box[1] >= b[3],
    );
    if (inside && free) {
      // The baseline a little above the box's bottom (descenders).
      placed.push({ box, landmark: { name: c.name, x: c.x, y: top + height * 0.8 } });
    }
  }
  return placed.map((p) => p.landmark);
}
