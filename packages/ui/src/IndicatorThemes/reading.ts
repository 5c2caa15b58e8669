import { formatIndicator } from '../format';
import type { IndicatorThemesMessages } from './IndicatorThemes.messages';
import type { IndicatorThemesIndicator, IndicatorThemesReading } from './types';

/** A value in words: the formatted number, or its status ("Secret statistique"…), never a dash. */
export function readingText(
  reading: IndicatorThemesReading,
  indicator: IndicatorThemesIndicator,
  m: IndicatorThemesMessages,
): string {
  if (reading.status === 'ok' && reading.value !== null) {
    return formatIndicator(reading.value, indicator);
  }
  if (reading.status === 'secret') return m.secret;
  if (reading.status === 'not_applicable') {
    return indicator.publishedAbove ? m.notPublishedHere : m.notApplicable;
  }
  return m.unavailable;
}

/**
 * The detail under a value: why it is unavailable, that INSEE published it (never a coverage for
 * it), or the coverage of a partial aggregate.
 */
export function readingDetail(
  reading: IndicatorThemesReading,
  m: IndicatorThemesMessages,
): string | null {
  if (reading.status === 'unavailable' && reading.reason) return m.reasons[reading.reason];
  if (reading.status === 'ok' && reading.published) return m.published;
  const coverage = reading.coverage;
  if (reading.status === 'ok' && coverage && coverage.covered < coverage.of) {
    return m.coverage(coverage.covered, coverage.of);
  }
  return null;
}

/** The same value with its detail in brackets, for one line of text. */
export function readingLine(
  reading: IndicatorThemesReading,
  indicator: IndicatorThemesIndicator,
  m: IndicatorThemesMessages,
): string {
  const detail = readingDetail(reading, m);
  const text = readingText(reading, indicator, m);
  return detail ? `${text} (${detail})` : text;
}

/** France's name for this reading: France métropolitaine when the source publishes only it. */
export function franceName(reading: IndicatorThemesReading, m: IndicatorThemesMessages): string {
  return reading.scope === 'france_metropolitaine' ? m.franceMetropolitaine : m.france;
}

/**
 * Whether a value belongs to the territory's level: a figure not published there (a commune-only
 * median above the commune, a 2019 decile for a commune) is its own card, never half of a series.
 */
export const atItsLevel = (reading: IndicatorThemesReading): boolean =>
  reading.status !== 'not_applicable' && reading.reason !== 'level_not_published';

/** The year of a reference period ("RP 2013" → "2013", "Filosofi 2021" → "2021"). */
export function dateOf(referenceYear: string): string {
  const years = referenceYear.match(/\d{4}/g);
  return years ? (years[years.length - 1] as string) : referenceYear;
}
