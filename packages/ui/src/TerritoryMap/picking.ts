/**
 * The map's picking mode: each area a toggle button, drawn in or out of the selection a user is
 * building (an area of their own), instead of by its value.
 */
import type { TerritoryRef } from '../territory/types';
import type { MapArea } from './geometry';

/** In the selection: the site's primary blue (hatched in white, see `MapPatterns`). */
export const PICKED_FILL = '#1d4f8f';
/** Out of the selection: white, 8.18:1 against the picked fill. */
export const NOT_PICKED_FILL = '#ffffff';

/** `aria-pressed` of an area: `mixed` for a group of merged communes only some of which are in. */
export type PickState = 'true' | 'false' | 'mixed';

export function pickState(area: MapArea, picked: ReadonlySet<string>): PickState {
  let count = 0;
  for (const member of area.members) if (picked.has(member.code)) count++;
  if (count === 0) return 'false';
  return count === area.members.length ? 'true' : 'mixed';
}

/** The fill of a picked area: the pattern `MapPatterns` defines under `prefix`. */
export const pickedFill = (prefix: string) => `url(#${prefix}-picked)`;

/** The vintage's territories an area draws: what a click toggles together. */
export const membersOf = (area: MapArea): TerritoryRef[] =>
  area.members.map((member) => ({ type: area.type, code: member.code, name: member.name }));

/**
 * Writes each area's pressed state and fill on the drawn paths, in place: the areas' markup is
 * built once per data (see TerritoryMap), and rewriting it on every pick would lose the focus.
 */
export function applyPicked(
  svg: SVGSVGElement,
  areas: readonly MapArea[],
  picked: ReadonlySet<string>,
  prefix: string,
) {
  for (const element of svg.querySelectorAll<SVGPathElement>('path[data-index]')) {
    const area = areas[Number(element.getAttribute('data-index'))];
    if (!area) continue;
    const state = pickState(area, picked);
    element.setAttribute('aria-pressed', state);
    element.setAttribute('fill', state === 'false' ? NOT_PICKED_FILL : pickedFill(prefix));
  }
}
