/**
 * The statistics of a whole children table (`DataService.children` with `all`, for a CSV), made as
 * the CSV is written instead of all at once: a région's 4 000 communes × 58 indicators
 * were 230 000 objects made in one go and held for the whole export, and four exports at once gave
 * the garbage collector hundreds of megabytes to mark, in pauses of up to 80 ms. Made a few rows
 * at a time, they are collected young.
 */
import type { StatisticValue } from '@epic/api-contract';

/** The cells of `ids` (the table's indicators) for territories `type:code`, in that order. */
export type CellReader = (keys: readonly string[]) => Promise<StatisticValue[][]>;

const readers = new WeakMap<object, CellReader>();

/** Says that `table`'s items have no `statistics` yet: `read` makes them. */
export function deferStatistics(table: object, read: CellReader): void {
  readers.set(table, read);
}

/** How `table`'s statistics are made, when they were deferred. */
export function deferredStatistics(table: object): CellReader | undefined {
  return readers.get(table);
}
