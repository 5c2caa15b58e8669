/** The four territorial levels, from the broadest to the finest. */
export const territoryTypes = ['region', 'departement', 'epci', 'commune'] as const;
/**
 * A territory's kind: one of the four levels, or an arrondissement municipal (Paris, Lyon,
 * Marseille), which appears as a member of its commune but is not a level of its own.
 */
export type TerritoryType = (typeof territoryTypes)[number] | 'arrondissement';

/** French labels of the levels. */
export const territoryTypeLabels: Record<TerritoryType, string> = {
  region: 'Région',
  departement: 'Département',
  epci: 'Intercommunalité (EPCI)',
  commune: 'Commune',
  arrondissement: 'Arrondissement municipal',
};

/** A territory by level and official code (INSEE code; SIREN for an EPCI). */
export type TerritoryRef = {
  type: TerritoryType;
  code: string;
  name: string;
  /**
   * INSEE article type of the name (TNCC 0–8, see `TypeLiaison`), for "dans la Loire", "du Rhône"
   * with `withArticle`; absent when unknown (EPCI, older data).
   */
  typeLiaison?: number;
};

/** A search result of the territory picker. */
export type TerritoryOption = TerritoryRef & {
  /** Vintage the result belongs to. */
  year?: number;
  /** Département of a commune (or of an EPCI's seat), shown to tell homonyms apart. */
  departement?: { code: string; name: string };
  population?: number;
  postalCodes?: string[];
};

/** Change of a figure since a reference vintage; `relative` is a ratio (0.05 = +5 %). */
export type Change = { year: number; absolute: number; relative: number };

/** Where a figure comes from. */
export type DataSource = { name: string; version?: string; licence: string };

/** A population series over vintages; `population: null` means absent in that vintage. */
export type PopulationSeries = {
  label: string;
  points: { year: number; population: number | null }[];
};

/** A row of a members table (communes of an EPCI, départements of a région…). */
export type MemberRow = {
  type: TerritoryType;
  code: string;
  name: string;
  population: number | null;
  /** Share of the parent's population, as a ratio (0.25 = 25 %). */
  share?: number;
};

/** Builds the destination of a link to a territory (the site's Explorer URL). */
export type TerritoryHref = (territory: TerritoryRef) => string;
