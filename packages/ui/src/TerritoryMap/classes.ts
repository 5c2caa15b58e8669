/**
 * Classed colour scales of the map: classes of the values by a method (quantiles by default,
 * natural breaks, equal intervals or manual thresholds), 3 to 7 of them, on a sequential palette
 * for levels and a diverging one split at 0 for changes; and the radius of proportional circles
 * for counts. Palettes are ColorBrewer's (colour-blind safe), see palettes.ts.
 */

import { ckmeans } from 'simple-statistics';
import {
  type DivergingPaletteId,
  divergingHalves,
  isDivergingPalette,
  isSequentialPalette,
  MAX_CLASSES,
  MIN_CLASSES,
  type PaletteId,
  type SequentialPaletteId,
  sequentialColours,
} from './palettes';

/** ColorBrewer YlGnBu, 5 classes (light to dark): the levels' default. */
export const sequentialPalette = ['#ffffcc', '#a1dab4', '#41b6c4', '#2c7fb8', '#253494'] as const;
/** ColorBrewer PuOr, 6 classes: three decreases (orange), three increases (purple). */
export const divergingPalette = [
  '#b35806',
  '#f1a340',
  '#fee0b6',
  '#d8daeb',
  '#998ec3',
  '#542788',
] as const;

/**
 * How values are put in classes: `quantiles` (as many areas in each), `jenks` (natural breaks,
 * Wang and Song's ckmeans), `equal` (intervals of equal width) or `manual` (the reader's thresholds).
 */
export type ClassMethod = 'quantiles' | 'jenks' | 'equal' | 'manual';
export const classMethods: readonly ClassMethod[] = ['quantiles', 'jenks', 'equal', 'manual'];

/** The reader's choice of classes; every field is optional (the defaults are today's map). */
export interface MapClassification {
  /** @default 'quantiles' */
  method?: ClassMethod;
  /** Number of classes, 3 to 7 (not for `manual`). @default 5 for levels, 6 for changes */
  count?: number;
  /**
   * Manual thresholds, increasing: a value up to a threshold (included) is in the class below it.
   * For changes, 0 always separates the decreases from the increases as well.
   */
  thresholds?: readonly number[];
  /** A sequential palette for levels, a diverging one for changes (another kind's is ignored). */
  palette?: PaletteId;
}

export const DEFAULT_LEVEL_CLASSES = 5;
export const DEFAULT_CHANGE_CLASSES = 6;
export const DEFAULT_SEQUENTIAL_PALETTE: SequentialPaletteId = 'YlGnBu';
export const DEFAULT_DIVERGING_PALETTE: DivergingPaletteId = 'PuOr';
/** At most this many classes on each side of 0 (the diverging palettes' half). */
export const MAX_CLASSES_PER_SIDE = 4;

/** One class of the legend: values in (lower, upper] (the first includes its lower bound). */
export interface MapClass {
  lower: number;
  upper: number;
  colour: string;
}

/** Upper bounds of `count` quantile classes of the values (the last bound is the maximum). */
export function quantileBreaks(values: readonly number[], count = 5): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const breaks: number[] = [];
  for (let i = 1; i <= count; i++) {
    const index = Math.min(sorted.length - 1, Math.ceil((i / count) * sorted.length) - 1);
    const value = sorted[index] as number;
    if (breaks.at(-1) !== value) breaks.push(value);
  }
  return breaks;
}

/** Upper bounds of `count` classes of equal width from the minimum to the maximum. */
export function equalBreaks(values: readonly number[], count = 5): number[] {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (min === max) return [max];
  const width = (max - min) / count;
  // The last bound is the maximum itself (no rounding error leaves it out).
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? max : min + (i + 1) * width));
}

/** Upper bounds of natural-break classes (ckmeans): fewer when there are fewer distinct values. */
export function naturalBreaks(values: readonly number[], count = 5): number[] {
  if (values.length === 0) return [];
  const distinct = new Set(values).size;
  const clusters = ckmeans([...values], Math.min(count, distinct));
  return clusters.map((cluster) => cluster.at(-1) as number);
}

/**
 * Upper bounds of the classes cut at `thresholds`: those within the values' range, then the
 * maximum (a threshold at or above it would leave an empty class).
 */
export function manualBreaks(values: readonly number[], thresholds: readonly number[]): number[] {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const inside = [...new Set(thresholds)]
    .filter((t) => Number.isFinite(t) && t >= min && t < max)
    .sort((a, b) => a - b);
  return [...inside, max];
}

/** The method applied: manual without thresholds falls back to quantiles. */
export function effectiveMethod(classification: MapClassification): ClassMethod {
  const method = classification.method ?? 'quantiles';
  return method === 'manual' && !classification.thresholds?.length ? 'quantiles' : method;
}

function breaksOf(
  values: readonly number[],
  method: ClassMethod,
  count: number,
  thresholds: readonly number[] | undefined,
): number[] {
  if (method === 'manual') return manualBreaks(values, thresholds ?? []);
  if (method === 'equal') return equalBreaks(values, count);
  if (method === 'jenks') return naturalBreaks(values, count);
  return quantileBreaks(values, count);
}

const clampCount = (count: number | undefined, fallback: number) =>
  count === undefined || !Number.isFinite(count)
    ? fallback
    : Math.min(MAX_CLASSES, Math.max(MIN_CLASSES, Math.round(count)));

function classesFrom(lowest: number, breaks: number[], colours: readonly string[]): MapClass[] {
  return breaks.map((upper, index) => ({
    lower: index === 0 ? lowest : (breaks[index - 1] as number),
    upper,
    colour: colours[index] as string,
  }));
}

/** Classes of levels (5 quantile classes on YlGnBu by default; fewer when values repeat). */
export function sequentialClasses(
  values: readonly number[],
  classification: MapClassification = {},
): MapClass[] {
  const method = effectiveMethod(classification);
  const count = clampCount(classification.count, DEFAULT_LEVEL_CLASSES);
  const breaks = breaksOf(values, method, count, classification.thresholds);
  if (breaks.length === 0) return [];
  const palette = isSequentialPalette(classification.palette)
    ? classification.palette
    : DEFAULT_SEQUENTIAL_PALETTE;
  const scheme = sequentialColours(
    palette,
    Math.max(breaks.length, method === 'manual' ? 0 : count),
  );
  // Fewer classes than colours: spread them over the palette, keeping its two ends.
  const step = breaks.length > 1 ? (scheme.length - 1) / (breaks.length - 1) : 0;
  const colours = breaks.map((_, i) => scheme[Math.round(i * step)] as string);
  return classesFrom(Math.min(...values), breaks, colours);
}

/**
 * Classes of changes, split at 0: the decreases (the largest darkest) and the increases, each
 * classed on its own by the method (3 and 3 quantile classes on PuOr by default); 0 falls in the
 * lightest increase class. An odd count gives the increases one class more.
 */
export function divergingClasses(
  values: readonly number[],
  classification: MapClassification = {},
): MapClass[] {
  const method = effectiveMethod(classification);
  const count = clampCount(classification.count, DEFAULT_CHANGE_CLASSES);
  const negative = values.filter((v) => v < 0);
  const positive = values.filter((v) => v >= 0);
  const thresholds = classification.thresholds ?? [];
  const downCount = Math.floor(count / 2);
  const upCount = count - downCount;
  // Manual: a side without thresholds is one class.
  const side = (sideValues: number[], sideCount: number, sideThresholds: number[]) =>
    (method === 'manual'
      ? manualBreaks(sideValues, sideThresholds)
      : breaksOf(sideValues, method, sideCount, undefined)
    ).slice(-MAX_CLASSES_PER_SIDE);
  const down = side(
    negative,
    downCount,
    thresholds.filter((t) => t < 0),
  );
  const up = side(
    positive,
    upCount,
    thresholds.filter((t) => t > 0),
  );
  const palette = isDivergingPalette(classification.palette)
    ? classification.palette
    : DEFAULT_DIVERGING_PALETTE;
  const [decrease, increase] = divergingHalves(
    palette,
    method === 'manual' ? Math.max(down.length, up.length) : Math.max(downCount, upCount),
  );
  const downColours = decrease.slice(decrease.length - down.length);
  const upColours = increase.slice(0, up.length);
  return [
    ...(down.length > 0 ? classesFrom(Math.min(...negative), down, downColours) : []),
    ...(up.length > 0 ? classesFrom(Math.min(...positive), up, upColours) : []),
  ];
}

/** The classes of an indicator's values: diverging for changes, sequential for levels. */
export function mapClasses(
  values: readonly number[],
  kind: 'change' | 'level',
  classification: MapClassification = {},
): MapClass[] {
  return kind === 'change'
    ? divergingClasses(values, classification)
    : sequentialClasses(values, classification);
}

/** The class of a value (index), or -1. */
export function classIndex(value: number, classes: readonly MapClass[]): number {
  if (classes.length === 0) return -1;
  const index = classes.findIndex((c) => value <= c.upper);
  return index === -1 ? classes.length - 1 : index;
}

/** Radius of a proportional circle: its area is proportional to the value. */
export function circleRadius(value: number, max: number, maxRadius: number): number {
  if (max <= 0 || value <= 0) return 0;
  return maxRadius * Math.sqrt(value / max);
}

/** Round values for the circles' legend: the maximum, and about a quarter and a twentieth of it. */
export function circleLegendValues(max: number): number[] {
  if (max <= 0) return [];
  const nice = (v: number) => {
    const power = 10 ** Math.floor(Math.log10(v));
    return Math.max(1, Math.round(v / power) * power);
  };
  return [...new Set([nice(max), nice(max / 4), nice(max / 20)])].filter((v) => v <= max * 1.05);
}
