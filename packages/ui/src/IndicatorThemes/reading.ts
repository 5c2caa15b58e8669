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
  if (reading.status === 'not_applicable') return m.notApplicable;
  return m.unavailable;
}

/** The detail under a value: why it is unavailable, or the coverage of a partial aggregate. */
export function readingDetail(
  reading: IndicatorThemesReading,
  m: IndicatorThemesMessages,
): string | null {
  if (reading.status === 'unavailable' && reading.reason) return m.reasons[reading.reason];
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

/** The year of a reference period ("RP 2013" → "2013", "Filosofi 2021" → "2021"). */
export function dateOf(referenceYear: string): string {
  const years = referenceYear.match(/\d{4}/g);
  return years ? (years[years.length - 1] as string) : referenceYear;
}
