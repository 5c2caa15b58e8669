import { describe, expect, it } from 'vitest';
import {
  explorerMapHref,
  explorerMapHrefs,
  parseMapArrondissements,
  parseMapZones,
  writeMapArrondissements,
  writeMapZones,
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

describe('the zoning in the address', () => {
  it('given a study zoning or anything else should read it or null, and write it back', () => {
    expect(parseMapZones(new URLSearchParams('zonage=ze'))).toBe('ze');
    expect(parseMapZones(new URLSearchParams('zonage=bv'))).toBe('bv');
    expect(parseMapZones(new URLSearchParams('zonage=epci'))).toBeNull();
    expect(parseMapZones(new URLSearchParams(''))).toBeNull();
    const target = new URLSearchParams('carte=population');
    expect(writeMapZones(target, 'uu').toString()).toBe('carte=population&zonage=uu');
    expect(writeMapZones(target, null).toString()).toBe('carte=population');
  });
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
