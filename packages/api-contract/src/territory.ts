/**
 * Territory levels and the one rule for a territory id, shared by the API (validation), the site
 * (address parameters) and the API's preload hints. Plain TypeScript: no zod, so a browser bundle
 * that only reads an address pays for a few regular expressions.
 */

/**
 * Levels of the API: the administrative ones from the broadest to the finest (an arrondissement
 * municipal last), then INSEE's study zonings (`ZONE_TYPES`), each a set of whole communes.
 */
export const TERRITORY_TYPES = [
  'region',
  'departement',
  'epci',
  'commune',
  'arrondissement',
  'ze',
  'aav',
  'uu',
  'bv',
] as const;
export type TerritoryType = (typeof TERRITORY_TYPES)[number];

/**
 * INSEE's study zonings: zone d'emploi 2020, aire d'attraction des villes 2020, unité urbaine 2020,
 * bassin de vie 2012 (their 2022 composition, followed in the other vintages through the mergers).
 */
export const ZONE_TYPES = ['ze', 'aav', 'uu', 'bv'] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];

/**
 * A comparison side's kind: a territory level, or `area` (paths.ts `AREA_SIDE`) for one of the
 * user's own areas. Beside TERRITORY_TYPES: a module of its own would read them before they are set
 * when a bundler splits the two into chunks that import each other.
 */
export const COMPARE_SIDE_TYPES = [...TERRITORY_TYPES, 'area'] as const;
export type CompareSideType = (typeof COMPARE_SIDE_TYPES)[number];

export function isZoneType(value: string): value is ZoneType {
  return (ZONE_TYPES as readonly string[]).includes(value);
}

/** Levels of the map (choropleth). */
export const MAP_LEVELS = ['region', 'departement'] as const;
export type MapLevel = (typeof MAP_LEVELS)[number];

/** Vintages (millésimes) are years on four digits within these bounds. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** Official code formats per level (upper case: see `territoryCode`). */
export const CODE_PATTERNS: Readonly<Record<TerritoryType, RegExp>> = {
  region: /^\d{2}$/,
  departement: /^(\d{2}|2[AB]|97\d)$/,
  epci: /^\d{9}$/,
  commune: /^(\d{5}|2[AB]\d{3})$/,
  arrondissement: /^\d{5}$/,
  ze: /^\d{4}$/,
  aav: /^[0-9A-Z]{3}$/,
  uu: /^[0-9][0-9A-Z]\d{3}$/,
  bv: /^(\d{5}|2[AB]\d{3})$/,
};

export function isTerritoryType(value: string): value is TerritoryType {
  return (TERRITORY_TYPES as readonly string[]).includes(value);
}

/**
 * THE rule for a territory id: the official code format of its level, read case-insensitively
 * ('2a004' is the commune 2A004). Returns the code in upper case, or null when it is malformed.
 */
export function territoryCode(type: TerritoryType, id: string): string | null {
  const code = id.toUpperCase();
  return CODE_PATTERNS[type].test(code) ? code : null;
}

/**
 * Any level's code format as one pattern string, for a check that sees the code apart from its
 * level (the site's preload hints): the union of `CODE_PATTERNS`, upper case. Marked pure so that
 * a bundle that does not use it (the site's first screen) drops it.
 */
export const ANY_CODE_PATTERN: string = /* @__PURE__ */ anyCodePattern();

function anyCodePattern(): string {
  const each = Object.values(CODE_PATTERNS).map((pattern) => pattern.source.slice(1, -1));
  return `^(?:${each.join('|')})$`;
}

const TYPE_LABELS: Record<TerritoryType, string> = {
  region: 'la région',
  departement: 'le département',
  epci: 'l’EPCI',
  commune: 'la commune',
  arrondissement: 'l’arrondissement municipal',
  ze: 'la zone d’emploi',
  aav: 'l’aire d’attraction des villes',
  uu: 'l’unité urbaine',
  bv: 'le bassin de vie',
};
const CODE_EXAMPLES: Record<TerritoryType, string> = {
  region: '2 chiffres, par exemple 11',
  departement: '2 ou 3 caractères, par exemple 75, 2A ou 974',
  epci: 'le numéro SIREN à 9 chiffres, par exemple 200046977',
  commune: 'le code Insee à 5 caractères, par exemple 75056 ou 2A004',
  arrondissement: 'le code Insee à 5 chiffres, par exemple 75101',
  ze: 'le code Insee à 4 chiffres, par exemple 8428',
  aav: 'le code Insee à 3 caractères, par exemple 002',
  uu: 'le code Insee à 5 caractères, par exemple 00758',
  bv: 'le code Insee à 5 caractères, par exemple 42218',
};

/** The French refusal of a code that does not follow its level's format. */
export function codeFormatMessage(type: TerritoryType): string {
  return `Code mal formé pour ${TYPE_LABELS[type]}\u00a0: ${CODE_EXAMPLES[type]} est attendu.`;
}
