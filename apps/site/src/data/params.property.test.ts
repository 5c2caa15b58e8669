import { CODE_PATTERNS } from '@epic/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseColumns, parseSide, writeSide } from './params';

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
          for (const suffix of ['', '2'] as const) {
            const parsed = parseSide(search, suffix);
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
    const key = fc.constantFrom('type', 'id', 'year', 'type2', 'id2', 'year2', 'x');
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
        for (const suffix of ['', '2'] as const) {
          const parsed = parseSide(search, suffix);
          expect(['empty', 'invalid', 'valid']).toContain(parsed.state);
          if (parsed.state === 'invalid') expect(parsed.message).toMatch(/[éèàù’«]/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('given a valid side should read back what was written', () => {
    // Each level with a code of its own format (the contract's rule).
    const side = fc
      .constantFrom('region', 'departement', 'epci', 'commune' as const)
      .chain((type) =>
        fc.record({
          type: fc.constant(type),
          id: fc.stringMatching(CODE_PATTERNS[type]),
          year: fc.option(fc.integer({ min: 1900, max: 2100 }), { nil: undefined }),
        }),
      );
    fc.assert(
      fc.property(side, (value) => {
        const parsed = parseSide(writeSide(new URLSearchParams(), value));
        expect(parsed).toEqual({ state: 'valid', value });
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
