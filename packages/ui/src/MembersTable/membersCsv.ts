import { type CsvValue, toCsv } from '@epic/api-contract/csv';
import { territoryTypeLabels } from '../territory/types';
import {
  indicatorCsvHeader,
  type MemberIndicator,
  type MembersTableRow,
  publishedIndicators,
  statisticText,
} from './indicators';
import { type MembersTableMessages, membersTableMessages } from './MembersTable.messages';

const DIGITS: Record<MemberIndicator['format'], number> = {
  integer: 0,
  euro: 0,
  decimal1: 1,
  decimal2: 2,
};

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** An indicator's cell: the number rounded as displayed, or the short text of its status. */
function indicatorCell(
  row: MembersTableRow,
  indicator: MemberIndicator,
  m: MembersTableMessages,
): CsvValue {
  const statistic = row.statistics?.[indicator.id];
  if (statistic?.status === 'ok' && statistic.value !== null) {
    return round(statistic.value, DIGITS[indicator.format]);
  }
  return statisticText(statistic, indicator, m).short;
}

/**
 * The members as CSV (UTF-8 BOM, `;`, decimal comma), in the given order. Each indicator column
 * names its unit and reference year in its header ("Part des résidences secondaires (%, RP 2018)"),
 * and « publié par l’Insee » when the members' values are INSEE's own (Filosofi 2019 above the
 * commune);
 * a missing value is written as its status ("secret", "n.d.", "sans objet"). With indicators that
 * name a source, a last column "Sources et licences" gives their attributions on every row, so the
 * file stays one rectangular table.
 */
export function membersToCsv(
  rows: readonly MembersTableRow[],
  messages: MembersTableMessages = membersTableMessages,
  indicators: readonly MemberIndicator[] = [],
): string {
  const m = messages;
  const published = publishedIndicators(rows, indicators);
  const sources = [
    ...new Set(
      indicators.flatMap((indicator) => [
        ...(indicator.source ? [indicator.source] : []),
        ...(indicator.publishedAbove && published.has(indicator.id)
          ? [indicator.publishedAbove]
          : []),
      ]),
    ),
  ].join(' | ');
  return toCsv(
    [
      m.code,
      m.name,
      m.level,
      m.population,
      m.shareCsv,
      ...indicators.map((indicator) =>
        indicatorCsvHeader(indicator, published.has(indicator.id) ? m.published : null),
      ),
      ...(sources ? [m.sourcesCsv] : []),
    ],
    rows.map((row) => [
      row.code,
      row.name,
      territoryTypeLabels[row.type],
      row.population,
      row.share === undefined ? null : Math.round(row.share * 1000) / 10,
      ...indicators.map((indicator) => indicatorCell(row, indicator, m)),
      ...(sources ? [sources] : []),
    ]),
  );
}
