import type { ComparablesResponse } from '@epic/api-contract';
import { comparablesResponseSchema } from '@epic/api-contract/schemas';
import { describe, expect, it } from 'vitest';
import {
  COMPARABLES_PARAM,
  comparableHref,
  compareHref,
  parseScope,
  reasonFormat,
  scopeOptions,
  scopesOf,
  toComparableList,
  writeScope,
} from './comparablesMappers';
import { parseSide } from './params';

const dimensions: ComparablesResponse['dimensions'] = [
  { id: 'population', label: 'Population', unit: 'habitants', log: true },
  {
    id: 'density_rp2018',
    label: 'Densité de population (recensement 2018)',
    unit: 'hab./km²',
    log: true,
  },
  { id: 'median_income_2021', label: 'Médiane du niveau de vie (2021)', unit: '€', log: false },
  {
    id: 'unemployment_rate_2018',
    label: 'Taux de chômage des 15–64 ans (recensement)',
    unit: '%',
    log: false,
  },
  {
    id: 'second_homes_share_2018',
    label: 'Part des résidences secondaires',
    unit: '%',
    log: false,
  },
];

const response = (over: Partial<ComparablesResponse> = {}): ComparablesResponse =>
  comparablesResponseSchema.parse({
    territory: { type: 'commune', code: '42218', name: 'Saint-Étienne', year: 2024 },
    scope: 'france',
    within: null,
    dimensions,
    values: [172_700, 2_165.4, 19_120, 19.04, 1.02],
    items: [
      {
        type: 'commune',
        code: '68224',
        name: 'Mulhouse',
        year: 2024,
        distance: 0.42,
        population: 105_500,
        reasons: [
          { id: 'unemployment_rate_2018', territory: 19.04, comparable: 19.41, gap: 0.04 },
          { id: 'density_rp2018', territory: 2_165.4, comparable: 4_901.2, gap: 0.1 },
          { id: 'population', territory: 172_700, comparable: 105_500, gap: 0.2 },
        ],
      },
    ],
    ...over,
  });

describe('parseScope / writeScope (comparables=)', () => {
  const at = (query: string, type: Parameters<typeof parseScope>[1] = 'commune') =>
    parseScope(new URLSearchParams(query), type);

  it('given no parameter should look in the whole of France', () => {
    expect(at('type=commune&id=42218')).toEqual({ scope: 'france' });
  });

  it('given region or departement for a commune should keep it', () => {
    expect(at('comparables=region')).toEqual({ scope: 'region' });
    expect(at('comparables=departement')).toEqual({ scope: 'departement' });
  });

  it('given an unknown value should fall back to France with a message naming the parameter', () => {
    const parsed = at('comparables=monde');
    expect(parsed.scope).toBe('france');
    expect(parsed.message).toContain('Paramètre comparables\u00a0: «\u202fmonde\u202f»');
  });

  it('given a scope the level has not should fall back to France and say why', () => {
    const region = at('comparables=region', 'region');
    expect(region.scope).toBe('france');
    expect(region.message).toContain('une région n’a pas de région parent');
    const dep = at('comparables=departement', 'departement');
    expect(dep.scope).toBe('france');
    expect(dep.message).toContain('un département n’a pas de département parent');
    expect(at('comparables=region', 'departement')).toEqual({ scope: 'region' });
  });

  it('should write France as no parameter and keep the rest of the address', () => {
    const search = new URLSearchParams('type=commune&id=42218&comparables=region');
    expect(writeScope(new URLSearchParams(search), 'france').toString()).toBe(
      'type=commune&id=42218',
    );
    expect(writeScope(new URLSearchParams(search), 'departement').get(COMPARABLES_PARAM)).toBe(
      'departement',
    );
  });

  it('should offer each level only the scopes it has', () => {
    expect(scopesOf('region')).toEqual(['france']);
    expect(scopesOf('departement')).toEqual(['france', 'region']);
    expect(scopesOf('epci')).toEqual(['france', 'region', 'departement']);
  });
});

describe('scopeOptions', () => {
  const region = { type: 'region' as const, code: '84', name: 'Auvergne-Rhône-Alpes' };
  const departement = { type: 'departement' as const, code: '42', name: 'Loire' };

  it('given a commune should name its région and département', () => {
    expect(scopeOptions('commune', { region, departement })).toEqual({
      options: [
        { value: 'france', label: 'Toute la France' },
        { value: 'region', label: 'Même région (Auvergne-Rhône-Alpes)' },
        { value: 'departement', label: 'Même département (Loire)' },
      ],
    });
  });

  it('given a département or a région should leave out what it has not, with a note', () => {
    const dep = scopeOptions('departement', { region });
    expect(dep.options.map((o) => o.value)).toEqual(['france', 'region']);
    expect(dep.note).toContain('de France ou de sa région');
    const reg = scopeOptions('region', {});
    expect(reg.options.map((o) => o.value)).toEqual(['france']);
    expect(reg.note).toBe('Une région est comparée aux autres régions.');
  });

  it('given no known parent should not offer its scope', () => {
    expect(scopeOptions('epci', { region }).options.map((o) => o.value)).toEqual([
      'france',
      'region',
    ]);
  });
});

describe('toComparableList', () => {
  it('should give each reason a short label, both values and a format for their unit', () => {
    const list = toComparableList(response());
    expect(list.territory).toEqual({ type: 'commune', name: 'Saint-Étienne', year: 2024 });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ code: '68224', name: 'Mulhouse', population: 105_500 });
    expect(list.items[0]?.reasons).toEqual([
      {
        label: 'Taux de chômage',
        value: 19.41,
        reference: 19.04,
        format: { format: 'decimal1', unit: '%' },
      },
      {
        label: 'Densité',
        value: 4_901.2,
        reference: 2_165.4,
        format: { format: 'integer', unit: 'hab./km²' },
      },
      {
        label: 'Population',
        value: 105_500,
        reference: 172_700,
        format: { format: 'integer', unit: 'habitants' },
      },
    ]);
  });

  it('should list the indicators of the distance, and those the territory lacks apart', () => {
    const list = toComparableList(response({ values: [8_000_000, 140.2, null, 12.1, 3.3] }));
    expect(list.dimensions).toEqual([
      'population',
      'densité de population (recensement 2018)',
      'taux de chômage des 15–64 ans (recensement)',
      'part des résidences secondaires',
    ]);
    expect(list.missingDimensions).toEqual(['médiane du niveau de vie (2021)']);
  });

  it('given no comparable should say why: too few values, none in the scope, none at all', () => {
    const few = toComparableList(response({ items: [], values: [120, null, null, 3.1, null] }));
    expect(few.emptyMessage).toBe(
      'Saint-Étienne n’a que 2 des 5 indicateurs du calcul renseignés\u202f; il en faut au moins 3 pour le comparer à d’autres territoires.',
    );
    const none = toComparableList(response({ items: [], values: [] }));
    expect(none.emptyMessage).toContain('ne sont pas renseignés pour Saint-Étienne\u00a0:');
    expect(none.missingDimensions).toEqual([]);
    const scoped = toComparableList(
      response({
        items: [],
        scope: 'departement',
        within: { type: 'departement', code: '42', name: 'Loire' },
      }),
    );
    expect(scoped.emptyMessage).toBe(
      'Aucune autre commune du département Loire n’a au moins 3 indicateurs renseignés en commun avec Saint-Étienne. Cherchez dans un périmètre plus large.',
    );
    const departement = toComparableList(
      response({
        items: [],
        territory: { type: 'departement', code: '42', name: 'Loire', year: 2024 },
      }),
      3,
    );
    expect(departement.emptyMessage).toBe(
      'Aucun autre département n’a au moins 3 indicateurs renseignés en commun avec la Loire.',
    );
    const fewLoire = toComparableList(
      response({
        items: [],
        values: [760_000, null, null, 13, null],
        territory: { type: 'departement', code: '42', name: 'Loire', year: 2024 },
      }),
      3,
    );
    expect(fewLoire.emptyMessage).toMatch(/^La Loire n’a que 2 des 5 indicateurs/);
    expect(fewLoire.territory).toEqual({
      type: 'departement',
      name: 'Loire',
      year: 2024,
      typeLiaison: 3,
    });
  });
});

describe('reasonFormat', () => {
  it('should write euros to the euro, rates to a tenth, small densities to a tenth', () => {
    expect(reasonFormat('€', 19_120.4, 18_000)).toEqual({ format: 'euro', unit: '€' });
    expect(reasonFormat('%', 19, 20)).toEqual({ format: 'decimal1', unit: '%' });
    expect(reasonFormat('hab./km²', 412.3, 1_850.2).format).toBe('integer');
    expect(reasonFormat('hab./km²', 23.4, 412.3).format).toBe('decimal1');
    expect(reasonFormat('habitants', 52, 61).format).toBe('integer');
  });
});

describe('comparableHref / compareHref', () => {
  const saintEtienne = { type: 'commune' as const, id: '42218', year: 2024 };
  const mulhouse = { type: 'commune' as const, code: '68224', year: 2024 };

  it('should open a comparable in its vintage, keeping a scope other than France', () => {
    expect(comparableHref(mulhouse, 'france')).toBe('/explorer/?type=commune&id=68224&year=2024');
    expect(comparableHref(mulhouse, 'region')).toBe(
      '/explorer/?type=commune&id=68224&year=2024&comparables=region',
    );
  });

  it('should put the territory first and the comparable second, each in its vintage', () => {
    const href = compareHref(saintEtienne, [{ ...mulhouse, year: 2023 }]);
    expect(href).toBe(
      '/comparer?type=commune&id=42218&year=2024&type2=commune&id2=68224&year2=2023',
    );
    const search = new URLSearchParams(href.split('?')[1]);
    expect(parseSide(search)).toEqual({ state: 'valid', value: saintEtienne });
  });

  it('should give the first five sides 2 to 6 and never a seventh', () => {
    const others = ['68224', '87085', '66136', '30189', '76351', '80021', '51454'].map((code) => ({
      type: 'commune' as const,
      code,
      year: 2024,
    }));
    const search = new URLSearchParams(compareHref(saintEtienne, others).split('?')[1]);
    expect(search.get('id6')).toBe('76351');
    expect(search.get('type6')).toBe('commune');
    expect(search.get('year6')).toBe('2024');
    expect(search.has('id7')).toBe(false);
    expect([...search.keys()]).toHaveLength(18);
  });
});
