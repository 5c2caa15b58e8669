/**
 * A territory's statistics, and a children page's, built from the vintage's arrays (values.ts)
 * against the contract: on generated vintages they are byte for byte what the contract's check and
 * `JSON.stringify` make of them (a children page's are served as built, checks.ts; a territory's
 * are served as the byte writer writes them, statistics-json.ts, compared here too), and they are
 * refused where the contract refuses them. test/indicators.test.ts does the same on the real data.
 */
import { INDICATORS, type TerritoryDetail, type TerritoryType } from '@epic/api-contract';
import { statisticValueSchema } from '@epic/api-contract/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import type { Queryable } from '../src/db/adapter.js';
import { checkedReference, StatisticsError } from '../src/indicators/checked.js';
import { FRANCE_KEY, type VintageValues } from '../src/indicators/compute.js';
import type { Cell, VintageTerritoryRow } from '../src/indicators/loaded-vintage.js';
import { STATUS } from '../src/indicators/status.js';
import { pack } from '../src/indicators/store.js';
import { IndicatorValues } from '../src/indicators/values.js';

const YEAR = 2024;
const VERSION = 'v1';
const contract = z.array(statisticValueSchema);

/** Two régions, three départements, two EPCI, six communes, two arrondissements. */
const ROWS: VintageTerritoryRow[] = [
  ...['11', '84'].map((code) => row('region', code, null, code, null, null)),
  row('departement', '75', '75', '11', null, null),
  row('departement', '42', '42', '84', null, null),
  row('departement', '69', '69', '84', null, null),
  row('epci', '244200770', '42', '84', null, null),
  row('epci', '200046977', '69', '84', null, null),
  row('commune', '75056', '75', '11', null, null),
  row('commune', '42218', '42', '84', null, '244200770'),
  row('commune', '42095', '42', '84', null, '244200770'),
  row('commune', '42005', '42', '84', null, '244200770'),
  row('commune', '69123', '69', '84', null, '200046977'),
  row('commune', '69001', '69', '84', null, '200046977'),
  row('arrondissement', '69381', '69', '84', '69123', null),
  row('arrondissement', '69382', '69', '84', '69123', null),
];

function row(
  type: TerritoryType,
  code: string,
  departement: string | null,
  region: string | null,
  commune: string | null,
  epci: string | null,
): VintageTerritoryRow {
  return {
    type,
    code,
    departement,
    region,
    commune,
    epci,
    name: code,
    population: 1000,
    ze: null,
    aav: null,
    uu: null,
    bv: null,
  };
}

const ref = (type: TerritoryType, code: string) => ({ type, code, name: code });

/** The parents a detail gives a territory of the rows (as builders.ts does), or odd ones. */
function parentsOf(r: VintageTerritoryRow, odd: number): TerritoryDetail['parents'] {
  const parents: TerritoryDetail['parents'] = {};
  if (r.commune) parents.commune = ref('commune', r.commune);
  if (r.epci) parents.epci = ref('epci', r.epci);
  if (r.departement) parents.departement = ref('departement', r.departement);
  if (r.region) parents.region = ref('region', r.region);
  // 1: a département unknown to the vintage; 2: no région; else as they are.
  if (odd === 1 && parents.departement) parents.departement = ref('departement', '99');
  if (odd === 2) delete parents.region;
  return parents;
}

const KEYS = [...ROWS.map((r) => `${r.type}:${r.code}`), FRANCE_KEY];
const STATUS_BYTES = [...Object.values(STATUS), 3, 200];

/** A vintage of the rows: some catalogue ids as columns, values of every kind. */
const vintage = fc
  .record({
    columns: fc.subarray(
      INDICATORS.map((i) => i.id),
      { minLength: 1 },
    ),
    seed: fc.integer(),
  })
  .chain(({ columns }) => {
    const cells = columns.length * KEYS.length;
    const value = fc.oneof(
      { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 8 },
      { arbitrary: fc.integer({ min: -1e6, max: 1e9 }), weight: 8 },
      { arbitrary: fc.constantFrom(Number.NaN, -0, 1e21, 5e-7), weight: 2 },
    );
    return fc.record({
      columns: fc.constant(columns),
      values: fc.array(value, { minLength: cells, maxLength: cells }),
      status: fc.array(fc.constantFrom(...STATUS_BYTES), { minLength: cells, maxLength: cells }),
      covered: fc.array(fc.nat(40_000), { minLength: cells, maxLength: cells }),
      members: fc.array(fc.oneof(fc.constant(0), fc.nat(40_000)), {
        minLength: KEYS.length,
        maxLength: KEYS.length,
      }),
      // Now and then one value the contract refuses.
      infinite: fc.option(fc.nat(cells - 1), { freq: 4 }),
    });
  })
  .map((v) => {
    if (v.infinite !== null) v.values[v.infinite] = Number.POSITIVE_INFINITY;
    return v;
  });

/** `IndicatorValues` over one generated vintage (its one query answered here). */
function valuesOf(v: {
  columns: string[];
  values: number[];
  status: number[];
  covered: number[];
  members: number[];
}): IndicatorValues {
  const computed: VintageValues = {
    year: YEAR,
    ids: v.columns,
    keys: KEYS,
    values: Float64Array.from(v.values),
    status: Uint8Array.from(v.status),
    covered: Int32Array.from(v.covered),
    coveredFrom: 0,
    members: Int32Array.from(v.members),
  };
  const db: Queryable = {
    query: async <T>() =>
      [
        { ids: v.columns, keys: KEYS.join(','), data: (await pack(computed)).toString('base64') },
      ] as T[],
    exec: async () => {},
  };
  return new IndicatorValues(db, async () => ROWS);
}

describe('a territory’s statistics built from the arrays (values.ts)', () => {
  it('checks a reference cell against the contract when it is made, drops unknown keys and freezes it', () => {
    const france: Cell = { value: 66, status: 'ok', coverage: { covered: 34928, of: 34955 } };
    const made = checkedReference({ ...france, internal: 'row 12' } as Cell);
    expect(made).toEqual(france);
    expect(Object.isFrozen(made)).toBe(true);
    expect(Object.isFrozen(made.coverage)).toBe(true);
    expect(() => checkedReference({ value: 1, status: 'bogus' } as unknown as Cell)).toThrow();
  });

  it('builds and writes a territory’s statistics as the contract checks and writes them', async () => {
    let refused = 0;
    let built = 0;
    await fc.assert(
      fc.asyncProperty(
        vintage,
        fc.subarray(INDICATORS.map((i) => i.id)),
        fc.nat(ROWS.length),
        fc.nat(3),
        async (v, ids, at, odd) => {
          const values = valuesOf(v);
          // One of the rows, or a commune the vintage does not have.
          const r = ROWS[at] ?? row('commune', '01001', '01', '84', null, null);
          const args = [YEAR, VERSION, r.type, r.code, ids, parentsOf(r, odd)] as const;
          const objects = await values.territory(...args).catch((error: unknown) => error);
          if (objects instanceof Error) {
            // Refused only for the value the contract refuses (a reference's, or its own), and
            // by the writer too (a reference cell is checked when it is made).
            refused++;
            await expect(
              (async () => (await values.territoryWriter(...args))())(),
            ).rejects.toThrow();
            const { values: stored } = (await values.vintage(YEAR, VERSION)).values;
            expect(stored.some((x) => Math.abs(x) === Number.POSITIVE_INFINITY)).toBe(true);
            return;
          }
          // Built to the contract: exactly what its check would write.
          const checked = safeParse(contract, objects);
          expect(checked.success).toBe(true);
          expect(JSON.stringify(objects)).toBe(JSON.stringify(checked.data));
          // Written from the arrays (statistics-json.ts), as the route serves them: the same bytes,
          // within the rest of an answer.
          const write = await values.territoryWriter(...args);
          const before = '{"statistics":';
          const written = write({ before, after: Buffer.from('}') }).toString('utf8');
          expect(written).toBe(`${before}${JSON.stringify(checked.data)}}`);
          expect(write().toString('utf8')).toBe(JSON.stringify(checked.data));
          built++;
        },
      ),
      { numRuns: 600 },
    );
    // Both kinds of case were met.
    expect(refused).toBeGreaterThan(20);
    expect(built).toBeGreaterThan(300);
  });

  it('builds a children page’s statistics as the contract checks and writes them (checks.ts)', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(vintage, fc.subarray(INDICATORS.map((i) => i.id)), async (v, ids) => {
        const values = valuesOf(v);
        const loaded = await values.vintage(YEAR, VERSION);
        // Every row, and a territory the vintage does not have.
        const keys = [...KEYS, 'commune:01001'];
        const expected = keys.map((key) =>
          ids.map((id) => ({ id, ...values.cell(loaded, loaded.index.get(key), id) })),
        );
        const checked = safeParse(z.array(contract), expected);
        if (!checked.success) {
          refused++;
          await expect(values.cells(YEAR, VERSION, keys, ids)).rejects.toThrow(StatisticsError);
          return;
        }
        const built = await values.cells(YEAR, VERSION, keys, ids);
        expect(JSON.stringify(built)).toBe(JSON.stringify(checked.data));
      }),
      { numRuns: 200 },
    );
    expect(refused).toBeGreaterThan(5);
  });
});
