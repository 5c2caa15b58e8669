/** Narrow no-break space (U+202F): digit groups, before "%", before ";!?" and inside « ». */
export const NNBSP = '\u202f';
/** No-break space (U+00A0): before ":" and between a number and its unit or noun. */
export const NBSP = '\u00a0';
/** Minus sign (U+2212), used instead of the hyphen-minus for negative numbers. */
export const MINUS = '\u2212';

/** Fraction digits of a formatted number. */
export type FractionDigits = {
  /** At most this many decimals (rounded). Default: 0 for integers, 1 for decimals. */
  maximumFractionDigits?: number;
  /** At least this many decimals (trailing zeros kept). Default: 0. */
  minimumFractionDigits?: number;
};

const formatters = new Map<string, Intl.NumberFormat>();

function format(
  value: number,
  min: number,
  max: number,
  style: 'decimal' | 'percent',
  signed: boolean,
): string {
  const key = `${style}${signed}${min},${max}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('fr-FR', {
      style,
      minimumFractionDigits: min,
      maximumFractionDigits: Math.max(min, max),
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formatters.set(key, formatter);
  }
  // ICU writes a hyphen-minus and, before "%", a wide no-break space: French typography wants
  // the minus sign and a narrow no-break space.
  return formatter.format(value).replace('-', MINUS).replace(NBSP, NNBSP);
}

function digits(value: number, options: FractionDigits | undefined): [number, number] {
  const min = options?.minimumFractionDigits ?? 0;
  const max = options?.maximumFractionDigits ?? (Number.isInteger(value) ? 0 : 1);
  return [min, max];
}

/**
 * A number in French: digit groups with a narrow no-break space, decimal comma, minus sign (U+2212).
 * Integers are shown as is, decimals rounded to one digit unless `options` say otherwise.
 * @example formatNumber(2113705) // "2 113 705"
 * @example formatNumber(-12.345) // "−12,3"
 * @example formatNumber(3.5, { minimumFractionDigits: 2 }) // "3,50"
 */
export function formatNumber(value: number, options?: FractionDigits): string {
  const [min, max] = digits(value, options);
  return format(value, min, max, 'decimal', false);
}

/**
 * A number with its sign, for a change: "+" for a gain, "−" for a loss, no sign for zero.
 * @example formatSignedNumber(1234) // "+1 234"
 * @example formatSignedNumber(-56) // "−56"
 * @example formatSignedNumber(0) // "0"
 */
export function formatSignedNumber(value: number, options?: FractionDigits): string {
  const [min, max] = digits(value, options);
  return format(value, min, max, 'decimal', true);
}

/**
 * A ratio as a percentage, with a narrow no-break space before "%".
 * @param ratio 0.1234 for 12.34 %.
 * @param digits Decimals shown (always shown, even when zero). Default 1.
 * @example formatPercent(0.1234) // "12,3 %"
 * @example formatPercent(0.5, 0) // "50 %"
 */
export function formatPercent(ratio: number, digits = 1): string {
  return format(ratio, digits, digits, 'percent', false);
}

/**
 * A signed ratio as a percentage, for a relative change of a count (not of a rate: use
 * {@link formatPoints} for a difference between two percentages).
 * @example formatSignedPercent(0.012) // "+1,2 %"
 * @example formatSignedPercent(-0.05) // "−5,0 %"
 */
export function formatSignedPercent(ratio: number, digits = 1): string {
  return format(ratio, digits, digits, 'percent', true);
}

/**
 * A difference between two percentages, in percentage points ("pt", plural "pts" from 2 on,
 * French rule). A relative change of a rate is meaningless to readers: show points instead.
 * @param points The difference in points, e.g. 23.5 − 22.5 = 1 (not a ratio: 0.01 is 0.01 point).
 * @param digits Decimals shown. Default 1.
 * @example formatPoints(1) // "+1,0 pt"
 * @example formatPoints(-2.5) // "−2,5 pts"
 * @example formatPoints(0) // "0,0 pt"
 */
export function formatPoints(points: number, digits = 1): string {
  const text = format(points, digits, digits, 'decimal', true);
  const shown = Math.abs(Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  return `${text}${NBSP}${shown >= 2 ? 'pts' : 'pt'}`;
}
