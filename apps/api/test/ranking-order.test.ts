/**
 * A ranking's order (ranking-index.ts `listOrder`) against the plain comparison sorts it stands
 * for: ranks with ties, values missing, both orders, by rank, name and code.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../scripts/load-common.js';
import type { RankingSort } from '../src/indicators/ranking.js';
import { listOrder } from '../src/indicators/ranking-index.js';

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The comparison sorts, positions standing for codes (the list is in code order). */
function expected(value: Float64Array, names: string[], sort: RankingSort, asc: boolean) {
  const n = value.length;
  const byValue = [...value.keys()]
    .filter((i) => !Number.isNaN(value[i] as number))
    .sort((i, j) => (value[j] as number) - (value[i] as number) || i - j);
  const rankOf = new Array<number>(n).fill(0);
  byValue.forEach((i, k) => {
    const previous = byValue[k - 1];
    rankOf[i] =
      previous !== undefined && value[previous] === value[i] ? (rankOf[previous] as number) : k + 1;
  });
  const sign = asc ? 1 : -1;
  const order = [...value.keys()];
  if (sort === 'rank')
    order.sort((i, j) => {
      const a = rankOf[i] as number;
      const b = rankOf[j] as number;
      if (a === 0 || b === 0) return a === b ? i - j : a === 0 ? 1 : -1;
      return sign * (a - b) || i - j;
    });
  else if (sort === 'name')
    order.sort(
      (i, j) => sign * (collator.compare(names[i] as string, names[j] as string) || i - j),
    );
  else order.sort((i, j) => sign * (i - j));
  return { order, rank: order.map((i) => rankOf[i]), ranked: byValue.length };
}

describe('a ranking’s order', () => {
  const random = seededRandom(38);
  const NAMES = ['Saint-Étienne', 'saint-etienne', 'Éze', 'Eze', 'Lyon', 'Ars', 'Ars 2', 'Ars 10'];
  const cases = [0, 1, 2, 7, 60, 500].map((n) => {
    // Few distinct values (ties), zeros of both signs, missing values.
    const value = Float64Array.from({ length: n }, () => {
      const r = random();
      if (r < 0.15) return Number.NaN;
      if (r < 0.2) return -0;
      if (r < 0.25) return 0;
      return Math.round(random() * 20) / 4 - 2;
    });
    const names = Array.from(
      { length: n },
      () => NAMES[Math.floor(random() * NAMES.length)] as string,
    );
    return { value, names };
  });

  for (const sort of ['rank', 'name', 'code'] as const)
    for (const asc of [true, false])
      it(`matches the comparison sort by ${sort}, ${asc ? 'ascending' : 'descending'}`, () => {
        for (const { value, names } of cases) {
          const byName = () =>
            Int32Array.from(names.keys()).sort(
              (i, j) => collator.compare(names[i] as string, names[j] as string) || i - j,
            );
          const got = listOrder(value, sort, asc, byName);
          const want = expected(value, names, sort, asc);
          expect([...got.order]).toEqual(want.order);
          expect([...got.rank]).toEqual(want.rank);
          expect(got.ranked).toBe(want.ranked);
        }
      });
});
