import { COLUMN_ID, type TerritoryParams, writeSide } from './params';

// The map's state in the Explorer's address, read by the map's lazy chunk only.

/** The indicator the Explorer's map shows: `carte=<id>`; absent, the legal population. */
export const MAP_PARAM = 'carte';

/** The map's indicator asked for in the address (a well-formed id), or null (the population). */
export function parseMapIndicator(search: URLSearchParams): string | null {
  const raw = search.get(MAP_PARAM)?.trim() ?? '';
  return COLUMN_ID.test(raw) ? raw : null;
}

/** Writes the map's indicator into query parameters; null removes it (the population). */
export function writeMapIndicator(target: URLSearchParams, id: string | null): URLSearchParams {
  if (id === null) target.delete(MAP_PARAM);
  else target.set(MAP_PARAM, id);
  return target;
}

/** The map's overlay in the address: `contours=epci` (EPCI borders) or `contours=regions`. */
export const MAP_TOGGLE_PARAM = 'contours';

/** Writes the map's overlay into query parameters; null removes it. */
export function writeMapToggle(
  target: URLSearchParams,
  toggle: 'epci' | 'regions' | null,
): URLSearchParams {
  if (toggle === null) target.delete(MAP_TOGGLE_PARAM);
  else target.set(MAP_TOGGLE_PARAM, toggle);
  return target;
}

/** A territory’s Explorer address keeping the map’s indicator of `current` (its overlay depends on the level). */
export function explorerMapHref(side: TerritoryParams, current: URLSearchParams): string {
  const target = writeSide(new URLSearchParams(), side);
  const indicator = parseMapIndicator(current);
  if (indicator !== null) writeMapIndicator(target, indicator);
  return `/explorer/?${target.toString()}`;
}
