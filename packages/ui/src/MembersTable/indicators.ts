import type { IndicatorFormatSpec } from '../format';
import { formatIndicator } from '../format';
import type { StatisticReason } from '../territory/statistic';
import type { MemberRow } from '../territory/types';
import type { MembersTableMessages } from './MembersTable.messages';

/**
 * An indicator the members table can show as a column (a subset of the API's catalogue entry, so
 * that ui does not depend on the contract).
 */
export type MemberIndicator = IndicatorFormatSpec & {
  /** Catalogue id, e.g. "density_rp2018". */
  id: string;
  /** French label, e.g. "Densité de population (recensement 2018)". */
  label: string;
  /** Reference period, e.g. "RP 2018", "Filosofi 2021". */
  referenceYear: string;
  /** Label of its theme, which groups it in the column chooser ("Ménages et logement"). */
  theme: string;
  /** Attribution text with the licence, written in the CSV export's sources column. */
  source?: string;
  /**
   * Attribution text of the values INSEE publishes above the commune for this median, decile or
   * share (EPCI, départements, régions): it is then never "publié à la commune uniquement".
   */
  publishedAbove?: string;
};

/** Why a value is missing: the API's reason codes (unknown codes read as plain "non disponible"). */
export type MemberStatisticReason = StatisticReason;

/** One member's value of one indicator, with its status. */
export type MemberStatistic = {
  value: number | null;
  /** `ok`; `secret` (statistical secret); `unavailable` (see `reason`); `not_applicable`. */
  status: 'ok' | 'secret' | 'unavailable' | 'not_applicable';
  reason?: MemberStatisticReason | (string & {});
  /** For an aggregate (an EPCI member of a département): member communes with a value. */
  coverage?: { covered: number; of: number };
  /** A value INSEE publishes for the member itself (never computed from its communes). */
  published?: boolean;
};

/** A row of the members table: a member and, optionally, its indicator values by id. */
export type MembersTableRow = MemberRow & {
  statistics?: Readonly<Record<string, MemberStatistic>>;
};

/** The value of an `ok` statistic, `undefined` for any other status or a missing one. */
export function okValue(row: MembersTableRow, id: string): number | undefined {
  const statistic = row.statistics?.[id];
  return statistic?.status === 'ok' && statistic.value !== null ? statistic.value : undefined;
}

/** A statistic as a short text for the cell and a full one for assistive technology. */
export type StatisticText = { short: string; full: string; partial?: string };

export function statisticText(
  statistic: MemberStatistic | undefined,
  indicator: MemberIndicator,
  m: MembersTableMessages,
): StatisticText {
  if (statistic === undefined) return { short: m.unavailable, full: m.unavailableFull };
  if (statistic.status === 'ok' && statistic.value !== null) {
    const text = formatIndicator(statistic.value, indicator);
    const { coverage } = statistic;
    return coverage && coverage.covered < coverage.of
      ? { short: text, full: text, partial: m.coverage(coverage.covered, coverage.of) }
      : { short: text, full: text };
  }
  if (statistic.status === 'secret') return { short: m.secret, full: m.secretFull };
  if (statistic.status === 'not_applicable') {
    return {
      short: m.notApplicable,
      full: indicator.publishedAbove ? m.notPublishedHereFull : m.notApplicableFull,
    };
  }
  const reason = statistic.reason ? m.reasons[statistic.reason] : undefined;
  return {
    short: m.unavailable,
    full: reason ? `${m.unavailableFull}\u00a0: ${reason}` : m.unavailableFull,
  };
}

/** An indicator's unit, reference year and, when its values are INSEE's own, « publié par l’Insee ». */
export function indicatorDetails(indicator: MemberIndicator, published: string | null): string {
  return [indicator.unit, indicator.referenceYear, published].filter(Boolean).join(', ');
}

/** The CSV header of an indicator column: its label, unit, reference year (and origin). */
export function indicatorCsvHeader(
  indicator: MemberIndicator,
  published: string | null = null,
): string {
  return `${indicator.label} (${indicatorDetails(indicator, published)})`;
}

/** The indicators of which some row holds a value INSEE published for the member itself. */
export function publishedIndicators(
  rows: readonly MembersTableRow[],
  indicators: readonly MemberIndicator[],
): Set<string> {
  return new Set(
    indicators
      .filter((i) => rows.some((row) => row.statistics?.[i.id]?.published))
      .map((i) => i.id),
  );
}

/** The chosen ids that the table knows, in the order of `indicators` (unknown ids are ignored). */
export function chosenIndicators(
  indicators: readonly MemberIndicator[],
  chosen: readonly string[],
): MemberIndicator[] {
  const set = new Set(chosen);
  return indicators.filter((indicator) => set.has(indicator.id));
}
