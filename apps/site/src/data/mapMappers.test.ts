import type { IndicatorCatalogue, IndicatorValuesResponse } from '@epic/api-contract';
import { describe, expect, it } from 'vitest';
import {
  CONTOURS_CREDIT,
  mapCredit,
  mapFileName,
  mapFranceReference,
  mapIndicatorGroups,
  mapKindOf,
  toMapIndicator,
  toMapValues,
} from './mapMappers';

const entry = (id: string, unit: string, rule: 'sum' | 'ratio' | 'none', theme = 'population') => ({
  id,
  label: id,
  definition: '',
  unit,
  format: 'integer' as const,
  theme,
  source: 'comparateur-2022',
  referenceYear: 'RP 2018',
  aggregation:
    rule === 'ratio'
      ? { rule, numerator: 'a', denominator: 'b', factor: 100 }
      : ({ rule } as { rule: 'sum' | 'none' }),
});

const catalogue: IndicatorCatalogue = {
  themes: [
    { id: 'population', label: 'Population' },
    { id: 'revenus', label: 'Revenus' },
  ],
  sources: [
    {
      id: 'comparateur-2022',
      name: 'Comparateur',
      producer: 'Insee',
      licence: 'Licence Ouverte 2.0',
      attribution: 'Source : Insee, comparateur — Licence Ouverte 2.0',
      url: 'https://www.insee.fr',
      geographyYear: 2021,
      file: 'x.zip',
    },
  ],
  indicators: [
    entry('pop_rp2018', 'habitants', 'sum'),
    entry('density_rp2018', 'hab./km²', 'ratio'),
    entry('median_income_2021', '€', 'none', 'revenus'),
    { ...entry('median_income_2019', '€', 'none', 'revenus'), publishedAbove: 'filosofi-disp' },
  ],
  series: [],
};
catalogue.sources.push({
  ...(catalogue.sources[0] as IndicatorCatalogue['sources'][number]),
  id: 'filosofi-disp',
  attribution: 'Source : Insee, Filosofi 2014 à 2019 — Licence Ouverte 2.0',
});

describe('mapKindOf', () => {
  it.each([
    ['pop_rp2018', 'habitants', 'sum', 'count'],
    ['dwellings_2018', 'logements', 'sum', 'count'],
    ['pop_change_2013_2018', 'habitants', 'sum', 'change'],
    ['pop_growth_2013_2018', '% par an', 'ratio', 'change'],
    ['density_rp2018', 'hab./km²', 'ratio', 'level'],
    ['area', 'km²', 'sum', 'level'],
    ['median_income_2021', '€', 'none', 'level'],
  ] as const)('given %s (%s, %s) should draw a %s', (id, unit, rule, kind) => {
    expect(mapKindOf({ ...entry(id, unit, rule) })).toBe(kind);
  });
});

describe('mapIndicatorGroups', () => {
  it('given communes should offer the population first, then every indicator by theme', () => {
    const groups = mapIndicatorGroups(catalogue, 2025, true);
    expect(groups.map((g) => g.label)).toEqual(['Population', 'Revenus']);
    expect(groups[0]?.options.map((o) => o.id)).toEqual([
      'population',
      'pop_rp2018',
      'density_rp2018',
    ]);
    expect(groups[0]?.options[0]?.label).toBe('Population (population légale 2025)');
  });

  it('given départements should leave out what cannot be aggregated, but keep what INSEE publishes for them', () => {
    const groups = mapIndicatorGroups(catalogue, 2025, false);
    expect(groups.map((g) => [g.label, g.options.map((o) => o.id)])).toEqual([
      ['Population', ['population', 'pop_rp2018', 'density_rp2018']],
      ['Revenus', ['median_income_2019']],
    ]);
    const communes = mapIndicatorGroups(catalogue, 2025, true);
    expect(communes[1]?.options.map((o) => o.id)).toEqual([
      'median_income_2021',
      'median_income_2019',
    ]);
  });

  it('given no catalogue yet should offer the population alone', () => {
    expect(mapIndicatorGroups(undefined, 2025, true)).toEqual([
      { label: 'Population', options: [{ id: 'population', label: expect.any(String) }] },
    ]);
  });
});

describe('toMapValues', () => {
  it('given the values answer should key each status by code', () => {
    const response = {
      values: [
        { code: '62041', name: 'Arras', value: 41000, status: 'ok', rank: 3 },
        { code: '62001', name: 'Ablain', value: null, status: 'secret', rank: null },
        {
          code: '62002',
          name: 'Ablainzevelle',
          value: null,
          status: 'unavailable',
          reason: 'merged',
          rank: null,
        },
      ],
    } as unknown as IndicatorValuesResponse;
    expect(toMapValues(response)).toEqual({
      '62041': { value: 41000, status: 'ok' },
      '62001': { value: null, status: 'secret' },
      '62002': { value: null, status: 'unavailable', reason: 'merged' },
    });
  });
});

describe('credit and file name', () => {
  it('should name the contours, then the figures’ source', () => {
    expect(mapCredit(catalogue, 'pop_rp2018')).toBe(
      `${CONTOURS_CREDIT}. Source : Insee, comparateur — Licence Ouverte 2.0`,
    );
    expect(mapCredit(catalogue, 'population')).toContain('populations légales');
    // Départements and régions: the values INSEE publishes for them, and their source.
    expect(mapCredit(catalogue, 'median_income_2019', false)).toContain('Filosofi 2014 à 2019');
    expect(mapCredit(catalogue, 'median_income_2019', true)).toContain('comparateur');
    expect(CONTOURS_CREDIT).toContain('IGN ADMIN EXPRESS');
    expect(mapFileName('population', 'departement', '62', 2025)).toBe(
      'carte-population-departement-62-2025',
    );
  });
});

describe('mapFranceReference', () => {
  const median = toMapIndicator({
    ...entry('median_income_2019', '€', 'none', 'revenus'),
    format: 'euro',
  });

  it('given France métropolitaine’s value should name it so, never « France »', () => {
    const france = { value: 21_930, status: 'ok', published: true, scope: 'france_metropolitaine' };
    expect(mapFranceReference({ france } as IndicatorValuesResponse, median)).toBe(
      'Valeur de référence, France métropolitaine\u00a0: 21\u202f930\u00a0€',
    );
  });

  it('given France’s own value should name France, and give none for a count or without a value', () => {
    const density = toMapIndicator(entry('density_rp2018', 'hab./km²', 'ratio'));
    const france = { value: 105, status: 'ok' };
    expect(mapFranceReference({ france } as IndicatorValuesResponse, density)).toBe(
      'Valeur de référence, France\u00a0: 105\u00a0hab./km²',
    );
    const count = toMapIndicator(entry('pop_rp2018', 'habitants', 'sum'));
    expect(mapFranceReference({ france } as IndicatorValuesResponse, count)).toBeNull();
    const none = { france: { value: null, status: 'not_applicable' } } as IndicatorValuesResponse;
    expect(mapFranceReference(none, median)).toBeNull();
  });
});
