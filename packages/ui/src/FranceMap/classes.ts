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

/** Index of the class of `value` (0-based), or -1 without a value. */
export function classOf(value: number | undefined, breaks: readonly number[]): number {
  if (value === undefined) return -1;
  const index = breaks.findIndex((bound) => value <= bound);
  return index === -1 ? breaks.length - 1 : index;
}
