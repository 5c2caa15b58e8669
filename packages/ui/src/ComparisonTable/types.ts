import type { IndicatorFormatSpec } from '../format';
import type { StatisticReason } from '../territory/statistic';
import type { TerritoryRef } from '../territory/types';

/** One side of the comparison. */
export type ComparisonSide = { territory: TerritoryRef; year: number };

/** Why a value is missing: the API's reason codes (an unknown code reads as plain "non disponible"). */
export type ComparisonReason = StatisticReason;

/** One side's value of a catalogue indicator, with its status (the API's statistic). */
export type ComparisonStatistic = {
  value: number | null;
  /** `ok`; `secret` (statistical secret); `unavailable` (see `reason`); `not_applicable`. */
  status: 'ok' | 'secret' | 'unavailable' | 'not_applicable';
  reason?: ComparisonReason | (string & {});
  /** For an aggregate (EPCI, département…): member communes with a value, out of all of them. */
  coverage?: { covered: number; of: number };
};

/**
 * A catalogue indicator of both sides (a subset of the API's catalogue entry, so that ui does not
 * depend on the contract). A side without a statistic reads "non disponible".
 */
export type ComparisonIndicator = IndicatorFormatSpec & {
  /** Catalogue id, e.g. "median_income_fi2021". */
  id: string;
  /** French label, e.g. "Revenu médian disponible par unité de consommation". */
  label: string;
  /** Reference period of the figures, e.g. "RP 2018", "Filosofi 2021". */
  referenceYear: string;
  /** Id of its source (see `ComparisonSource`). */
  source: string;
  a?: ComparisonStatistic;
  b?: ComparisonStatistic;
};

/** A theme of the catalogue and its indicators, in display order. */
export type ComparisonTheme = {
  id: string;
  /** e.g. "Ménages et logement". */
  label: string;
  indicators: readonly ComparisonIndicator[];
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

/** A key figure of both sides; `percent` values are ratios (0.25 = 25 %). */
export type ComparisonRow = {
  /** Stable key of the indicator (React key). */
  key: string;
  /** Name of the indicator, e.g. "Population". */
  label: string;
  /** Value of the left side (A); `null` when missing. */
  left: number | null;
  /** Value of the right side (B); `null` when missing. */
  right: number | null;
  /** @default 'number' */
  format?: 'number' | 'percent';
  /**
   * Sides for which the indicator cannot exist (e.g. "Nombre de communes" of a commune): they read
   * "Sans objet", while a `null` value where it applies reads "Non disponible".
   */
  notApplicable?: { left?: boolean; right?: boolean };
  /**
   * Sides whose value is covered by statistical secret (too few households, e.g. a median income
   * of a small commune): they read "Secret statistique", and so does their difference.
   */
  secret?: { left?: boolean; right?: boolean };
};
