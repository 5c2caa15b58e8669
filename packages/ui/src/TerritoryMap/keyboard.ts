/**
 * Keyboard moves between areas on a plane: arrow keys go to the neighbour (shared border) that
 * lies best in that direction, else to the nearest area that way; Home and End go to the first
 * and last area in reading order. Focus libraries move through lists, not shapes, hence this.
 */

type Point = readonly [number, number];

export const arrowDirections: Record<string, Point> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * The area an arrow key leads to from `from`: among its neighbours, the one whose centroid is
 * closest to the arrow's direction (within 60°); otherwise the nearest centroid in that direction,
 * preferring areas in line. -1 when there is none.
 */
export function areaInDirection(
  from: number,
  direction: Point,
  centroids: readonly Point[],
  neighbours: readonly (readonly number[])[],
): number {
  const origin = centroids[from];
  if (!origin) return -1;
  const offset = (index: number) => {
    const c = centroids[index] as Point;
    const dx = c[0] - origin[0];
    const dy = c[1] - origin[1];
    const along = dx * direction[0] + dy * direction[1];
    const across = Math.abs(dx * direction[1] + dy * direction[0]);
    return { along, across, distance: Math.hypot(dx, dy) };
  };
  let best = -1;
  let bestCosine = Math.cos(Math.PI / 3);
  for (const index of neighbours[from] ?? []) {
    const { along, distance } = offset(index);
    if (distance === 0) continue;
    const cosine = along / distance;
    if (cosine > bestCosine) {
      bestCosine = cosine;
      best = index;
    }
  }
  if (best !== -1) return best;
  let bestScore = Infinity;
  centroids.forEach((_, index) => {
    if (index === from) return;
    const { along, across } = offset(index);
    if (along <= 0) return;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = index;
    }
  });
  return best;
}

/**
 * Indexes in reading order: by rows (bands of a tenth of the height), left to right in a row.
 */
export function readingOrder(centroids: readonly Point[]): number[] {
  if (centroids.length === 0) return [];
  const ys = centroids.map((c) => c[1]);
  const top = Math.min(...ys);
  const band = (Math.max(...ys) - top) / 10 || 1;
  return centroids
    .map((c, index) => ({ index, row: Math.floor((c[1] - top) / band), x: c[0] }))
    .sort((a, b) => a.row - b.row || a.x - b.x)
    .map((entry) => entry.index);
}
