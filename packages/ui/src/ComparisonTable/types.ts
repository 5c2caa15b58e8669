import type { IndicatorFormatSpec } from '../format';
import type { StatisticReason, StatisticScope } from '../territory/statistic';
import type { SideType, TerritoryRef } from '../territory/types';

/**
 * A territory of the comparison (or a reference territory) in its vintage; a side may be a user's
 * own area (`type: 'area'`, its id as `code`).
 */
export type ComparisonSide = {
  territory: Omit<TerritoryRef, 'type'> & { type: SideType };
  year: number;
};

/** Why a value is missing: the API's reason codes (an unknown code reads as plain "non disponible"). */
export type ComparisonReason = StatisticReason;

/**
 * A population compared with the same territory in another vintage (the reference side's): both
 * taken on the later vintage's perimeter, the earlier one rebuilt from its communes.
 */
export type ComparisonPerimeter = {
  /** The later vintage, whose perimeter both populations are on. */
  year: number;
  /** This side's population on that perimeter (null: it cannot be rebuilt). */
  value: number | null;
  /** The reference side's population on that perimeter. */
  reference: number | null;
  /** False: one of the two cannot be rebuilt on that perimeter (see `reason`). */
  comparable: boolean;
  /**
   * `perimeter_changed` (a split, a moved boundary), `absent_from_source` (communes not found) or
   * `incomplete_population` (a population without the communes merged after its census).
   */
  reason?: string | undefined;
};

/** A change of population: since which earlier vintage and census, on which perimeter. */
export type ComparisonChange = {
  /** The earlier vintage. */
  year: number;
  /** Its census year (null: unknown). */
  census: number | null;
  /** The vintage whose perimeter both are on, when the territory's perimeter changed since. */
  perimeter?: number | undefined;
  /** False: the earlier vintage cannot be rebuilt on this perimeter (`reason` of the statistic). */
  comparable: boolean;
};

/** One territory's value of an indicator, with its status (the API's statistic). */
export type ComparisonStatistic = {
  value: number | null;
  /** `ok`; `secret` (statistical secret); `unavailable` (see `reason`); `not_applicable`. */
  status: 'ok' | 'secret' | 'unavailable' | 'not_applicable';
  reason?: ComparisonReason | (string & {});
  /** For an aggregate (EPCI, département…): member communes with a value, out of all of them. */
  coverage?: { covered: number; of: number };
  /** A value INSEE publishes for the territory itself (never computed from its communes). */
  published?: boolean | undefined;
  /** France's value covers France métropolitaine only (the only one the source publishes). */
  scope?: StatisticScope | undefined;
  /**
   * A legal population: its census year, the earlier vintage with the same census, and whether it
   * leaves out communes merged after the census (not compared then).
   */
  census?:
    | { year: number; sameAs?: number | null | undefined; incomplete?: boolean | undefined }
    | undefined;
  /** A change of population: since when, on which perimeter. */
  change?: ComparisonChange | undefined;
  /** A population set against the same territory in the reference side's vintage. */
  perimeter?: ComparisonPerimeter | undefined;
};

/**
 * An indicator across the sides (a subset of the API's catalogue entry and compare row, so that ui
 * does not depend on the contract). A side without a statistic reads "non disponible".
 */
export type ComparisonIndicator = IndicatorFormatSpec & {
  /** Catalogue id, e.g. "median_income_2021", or a key figure's key. */
  id: string;
  /** French label, e.g. "Médiane du niveau de vie (2021)". */
  label: string;
  /** Reference period of the figures, e.g. "RP 2018", "Filosofi 2021". */
  referenceYear: string;
  /** Id of its source (see `ComparisonSource`); a key figure takes its theme's sources. */
  source?: string;
  /**
   * Id of the source of the values INSEE publishes above the commune (a 2019 median, decile or
   * share for EPCI, départements, régions, France métropolitaine): attributed with the theme.
   */
  publishedAbove?: string | undefined;
  /**
   * How `not_applicable` reads: `communeOnly` "Sans objet (publié à la commune uniquement)" (a
   * catalogue median above the commune level), `level` "Sans objet" (cannot exist at this level,
   * e.g. the number of communes of a commune). @default 'communeOnly'
   */
  notApplicable?: 'communeOnly' | 'level';
  /**
   * `count` for a total (habitants, emplois: summed over the member communes), `level` for a rate,
   * a share, a density, a median. A count is never set against France or a parent (their totals
   * dwarf any territory's): no above/below mark. @default 'level'
   */
  kind?: 'count' | 'level';
  /** Every side's value, in the sides' order. */
  values: readonly (ComparisonStatistic | undefined)[];
  /**
   * Per side: value − the reference side's value, in the indicator's unit (points for a rate);
   * null unless both are `ok`. Computed from `values` when absent.
   */
  absolute?: readonly (number | null)[];
  /**
   * Per side: (value − reference) / |reference| as a ratio; null when not given (a rate, a zero
   * base, a median). Computed from `values` (counts and amounts only) when absent.
   */
  relative?: readonly (number | null)[];
  /**
   * Per side: true when it is the reference side's territory in another vintage. A figure with a
   * single reference date (RP 2018…) is then the same measure on two perimeters: no difference.
   */
  sameReference?: readonly boolean[] | undefined;
  /** France's value (the "France" reference column). */
  france?: ComparisonStatistic;
  /** Per side: its parent's value (the "département ou région" columns), null without a parent. */
  parents?: readonly (ComparisonStatistic | null)[];
};

/** A source of the catalogue: attributed once under each theme that uses it, and in the exports. */
export type ComparisonSource = {
  id: string;
  name: string;
  licence: string;
  /** Full attribution with the licence, e.g. "Source : Insee, … — Licence Ouverte 2.0". */
  attribution: string;
  producer?: string;
  url?: string;
};

/** A theme of the catalogue and its indicators, in display order. */
export type ComparisonTheme = {
  id: string;
  /** e.g. "Ménages et logement". */
  label: string;
  indicators: readonly ComparisonIndicator[];
};

/** Which reference columns are shown (the two check boxes). */
export type ComparisonReferences = { france: boolean; parent: boolean };
