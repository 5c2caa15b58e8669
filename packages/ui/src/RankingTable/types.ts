import type { IndicatorFormatSpec } from '../format';
import type { StatisticReason, StatisticScope } from '../territory/statistic';

/** The columns a ranking can be sorted by: rank (1 = highest value first), name, code. */
export type RankingSort = 'rank' | 'name' | 'code';
export type RankingOrder = 'asc' | 'desc';

/** One territory of the ranking. */
export type RankingRow = {
  /** Official code (INSEE code; SIREN for an EPCI). */
  code: string;
  name: string;
  value: number | null;
  /** `ok`, or why there is no value: then the territory has no rank and is listed apart. */
  status: 'ok' | 'secret' | 'unavailable' | 'not_applicable';
  reason?: StatisticReason | undefined;
  /** For an aggregate: member communes with a value, out of all of them. */
  coverage?: { covered: number; of: number } | undefined;
  /** A value INSEE publishes for the territory itself (never computed from its communes). */
  published?: boolean | undefined;
  /** 1 = highest value; ties share a rank; null without a value. */
  rank: number | null;
};

/** France's value of the indicator, shown above the ranking as the national reference. */
export type RankingReference = {
  value: number | null;
  status: RankingRow['status'];
  published?: boolean | undefined;
  /** `france_metropolitaine`: the source publishes France métropolitaine only (Filosofi). */
  scope?: StatisticScope | undefined;
};

/** What the table needs of the ranked indicator: its name, and how to show its values. */
export type RankingIndicator = IndicatorFormatSpec & {
  label: string;
  /** Reference period ("RP 2018", "Filosofi 2021", "millésime 2024"), shown under the label. */
  referenceYear?: string | undefined;
  /**
   * Source id of the values INSEE also publishes above the commune (a 2019 median, decile or
   * share): "sans objet" then means not published at that level, never "publié à la commune
   * uniquement".
   */
  publishedAbove?: string | undefined;
};
