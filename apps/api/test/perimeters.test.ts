/**
 * Territories compared across vintages by their perimeter (indicators/perimeters.ts), on small
 * made-up geographies where every case is visible: a merger, a split, a code change, a commune
 * whose population predates its merger, an EPCI that gains a commune, and the matching of a
 * figure published in another geography.
 */
import { describe, expect, it } from 'vitest';
import { buildGeography } from '../src/indicators/geography.js';
import {
  type PerimeterRow,
  publishedMatch,
  rebuild,
  samePerimeter,
  VintagePerimeters,
} from '../src/indicators/perimeters.js';
import { STATUS } from '../src/indicators/status.js';

interface Commune {
  code: string;
  population: number;
  epci?: string;
  former?: string[];
  departement?: string;
}

function vintage(year: number, communes: Commune[], incomplete: string[] = []) {
  const geography = buildGeography(
    year,
    communes.map((c) => ({ code: c.code, name: c.code, formerCodes: c.former ?? [] })),
    new Map(),
  );
  const rows: PerimeterRow[] = communes.map((c) => ({
    type: 'commune',
    code: c.code,
    epci: c.epci ?? null,
    departement: c.departement ?? c.code.slice(0, 2),
    region: '84',
    population: c.population,
  }));
  for (const epci of new Set(communes.flatMap((c) => (c.epci ? [c.epci] : [])))) {
    rows.push({
      type: 'epci',
      code: epci,
      epci: null,
      departement: null,
      region: null,
      population: null,
    });
  }
  for (const dep of new Set(
    rows.filter((r) => r.type === 'commune').map((r) => r.departement as string),
  )) {
    rows.push({
      type: 'departement',
      code: dep,
      epci: null,
      departement: null,
      region: '84',
      population: null,
    });
  }
  return new VintagePerimeters(geography, rows, new Set(incomplete));
}

// 2019: A, B, C, D (which G had merged into) in EPCI E1; F in E2. 2021: A and B merged into A
// (commune nouvelle); G re-established out of D; C renumbered H; F joined E1.
const v2019 = vintage(2019, [
  { code: '01001', population: 100, epci: 'E1' },
  { code: '01002', population: 50, epci: 'E1' },
  { code: '01003', population: 30, epci: 'E1' },
  { code: '01004', population: 80, epci: 'E1', former: ['01007'] },
  { code: '01006', population: 10, epci: 'E2' },
]);
const v2021 = vintage(2021, [
  { code: '01001', population: 160, epci: 'E1', former: ['01002'] },
  { code: '01008', population: 31, epci: 'E1', former: ['01003'] },
  { code: '01004', population: 60, epci: 'E1' },
  { code: '01007', population: 25, epci: 'E1' },
  { code: '01006', population: 11, epci: 'E1' },
]);

describe('rebuilding a perimeter in another vintage', () => {
  const r = rebuild(v2021, v2019);

  it('sums the communes of a merger, and says the perimeter was not the same', () => {
    expect(r.get('commune:01001')).toEqual({
      value: 150,
      status: STATUS.ok,
      communes: 2,
      same: false,
      from: ['01001', '01002'],
    });
  });

  it('follows a code change', () => {
    expect(r.get('commune:01008')).toMatchObject({ value: 30, status: STATUS.ok, from: ['01003'] });
  });

  it('does not compare a split: the commune cut out, and the commune it left', () => {
    expect(r.get('commune:01007')?.status).toBe(STATUS.absent_from_source);
    expect(r.get('commune:01004')?.status).toBe(STATUS.perimeter_changed);
  });

  it('keeps an unchanged commune as it was', () => {
    expect(r.get('commune:01006')).toEqual({
      value: 10,
      status: STATUS.ok,
      communes: 1,
      same: true,
    });
  });

  it('rebuilds an EPCI from its members, or not at all when one of them cannot be', () => {
    expect(r.get('epci:E1')?.status).toBe(STATUS.perimeter_changed);
    // Without the split commune, E1 is its members' sum, on a perimeter it did not have then.
    const noSplit = vintage(2021, [
      { code: '01001', population: 160, epci: 'E1', former: ['01002'] },
      { code: '01004', population: 60, epci: 'E1' },
      { code: '01006', population: 11, epci: 'E1' },
    ]);
    expect(rebuild(noSplit, v2019).get('epci:E1')).toEqual({
      value: 150 + 80 + 10,
      status: STATUS.ok,
      communes: 4,
      same: false,
    });
  });

  it('does not compare a population that leaves out communes merged after its census', () => {
    const incomplete = vintage(
      2019,
      [{ code: '01001', population: 100, former: ['01002'] }],
      ['01001'],
    );
    const later = vintage(2021, [{ code: '01001', population: 160, former: ['01002'] }]);
    expect(rebuild(later, incomplete).get('commune:01001')?.status).toBe(
      STATUS.incomplete_population,
    );
  });

  it('compares perimeters on the atoms both vintages know', () => {
    expect(samePerimeter('commune', '01006', v2019, v2021)).toBe(true);
    expect(samePerimeter('epci', 'E1', v2019, v2021)).toBe(false);
    expect(samePerimeter('epci', 'E2', v2019, v2021)).toBeNull();
  });
});

describe('matching a figure published in another geography', () => {
  const stable = (year: number) =>
    vintage(year, [
      { code: '01001', population: 1, epci: 'E1' },
      { code: '01002', population: 1, epci: 'E1' },
      { code: '01003', population: 1, epci: 'E2' },
    ]);
  const grown = (year: number) =>
    vintage(year, [
      { code: '01001', population: 1, epci: 'E1' },
      { code: '01002', population: 1, epci: 'E1' },
      { code: '01003', population: 1, epci: 'E1' },
    ]);

  it('matches in an imported geography when the perimeter is the same', () => {
    const vintages = [stable(2019), stable(2021)];
    expect(publishedMatch('epci', 'E1', 2019, vintages[1] as VintagePerimeters, vintages)).toBe(
      STATUS.published,
    );
    const changed = [grown(2019), stable(2021)];
    expect(publishedMatch('epci', 'E1', 2019, changed[1] as VintagePerimeters, changed)).toBe(
      STATUS.perimeter_changed,
    );
  });

  it('matches between two vintages only when the perimeter did not change between them', () => {
    const same = [stable(2019), stable(2021)];
    expect(publishedMatch('epci', 'E1', 2020, same[1] as VintagePerimeters, same)).toBe(
      STATUS.published,
    );
    const moved = [grown(2019), stable(2021)];
    expect(publishedMatch('epci', 'E1', 2020, moved[1] as VintagePerimeters, moved)).toBe(
      STATUS.perimeter_unverified,
    );
  });

  it('before the first vintage: never an EPCI; a département unless a commune moved since', () => {
    const vintages = [stable(2019), stable(2021)];
    const target = vintages[1] as VintagePerimeters;
    expect(publishedMatch('epci', 'E1', 2017, target, vintages)).toBe(STATUS.perimeter_unverified);
    expect(publishedMatch('departement', '01', 2017, target, vintages)).toBe(STATUS.published);
    const moves = [{ date: '2018-01-01', from: '02', to: '01' }];
    expect(publishedMatch('departement', '01', 2017, target, vintages, moves)).toBe(
      STATUS.perimeter_unverified,
    );
    // A move on 1 January 2018 is already in the 2018 geography.
    expect(publishedMatch('departement', '01', 2018, target, vintages, moves)).toBe(
      STATUS.published,
    );
  });
});
