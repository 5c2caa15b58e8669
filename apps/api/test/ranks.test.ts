/**
 * The ranks of a column (indicators/ranks.ts) against a direct count: for every territory with a
 * value, one more than the territories of its level (nationally, then in its rank parent) with a
 * greater value. Random columns with ties, missing values, -0 and territories without a parent.
 */
import type { TerritoryType } from '@epic/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyRanks, type LayoutRow, rankColumn, rankLayout } from '../src/indicators/ranks.js';

const LEVELS: TerritoryType[] = ['commune', 'epci', 'departement', 'arrondissement', 'region'];

const rowArb = fc.record({
  type: fc.constantFrom(...LEVELS),
  departement: fc.option(fc.constantFrom('01', '02', '2A'), { nil: null }),
  region: fc.option(fc.constantFrom('84', '32'), { nil: null }),
  commune: fc.option(fc.constantFrom('75056', '13055'), { nil: null }),
});
const valueArb = fc.oneof(
  fc.constantFrom(Number.NaN, 0, -0, 1, 2, 2.5),
  fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
);

/** The ranks by definition, in O(n²). */
function expected(rows: LayoutRow[], values: number[], parentOf: (r: LayoutRow) => string | null) {
  const national: number[] = [];
  const parent: number[] = [];
  rows.forEach((r, i) => {
    const v = values[i] as number;
    if (Number.isNaN(v)) {
      national.push(0);
      parent.push(0);
      return;
    }
    const above = (same: (o: LayoutRow) => boolean) =>
      rows.filter((o, j) => same(o) && (values[j] as number) > v).length + 1;
    national.push(above((o) => o.type === r.type));
    const p = parentOf(r);
    parent.push(p === null ? 0 : above((o) => o.type === r.type && parentOf(o) === p));
  });
  return { national, parent };
}

const PARENT_COLUMN = {
  commune: 'departement',
  epci: 'departement',
  departement: 'region',
  arrondissement: 'commune',
} as const;

describe('rankColumn', () => {
  it('given random columns should equal a direct count of greater values, in the level and in the parent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(rowArb, valueArb, valueArb), { minLength: 0, maxLength: 60 }),
        (cells) => {
          const rows: LayoutRow[] = cells.map(([r], i) => ({ ...r, code: String(i) }));
          const index = new Map(rows.map((r, i) => [`${r.type}:${r.code}`, i]));
          const layout = rankLayout(rows, index);
          const width = 2;
          const matrix = new Float64Array(cells.flatMap(([, a, b]) => [a, b]));
          const ranks = emptyRanks(layout, width);
          for (let col = 0; col < width; col++) {
            rankColumn(layout, matrix, col, ranks);
            expect(ranks.ranked[col]).toBe(1);
            // Row-major: each row's ranks for every column side by side.
            const got = {
              national: rows.map((_, i) => ranks.national[i * width + col]),
              parent: rows.map((_, i) => ranks.parent[i * width + col]),
            };
            const column = cells.map((c) => c[col + 1] as number);
            const parentKey = (r: LayoutRow) => {
              const p = PARENT_COLUMN[r.type as keyof typeof PARENT_COLUMN];
              return p ? r[p] : null;
            };
            const want = expected(rows, column, parentKey);
            expect([...got.national]).toEqual(want.national);
            expect([...got.parent]).toEqual(want.parent);
            for (const level of LEVELS) {
              const count = rows.filter(
                (r, i) => r.type === level && !Number.isNaN(column[i]),
              ).length;
              expect(ranks.nationalOf.get(level)?.[col] ?? 0).toBe(count);
            }
            rows.forEach((r, i) => {
              const g = layout.group[i] as number;
              if (g < 0) return;
              const count = rows.filter(
                (o, j) =>
                  o.type === r.type && parentKey(o) === parentKey(r) && !Number.isNaN(column[j]),
              ).length;
              expect(ranks.parentOf[g * width + col]).toBe(count);
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
