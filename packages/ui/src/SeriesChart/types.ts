import type { IndicatorFormatSpec } from '../format';
import type { StatisticReason } from '../territory/statistic';

/** Why a point of a series has no value: the API's reason codes. */
export type SeriesReason =
  | StatisticReason
  | 'perimeter_unverified'
  | 'level_not_published'
  | 'incomplete_population';

/** A point's status, as the API gives it. */
export type SeriesStatus = 'ok' | 'secret' | 'unavailable' | 'not_applicable';

/** One date of a series. */
export type SeriesChartPoint = {
  /** Reference year, where the point sits on the time axis (for a period, its last year). */
  year: number;
  /** The date as shown: "2016", "2013–2017". */
  period: string;
  /** `null` unless `status` is `ok`: drawn as a gap, the reason in the table. */
  value: number | null;
  status: SeriesStatus;
  reason?: SeriesReason | undefined;
  /** Published by the source for this very territory (never computed from communes). */
  published?: boolean | undefined;
  /** The value is France métropolitaine's, the only one the source publishes. */
  scope?: 'france_metropolitaine' | undefined;
  /** Id of the point's source (see the chart's `sources`). */
  source: string;
  /** Legal populations: the vintages that carry this census. */
  vintages?: readonly number[] | undefined;
  /** Legal populations: the territory's own population then, on its perimeter then. */
  asWas?: number | null | undefined;
};

/** A series: one measure at several dates, with what it is and how to show its numbers. */
export type SeriesChartData = IndicatorFormatSpec & {
  id: string;
  label: string;
  /** What the measure is, in a sentence. */
  definition: string;
  /** What the points are (perimeter, source), shown under the chart. */
  note: string;
  /** Oldest first. */
  points: readonly SeriesChartPoint[];
};

/** A source of the points: a short name for the table, the attribution to quote. */
export type SeriesChartSource = { id: string; name: string; attribution: string };
