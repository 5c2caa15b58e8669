import { describe, expect, it } from 'vitest';
import {
  explorerMapHref,
  explorerMapHrefs,
  parseMapArrondissements,
  writeMapArrondissements,
} from './mapParams';

describe('explorerMapHrefs', () => {
  it.each([
    ['carte=median_income_2021&contours=epci', 2025],
    ['', undefined],
  ])(
    'given the address ?%s should give what explorerMapHref gives, code by code',
    (query, year) => {
      const current = new URLSearchParams(query);
      const hrefs = explorerMapHrefs(year, current);
      for (const [type, code] of [
        ['commune', '62193'],
        ['commune', '2A004'],
        ['arrondissement', '75112'],
        ['commune', '62041'],
      ] as const) {
        expect(hrefs({ type, code })).toBe(explorerMapHref({ type, id: code, year }, current));
      }
    },
  );
});

describe('arrondissements in the address', () => {
  it('given oui, non or nothing should read true, false or null, and write them back', () => {
    expect(parseMapArrondissements(new URLSearchParams('arrondissements=oui'))).toBe(true);
    expect(parseMapArrondissements(new URLSearchParams('arrondissements=non'))).toBe(false);
    expect(parseMapArrondissements(new URLSearchParams('arrondissements=1'))).toBeNull();
    expect(parseMapArrondissements(new URLSearchParams(''))).toBeNull();
    const target = new URLSearchParams('type=commune&id=69123');
    expect(writeMapArrondissements(target, false).toString()).toBe(
      'type=commune&id=69123&arrondissements=non',
    );
    expect(writeMapArrondissements(target, null).toString()).toBe('type=commune&id=69123');
  });
});
