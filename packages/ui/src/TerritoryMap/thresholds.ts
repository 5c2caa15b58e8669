/**
 * Manual thresholds as the reader types them, in French: numbers separated by semicolons, a
 * decimal comma (a point is read too), spaces between digit groups, e.g. « 10 ; 20,5 ; 1 000 ».
 */

import { MAX_CLASSES_PER_SIDE } from './classes';
import { MAX_CLASSES, MIN_CLASSES } from './palettes';

/** Why thresholds were refused (see the chooser's messages for the French text). */
export type ThresholdsError =
  | { code: 'empty' }
  | { code: 'notNumber'; text: string }
  | { code: 'notIncreasing'; before: number; after: number }
  | { code: 'outOfRange'; value: number; min: number; max: number }
  | { code: 'tooFew'; classes: number }
  | { code: 'tooMany'; classes: number }
  | { code: 'tooManyOnOneSide' };

export type ThresholdsResult =
  | { ok: true; thresholds: number[] }
  | { ok: false; error: ThresholdsError };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** One number in French ("20,5", "−3", "1 000"), or null. */
export function parseFrenchNumber(text: string): number | null {
  const clean = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/[\u2212\u2013]/g, '-')
    .replace(',', '.');
  return NUMBER.test(clean) ? Number(clean) : null;
}

/** Classes drawn by the thresholds: for changes, 0 splits the values as well. */
function classCount(thresholds: readonly number[], diverging: boolean, splitsAtZero: boolean) {
  const own = thresholds.filter((t) => !(diverging && t === 0)).length;
  return own + 1 + (diverging && splitsAtZero ? 1 : 0);
}

/**
 * The thresholds of `text`, checked: numbers, increasing, within `range` (the smallest and largest
 * values drawn, when known), for 3 to 7 classes (for changes, at most 4 on each side of 0).
 */
export function parseThresholds(
  text: string,
  { range, diverging = false }: { range?: readonly [number, number]; diverging?: boolean } = {},
): ThresholdsResult {
  const parts = text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { ok: false, error: { code: 'empty' } };
  const thresholds: number[] = [];
  for (const part of parts) {
    const value = parseFrenchNumber(part);
    if (value === null || !Number.isFinite(value)) {
      return { ok: false, error: { code: 'notNumber', text: part } };
    }
    const before = thresholds.at(-1);
    if (before !== undefined && value <= before) {
      return { ok: false, error: { code: 'notIncreasing', before, after: value } };
    }
    thresholds.push(value);
  }
  if (range) {
    const [min, max] = range;
    const outside = thresholds.find((t) => t < min || t >= max);
    if (outside !== undefined && !(diverging && outside === 0)) {
      return { ok: false, error: { code: 'outOfRange', value: outside, min, max } };
    }
  }
  const splitsAtZero = range ? range[0] < 0 && range[1] >= 0 : true;
  const classes = classCount(thresholds, diverging, splitsAtZero);
  if (classes < MIN_CLASSES) return { ok: false, error: { code: 'tooFew', classes } };
  if (classes > MAX_CLASSES) return { ok: false, error: { code: 'tooMany', classes } };
  if (diverging) {
    const down = thresholds.filter((t) => t < 0).length + 1;
    const up = thresholds.filter((t) => t > 0).length + 1;
    if (down > MAX_CLASSES_PER_SIDE || up > MAX_CLASSES_PER_SIDE) {
      return { ok: false, error: { code: 'tooManyOnOneSide' } };
    }
  }
  return { ok: true, thresholds };
}

/** Thresholds as the reader reads them: « 10 ; 20,5 ; 30 » (no digit grouping: easy to edit). */
export function formatThresholds(thresholds: readonly number[]): string {
  return thresholds.map((t) => String(t).replace('.', ',').replace('-', '\u2212')).join(' ; ');
}

/** A value rounded to 3 significant digits: thresholds a reader can start from. */
export function roundThreshold(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const power = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 2);
  return Number((Math.round(value / power) * power).toPrecision(3));
}
