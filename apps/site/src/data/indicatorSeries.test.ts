import {
  INDICATOR_THEMES,
  INDICATORS,
  INDICATORS_BY_ID,
  type TerritoryStatistics,
} from '@epic/api-contract';
import { describe, expect, it } from 'vitest';
import { INDICATOR_SERIES, toIndicatorThemes, toIndicatorValues } from './indicatorMappers';

describe('indicator series and catalogue mapping', () => {
  it('given the series pairs should name catalogue ids of one theme, unit and format, earlier first', () => {
    for (const [earlier, later] of INDICATOR_SERIES) {
      const a = INDICATORS_BY_ID.get(earlier);
      const b = INDICATORS_BY_ID.get(later);
      expect(a, earlier).toBeDefined();
      expect(b, later).toBeDefined();
      expect([a?.theme, a?.unit, a?.format]).toEqual([b?.theme, b?.unit, b?.format]);
      expect(Number(a?.referenceYear.slice(-4))).toBeLessThan(Number(b?.referenceYear.slice(-4)));
    }
  });

  it('given the catalogue should keep every indicator with what the ui needs, and the themes in order', () => {
    const catalogue = {
      themes: INDICATOR_THEMES.map(({ id, label }) => ({ id, label })),
      sources: [],
      indicators: [...INDICATORS],
      series: [],
    };
    const props = toIndicatorThemes(catalogue);
    expect(props.themes?.map((t) => t.id)).toEqual([
      'population',
      'logement',
      'emploi',
      'revenus',
      'etablissements',
    ]);
    expect(props.indicators).toHaveLength(INDICATORS.length);
    expect(props.indicators?.[0]).toEqual({
      id: 'pop_rp2018',
      label: 'Population (recensement 2018)',
      definition: INDICATORS[0]?.definition,
      unit: 'habitants',
      format: 'integer',
      referenceYear: 'RP 2018',
      theme: 'population',
      source: 'comparateur-2022',
      additive: true,
    });
    expect(props.indicators?.find((i) => i.id === 'density_rp2018')?.additive).toBe(false);
    // Figures INSEE also publishes above the commune name the source of those values.
    expect(props.indicators?.find((i) => i.id === 'median_income_2019')).toMatchObject({
      source: 'comparateur-2022',
      publishedAbove: 'filosofi-disp',
    });
    expect(props.indicators?.find((i) => i.id === 'd1_2019')?.publishedAbove).toBe('filosofi-disp');
    expect(props.indicators?.find((i) => i.id === 'median_income_2021')).not.toHaveProperty(
      'publishedAbove',
    );
  });

  it('given the catalogue should pair every 2019 figure published above the commune with its 2021 one', () => {
    const above = INDICATORS.filter((i) => i.publishedAbove && i.id.endsWith('_2019')).map(
      (i) => i.id,
    );
    const paired = new Map(INDICATOR_SERIES.map(([earlier, later]) => [earlier, later]));
    for (const id of above) {
      const later = id.replace(/_2019$/, '_2021');
      if (INDICATORS_BY_ID.has(later)) expect(paired.get(id), id).toBe(later);
    }
    expect(paired.get('gini_2019')).toBeUndefined();
  });
});

describe('toIndicatorValues and published figures', () => {
  it('given values INSEE publishes should keep their origin and France métropolitaine’s scope', () => {
    const loire = { type: 'departement', code: '42', name: 'Loire', typeLiaison: 3 };
    const ara = { type: 'region', code: '84', name: 'Auvergne-Rhône-Alpes', typeLiaison: 1 };
    const detail = {
      territory: { type: 'epci', code: '244200770', name: 'Saint-Étienne Métropole', year: 2024 },
      parents: { departement: loire, region: ara },
      statistics: [
        {
          id: 'median_income_2019',
          value: 20_250,
          status: 'ok',
          published: true,
          references: {
            departement: { value: 20_930, status: 'ok', published: true },
            region: { value: 22_610, status: 'ok', published: true },
            france: {
              value: 21_930,
              status: 'ok',
              published: true,
              scope: 'france_metropolitaine',
            },
          },
          rank: { national: { rank: 612, of: 1_240 }, parent: { rank: 6, of: 10 } },
        },
        {
          id: 'd1_2019',
          value: null,
          status: 'unavailable',
          reason: 'perimeter_unverified',
          references: {
            france: {
              value: 11_620,
              status: 'ok',
              published: true,
              scope: 'france_metropolitaine',
            },
          },
        },
      ],
    } as unknown as TerritoryStatistics;
    const [median, d1] = toIndicatorValues(detail);
    expect(median).toMatchObject({ value: 20_250, published: true });
    expect(median).not.toHaveProperty('coverage');
    expect(median?.references?.departement).toMatchObject({ name: 'Loire', published: true });
    expect(median?.references?.france).toEqual({
      value: 21_930,
      status: 'ok',
      published: true,
      scope: 'france_metropolitaine',
    });
    expect(d1).toMatchObject({ status: 'unavailable', reason: 'perimeter_unverified' });
  });
});
