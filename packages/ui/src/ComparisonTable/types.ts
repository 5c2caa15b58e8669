import type { IndicatorFormatSpec } from '../format';
import type { StatisticReason } from '../territory/statistic';
import type { TerritoryRef } from '../territory/types';

/** A territory of the comparison (or a reference territory) in its vintage. */
export type ComparisonSide = { territory: TerritoryRef; year: number };

/** Why a value is missing: the API's reason codes (an unknown code reads as plain "non disponible"). */
export type ComparisonReason = StatisticReason;

/** One territory's value of an indicator, with its status (the API's statistic). */
export type ComparisonStatistic = {
  value: number | null;
  /** `ok`; `secret` (statistical secret); `unavailable` (see `reason`); `not_applicable`. */
  status: 'ok' | 'secret' | 'unavailable' | 'not_applicable';
  reason?: ComparisonReason | (string & {});
  /** For an aggregate (EPCI, département…): member communes with a value, out of all of them. */
  coverage?: { covered: number; of: number };
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
