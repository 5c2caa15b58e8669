import { CODE_PATTERNS } from '@epic/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseComparison, sideHref } from '../pages/comparer/comparerAddress';
import {
  moveSideHref,
  referenceHref,
  referencesHref,
  removeSideHref,
} from '../pages/comparer/comparerEdits';
import {
  MAX_SIDES,
  parseColumns,
  parseSide,
  sideKeys,
  type TerritoryParams,
  writeSide,
} from './params';
import type { ComparisonReferences } from './queries';

// Each level with a code of its own format (the contract's rule).
const validSide = fc
  .constantFrom('region', 'departement', 'epci', 'commune' as const)
  .chain((type) =>
    fc.record({
      type: fc.constant(type),
      id: fc.stringMatching(CODE_PATTERNS[type]),
      year: fc.option(fc.integer({ min: 1900, max: 2100 }), { nil: undefined }),
    }),
  );

/** Every parameter of the Comparer's address, and a 7th side's. */
const COMPARER_KEYS = [
  ...Array.from({ length: MAX_SIDES }, (_, i) => Object.values(sideKeys(i + 1))).flat(),
  'type7',
  'id7',
  'reference',
  'references',
];

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom('', ' ', '%', '../', '<script>', '9'.repeat(400)),
);

describe('parseSide (property-based)', () => {
  it('given any values for the six Compare parameters should never throw and always explain in French', () => {
    fc.assert(
      fc.property(
        anyText,
        anyText,
        anyText,
        anyText,
        anyText,
        anyText,
        (type, id, year, type2, id2, year2) => {
          const search = new URLSearchParams({ type, id, year, type2, id2, year2 });
          for (const n of [1, 2]) {
            const parsed = parseSide(search, n);
            expect(['empty', 'invalid', 'valid']).toContain(parsed.state);
            if (parsed.state === 'invalid') {
              expect(parsed.message.length).toBeLessThan(300);
              expect(parsed.message).toMatch(/[éèàù’«]/);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('given any raw address query (repeated keys, broken percent-encoding) should never throw', () => {
    const key = fc.constantFrom(...COMPARER_KEYS, 'x');
    const raw = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc
        .array(fc.tuple(key, fc.oneof(anyText, fc.constantFrom('%', '%E0%A4%A', '%00', '+'))), {
          maxLength: 12,
        })
        .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
    );
    fc.assert(
      fc.property(raw, (query) => {
        const search = new URLSearchParams(query);
        for (let n = 1; n <= MAX_SIDES; n++) {
          const parsed = parseSide(search, n);
          expect(['empty', 'invalid', 'valid']).toContain(parsed.state);
          if (parsed.state === 'invalid') expect(parsed.message).toMatch(/[éèàù’«]/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('given a valid side at any position should read back what was written', () => {
    fc.assert(
      fc.property(validSide, fc.integer({ min: 1, max: MAX_SIDES }), (value, n) => {
        const search = writeSide(new URLSearchParams(), value, n);
        expect(parseSide(search, n)).toEqual({ state: 'valid', value });
        if (n > 1) expect(parseSide(search)).toEqual({ state: 'empty' });
      }),
    );
  });
});

describe('parseColumns (property-based)', () => {
  it('given any value of colonnes should never throw and keep only well-formed ids', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          fc.array(anyText).map((a) => a.join(',')),
        ),
        (value) => {
          const ids = parseColumns(new URLSearchParams({ colonnes: value }));
          expect(ids).not.toBeNull();
          for (const id of ids ?? []) expect(id).toMatch(/^[a-z0-9_]{1,64}$/);
          expect(new Set(ids).size).toBe(ids?.length);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the Comparer’s address (property-based)', () => {
  const pairs = fc.array(
    fc.tuple(
      fc.constantFrom(...COMPARER_KEYS, 'type12', 'x'),
      fc.oneof(
        anyText,
        fc.constantFrom('commune', 'region', '42218', '84', '2024', '1', '3', 'france,parent'),
      ),
    ),
    { maxLength: 24 },
  );
  const french = /[éèàù’«]/;

  it('given any values of sides 1 to 7, reference and references should never throw, name each bad parameter and compare distinct valid sides', () => {
    fc.assert(
      fc.property(pairs, fc.option(fc.integer({ min: 1900, max: 2100 })), (entries, latest) => {
        const search = new URLSearchParams(entries);
        const address = parseComparison(search, latest ?? undefined);
        expect(address.slots.length).toBeGreaterThanOrEqual(2);
        expect(address.slots.length).toBeLessThanOrEqual(MAX_SIDES);
        for (const problem of address.problems) {
          expect(problem.message).toMatch(french);
          expect(problem.message).toContain(problem.param);
          expect(problem.message.length).toBeLessThan(400);
        }
        const keys = address.compared.map((n) => {
          const slot = address.slots[n - 1];
          expect(slot?.state).toBe('valid');
          return slot?.state === 'valid'
            ? `${slot.value.type}:${slot.value.id}:${slot.value.year ?? latest}`
            : '';
        });
        expect(new Set(keys).size).toBe(keys.length);
        if (address.compared.length > 0) expect(address.compared).toContain(address.reference);
        else expect(address.reference).toBe(1);
      }),
      { numRuns: 500 },
    );
  });

  // 2 to 6 distinct sides (each its own code), a reference among them, any reference columns.
  const comparison = fc
    .uniqueArray(validSide, {
      minLength: 2,
      maxLength: MAX_SIDES,
      selector: (side) => `${side.type}:${side.id}`,
    })
    .chain((sides) =>
      fc.record({
        sides: fc.constant(sides),
        reference: fc.integer({ min: 1, max: sides.length }),
        references: fc.record({ france: fc.boolean(), parent: fc.boolean() }),
      }),
    );
  const written = ({
    sides,
    reference,
    references,
  }: {
    sides: TerritoryParams[];
    reference: number;
    references: ComparisonReferences;
  }) => {
    let href = '/comparer';
    const at = () => new URL(href, 'http://x').searchParams;
    sides.forEach((side, i) => {
      href = sideHref(at(), i + 1, side);
    });
    href = referenceHref(at(), reference);
    href = referencesHref(at(), references);
    return href;
  };
  const parsedSides = (address: ReturnType<typeof parseComparison>) =>
    address.compared.map((n) => {
      const slot = address.slots[n - 1];
      return slot?.state === 'valid' ? slot.value : null;
    });

  it('given 2 to 6 sides, a reference and reference columns should read back what was written', () => {
    fc.assert(
      fc.property(comparison, (value) => {
        const address = parseComparison(new URL(written(value), 'http://x').searchParams);
        expect(address.problems).toEqual([]);
        expect(parsedSides(address)).toEqual(value.sides);
        expect(address.reference).toBe(value.reference);
        expect(address.references).toEqual(value.references);
      }),
      { numRuns: 300 },
    );
  });

  it('given a side moved and moved back, or removed, should keep every other side and the reference’s territory', () => {
    fc.assert(
      fc.property(comparison, fc.nat(), (value, pick) => {
        const search = new URL(written(value), 'http://x').searchParams;
        const n = (pick % value.sides.length) + 1;
        const m = n === 1 ? 2 : n - 1;
        const moved = new URL(moveSideHref(search, n, m), 'http://x').searchParams;
        const back = parseComparison(new URL(moveSideHref(moved, m, n), 'http://x').searchParams);
        expect(parsedSides(back)).toEqual(value.sides);
        expect(back.reference).toBe(value.reference);

        const removed = parseComparison(
          new URL(removeSideHref(search, n), 'http://x').searchParams,
        );
        expect(removed.problems).toEqual([]);
        expect(parsedSides(removed)).toEqual(value.sides.filter((_, i) => i !== n - 1));
        const referenceSide = value.sides[value.reference - 1];
        const expected =
          value.reference === n ? value.sides.find((_, i) => i !== n - 1) : referenceSide;
        expect(parsedSides(removed)[removed.reference - 1]).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
