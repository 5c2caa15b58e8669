/**
 * The map's box on screen: its shape (the territory's), the view box fitted in it with room for
 * the overseas insets' names, and where the tooltip goes so that it hides nothing the pointer needs.
 */
import { breakpoints } from '../styles/breakpoints';

/** Bounds (x0, y0, x1, y1) in the map's planar units. */
export type Box = [number, number, number, number];
/** A view box (x, y, width, height). */
export type View = [number, number, number, number];

/**
 * The map box's width / height bounds: a territory thinner or flatter than this is drawn in a box
 * of this shape (with room on its sides), so that a phone still shows it at a readable size.
 */
export const MIN_ASPECT = 0.75;
export const MAX_ASPECT = 2.5;

/**
 * The map box's greatest height: what a laptop shows under the panel's heading and the map's
 * controls, so that a tall territory is seen whole without scrolling. A page reserving the map's
 * box before it loads sets `--epic-map-max-height` and uses it in its reservation too.
 */
export const MAP_MAX_HEIGHT = 'var(--epic-map-max-height, max(16rem, min(100svh - 10rem, 44rem)))';

/** The insets' names: the size of the library's data labels (`--epic-font-size-xs`), in px. */
export const INSET_FONT_PX = 12;

/** A box around `box` with a margin, stretched to the aspect ratio (x, y, width, height). */
export function viewBoxAround(box: Box, aspect: number, margin: number): View {
  const w = box[2] - box[0] || 1;
  const h = box[3] - box[1] || 1;
  let width = w * (1 + 2 * margin);
  let height = h * (1 + 2 * margin);
  if (width / height > aspect) height = width / aspect;
  else width = height * aspect;
  return [box[0] + w / 2 - width / 2, box[1] + h / 2 - height / 2, width, height];
}

/** The shape of the map's box for bounds: theirs, within MIN_ASPECT and MAX_ASPECT. */
export function boxAspect(box: Box): number {
  const w = box[2] - box[0];
  const h = box[3] - box[1];
  if (!(w > 0 && h > 0)) return 1;
  return Math.min(MAX_ASPECT, Math.max(MIN_ASPECT, w / h));
}

/**
 * `view` drawn in a box of `size` px, with a column of `column` px on its left (the insets' names,
 * at their size in px whatever the map's scale): the view widened by that column, and the map's
 * scale in px per unit. The SVG fits its view box in its box (`preserveAspectRatio` meet).
 */
export function fitView(
  view: View,
  size: { width: number; height: number },
  column = 0,
): { view: View; scale: number } {
  const scale = Math.min((size.width - column) / view[2], size.height / view[3]);
  if (!(scale > 0)) return { view, scale: size.width / view[2] || 1 };
  const extra = column / scale;
  return { view: [view[0] - extra, view[1], view[2] + extra, view[3]], scale };
}

/** Width in px of the longest of `labels` at `fontPx`, estimated as the exports do (0.6 em). */
export const labelsWidth = (labels: readonly string[], fontPx: number) =>
  Math.ceil(Math.max(0, ...labels.map((l) => l.length)) * fontPx * 0.6);

/** Whether the map’s box is wide enough for the insets’ names and a tooltip in a corner. */
export const isWide = (width: number) => width >= breakpoints.compact;

/**
 * Where the tooltip sits in the map's box: a corner, or under the box when it is narrow (a corner
 * there would cover half of the map).
 */
export type TooltipPlace = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'below';

export interface Point {
  x: number;
  y: number;
}

/** A rectangle in px, relative to the map's box. */
export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** `box` relative to `frame` (both as `getBoundingClientRect` gives them). */
export const relativeRect = (box: Rect, frame: { left: number; top: number }): Rect => ({
  left: box.left - frame.left,
  top: box.top - frame.top,
  right: box.right - frame.left,
  bottom: box.bottom - frame.top,
});

/** The corner farthest from the pointer: the tooltip there never covers it nor what is near it. */
export function farthestCorner(point: Point, size: { width: number; height: number }) {
  const vertical = point.y < size.height / 2 ? 'bottom' : 'top';
  const horizontal = point.x < size.width / 2 ? 'right' : 'left';
  return `${vertical}-${horizontal}` as const;
}

/** How near (px) the pointer may come to the tooltip before it moves away. */
export const TOOLTIP_CLEARANCE = 32;

/**
 * The tooltip's place for a pointer (or a focused area's centre) at `point`: it stays where it is
 * (a tooltip that jumps about cannot be reached), unless its box `rect` comes within
 * TOOLTIP_CLEARANCE of the point, then goes to the corner farthest from it. Narrow boxes: below.
 */
export function tooltipPlace(
  point: Point,
  size: { width: number; height: number },
  current: TooltipPlace | null,
  rect: Rect | null,
): TooltipPlace {
  if (!isWide(size.width)) return 'below';
  if (!current || current === 'below' || !rect) return farthestCorner(point, size);
  const near =
    point.x > rect.left - TOOLTIP_CLEARANCE &&
    point.x < rect.right + TOOLTIP_CLEARANCE &&
    point.y > rect.top - TOOLTIP_CLEARANCE &&
    point.y < rect.bottom + TOOLTIP_CLEARANCE;
  return near ? farthestCorner(point, size) : current;
}
