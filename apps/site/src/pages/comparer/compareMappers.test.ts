// Long file: the Comparer mappers' cases (sides, key figures, two vintages, published income, themes, series, sources), read as one contract.
import type { CompareResponse, IndicatorCatalogue } from '@epic/api-contract';
import { describe, expect, it } from 'vitest';
import {
  toComparisonSeries,
  toComparisonSources,
  toComparisonThemes,
  toKeyFigures,
  toKeyFiguresSources,
  toParents,
  toSeriesSources,
  toSides,
} from './compareMappers';

const indicator = (id: string, theme: string, unit: string, rule: 'sum' | 'ratio' | 'none') => ({
  id,
  label: id,
  definition: '',
  unit,
  format: 'decimal1' as const,
  theme,
  source: 'filosofi-2021',
  referenceYear: 'Filosofi 2021',
  aggregation: { rule },
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
    indicator('pop', 'population', 'habitants', 'sum'),
    indicator('median', 'revenus', '€', 'none'),
    indicator('poverty', 'revenus', '%', 'ratio'),
  ],
} as unknown as IndicatorCatalogue;

const point = (year: number, value: number | null, source = 'populations-legales') => ({
  year,
  period: String(year),
  value,
  status: value === null ? 'unavailable' : 'ok',
  ...(value === null ? { reason: 'absent_from_source' } : {}),
  source,
});

const side = (type: string, code: string, name: string, year: number, version = '4.1.0') => ({
  territory: { type, code, name, year, typeLiaison: 0 },
  census: null,
  change: { previous: null, first: null },
  series: [point(2016, 100), point(2018, 102, 'comparateur-2022'), point(2022, null)],
  source: { name: 'INSEE', version, licence: 'Licence Ouverte 2.0' },
});

/** Three sides (a commune, an EPCI, a région in another vintage), the second the reference. */
const compare = {
  sides: [
    side('commune', '42218', 'Saint-Étienne', 2024),
    side('epci', '244200770', 'Saint-Étienne Métropole', 2024),
    side('region', '84', 'Auvergne-Rhône-Alpes', 2021, '3.1.1'),
  ],
  reference: 2,
  references: {
    france: true,
    parents: [
      { type: 'departement', code: '42', name: 'Loire', typeLiaison: 3, year: 2024 },
      { type: 'departement', code: '42', name: 'Loire', typeLiaison: 3, year: 2024 },
      null,
    ],
  },
  rows: [
    {
      indicator: 'population',
      label: 'Population municipale',
      unit: 'habitants',
      values: [
        { value: 172_700, absolute: -231_300, relative: -0.5725, applicable: true },
        { value: 404_000, absolute: 0, relative: 0, applicable: true },
        { value: null, absolute: null, relative: null, applicable: true },
      ],
    },
    {
      indicator: 'change_previous',
      label: 'Évolution depuis le millésime précédent',
      unit: '%',
      values: [
        { value: 0.0047, absolute: 0.0037, relative: 3.7, applicable: true },
        { value: 0.001, absolute: 0, relative: 0, applicable: true },
        { value: 0.006, absolute: 0.005, relative: 5, applicable: true },
      ],
    },
    {
      indicator: 'communes',
      label: 'Nombre de communes',
      unit: 'communes',
      values: [
        { value: null, absolute: null, relative: null, applicable: false },
        { value: 53, absolute: 0, relative: 0, applicable: true },
        { value: 4_030, absolute: 3_977, relative: 75.04, applicable: true },
      ],
    },
  ],
  statistics: [
    {
      id: 'poverty',
      source: 'filosofi-2021',
      referenceYear: 'Filosofi 2021',
      values: [
        { value: 25.8, status: 'ok' },
        { value: 15.2, status: 'ok', coverage: { covered: 52, of: 53 } },
        { value: null, status: 'unavailable', reason: 'not_covered' },
      ],
      absolute: [10.6, 0, null],
      relative: [null, null, null],
      france: { value: 14.5, status: 'ok' },
      parents: [{ value: 15.1, status: 'ok' }, { value: 15.1, status: 'ok' }, null],
    },
    {
      id: 'pop',
      source: 'comparateur-2022',
      referenceYear: 'RP 2018',
      values: [
        { value: 173_089, status: 'ok' },
        { value: 404_000, status: 'ok' },
        { value: 8_000_000, status: 'ok' },
      ],
      absolute: [-230_911, 0, 7_596_000],
      relative: [-0.571557, 0, 18.802],
    },
  ],
} as unknown as CompareResponse;

describe('toSides and toParents', () => {
  it('should give every side in its vintage, and each one’s parent or null', () => {
    expect(toSides(compare).map((s) => [s.territory.code, s.territory.name, s.year])).toEqual([
      ['42218', 'Saint-Étienne', 2024],
      ['244200770', 'Saint-Étienne Métropole', 2024],
      ['84', 'Auvergne-Rhône-Alpes', 2021],
    ]);
    expect(
      toParents(compare).map((p) => p && [p.territory.name, p.territory.typeLiaison, p.year]),
    ).toEqual([['Loire', 3, 2024], ['Loire', 3, 2024], null]);
    const without = { ...compare, references: undefined } as unknown as CompareResponse;
    expect(toParents(without)).toEqual([null, null, null]);
  });
});

describe('toKeyFigures', () => {
  const [population, change, communes] = toKeyFigures(compare);

  it('should keep the API’s differences, the sides’ vintages as reference year, counts as counts', () => {
    expect(population).toMatchObject({
      unit: 'habitants',
      format: 'integer',
      referenceYear: '2024, 2021',
      kind: 'count',
      absolute: [-231_300, 0, null],
      relative: [-0.5725, 0, null],
    });
    expect(population?.values[2]).toEqual({ value: null, status: 'unavailable' });
  });

  it('should give ratios in percent, their differences in points', () => {
    expect(change).toMatchObject({ unit: '%', format: 'decimal2', kind: 'level' });
    expect(change?.values.map((v) => v?.value)).toEqual([0.47, 0.1, 0.6]);
    expect(change?.absolute).toEqual([0.37, 0, 0.5]);
  });

  it('should read a figure that cannot exist at a level “sans objet”', () => {
    expect(communes?.values[0]).toEqual({ value: null, status: 'not_applicable' });
    expect(communes?.notApplicable).toBe('level');
  });
});

describe('toKeyFigures with France and parent columns', () => {
  const rows = compare.rows.map((row) => row);
  const withReferences = {
    ...compare,
    rows: [
      {
        ...rows[0],
        france: { value: 68_400_000, applicable: true, census: { year: 2021, sameAs: null } },
        parents: [
          { value: 765_000, applicable: true, census: { year: 2021, sameAs: null } },
          { value: 765_000, applicable: true, census: { year: 2021, sameAs: null } },
          null,
        ],
      },
      {
        ...rows[1],
        france: {
          value: 0.0031,
          applicable: true,
          change: { year: 2023, census: 2020, comparable: true },
        },
        parents: [
          {
            value: null,
            applicable: true,
            change: { year: 2023, census: 2020, comparable: false, reason: 'perimeter_changed' },
          },
          {
            value: 0.002,
            applicable: true,
            change: { year: 2023, census: 2020, comparable: true },
          },
          null,
        ],
      },
      { ...rows[2], france: { value: 34_875, applicable: true }, parents: [null, null, null] },
      {
        indicator: 'share_national',
        label: 'Part de la population nationale',
        unit: '%',
        values: rows[2]?.values,
        france: { value: null, applicable: false },
      },
    ],
  } as unknown as CompareResponse;
  const [population, change, communes, share] = toKeyFigures(withReferences);

  it('should give France’s and each parent’s population with its census', () => {
    expect(population?.france).toEqual({
      value: 68_400_000,
      status: 'ok',
      census: { year: 2021, sameAs: null },
    });
    expect(population?.parents?.map((p) => p?.value ?? null)).toEqual([765_000, 765_000, null]);
  });

  it('should give their changes in percent, since the census they run from', () => {
    expect(change?.france).toEqual({
      value: 0.31,
      status: 'ok',
      change: { year: 2023, census: 2020, comparable: true },
    });
    expect(change?.parents?.[0]).toEqual({
      value: null,
      status: 'unavailable',
      change: { year: 2023, census: 2020, comparable: false },
      reason: 'perimeter_changed',
    });
    expect(change?.parents?.[1]?.value).toBe(0.2);
    expect(communes?.france).toEqual({ value: 34_875, status: 'ok' });
  });

  it('should read a figure meaningless for France as “sans objet”, and none without references', () => {
    expect(share?.france).toEqual({ value: null, status: 'not_applicable' });
    expect(share?.parents).toBeUndefined();
    const [plain] = toKeyFigures(compare);
    expect(plain?.france).toBeUndefined();
    expect(plain?.parents).toBeUndefined();
  });
});

describe('toComparisonThemes', () => {
  it('should group the statistics by the catalogue’s themes, with statuses, differences and references', () => {
    const themes = toComparisonThemes(compare, catalogue);
    expect(themes.map((t) => [t.id, t.indicators.map((i) => i.id)])).toEqual([
      ['population', ['pop']],
      // "median" has no statistic: left out.
      ['revenus', ['poverty']],
    ]);
    expect(themes[0]?.indicators[0]).toMatchObject({ kind: 'count', unit: 'habitants' });
    expect(themes[1]?.indicators[0]).toMatchObject({
      kind: 'level',
      referenceYear: 'Filosofi 2021',
      source: 'filosofi-2021',
      absolute: [10.6, 0, null],
      france: { value: 14.5, status: 'ok' },
      parents: [{ value: 15.1, status: 'ok' }, { value: 15.1, status: 'ok' }, null],
    });
    expect(themes[1]?.indicators[0]?.values[2]).toEqual({
      value: null,
      status: 'unavailable',
      reason: 'not_covered',
    });
  });

  it('given no statistics should give no theme', () => {
    const without = { ...compare, statistics: undefined } as unknown as CompareResponse;
    expect(toComparisonThemes(without, catalogue)).toEqual([]);
  });
});

describe('toComparisonSeries', () => {
  it('should give every side’s population at each census, named with its key and vintage', () => {
    const series = toComparisonSeries(compare, ['A', 'B', 'D']);
    expect(series.map((s) => s.label)).toEqual([
      'A · Saint-Étienne (2024)',
      'B · Saint-Étienne Métropole (2024)',
      'D · Auvergne-Rhône-Alpes (2021)',
    ]);
    expect(series[0]?.points.map((p) => [p.year, p.population, p.source])).toEqual([
      [2016, 100, 'legal'],
      [2018, 102, 'census'],
      [2022, null, 'legal'],
    ]);
  });

  it('should name the sources of the points: each vintage’s legal populations, then the comparateur', () => {
    expect(toSeriesSources(compare, catalogue.sources)).toEqual([
      'Source\u00a0: INSEE, version 4.1.0 — Licence Ouverte 2.0',
      'Source\u00a0: INSEE, version 3.1.1 — Licence Ouverte 2.0',
      'Source\u00a0: comparateur-2022 — Licence Ouverte 2.0',
    ]);
  });
});

/** Culoz in 2019 (census 2016) against Culoz-Béon in 2026 (census 2023), the first the reference. */
const twoVintages = {
  ...compare,
  reference: 1,
  references: undefined,
  sides: [
    {
      ...side('commune', '01138', 'Culoz', 2019, '0.7.0'),
      census: { year: 2016, sameAs: null },
    },
    {
      ...side('commune', '01138', 'Culoz-Béon', 2026, '6.0.0'),
      census: { year: 2023, sameAs: 2025 },
      change: {
        previous: {
          year: 2024,
          census: 2022,
          population: 3_425,
          absolute: 28,
          relative: 0.0082,
          comparable: true,
          perimeter: { year: 2026, same: true, asWas: 3_425, communes: 1 },
        },
        first: null,
      },
    },
  ],
  rows: [
    {
      indicator: 'population',
      label: 'Population municipale',
      unit: 'habitants',
      values: [
        { value: 3_053, absolute: 0, relative: 0, applicable: true },
        {
          value: 3_453,
          absolute: -64,
          relative: -0.0182,
          applicable: true,
          perimeter: { year: 2026, value: 3_453, reference: 3_517, comparable: true },
        },
      ],
    },
    {
      indicator: 'change_previous',
      label: 'Évolution depuis le recensement précédent',
      unit: '%',
      values: [
        { value: null, absolute: null, relative: null, applicable: true },
        { value: 0.0082, absolute: null, relative: null, applicable: true },
      ],
    },
  ],
  statistics: [
    {
      id: 'pop',
      source: 'comparateur-2022',
      referenceYear: 'RP 2018',
      values: [
        { value: 3_043, status: 'ok' },
        { value: 3_512, status: 'ok' },
      ],
      absolute: [0, null],
      relative: [0, null],
      sameReference: [false, true],
    },
  ],
} as unknown as CompareResponse;

describe('one territory in two vintages', () => {
  const [population, change] = toKeyFigures(twoVintages);

  it('should name each side’s census and keep the populations on one perimeter', () => {
    expect(population?.referenceYear).toBe('populations légales, recensements 2016 et 2023');
    expect(population?.values[0]).toEqual({
      value: 3_053,
      status: 'ok',
      census: { year: 2016, sameAs: null },
    });
    expect(population?.values[1]).toMatchObject({
      census: { year: 2023, sameAs: 2025 },
      perimeter: { year: 2026, value: 3_453, reference: 3_517, comparable: true },
    });
    expect(population?.absolute).toEqual([0, -64]);
  });

  it('should say since which census each change runs', () => {
    expect(change).toMatchObject({
      label: 'Évolution depuis le recensement précédent',
      referenceYear: 'à périmètre constant',
    });
    expect(change?.values[0]).toEqual({ value: null, status: 'unavailable' });
    expect(change?.values[1]).toEqual({
      value: 0.82,
      status: 'ok',
      change: { year: 2024, census: 2022, comparable: true },
    });
  });

  it('given a change that cannot be rebuilt should carry its reason and its perimeter', () => {
    const [side1, side2] = twoVintages.sides as CompareResponse['sides'];
    const notComparable = {
      ...twoVintages,
      sides: [
        side1,
        {
          ...side2,
          change: {
            previous: {
              year: 2024,
              census: 2022,
              population: null,
              absolute: null,
              relative: null,
              comparable: false,
              reason: 'perimeter_changed',
              perimeter: { year: 2026, same: false, asWas: 3_300, communes: 0 },
            },
            first: null,
          },
        },
      ],
      rows: [
        twoVintages.rows[0],
        {
          ...twoVintages.rows[1],
          values: [
            twoVintages.rows[1]?.values[0],
            { value: null, absolute: null, relative: null, applicable: true },
          ],
        },
      ],
    } as unknown as CompareResponse;
    expect(toKeyFigures(notComparable)[1]?.values[1]).toEqual({
      value: null,
      status: 'unavailable',
      reason: 'perimeter_changed',
      change: { year: 2024, census: 2022, comparable: false, perimeter: 2026 },
    });
  });

  it('should mark a catalogue figure of one date as the same measure, with no difference', () => {
    const [theme] = toComparisonThemes(twoVintages, catalogue);
    expect(theme?.indicators[0]).toMatchObject({
      sameReference: [false, true],
      absolute: [0, null],
    });
  });
});

describe('income published above the commune', () => {
  it('should keep the source of the published values, their origin and France métropolitaine', () => {
    const published = {
      ...compare,
      statistics: [
        {
          id: 'median',
          source: 'filosofi-2021',
          referenceYear: 'Filosofi 2019',
          values: [
            { value: 18_410, status: 'ok' },
            { value: 20_250, status: 'ok', published: true },
            { value: null, status: 'unavailable', reason: 'perimeter_unverified' },
          ],
          absolute: [-1_840, 0, null],
          relative: [null, null, null],
          france: { value: 21_930, status: 'ok', published: true, scope: 'france_metropolitaine' },
        },
      ],
    } as unknown as CompareResponse;
    const withAbove = {
      ...catalogue,
      indicators: catalogue.indicators.map((i) =>
        i.id === 'median' ? { ...i, publishedAbove: 'filosofi-disp' } : i,
      ),
    } as IndicatorCatalogue;
    const [, revenus] = toComparisonThemes(published, withAbove);
    expect(revenus?.indicators[0]).toMatchObject({
      publishedAbove: 'filosofi-disp',
      values: [
        { value: 18_410, status: 'ok' },
        { value: 20_250, status: 'ok', published: true },
        { value: null, status: 'unavailable', reason: 'perimeter_unverified' },
      ],
      france: { scope: 'france_metropolitaine' },
    });
    expect(revenus?.indicators[0]).not.toHaveProperty('sameReference');
  });
});

describe('comparison sources', () => {
  it('should keep each source’s attribution and licence, and each vintage’s source once', () => {
    expect(toComparisonSources(catalogue.sources).map((s) => [s.id, s.licence])).toEqual([
      ['comparateur-2022', 'Licence Ouverte 2.0'],
      ['filosofi-2021', 'Licence Ouverte 2.0'],
    ]);
    expect(toKeyFiguresSources(compare).map((s) => s.attribution)).toEqual([
      'Source\u00a0: INSEE, version 4.1.0 — Licence Ouverte 2.0',
      'Source\u00a0: INSEE, version 3.1.1 — Licence Ouverte 2.0',
    ]);
  });
});
