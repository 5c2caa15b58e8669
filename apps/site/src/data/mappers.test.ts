import type { SearchResult, TerritoryDetail, TerritoryStatistics } from '@epic/api-contract';
import { withArticle } from '@epic/ui';
import { describe, expect, it } from 'vitest';
import { toIndicatorValues } from './indicatorMappers';
import {
  toBreadcrumb,
  toChange,
  toKeyFigures,
  toMemberRows,
  toOption,
  toPoints,
  toRef,
} from './mappers';

const loire = { type: 'departement', code: '42', name: 'Loire', typeLiaison: 3 } as const;
const ara = { type: 'region', code: '84', name: 'Auvergne-Rhône-Alpes', typeLiaison: 1 } as const;
const saintEtienne = {
  type: 'commune',
  code: '42218',
  name: 'Saint-Étienne',
  typeLiaison: 0,
} as const;

describe('toRef', () => {
  it('given an article type should keep it for withArticle', () => {
    const ref = toRef(loire);
    expect(ref).toEqual(loire);
    expect(withArticle(ref.name, ref.typeLiaison, 'dans', ref.type)).toBe('dans la Loire');
  });

  it('given no article type (an EPCI) should leave the field out', () => {
    const epci = { type: 'epci', code: '244200770', name: 'Saint-Étienne Métropole' } as const;
    expect(toRef(epci)).toEqual(epci);
    expect('typeLiaison' in toRef(epci)).toBe(false);
  });
});

describe('toBreadcrumb', () => {
  it('should carry every level’s article type, the territory’s own included', () => {
    const detail = {
      territory: { ...saintEtienne, year: 2024 },
      parents: { region: ara, departement: loire },
    } as unknown as TerritoryDetail;
    expect(toBreadcrumb(detail)).toEqual([ara, loire, saintEtienne]);
  });
});

describe('toOption', () => {
  it('should carry the search result’s article type', () => {
    const result = {
      ...loire,
      year: 2024,
      population: 765_000,
      departement: null,
      postalCode: null,
      match: 'name',
    } satisfies SearchResult;
    expect(toOption(result)).toMatchObject({ name: 'Loire', typeLiaison: 3, year: 2024 });
  });
});

describe('toMemberRows', () => {
  it('given statistics should key them by id and keep status, reason and coverage', () => {
    const [row] = toMemberRows([
      {
        ...saintEtienne,
        population: 172_700,
        share: 0.43,
        postalCodes: [],
        statistics: [
          { id: 'density_rp2018', value: 2164.4, status: 'ok' },
          { id: 'median_income_2021', value: null, status: 'unavailable', reason: 'merged' },
          {
            id: 'establishments_2018',
            value: 12,
            status: 'ok',
            coverage: { covered: 52, of: 53 },
          },
        ],
      },
    ]);
    expect(row?.statistics).toEqual({
      density_rp2018: { value: 2164.4, status: 'ok' },
      median_income_2021: { value: null, status: 'unavailable', reason: 'merged' },
      establishments_2018: { value: 12, status: 'ok', coverage: { covered: 52, of: 53 } },
    });
  });

  it('given no statistics should leave the field out', () => {
    const [row] = toMemberRows([
      { ...saintEtienne, population: null, share: null, postalCodes: [] },
    ]);
    expect(row).toEqual({
      type: 'commune',
      code: '42218',
      name: 'Saint-Étienne',
      population: null,
    });
  });
});

describe('toIndicatorValues', () => {
  it('given compact references and ranks should name them from the answer’s parents', () => {
    const detail = {
      territory: { ...saintEtienne, year: 2024 },
      parents: { departement: loire, region: ara },
      statistics: [
        {
          id: 'vacant_share_2018',
          value: 12.4,
          status: 'ok',
          references: {
            departement: { value: 10.4, status: 'ok', coverage: { covered: 320, of: 320 } },
            region: { value: 8.5, status: 'ok' },
            france: { value: 8.2, status: 'ok' },
          },
          rank: { national: { rank: 6675, of: 34843 }, parent: { rank: 69, of: 320 } },
        },
      ],
    } as unknown as TerritoryStatistics;
    const [value] = toIndicatorValues(detail);
    expect(value?.references?.departement).toEqual({
      ...loire,
      value: 10.4,
      status: 'ok',
      coverage: { covered: 320, of: 320 },
    });
    expect(value?.references?.region).toMatchObject({ name: 'Auvergne-Rhône-Alpes', value: 8.5 });
    expect(value?.references?.france).toEqual({ value: 8.2, status: 'ok' });
    expect(value?.rank?.parent).toEqual({ rank: 69, of: 320, parent: loire });
    expect(value?.rank?.national).toEqual({ rank: 6675, of: 34843 });
  });

  it('given a région (France only above it, no parent rank) should add nothing', () => {
    const detail = {
      territory: { ...ara, year: 2024 },
      parents: {},
      statistics: [
        {
          id: 'pop_rp2018',
          value: 8e6,
          status: 'ok',
          references: { france: { value: 6.7e7, status: 'ok' } },
          rank: { national: { rank: 3, of: 18 }, parent: null },
        },
      ],
    } as unknown as TerritoryStatistics;
    const [value] = toIndicatorValues(detail);
    expect(Object.keys(value?.references ?? {})).toEqual(['france']);
    expect(value?.rank?.parent).toBeNull();
  });
});

describe('toChange', () => {
  const perimeter = { year: 2026, same: false, asWas: 3_053, communes: 2 };

  it('given a merged commune should keep the figures, the census and the communes it is rebuilt from', () => {
    const change = toChange({
      year: 2019,
      census: 2016,
      population: 3_517,
      absolute: -64,
      relative: -64 / 3_517,
      comparable: true,
      perimeter: {
        ...perimeter,
        from: [
          { type: 'commune', code: '01039', name: 'Béon', year: 2019 },
          { type: 'commune', code: '01138', name: 'Culoz', year: 2019 },
        ],
      },
    });
    expect(change).toMatchObject({
      year: 2019,
      census: 2016,
      absolute: -64,
      relative: -64 / 3_517,
      perimeter: {
        year: 2026,
        same: false,
        communes: 2,
        from: [
          { code: '01039', name: 'Béon' },
          { code: '01138', name: 'Culoz' },
        ],
      },
    });
    expect(change?.comparable).not.toBe(false);
  });

  it('given a change that cannot be rebuilt should carry its reason and no number', () => {
    const change = toChange({
      year: 2019,
      census: 2016,
      population: null,
      absolute: null,
      relative: null,
      comparable: false,
      reason: 'incomplete_population',
      perimeter: { ...perimeter, communes: 0 },
    });
    expect(change).toMatchObject({ comparable: false, reason: 'incomplete_population' });
  });

  it('given a change said comparable but without figures should not make one up', () => {
    const change = toChange({
      year: 2019,
      census: 2016,
      population: null,
      absolute: null,
      relative: null,
      comparable: true,
      perimeter,
    });
    expect(change).toMatchObject({ comparable: false, reason: 'perimeter_changed' });
  });

  it('given none should give none', () => {
    expect(toChange(null)).toBeNull();
  });
});

describe('toKeyFigures', () => {
  it('should pass the census of the vintage, its repeat of an earlier one included', () => {
    const detail = {
      territory: { ...saintEtienne, year: 2026 },
      exists: [2025, 2026],
      population: 173_136,
      census: { year: 2023, sameAs: 2025 },
      change: { previous: null, first: null },
      rank: { parent: null, national: null },
      communes: null,
      chefLieu: null,
      source: { name: 'x', licence: 'y' },
    } as unknown as TerritoryDetail;
    expect(toKeyFigures(detail).census).toEqual({ year: 2023, sameAs: 2025 });
  });
});

describe('toPoints', () => {
  it('given census-year points should tell legal populations from the comparateur’s censuses', () => {
    expect(
      toPoints([
        { year: 2013, period: '2013', value: 3_480, status: 'ok', source: 'comparateur-2022' },
        {
          year: 2016,
          period: '2016',
          value: 3_517,
          status: 'ok',
          source: 'populations-legales',
          vintages: [2019],
          asWas: 3_053,
        },
        {
          year: 2019,
          period: '2019',
          value: null,
          status: 'unavailable',
          reason: 'perimeter_changed',
          source: 'populations-legales',
          vintages: [2021],
          asWas: null,
        },
      ]),
    ).toEqual([
      { year: 2013, population: 3_480, source: 'census' },
      { year: 2016, population: 3_517, source: 'legal', vintages: [2019], asWas: 3_053 },
      {
        year: 2019,
        population: null,
        source: 'legal',
        vintages: [2021],
        asWas: null,
        reason: 'perimeter_changed',
      },
    ]);
  });
});
