import { territoryTypes, zoneTypes } from '@epic/ui';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRankingSearch, parseRanking, writeRanking } from './rankingParams';

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom('', ' ', '%', ':', 'commune:', ':42', '../', '<script>', '9'.repeat(400)),
);
/** Values near the valid ones, so that the sweep also reaches the accepted branches. */
const nearValid = fc.oneof(
  fc.constantFrom(
    'region',
    'departement',
    'epci',
    'commune',
    'arrondissement',
    'Commune',
    'uu',
    'ze',
  ),
  fc.constantFrom('2019', '2024', '1899', '2101', '02024', '2024.0'),
  fc.constantFrom('population', 'density', 'unemployment_rate', 'DENSITY', 'a-b'),
  fc
    .tuple(
      fc.constantFrom('region', 'departement', 'epci', 'commune', 'aav', 'x'),
      fc.constantFrom('84', '42', '2a', '976', '200046977', '42218', ''),
    )
    .map(([type, code]) => `${type}:${code}`),
  fc.constantFrom('1', '2', '0', '100000', '100001', 'rank', 'name', 'code', 'asc', 'desc'),
  fc.constantFrom('42218', '2A004', '200046977', '84', '42'),
);
const value = fc.oneof(anyText, nearValid);
const names = ['type', 'year', 'indicator', 'parent', 'sort', 'order', 'page', 'around'] as const;

describe('parseRanking (property-based)', () => {
  it('given any values for the eight parameters should never throw and explain each problem in French', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 8, maxLength: 8 }), (values) => {
        const search = new URLSearchParams(names.map((name, i) => [name, values[i] ?? '']));
        const { value: params, problems } = parseRanking(search, {
          indicators: new Set(['density', 'unemployment_rate']),
          years: [2019, 2024],
        });
        for (const p of problems) {
          expect(names).toContain(p.param);
          expect(p.message.startsWith(`Paramètre ${p.param}\u00a0: `)).toBe(true);
          expect(p.message.length).toBeLessThan(300);
        }
        // One problem at most per parameter, and a problem for every parameter not taken as is.
        expect(new Set(problems.map((p) => p.param)).size).toBe(problems.length);
        // The study zones are ranked like the administrative levels (ADR 0017).
        expect([...territoryTypes, ...zoneTypes]).toContain(params.level);
      }),
      { numRuns: 1000 },
    );
  });

  it('given any parsed ranking should write an address that reads back the same, without problems', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 8, maxLength: 8 }), (values) => {
        const search = new URLSearchParams(names.map((name, i) => [name, values[i] ?? '']));
        const first = parseRanking(search).value;
        const written = writeRanking(first);
        expect(isRankingSearch(written)).toBe(true);
        expect(parseRanking(written)).toEqual({ value: first, problems: [] });
        expect(writeRanking(parseRanking(written).value).toString()).toBe(written.toString());
      }),
      { numRuns: 1000 },
    );
  });

  it('given any raw address query (repeated keys, broken percent-encoding) should never throw', () => {
    const key = fc.constantFrom(...names, 'id', 'x');
    const raw = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc
        .array(fc.tuple(key, fc.oneof(value, fc.constantFrom('%', '%E0%A4%A', '%00', '+'))), {
          maxLength: 12,
        })
        .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
    );
    fc.assert(
      fc.property(raw, (query) => {
        const search = new URLSearchParams(query);
        expect(typeof isRankingSearch(search)).toBe('boolean');
        const { problems } = parseRanking(search);
        for (const p of problems) expect(p.message).toMatch(/[éèàù’«]/);
      }),
      { numRuns: 500 },
    );
  });
});
