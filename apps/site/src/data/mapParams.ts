import { isZoneType, type ZoneType } from '@epic/api-contract';
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

/**
 * The study zoning the map of France shows instead of its départements: `zonage=ze` (zones
 * d'emploi), `aav`, `uu` or `bv`; absent or unknown, the départements (or régions).
 */
export const MAP_ZONES_PARAM = 'zonage';

/** The zoning asked for in the address, or null (the départements or régions). */
export function parseMapZones(search: URLSearchParams): ZoneType | null {
  const raw = search.get(MAP_ZONES_PARAM) ?? '';
  return isZoneType(raw) ? raw : null;
}

/** Writes the map's zoning into query parameters; null removes it. */
export function writeMapZones(target: URLSearchParams, level: ZoneType | null): URLSearchParams {
  if (level === null) target.delete(MAP_ZONES_PARAM);
  else target.set(MAP_ZONES_PARAM, level);
  return target;
}

/**
 * Paris, Lyon or Marseille as their arrondissements municipaux in the address:
 * `arrondissements=oui` or `non`; absent, the map's default (see mapPlan's PlmChoice).
 */
export const MAP_ARRONDISSEMENTS_PARAM = 'arrondissements';

/** The choice of arrondissements asked for in the address, or null (the map's default). */
export function parseMapArrondissements(search: URLSearchParams): boolean | null {
  const raw = search.get(MAP_ARRONDISSEMENTS_PARAM);
  return raw === 'oui' ? true : raw === 'non' ? false : null;
}

/** Writes the choice of arrondissements into query parameters; null removes it (the default). */
export function writeMapArrondissements(
  target: URLSearchParams,
  on: boolean | null,
): URLSearchParams {
  if (on === null) target.delete(MAP_ARRONDISSEMENTS_PARAM);
  else target.set(MAP_ARRONDISSEMENTS_PARAM, on ? 'oui' : 'non');
  return target;
}

/** A territory’s Explorer address keeping the map’s indicator of `current` (its overlay depends on the level). */
export function explorerMapHref(side: TerritoryParams, current: URLSearchParams): string {
  const target = writeSide(new URLSearchParams(), side);
  const indicator = parseMapIndicator(current);
  if (indicator !== null) writeMapIndicator(target, indicator);
  return `/explorer/?${target.toString()}`;
}

/**
 * `explorerMapHref` for every area of a map at once: the address is built once per territory type
 * and only the code changes (hundreds of areas: one URLSearchParams each took about 5 ms).
 */
export function explorerMapHrefs(
  year: number | undefined,
  current: URLSearchParams,
): (territory: { type: TerritoryParams['type']; code: string }) => string {
  const templates = new Map<string, [string, string]>();
  return ({ type, code }) => {
    let template = templates.get(type);
    if (!template) {
      // A NUL code is written %00, found nowhere else in the address.
      const [before = '', after = ''] = explorerMapHref(
        { type, id: '\u0000', year },
        current,
      ).split('%00');
      template = [before, after];
      templates.set(type, template);
    }
    return `${template[0]}${encodeURIComponent(code)}${template[1]}`;
  };
}
