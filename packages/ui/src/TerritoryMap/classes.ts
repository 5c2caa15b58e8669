/**
 * Classed colour scales of the map: five quantile classes on a sequential palette for levels, a
 * diverging palette centred on 0 for changes, and the radius of proportional circles for counts.
 * Palettes are ColorBrewer's (colour-blind safe): YlGnBu and PuOr.
 */

/** ColorBrewer YlGnBu, 5 classes (light to dark). */
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

function classesFrom(lowest: number, breaks: number[], colours: readonly string[]): MapClass[] {
  return breaks.map((upper, index) => ({
    lower: index === 0 ? lowest : (breaks[index - 1] as number),
    upper,
    colour: colours[index] as string,
  }));
}

/** Five quantile classes (fewer when values repeat) on the sequential palette. */
export function sequentialClasses(values: readonly number[]): MapClass[] {
  const breaks = quantileBreaks(values, 5);
  if (breaks.length === 0) return [];
  // Fewer classes than colours: spread them over the palette, keeping its two ends.
  const step = breaks.length > 1 ? (sequentialPalette.length - 1) / (breaks.length - 1) : 0;
  const colours = breaks.map((_, i) => sequentialPalette[Math.round(i * step)] as string);
  return classesFrom(Math.min(...values), breaks, colours);
}

/**
 * Classes centred on 0: up to three quantile classes of the decreases (orange, the largest darkest)
 * and three of the increases (purple); 0 falls in the lightest increase class.
 */
export function divergingClasses(values: readonly number[]): MapClass[] {
  const negative = values.filter((v) => v < 0);
  const positive = values.filter((v) => v >= 0);
  const down = quantileBreaks(negative, 3);
  const up = quantileBreaks(positive, 3);
  const downColours = divergingPalette.slice(3 - down.length, 3);
  const upColours = divergingPalette.slice(3, 3 + up.length);
  return [
    ...classesFrom(Math.min(...negative), down, downColours),
    ...classesFrom(Math.min(...positive), up, upColours),
  ];
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
