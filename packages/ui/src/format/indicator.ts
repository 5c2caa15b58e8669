import {
  formatNumber,
  formatPoints,
  formatSignedNumber,
  formatSignedPercent,
  NBSP,
  NNBSP,
} from './number';
import { pluralize } from './plural';

/**
 * What the formatter needs of a statistical indicator (a subset of the API's catalogue entry, so
 * that ui does not depend on the contract): how to show its number and its unit.
 */
export interface IndicatorFormatSpec {
  /** "integer", "decimal1", "decimal2" or "euro" (rounded to the euro). */
  format: 'integer' | 'decimal1' | 'decimal2' | 'euro';
  /** "habitants", "%", "‰", "% par an", "€", "km²", "hab./km²", "" (a bare ratio)… */
  unit: string;
}

const RATE_UNITS = new Set(['%', '‰', '% par an']);

/** An export's column heading for an indicator: « Taux de chômage (%, RP 2018) ». */
export function indicatorHeading(label: string, spec: IndicatorFormatSpec, period: string): string {
  return `${label} (${[spec.unit, period].filter(Boolean).join(', ')})`;
}

/** Whether the indicator is a rate or a share: differences are in points, never relative. */
export function isRate(spec: IndicatorFormatSpec): boolean {
  return RATE_UNITS.has(spec.unit);
}

function fractionDigits(format: IndicatorFormatSpec['format']) {
  if (format === 'decimal1') return { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  if (format === 'decimal2') return { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return { maximumFractionDigits: 0 };
}

/** The unit after a number: "%" and "‰" after a narrow no-break space, a count noun agreed. */
function unitAfter(value: number, unit: string): string {
  if (unit === '') return '';
  if (unit === '%' || unit === '‰' || unit.startsWith('% ')) return `${NNBSP}${unit}`;
  // Count nouns agree with the number ("0 habitant", "1,5 logement"); "décès" is invariable.
  const noun =
    /^[a-zà-ÿ]+s$/.test(unit) && unit !== 'décès'
      ? pluralize(value, unit.slice(0, -1), unit)
      : unit;
  return `${NBSP}${noun}`;
}

/**
 * An indicator's value with its unit, in French.
 * @example formatIndicator(173089, { format: 'integer', unit: 'habitants' }) // "173 089 habitants"
 * @example formatIndicator(26, { format: 'decimal1', unit: '%' }) // "26,0 %"
 * @example formatIndicator(18410, { format: 'euro', unit: '€' }) // "18 410 €"
 */
export function formatIndicator(value: number, spec: IndicatorFormatSpec): string {
  const digits = fractionDigits(spec.format);
  const rounded = spec.format === 'integer' || spec.format === 'euro' ? Math.round(value) : value;
  return `${formatNumber(rounded, digits)}${unitAfter(rounded, spec.unit)}`;
}

/**
 * The difference `b − a` of an indicator between two territories: in points for a rate or a
 * share ("+1,0 pt"), otherwise in the indicator's unit with its sign ("+1 234 habitants").
 * @example formatIndicatorDifference(22.5, 23.5, { format: 'decimal1', unit: '%' }) // "+1,0 pt"
 */
export function formatIndicatorDifference(a: number, b: number, spec: IndicatorFormatSpec): string {
  const difference = b - a;
  if (isRate(spec)) return formatPoints(difference, spec.format === 'decimal2' ? 2 : 1);
  const digits = fractionDigits(spec.format);
  const rounded =
    spec.format === 'integer' || spec.format === 'euro' ? Math.round(difference) : difference;
  return `${formatSignedNumber(rounded, digits)}${unitAfter(rounded, spec.unit)}`;
}

/**
 * The relative difference `(b − a) / |a|` of a count or an amount ("+12,3 %"); null for a rate
 * (meaningless: show points) or a zero base.
 */
export function formatIndicatorRelative(
  a: number,
  b: number,
  spec: IndicatorFormatSpec,
): string | null {
  if (isRate(spec) || a === 0) return null;
  return formatSignedPercent((b - a) / Math.abs(a));
}
