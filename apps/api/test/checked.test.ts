import {
  statisticStatusSchema,
  statisticValueSchema,
  territoryDetailSchema,
  UNAVAILABLE_REASONS,
} from '@epic/api-contract/schemas';
import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import {
  checkedReference,
  LAST_KEY_WRITERS,
  StatisticsError,
  writeStatistics,
} from '../src/indicators/checked.js';
import type { Cell } from '../src/indicators/loaded-vintage.js';
import zod from '../src/plugins/zod.js';

/** A territory answer with one statistic whose references are `references`. */
function answer(references: Record<string, unknown>) {
  return {
    territory: {
      type: 'commune',
      code: '42218',
      name: 'Saint-Étienne',
      year: 2024,
      nature: null,
      postalCodes: ['42000'],
    },
    exists: [2024],
    lineage: { mergedFrom: null, mergedInto: null },
    population: 172569,
    change: { previous: null, first: null },
    rank: { parent: null, national: null },
    parents: {},
    communes: null,
    children: null,
    chefLieu: null,
    indicators: [],
    source: {
      name: '@etalab/decoupage-administratif',
      version: '4.1.0',
      licence: 'Licence Ouverte',
    },
    statistics: [
      {
        id: 'pop_rp2018',
        value: 173089,
        status: 'ok',
        references,
        rank: { national: { rank: 14, of: 34928 }, parent: { rank: 1, of: 323 } },
      },
    ],
  };
}

const france: Cell = { value: 66, status: 'ok', coverage: { covered: 34928, of: 34955 } };

describe('a territory’s statistics checked by hand (indicators/checked.ts)', () => {
  it('checks a cell against the contract when it is made, drops unknown keys and freezes it', () => {
    const made = checkedReference({ ...france, internal: 'row 12' } as Cell);
    expect(made).toEqual(france);
    expect(Object.isFrozen(made)).toBe(true);
    expect(Object.isFrozen(made.coverage)).toBe(true);
    expect(() => checkedReference({ value: 1, status: 'bogus' } as unknown as Cell)).toThrow();
  });

  it('writes what the contract checks and stringifies, and refuses what it refuses', () => {
    const contract = z.array(statisticValueSchema);
    // Valid values most of the time, and now and then one of each kind of wrong value.
    const wrong = fc.constantFrom<unknown>(
      '12',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      {},
      [],
      true,
    );
    const sometimes = <T>(good: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: wrong, weight: 1 });
    const integer = sometimes(fc.oneof(fc.integer(), fc.constant(2 ** 53), fc.constant(-0)));
    const coverage = sometimes(fc.record({ covered: integer, of: integer }));
    const cell = {
      value: sometimes(
        fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null)),
      ),
      status: sometimes(fc.constantFrom<string>(...statisticStatusSchema.options)),
      reason: sometimes(fc.constantFrom<string>(...UNAVAILABLE_REASONS)),
      coverage,
    };
    const value = fc.record(cell, { requiredKeys: ['value', 'status'] });
    const made = fc
      .record({
        value: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null)),
        status: fc.constantFrom(...statisticStatusSchema.options),
      })
      .map((c) => checkedReference(c as Cell));
    const reference = fc.oneof(value, made);
    const rank = sometimes(fc.oneof(fc.constant(null), fc.record({ rank: integer, of: integer })));
    const statistic = fc.record(
      {
        id: sometimes(fc.string()),
        ...cell,
        references: sometimes(
          fc.record(
            { departement: reference, region: reference, france: reference },
            { requiredKeys: [] },
          ),
        ),
        rank: sometimes(fc.record({ national: rank, parent: rank }, { requiredKeys: [] })),
      },
      { requiredKeys: ['id', 'value', 'status'] },
    );
    let refused = 0;
    fc.assert(
      fc.property(fc.array(statistic, { maxLength: 4 }), (statistics) => {
        const checked = safeParse(contract, statistics);
        if (checked.success) {
          expect(writeStatistics(statistics)).toBe(JSON.stringify(checked.data));
        } else {
          refused++;
          expect(() => writeStatistics(statistics)).toThrow(StatisticsError);
        }
      }),
      { numRuns: 2000 },
    );
    // Both kinds of case were met.
    expect(refused).toBeGreaterThan(100);
    expect(refused).toBeLessThan(1900);
  });

  it('refuses an unknown key (the contract would drop it: these objects are ours, it is a bug)', () => {
    const leaky = [{ id: 'pop', value: 1, status: 'ok', row: 12 }];
    expect(safeParse(z.array(statisticValueSchema), leaky).success).toBe(true);
    expect(() => writeStatistics(leaky)).toThrow('statistics[0].row');
    expect(() =>
      writeStatistics([
        { id: 'pop', value: 1, status: 'ok', references: { france: { ...france, x: 1 } } },
      ]),
    ).toThrow('statistics[0].references.france.x');
  });

  it('serves the same bytes as the contract check, the statistics written last (plugins/zod.ts)', async () => {
    const app = Fastify({ logger: false });
    await app.register(zod, { lastKeyWriters: LAST_KEY_WRITERS });
    let body: unknown;
    app.get('/t', { schema: { response: { 200: territoryDetailSchema } } }, async () => body);
    const detail = answer({
      departement: checkedReference({ value: 12, status: 'ok' }),
      region: { value: null, status: 'unavailable', reason: 'not_covered' },
      france: checkedReference(france),
    });
    body = { ...detail, territory: { ...detail.territory, internal: 'dropped' } };
    const ok = await app.inject('/t');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe(JSON.stringify(safeParse(territoryDetailSchema, detail).data));
    expect(JSON.parse(ok.body)).toEqual(detail);
    // Without statistics: the contract's check alone.
    const { statistics: _, ...plain } = detail;
    body = plain;
    expect((await app.inject('/t')).body).toBe(
      JSON.stringify(safeParse(territoryDetailSchema, plain).data),
    );
    // A wrong value in the statistics, or elsewhere: no answer.
    body = answer({ france: { value: 'many', status: 'ok' } });
    expect((await app.inject('/t')).statusCode).toBe(500);
    body = { ...detail, population: 'many' };
    expect((await app.inject('/t')).statusCode).toBe(500);
    await app.close();
  });

  it('writes the key alone when the rest is empty, and refuses a key that is not the last', async () => {
    const only = z.object({ statistics: z.array(statisticValueSchema).optional() });
    const writers = new Map([[only, { key: 'statistics', write: writeStatistics }]]);
    const app = Fastify({ logger: false });
    await app.register(zod, { lastKeyWriters: writers });
    const statistics = [{ id: 'pop', value: 1, status: 'ok' }];
    app.get('/only', { schema: { response: { 200: only } } }, async () => ({ statistics }));
    expect((await app.inject('/only')).body).toBe(`{"statistics":${JSON.stringify(statistics)}}`);
    await app.close();

    const notLast = z.object({ statistics: z.array(z.unknown()), after: z.number() });
    const wrong = Fastify({ logger: false });
    await wrong.register(zod, {
      lastKeyWriters: new Map([[notLast, { key: 'statistics', write: writeStatistics }]]),
    });
    wrong.get('/x', { schema: { response: { 200: notLast } } }, async () => ({}));
    await expect(wrong.ready()).rejects.toThrow('statistics is not the last key');
  });
});
