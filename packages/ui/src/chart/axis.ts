/** Narrowest room a year label gets (a 12 px "2026" is about 30 px wide). */
const MIN_YEAR_SPACING = 40;

/**
 * The years labelled on a time axis: the first and the last, and between them those with room
 * (the table alternative always lists them all).
 */
export function labelledYears(
  years: readonly number[],
  x: (year: number) => number,
  spacing = MIN_YEAR_SPACING,
): number[] {
  const last = years.at(-1);
  const shown: number[] = [];
  for (const year of years) {
    const previous = shown.at(-1);
    const roomBefore = previous === undefined || x(year) - x(previous) >= spacing;
    const roomAfter = last === undefined || year === last || x(last) - x(year) >= spacing;
    if (roomBefore && roomAfter) shown.push(year);
  }
  return shown;
}

/** A linear time scale from the first to the last year over [left, left + width]. */
export function yearScale(years: readonly number[], left: number, width: number) {
  const first = years[0] ?? 0;
  const last = years.at(-1) ?? 1;
  return (year: number) =>
    left + (last === first ? width / 2 : ((year - first) / (last - first)) * width);
}

/** Path of a line through the points with a value, broken where a point has none (a gap). */
export function linePath(
  points: readonly { year: number; value: number | null }[],
  x: (year: number) => number,
  y: (value: number) => number,
): string {
  let path = '';
  let pen = false;
  for (const point of points) {
    if (point.value === null) {
      pen = false;
      continue;
    }
    path += `${pen ? 'L' : 'M'}${x(point.year).toFixed(1)},${y(point.value).toFixed(1)}`;
    pen = true;
  }
  return path;
}
