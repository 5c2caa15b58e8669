/**
 * The reference cells of a territory's statistics (a département, a région, France), shared by
 * every answer of a loaded vintage (values.ts): each is checked against the contract's schema once
 * when it is made, and frozen. The rest of a statistic is built from the vintage's arrays
 * (values.ts), whose one unchecked input, the value, is refused there with `StatisticsError`
 * unless finite (checks.ts).
 */
import { statisticReferenceSchema } from '@epic/api-contract/schemas';
import type { Cell } from './loaded-vintage.js';

/** An answer the contract refuses, with the path of the first wrong value. */
export class StatisticsError extends Error {
  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`${path}: ${expected} attendu`);
    this.name = 'StatisticsError';
  }
}

/** `cell` checked against the contract (unknown keys dropped) and frozen. */
export function checkedReference(cell: Cell): Readonly<Cell> {
  const parsed = statisticReferenceSchema.parse(cell) as Cell;
  if (parsed.coverage) Object.freeze(parsed.coverage);
  return Object.freeze(parsed);
}
