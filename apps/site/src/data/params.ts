import {
  AREA_SIDE,
  isTerritoryType,
  MAX_COMPARE_SIDES,
  MAX_YEAR,
  MIN_YEAR,
  sideKeys,
  territoryCode,
} from '@epic/api-contract';
import type { SideType, TerritoryType } from '@epic/ui';

/** A territory view as written in the address: level, official code, vintage. */
export type TerritoryParams = { type: TerritoryType; id: string; year: number | undefined };

/** A side of a comparison: a territory, or one of the user's areas (`type=area&id=<id>`). */
export type SideParams = { type: SideType; id: string; year: number | undefined };

export type ParsedSide<Value = TerritoryParams> =
  | { state: 'empty' }
  | {
      state: 'invalid';
      message: string;
      /** Level and code when only the vintage is malformed: the code can still be checked. */
      partial?: { type: TerritoryType; id: string };
    }
  | { state: 'valid'; value: Value };

/** Sides of a comparison (2 to 6) and their parameter names, as the API reads them. */
export const MAX_SIDES = MAX_COMPARE_SIDES;
export { sideKeys };

/**
 * Reads side `n` (1-based: `type, id, year`, or `type2, id2, year2`… `type6, id6, year6`) from a
 * query string. Never throws: missing parameters give `empty`, malformed ones a French message.
 */
export function parseSide(search: URLSearchParams, n = 1): ParsedSide {
  const keys = sideKeys(n);
  const type = search.get(keys.type)?.trim() ?? '';
  const id = search.get(keys.id)?.trim() ?? '';
  if (!type && !id) return { state: 'empty' };
  // Every level of the API: an arrondissement municipal too (its city's members, its map).
  if (!isTerritoryType(type)) {
    return {
      state: 'invalid',
      message: `Le niveau «\u202f${type.slice(0, 40)}\u202f» n’existe pas. Choisissez une région, un département, une intercommunalité, une commune ou un arrondissement municipal.`,
    };
  }
  // The contract's rule: the official code format of the level ('2a004' is read as 2A004).
  const code = territoryCode(type, id);
  if (code === null) {
    return {
      state: 'invalid',
      message: `Le code «\u202f${id.slice(0, 40)}\u202f» n’est pas un code officiel valide (code Insee ou SIREN).`,
    };
  }
  const year = readYear(search.get(keys.year)?.trim() ?? '');
  if (year === null) return badYear(search.get(keys.year)?.trim() ?? '', { type, id: code });
  return { state: 'valid', value: { type, id: code, year } };
}

/** The vintage written (undefined when none), or null when it is not a year. */
export function readYear(text: string): number | undefined | null {
  if (!text) return undefined;
  const parsed = Number(text);
  return Number.isInteger(parsed) && parsed >= MIN_YEAR && parsed <= MAX_YEAR ? parsed : null;
}

export const badYear = (
  text: string,
  partial?: { type: TerritoryType; id: string },
): ParsedSide => ({
  state: 'invalid',
  message: `Le millésime «\u202f${text.slice(0, 20)}\u202f» n’est pas une année valide.`,
  ...(partial ? { partial } : {}),
});

/** Writes side `n` (1-based) back into query parameters (drops the year when undefined). */
export function writeSide(
  target: URLSearchParams,
  side: SideParams | null,
  n = 1,
): URLSearchParams {
  const keys = sideKeys(n);
  for (const key of [keys.type, keys.id, keys.year]) target.delete(key);
  if (side) {
    target.set(keys.type, side.type);
    target.set(keys.id, side.id);
    if (side.year !== undefined) target.set(keys.year, String(side.year));
  }
  return target;
}

/** The Explorer address of a territory, or of one of the user's areas (`area=<id>`). */
export function explorerHref(side: SideParams): string {
  if (side.type === AREA_SIDE) {
    const query = new URLSearchParams({ area: side.id });
    if (side.year !== undefined) query.set('year', String(side.year));
    return `/explorer/?${query.toString()}`;
  }
  return `/explorer/?${writeSide(new URLSearchParams(), side).toString()}`;
}

type CodedTerritory = { type: TerritoryType; code: string };

/** The Explorer address of a territory in the latest vintage (hierarchy, members). */
export const territoryHref = (territory: CodedTerritory): string =>
  explorerHref({ type: territory.type, id: territory.code, year: undefined });

/** The Explorer address of a territory in a given vintage (lineage, vintages where it exists). */
export const territoryInYearHref = (territory: CodedTerritory & { year: number }): string =>
  explorerHref({ type: territory.type, id: territory.code, year: territory.year });

/** The Comparer address with side `n` replaced: the other sides and the rest of `current` kept. */
export const comparerSideHref = (
  current: URLSearchParams | undefined,
  side: SideParams | null,
  n = 1,
): string => `/comparer?${writeSide(new URLSearchParams(current), side, n).toString()}`;

/** The members table's indicator columns in the Explorer's address: `colonnes=density_rp2018,…`. */
export const COLUMNS_PARAM = 'colonnes';

export const COLUMN_ID = /^[a-z0-9_]{1,64}$/;

/**
 * The indicator columns asked for in the address: null without the parameter (the default
 * columns); otherwise the well-formed ids, deduplicated (at most 100), possibly none. Never throws;
 * whether the catalogue knows an id is checked by the caller.
 */
export function parseColumns(search: URLSearchParams): string[] | null {
  const raw = search.get(COLUMNS_PARAM);
  if (raw === null) return null;
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter((id) => COLUMN_ID.test(id));
  return [...new Set(ids)].slice(0, 100);
}

/** Writes the columns into query parameters; null removes the parameter (the default columns). */
export function writeColumns(
  target: URLSearchParams,
  ids: readonly string[] | null,
): URLSearchParams {
  if (ids === null) target.delete(COLUMNS_PARAM);
  else target.set(COLUMNS_PARAM, ids.join(','));
  return target;
}

/**
 * The catalogue's themes, in its order (`INDICATOR_THEMES` of @epic/api-contract, written out so
 * that the route chunks do not carry the catalogue; params.test.ts checks them).
 */
export const INDICATOR_THEME_IDS = [
  'population',
  'logement',
  'emploi',
  'revenus',
  'etablissements',
] as const;
export type ThemeId = (typeof INDICATOR_THEME_IDS)[number];

/** The themes of indicators shown, in the Explorer's and the Comparer's address: `indicators=revenus,emploi`. */
export const THEMES_PARAM = 'indicators';

/**
 * The themes asked for in the address: the known ones, in the catalogue's order; null (every
 * theme) without the parameter or when it names none. Never throws.
 */
export function parseThemes(search: URLSearchParams): ThemeId[] | null {
  const raw = search.get(THEMES_PARAM);
  if (raw === null) return null;
  const asked = new Set(raw.split(',').map((theme) => theme.trim()));
  const themes = INDICATOR_THEME_IDS.filter((theme) => asked.has(theme));
  return themes.length > 0 ? themes : null;
}

/** Writes the themes into query parameters; null (or every theme) removes the parameter. */
export function writeThemes(
  target: URLSearchParams,
  themes: readonly ThemeId[] | null,
): URLSearchParams {
  if (themes === null || themes.length === INDICATOR_THEME_IDS.length) target.delete(THEMES_PARAM);
  else target.set(THEMES_PARAM, themes.join(','));
  return target;
}
