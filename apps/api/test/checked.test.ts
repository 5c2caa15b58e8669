import { territoryDetailSchema } from '@epic/api-contract/schemas';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { checkedReference, territoryAnswerSchema } from '../src/indicators/checked.js';
import type { Cell } from '../src/indicators/loaded-vintage.js';

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

describe('reference cells checked once (indicators/checked.ts)', () => {
  it('checks a cell against the contract when it is made, drops unknown keys and freezes it', () => {
    const made = checkedReference({ ...france, internal: 'row 12' } as Cell);
    expect(made).toEqual(france);
    expect(Object.isFrozen(made)).toBe(true);
    expect(Object.isFrozen(made.coverage)).toBe(true);
    expect(() => checkedReference({ value: 1, status: 'bogus' } as unknown as Cell)).toThrow();
  });

  it('gives the same text as the contract for checked and unchecked references alike', () => {
    const detail = answer({
      departement: checkedReference({ value: 12, status: 'ok' }),
      region: { value: null, status: 'unavailable', reason: 'not_covered' },
      france: checkedReference(france),
    });
    const contract = safeParse(territoryDetailSchema, detail);
    const answered = safeParse(territoryAnswerSchema, detail);
    expect(contract.error?.issues ?? answered.error?.issues).toBeUndefined();
    expect(JSON.stringify(answered.data)).toBe(JSON.stringify(contract.data));
  });

  it('still checks in full a reference it did not make: unknown keys dropped, bad values refused', () => {
    const leaky = answer({ france: { ...france, secretRow: 12 } });
    const answered = safeParse(territoryAnswerSchema, leaky);
    expect(answered.success).toBe(true);
    expect(JSON.stringify(answered.data)).not.toContain('secretRow');
    expect(JSON.stringify(answered.data)).toBe(
      JSON.stringify(safeParse(territoryDetailSchema, leaky).data),
    );
    const bad = answer({ france: { value: 'many', status: 'ok' } });
    expect(safeParse(territoryAnswerSchema, bad).success).toBe(false);
    expect(safeParse(territoryDetailSchema, bad).success).toBe(false);
  });
});
