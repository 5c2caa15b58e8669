import { describe, expect, it } from 'vitest';
import {
  isRankingSearch,
  parseRanking,
  type RankingParams,
  rankingHref,
  writeRanking,
} from './rankingParams';

const parse = (query: string, options?: Parameters<typeof parseRanking>[1]) =>
  parseRanking(new URLSearchParams(query), options);

const defaults: RankingParams = {
  level: 'commune',
  year: undefined,
  indicator: 'population',
  parent: null,
  page: undefined,
  sort: 'rank',
  order: 'asc',
  around: undefined,
};

describe('isRankingSearch', () => {
  it.each([
    ['type=commune&year=2024&indicator=density', true],
    ['type=departement', true],
    ['indicator=density', true],
    ['type=commune&id=42218', false],
    // An empty id is still a territory's address (its own message says the code is missing).
    ['type=commune&id=', false],
    ['year=2024', false],
    ['', false],
    ['type=%20', false],
  ])('given ?%s should say %s', (query, expected) => {
    expect(isRankingSearch(new URLSearchParams(query))).toBe(expected);
  });
});

describe('parseRanking', () => {
  it('given the issue’s example should read every parameter', () => {
    expect(
      parse(
        'type=commune&year=2024&indicator=density&parent=departement:42&page=3&sort=name&order=desc&around=42218',
      ),
    ).toEqual({
      value: {
        level: 'commune',
        year: 2024,
        indicator: 'density',
        parent: { type: 'departement', code: '42' },
        page: 3,
        sort: 'name',
        order: 'desc',
        around: '42218',
      },
      problems: [],
    });
  });

  it('given only a level should rank by population, nationally, by rank', () => {
    expect(parse('type=departement')).toEqual({
      value: { ...defaults, level: 'departement' },
      problems: [],
    });
  });

  it('given lower-case codes should read them as official codes (2a, epci)', () => {
    const { value } = parse('type=commune&parent=departement:2a&around=2a004');
    expect(value.parent).toEqual({ type: 'departement', code: '2A' });
    expect(value.around).toBe('2A004');
  });

  it('given a parent at the ranked level should name the parameter and drop the filter', () => {
    const { value, problems } = parse('type=commune&parent=commune:42218&indicator=density');
    expect(value).toEqual({ ...defaults, indicator: 'density' });
    expect(problems).toEqual([
      {
        param: 'parent',
        message:
          'Paramètre parent\u00a0: une commune ne contient pas de communes (filtres possibles\u00a0: une région, un département, une intercommunalité ou une zone d’étude)\u00a0; le filtre «\u202fcommune:42218\u202f» est ignoré.',
      },
    ]);
  });

  it('given a parent below the ranked level should refuse it (a département in an EPCI)', () => {
    const { value, problems } = parse('type=departement&parent=epci:200046977');
    expect(value.parent).toBeNull();
    expect(problems[0]?.param).toBe('parent');
    expect(problems[0]?.message).toContain('une intercommunalité ne contient pas de départements');
  });

  it('given a zone as parent of a ranking of communes should keep it', () => {
    const { value, problems } = parse('type=commune&parent=ze:8428');
    expect(problems).toEqual([]);
    expect(value.parent).toEqual({ type: 'ze', code: '8428' });
  });

  it('given a ranking of régions with a parent should say régions are not filtered', () => {
    const { problems } = parse('type=region&parent=region:84');
    expect(problems[0]?.message).toContain('un classement des régions ne se filtre pas');
  });

  it.each([
    ['departement', 'Paramètre parent\u00a0: «\u202fdepartement\u202f» n’est pas de la forme'],
    ['canton:42', 'n’est pas de la forme type:code'],
    ['departement:42:1', 'n’est pas de la forme type:code'],
    ['departement:999', 'n’est pas un code de département valide'],
    ['epci:42', 'n’est pas un code d’intercommunalité (SIREN) valide'],
  ])('given parent=%s should explain it', (parent, message) => {
    const { value, problems } = parse(`type=commune&parent=${parent}`);
    expect(value.parent).toBeNull();
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain(message);
  });

  it('given an unknown indicator should name it and rank by population', () => {
    const { value, problems } = parse('type=commune&indicator=nope', {
      indicators: new Set(['density']),
    });
    expect(value.indicator).toBe('population');
    expect(problems).toEqual([
      {
        param: 'indicator',
        message:
          'Paramètre indicator\u00a0: l’indicateur «\u202fnope\u202f» n’existe pas\u00a0; le classement est fait sur la population.',
      },
    ]);
    // Before the catalogue is known, a well-formed id is taken as it is (the API checks it).
    expect(parse('type=commune&indicator=nope').value.indicator).toBe('nope');
    expect(parse('type=commune&indicator=Dens%C3%AFty').problems[0]?.param).toBe('indicator');
  });

  it.each([
    ['year=deux', 'year', 'n’est pas une année valide'],
    ['year=20240', 'year', 'n’est pas une année valide'],
    ['page=0', 'page', 'n’est pas un numéro de page'],
    ['page=1.5', 'page', 'n’est pas un numéro de page'],
    ['page=-2', 'page', 'n’est pas un numéro de page'],
    ['sort=population', 'sort', 'le tri «\u202fpopulation\u202f» n’existe pas'],
    ['order=up', 'order', 'l’ordre «\u202fup\u202f» n’existe pas'],
    ['around=../x', 'around', 'n’est pas un code de commune valide'],
    ['type=canton', 'type', 'le niveau «\u202fcanton\u202f» n’existe pas'],
  ])('given %s should name %s and keep the rest', (query, param, message) => {
    // The parameter first: a repeated `type` is read from its first occurrence.
    const { value, problems } = parse(`${query}&type=commune&indicator=density`);
    expect(problems.map((p) => p.param)).toEqual([param]);
    expect(problems[0]?.message).toMatch(new RegExp(`^Paramètre ${param}\u00a0: `));
    expect(problems[0]?.message).toContain(message);
    expect(value.indicator).toBe('density');
  });

  it('given a year without data should list the vintages and show the latest', () => {
    const { value, problems } = parse('type=commune&year=2020', { years: [2019, 2021, 2024] });
    expect(value.year).toBeUndefined();
    expect(problems[0]?.message).toBe(
      'Paramètre year\u00a0: le millésime 2020 n’a pas de données (millésimes\u00a0: 2019, 2021, 2024)\u00a0; le dernier est affiché.',
    );
  });

  it('given several bad parameters should name each one', () => {
    const { problems } = parse('type=commune&parent=commune:1&sort=x&order=y&page=z');
    expect(problems.map((p) => p.param)).toEqual(['parent', 'page', 'sort', 'order']);
  });
});

describe('writeRanking and rankingHref', () => {
  it('given defaults should leave them out of the address', () => {
    expect(writeRanking({ ...defaults, year: 2024 }).toString()).toBe(
      'type=commune&year=2024&indicator=population',
    );
  });

  it('given page 1 asked for should write it: without it, `around` would choose the page', () => {
    expect(rankingHref({ level: 'commune', page: 1, around: '42218' })).toBe(
      '/explorer/?type=commune&indicator=population&page=1&around=42218',
    );
  });

  it('given every parameter should write them in a stable order', () => {
    expect(
      rankingHref({
        level: 'commune',
        year: 2024,
        indicator: 'density',
        parent: { type: 'departement', code: '42' },
        sort: 'name',
        order: 'desc',
        page: 2,
        around: '42218',
      }),
    ).toBe(
      '/explorer/?type=commune&year=2024&indicator=density&parent=departement%3A42&sort=name&order=desc&page=2&around=42218',
    );
  });

  it('given a written ranking should read it back the same', () => {
    const params: RankingParams = {
      level: 'epci',
      year: 2023,
      indicator: 'unemployment_rate',
      parent: { type: 'region', code: '84' },
      page: 4,
      sort: 'code',
      order: 'desc',
      around: '200046977',
    };
    expect(parseRanking(writeRanking(params))).toEqual({ value: params, problems: [] });
  });
});
