import type { TerritoryDetail } from '@epic/api-contract';
import { describe, expect, it } from 'vitest';
import { keyFigureRankingHrefs, territoryRankingHref } from './rankingAddress';
import { parseRanking } from './rankingParams';

const loire = { type: 'departement' as const, code: '42', name: 'Loire' };

const detail = (overrides: Partial<TerritoryDetail['rank']> = {}) =>
  ({
    territory: { type: 'commune', code: '42218', name: 'Saint-Étienne', year: 2024 },
    rank: {
      national: { rank: 14, of: 34935, share: 0.0025 },
      parent: { rank: 1, of: 323, share: 0.22, parent: loire },
      ...overrides,
    },
  }) as TerritoryDetail;

describe('keyFigureRankingHrefs', () => {
  it('given a commune should link its ranks to the population rankings around it', () => {
    expect(keyFigureRankingHrefs(detail(), 2024)).toEqual({
      national: '/explorer/?type=commune&year=2024&indicator=population&around=42218',
      parent:
        '/explorer/?type=commune&year=2024&indicator=population&parent=departement%3A42&around=42218',
    });
  });

  it('given links should read back as rankings without a problem', () => {
    const hrefs = keyFigureRankingHrefs(detail(), undefined);
    for (const href of [hrefs?.national, hrefs?.parent]) {
      const parsed = parseRanking(new URL(href ?? '', 'http://x').searchParams);
      expect(parsed.problems).toEqual([]);
      expect(parsed.value.around).toBe('42218');
      // Without a vintage in the address, the territory's own vintage is written.
      expect(parsed.value.year).toBe(2024);
    }
  });

  it('given no rank should give no link; before the detail, nothing', () => {
    expect(keyFigureRankingHrefs(detail({ national: null, parent: null }), 2024)).toEqual({
      national: undefined,
      parent: undefined,
    });
    expect(keyFigureRankingHrefs(undefined, 2024)).toBeUndefined();
  });
});

describe('territoryRankingHref', () => {
  it('given an arrondissement or a parent that cannot filter the level should give no link', () => {
    expect(
      territoryRankingHref({ type: 'arrondissement', code: '75101' }, 2024, 'density', null),
    ).toBeUndefined();
    expect(
      territoryRankingHref({ type: 'departement', code: '42' }, 2024, 'density', {
        type: 'commune',
        code: '42218',
      }),
    ).toBeUndefined();
  });

  it('given an indicator and a parent should write both', () => {
    expect(territoryRankingHref({ type: 'epci', code: '244200770' }, 2023, 'density', loire)).toBe(
      '/explorer/?type=epci&year=2023&indicator=density&parent=departement%3A42&around=244200770',
    );
  });
});
