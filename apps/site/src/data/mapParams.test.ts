import { describe, expect, it } from 'vitest';
import {
  explorerMapHref,
  explorerMapHrefs,
  parseMapArrondissements,
  parseMapClassification,
  parseMapZones,
  writeMapArrondissements,
  writeMapClassification,
  writeMapZones,
} from './mapParams';

describe('explorerMapHrefs', () => {
  it.each([
    ['carte=median_income_2021&contours=epci', 2025],
    ['carte=poverty_rate_2021&classes=manuelles&seuils=10;20.5&palette=verts', 2021],
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
    expect(parseMapZones(new URLSearchParams('zonage=EPCI'))).toBeNull();
    expect(parseMapZones(new URLSearchParams('zonage=region'))).toBeNull();
    expect(parseMapZones(new URLSearchParams(''))).toBeNull();
    const target = new URLSearchParams('carte=population');
    expect(writeMapZones(target, 'uu').toString()).toBe('carte=population&zonage=uu');
    expect(writeMapZones(target, null).toString()).toBe('carte=population');
  });

  it('given the EPCI asked for should read them and write them back (zonage=epci)', () => {
    expect(parseMapZones(new URLSearchParams('type=departement&id=42&zonage=epci'))).toBe('epci');
    const target = new URLSearchParams('type=departement&id=42');
    expect(writeMapZones(target, 'epci').toString()).toBe('type=departement&id=42&zonage=epci');
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

describe('the map’s classes in the address', () => {
  const parse = (query: string) => parseMapClassification(new URLSearchParams(query));

  it('given nothing should leave every default', () => {
    expect(parse('')).toEqual({});
    expect(parse('classes=quantiles&nb=5')).toEqual({ count: 5 });
  });

  it('given each method, count and palette should read them', () => {
    expect(parse('classes=seuils-naturels&nb=4')).toEqual({ method: 'jenks', count: 4 });
    expect(parse('classes=egales&nb=7&palette=bleus')).toEqual({
      method: 'equal',
      count: 7,
      palette: 'Blues',
    });
    expect(parse('classes=manuelles&seuils=-2.5;0;10&palette=rouge-bleu')).toEqual({
      method: 'manual',
      thresholds: [-2.5, 0, 10],
      palette: 'RdBu',
    });
    // Manual thresholds make the count.
    expect(parse('classes=manuelles&seuils=10;20&nb=6')).toEqual({
      method: 'manual',
      thresholds: [10, 20],
    });
  });

  it.each([
    'classes=kmeans',
    'nb=2',
    'nb=8',
    'nb=4.5',
    'nb=abc',
    'palette=arc-en-ciel',
    'classes=manuelles',
    'classes=manuelles&seuils=20;10',
    'classes=manuelles&seuils=10;abc',
    'classes=manuelles&seuils=10,5;20',
    'classes=manuelles&seuils=1;2;3;4;5;6;7',
    'seuils=10;20',
  ])('given ?%s should ignore what is wrong and keep the defaults', (query) => {
    expect(parse(query)).toEqual({});
  });

  it('given a classification should write it back, and remove what is absent', () => {
    const target = new URLSearchParams('carte=poverty_rate_2021&nb=3&seuils=1;2');
    writeMapClassification(target, { method: 'jenks', count: 4, palette: 'Greens' });
    expect(target.toString()).toBe(
      'carte=poverty_rate_2021&classes=seuils-naturels&nb=4&palette=verts',
    );
    writeMapClassification(target, { method: 'manual', thresholds: [10, 20.5], count: 4 });
    expect(parseMapClassification(target)).toEqual({ method: 'manual', thresholds: [10, 20.5] });
    expect(writeMapClassification(target, {}).toString()).toBe('carte=poverty_rate_2021');
  });

  it('given classes in the address should keep them in the links of the map', () => {
    const href = explorerMapHref(
      { type: 'commune', id: '90010', year: 2021 },
      new URLSearchParams('carte=poverty_rate_2021&classes=egales&nb=3&zonage=ze'),
    );
    expect(href).toContain('classes=egales&nb=3');
    expect(href).not.toContain('zonage');
  });
});
