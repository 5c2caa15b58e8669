import type { CompareResponse, IndicatorCatalogue } from '@epic/api-contract';
import { describe, expect, it } from 'vitest';
import { toComparisonSources, toComparisonThemes, toKeyFiguresSources } from './compareMappers';

const indicator = (id: string, theme: string, unit: string, source: string) => ({
  id,
  label: id,
  definition: '',
  unit,
  format: 'decimal1' as const,
  theme,
  source,
  referenceYear: 'RP 2018',
  aggregation: { rule: 'sum' as const },
});

const source = (id: string) => ({
  id,
  name: id,
  producer: 'Insee',
  licence: 'Licence Ouverte 2.0',
  attribution: `Source\u00a0: ${id} — Licence Ouverte 2.0`,
  url: 'https://www.insee.fr/',
  geographyYear: 2021,
  file: `${id}.zip`,
});

const catalogue = {
  themes: [
    { id: 'population', label: 'Population' },
    { id: 'revenus', label: 'Revenus' },
  ],
  sources: [source('comparateur-2022'), source('filosofi-2021')],
  indicators: [
    indicator('pop', 'population', 'habitants', 'comparateur-2022'),
    indicator('median', 'revenus', '€', 'filosofi-2021'),
    indicator('poverty', 'revenus', '%', 'filosofi-2021'),
  ],
} as unknown as IndicatorCatalogue;

const side = (statistics: unknown, version: string) => ({
  statistics,
  source: { name: 'INSEE', version, licence: 'Licence Ouverte 2.0' },
});

describe('toComparisonThemes', () => {
  it('given both sides’ statistics should group them by the catalogue’s themes, with statuses, reasons and coverage', () => {
    const compare = {
      a: side(
        [
          { id: 'pop', value: 170, status: 'ok' },
          { id: 'median', value: null, status: 'secret' },
          { id: 'poverty', value: null, status: 'unavailable', reason: 'merged' },
        ],
        '4.1.0',
      ),
      b: side(
        [
          { id: 'pop', value: 20_940, status: 'ok', coverage: { covered: 61, of: 62 } },
          { id: 'median', value: null, status: 'not_applicable' },
        ],
        '4.1.0',
      ),
    } as unknown as CompareResponse;
    const themes = toComparisonThemes(compare, catalogue);
    expect(themes.map((t) => [t.id, t.label, t.indicators.map((i) => i.id)])).toEqual([
      ['population', 'Population', ['pop']],
      ['revenus', 'Revenus', ['median', 'poverty']],
    ]);
    expect(themes[0]?.indicators[0]).toMatchObject({
      unit: 'habitants',
      referenceYear: 'RP 2018',
      source: 'comparateur-2022',
      a: { value: 170, status: 'ok' },
      b: { value: 20_940, status: 'ok', coverage: { covered: 61, of: 62 } },
    });
    expect(themes[1]?.indicators[1]?.a).toEqual({
      value: null,
      status: 'unavailable',
      reason: 'merged',
    });
    // A side without the statistic has none (the table reads it "non disponible").
    expect(themes[1]?.indicators[1] && 'b' in themes[1].indicators[1]).toBe(false);
  });

  it('given no statistics on either side should give no theme', () => {
    const compare = { a: side(undefined, '4.1.0'), b: side(undefined, '4.1.0') };
    expect(toComparisonThemes(compare as unknown as CompareResponse, catalogue)).toEqual([]);
  });
});

describe('comparison sources', () => {
  it('should keep each catalogue source’s attribution and licence, and each vintage’s source once', () => {
    expect(toComparisonSources(catalogue).map((s) => [s.id, s.licence])).toEqual([
      ['comparateur-2022', 'Licence Ouverte 2.0'],
      ['filosofi-2021', 'Licence Ouverte 2.0'],
    ]);
    const same = { a: side([], '4.1.0'), b: side([], '4.1.0') } as unknown as CompareResponse;
    expect(toKeyFiguresSources(same)).toHaveLength(1);
    const other = { a: side([], '4.1.0'), b: side([], '4.2.0') } as unknown as CompareResponse;
    expect(toKeyFiguresSources(other).map((s) => s.attribution)).toEqual([
      'Source\u00a0: INSEE (4.1.0) — Licence Ouverte 2.0',
      'Source\u00a0: INSEE (4.2.0) — Licence Ouverte 2.0',
    ]);
  });
});
