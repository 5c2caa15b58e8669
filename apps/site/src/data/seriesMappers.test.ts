import type { IndicatorCatalogue, SeriesResponse } from '@epic/api-contract';
import { SERIES } from '@epic/api-contract';
import { describe, expect, it } from 'vitest';
import {
  seriesIdsFor,
  toPopulationEvolution,
  toSeriesChartData,
  toSeriesSources,
} from './seriesMappers';

const catalogue = {
  themes: [],
  indicators: [],
  sources: [
    { id: 'comparateur-2022', name: 'Base du comparateur de territoires (édition 2022)' },
    { id: 'filosofi-disp', name: 'Filosofi 2014 à 2019' },
  ],
  series: SERIES.map((s) => ({ ...s, levels: [...s.levels] })),
} as unknown as IndicatorCatalogue;

const response: SeriesResponse = {
  territory: { type: 'commune', code: '01138', name: 'Culoz-Béon', year: 2026 },
  series: [
    {
      id: 'population',
      label: 'Population municipale',
      definition: 'd',
      unit: 'habitants',
      format: 'integer',
      theme: 'population',
      note: 'Périmètre constant.',
      points: [
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
      ],
    },
    {
      id: 'median_income',
      label: 'Médiane du niveau de vie',
      definition: 'd',
      unit: '€',
      format: 'euro',
      theme: 'revenus',
      note: 'n',
      points: [
        {
          year: 2014,
          period: '2014',
          value: null,
          status: 'unavailable',
          reason: 'perimeter_unverified',
          source: 'filosofi-disp',
        },
        {
          year: 2019,
          period: '2019',
          value: 21_140,
          status: 'ok',
          published: true,
          source: 'filosofi-disp',
        },
      ],
    },
  ],
  sources: [
    { id: 'populations-legales', attribution: 'Source : Insee, populations légales' },
    { id: 'comparateur-2022', attribution: 'Source : Insee, comparateur' },
    { id: 'filosofi-disp', attribution: 'Source : Insee, Filosofi 2014 à 2019' },
  ],
};

describe('seriesIdsFor', () => {
  it('given a level should ask only the series published there, population apart', () => {
    expect(seriesIdsFor(catalogue, 'commune')).not.toContain('gini');
    expect(seriesIdsFor(catalogue, 'epci')).toContain('gini');
    for (const type of ['commune', 'epci', 'departement', 'region'] as const) {
      const ids = seriesIdsFor(catalogue, type);
      expect(ids).not.toContain('population');
      for (const id of ids) {
        expect(SERIES.find((s) => s.id === id)?.levels).toContain(type);
      }
    }
  });
});

describe('toPopulationEvolution', () => {
  it('should draw the population on the perimeter of the vintage answered, with its sources only', () => {
    const evolution = toPopulationEvolution(response);
    expect(evolution.perimeterYear).toBe(2026);
    expect(evolution.series).toEqual([
      {
        label: 'Culoz-Béon',
        points: [
          { year: 2013, population: 3_480, source: 'census' },
          { year: 2016, population: 3_517, source: 'legal', vintages: [2019], asWas: 3_053 },
        ],
      },
    ]);
    expect(evolution.sources).toEqual([
      'Source : Insee, populations légales',
      'Source : Insee, comparateur',
    ]);
    expect(evolution.exported.map((s) => s.id)).toEqual(['population']);
  });

  it('given no population series should draw nothing', () => {
    expect(toPopulationEvolution({ ...response, series: [] }).series).toEqual([]);
  });
});

describe('toSeriesChartData and toSeriesSources', () => {
  it('should keep every point’s status, reason and publication, and name the sources', () => {
    const income = toSeriesChartData(response.series[1] as SeriesResponse['series'][number]);
    expect(income.points[0]).toMatchObject({
      period: '2014',
      value: null,
      status: 'unavailable',
      reason: 'perimeter_unverified',
    });
    expect(income.points[1]).toMatchObject({ value: 21_140, published: true });
    expect(toSeriesSources(response, catalogue).map((s) => s.name)).toEqual([
      'Populations légales des millésimes',
      'Base du comparateur de territoires (édition 2022)',
      'Filosofi 2014 à 2019',
    ]);
  });
});
