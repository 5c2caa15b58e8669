/** The four administrative levels, from the broadest to the finest. */
export const territoryTypes = ['region', 'departement', 'epci', 'commune'] as const;
/**
 * INSEE's study zonings: zone d'emploi, aire d'attraction des villes, unité urbaine, bassin de
 * vie, each a set of whole communes.
 */
export const zoneTypes = ['ze', 'aav', 'uu', 'bv'] as const;
export type ZoneType = (typeof zoneTypes)[number];
/**
 * A territory's kind: an administrative level, a study zoning, or an arrondissement municipal
 * (Paris, Lyon, Marseille), which appears as a member of its commune but is not a level of its own.
 */
export type TerritoryType = (typeof territoryTypes)[number] | 'arrondissement' | ZoneType;

/** French labels of the levels. */
export const territoryTypeLabels: Record<TerritoryType, string> = {
  region: 'Région',
  departement: 'Département',
  epci: 'Intercommunalité (EPCI)',
  commune: 'Commune',
  arrondissement: 'Arrondissement municipal',
  ze: 'Zone d’emploi',
  aav: 'Aire d’attraction des villes',
  uu: 'Unité urbaine',
  bv: 'Bassin de vie',
};

/** A side of a comparison: a territory's level, or `area` for a user's own set of communes. */
export type SideType = TerritoryType | 'area';

/** French labels of the sides' kinds. */
export const sideTypeLabels: Record<SideType, string> = {
  ...territoryTypeLabels,
  area: 'Territoire de projet',
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

/** The census a vintage's legal populations come from; `sameAs`: the earlier vintage it repeats. */
export type Census = {
  year: number;
  sameAs: number | null;
  /** The population leaves out communes merged into the territory after the census (not compared). */
  incomplete?: boolean;
};

/**
 * Why an earlier vintage cannot be rebuilt on the perimeter of the vintage shown: a split or a
 * moved boundary, a commune the earlier vintage lacks, or a population that leaves out communes
 * merged after its census.
 */
export type ChangeReason = 'perimeter_changed' | 'absent_from_source' | 'incomplete_population';

/** How the earlier vintage is taken on the perimeter of the vintage shown. */
export type ChangePerimeter = {
  /** The vintage whose perimeter is used (the vintage shown). */
  year: number;
  /** Whether the territory already had this very perimeter then. */
  same: boolean;
  /** Communes of the earlier vintage summed. */
  communes: number;
  /** A commune rebuilt from others (a merger since): those communes, in the earlier vintage. */
  from?: readonly { code: string; name: string }[];
};

type ChangeBase = {
  /** The earlier vintage. */
  year: number;
  /** Its census year; `null` or absent when unknown (older data). */
  census?: number | null;
  perimeter?: ChangePerimeter;
};

/**
 * Change of the population since an earlier vintage, on the perimeter of the vintage shown;
 * `relative` is a ratio (0.05 = +5 %). A change that cannot be rebuilt has no figures, a reason.
 */
export type Change =
  | (ChangeBase & { comparable?: true; absolute: number; relative: number | null })
  | (ChangeBase & { comparable: false; reason: ChangeReason });

/** Where a figure comes from. */
export type DataSource = { name: string; version?: string; licence: string };

/**
 * A point of a population series: a vintage, or a census year (`source` set). `population: null`
 * means absent then (or not comparable: `reason`).
 */
export type PopulationPoint = {
  year: number;
  population: number | null;
  /** Legal population of the vintages (`vintages`), or a census of the comparateur (`census`). */
  source?: 'legal' | 'census';
  /** Legal populations: the vintages that carry this census. */
  vintages?: readonly number[];
  /** The territory's own population then, on its perimeter then; `null` when it did not exist. */
  asWas?: number | null;
  /** Why `population` is null when the territory existed (e.g. `perimeter_changed`). */
  reason?: string;
};

/** A population series over vintages or census years. */
export type PopulationSeries = {
  label: string;
  points: readonly PopulationPoint[];
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
