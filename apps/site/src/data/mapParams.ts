import { isZoneType, type ZoneType } from '@epic/api-contract';
import type { ClassMethod, MapClassification, PaletteId } from '@epic/ui/map';
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
 * What the map draws instead of its own areas, `zonage=`: `epci`, the intercommunalités (the map of
 * France, or a région's or a département's: every EPCI with communes there, each whole, instead of
 * its départements or communes); `ze` (zones d'emploi), `aav`, `uu` or `bv`, a study zoning (the
 * map of France only). Absent or unknown: the map's own areas.
 */
export const MAP_ZONES_PARAM = 'zonage';

/** A map's zoning: a study zoning, or the EPCI. */
export type MapZoning = ZoneType | 'epci';

/** The zoning asked for in the address, or null (the map's own areas). */
export function parseMapZones(search: URLSearchParams): MapZoning | null {
  const raw = search.get(MAP_ZONES_PARAM) ?? '';
  return raw === 'epci' || isZoneType(raw) ? raw : null;
}

/** Writes the map's zoning into query parameters; null removes it. */
export function writeMapZones(target: URLSearchParams, level: MapZoning | null): URLSearchParams {
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

/**
 * The map's classes in the address, each absent at its default: `classes=` the method
 * (`quantiles`, `seuils-naturels`, `egales`, `manuelles`), `nb=` their number (3 to 7), `seuils=`
 * the manual thresholds (`10;20.5;30`, increasing), `palette=` the colours.
 */
export const MAP_CLASSES_PARAM = 'classes';
export const MAP_CLASS_COUNT_PARAM = 'nb';
export const MAP_THRESHOLDS_PARAM = 'seuils';
export const MAP_PALETTE_PARAM = 'palette';

const methodSlugs = {
  quantiles: 'quantiles',
  jenks: 'seuils-naturels',
  equal: 'egales',
  manual: 'manuelles',
} as const satisfies Record<ClassMethod, string>;

const paletteSlugs = {
  YlGnBu: 'jaune-vert-bleu',
  Blues: 'bleus',
  Greens: 'verts',
  Oranges: 'oranges',
  PuOr: 'orange-violet',
  RdBu: 'rouge-bleu',
  BrBG: 'brun-vert',
} as const satisfies Record<PaletteId, string>;

/** The key of `slugs` whose slug is `raw`, or undefined. */
const fromSlug = <K extends string>(slugs: Record<K, string>, raw: string | null) =>
  (Object.keys(slugs) as K[]).find((key) => slugs[key] === raw);

/** Up to 6 increasing numbers written `10;20.5;30`, or undefined. */
function parseThresholdsParam(raw: string | null): number[] | undefined {
  if (!raw) return undefined;
  const parts = raw.split(';');
  if (parts.length > 6 || !parts.every((p) => /^-?\d+(\.\d+)?$/.test(p))) return undefined;
  const numbers = parts.map(Number);
  return numbers.every((n, i) => i === 0 || n > (numbers[i - 1] as number)) ? numbers : undefined;
}

/** The map's classes asked for in the address; anything unknown is left at its default. */
export function parseMapClassification(search: URLSearchParams): MapClassification {
  const method = fromSlug(methodSlugs, search.get(MAP_CLASSES_PARAM));
  const count = Number(search.get(MAP_CLASS_COUNT_PARAM));
  const thresholds = parseThresholdsParam(search.get(MAP_THRESHOLDS_PARAM));
  const palette = fromSlug(paletteSlugs, search.get(MAP_PALETTE_PARAM));
  // Manual classes without thresholds are the default ones.
  const manual = method === 'manual' && thresholds !== undefined;
  return {
    ...(method && method !== 'quantiles' && (method !== 'manual' || manual) ? { method } : {}),
    ...(!manual && Number.isInteger(count) && count >= 3 && count <= 7 ? { count } : {}),
    ...(manual ? { thresholds } : {}),
    ...(palette ? { palette } : {}),
  };
}

/** Writes the map's classes into query parameters; the fields absent are removed. */
export function writeMapClassification(
  target: URLSearchParams,
  { method, count, thresholds, palette }: MapClassification,
): URLSearchParams {
  for (const name of [
    MAP_CLASSES_PARAM,
    MAP_CLASS_COUNT_PARAM,
    MAP_THRESHOLDS_PARAM,
    MAP_PALETTE_PARAM,
  ]) {
    target.delete(name);
  }
  if (method && method !== 'quantiles') target.set(MAP_CLASSES_PARAM, methodSlugs[method]);
  if (count !== undefined && method !== 'manual') target.set(MAP_CLASS_COUNT_PARAM, String(count));
  if (method === 'manual' && thresholds?.length) {
    target.set(MAP_THRESHOLDS_PARAM, thresholds.join(';'));
  }
  if (palette) target.set(MAP_PALETTE_PARAM, paletteSlugs[palette]);
  return target;
}

/**
 * A territory’s Explorer address keeping the map’s indicator and classes of `current` (its
 * overlay depends on the level).
 */
export function explorerMapHref(side: TerritoryParams, current: URLSearchParams): string {
  const target = writeSide(new URLSearchParams(), side);
  const indicator = parseMapIndicator(current);
  if (indicator !== null) writeMapIndicator(target, indicator);
  writeMapClassification(target, parseMapClassification(current));
  return `/explorer/?${target.toString()}`;
}

/**
 * `explorerMapHref` for every area of a map at once: the address is built once per territory type
 * and only the code changes (hundreds of areas: one URLSearchParams each was slow).
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
