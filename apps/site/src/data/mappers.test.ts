import type { SearchResult, TerritoryDetail } from '@epic/api-contract';
import { withArticle } from '@epic/ui';
import { describe, expect, it } from 'vitest';
import { toIndicatorValues } from './indicatorMappers';
import { toBreadcrumb, toMemberRows, toOption, toRef } from './mappers';

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
  it('given compact references and ranks should name them from the detail’s parents', () => {
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
    } as unknown as TerritoryDetail;
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
    } as unknown as TerritoryDetail;
    const [value] = toIndicatorValues(detail);
    expect(Object.keys(value?.references ?? {})).toEqual(['france']);
    expect(value?.rank?.parent).toBeNull();
  });
});
