import { describe, expect, it } from 'vitest';
import { explorerMapHref, parseMapIndicator, writeMapIndicator, writeMapToggle } from './mapParams';
import {
  comparerSideHref,
  explorerHref,
  MAX_SIDES,
  parseColumns,
  parseSide,
  parseThemes,
  sideKeys,
  territoryHref,
  territoryInYearHref,
  writeColumns,
  writeSide,
  writeThemes,
} from './params';

const parse = (query: string, n = 1) => parseSide(new URLSearchParams(query), n);

describe('sideKeys', () => {
  it('should name the parameters of sides 1 to 6 as the spec does for the first two', () => {
    expect(MAX_SIDES).toBe(6);
    expect(sideKeys(2)).toEqual({ type: 'type2', id: 'id2', year: 'year2' });
    expect(sideKeys(1)).toEqual({ type: 'type', id: 'id', year: 'year' });
    expect(sideKeys(6)).toEqual({ type: 'type6', id: 'id6', year: 'year6' });
  });
});

describe('parseSide', () => {
  it('given no parameters should be empty', () => {
    expect(parse('')).toEqual({ state: 'empty' });
  });

  it('given a valid commune should normalise the code', () => {
    expect(parse('type=commune&id=2a004&year=2024')).toEqual({
      state: 'valid',
      value: { type: 'commune', id: '2A004', year: 2024 },
    });
  });

  it('given an arrondissement municipal should read it (the members and the map of Paris, Lyon and Marseille link to them)', () => {
    expect(parse('type=arrondissement&id=75112&year=2025')).toEqual({
      state: 'valid',
      value: { type: 'arrondissement', id: '75112', year: 2025 },
    });
    expect(parse('type=arrondissement&id=7511').state).toBe('invalid');
  });

  it('given the second side should read the suffixed parameters', () => {
    expect(parse('type=commune&id=1&type2=region&id2=84&year2=2019', 2)).toEqual({
      state: 'valid',
      value: { type: 'region', id: '84', year: 2019 },
    });
  });

  it('given sides 3 to 6 should read their own numbered parameters only', () => {
    const query = 'type=commune&id=1&type3=epci&id3=244200770&type6=departement&id6=2a&year6=2024';
    expect(parse(query, 3)).toEqual({
      state: 'valid',
      value: { type: 'epci', id: '244200770', year: undefined },
    });
    expect(parse(query, 4)).toEqual({ state: 'empty' });
    expect(parse(query, 6)).toEqual({
      state: 'valid',
      value: { type: 'departement', id: '2A', year: 2024 },
    });
    expect(parse('type5=commune&id5=42218&year5=1800', 5)).toMatchObject({
      state: 'invalid',
      partial: { type: 'commune', id: '42218' },
    });
  });

  it.each([
    ['type=ville&id=42218', 'niveau'],
    ['type=commune&id=42%20218', 'code'],
    ['type=commune&id=<script>', 'code'],
    ['type=commune&id=42218&year=deux-mille', 'millésime'],
    ['type=commune&id=42218&year=20245', 'millésime'],
    ['type=commune', 'code'],
  ])('given %s should give a French message about the %s', (query, word) => {
    const parsed = parse(query);
    expect(parsed.state).toBe('invalid');
    if (parsed.state === 'invalid') expect(parsed.message).toContain(word);
  });
});

describe('parseSide with only the vintage malformed', () => {
  it('given an unknown code and an invalid year should keep the level and code to check them', () => {
    expect(parse('type=commune&id=1&type2=commune&id2=99999&year2=deux', 2)).toEqual({
      state: 'invalid',
      message: 'Le millésime «\u202fdeux\u202f» n’est pas une année valide.',
      partial: { type: 'commune', id: '99999' },
    });
  });

  it('given a malformed code should not offer a partial side', () => {
    const parsed = parse('type=commune&id=9&year=deux');
    expect(parsed).toMatchObject({ state: 'invalid' });
    expect(parsed).not.toHaveProperty('partial');
  });
});

describe('writeSide', () => {
  it('given a side should write it and keep other parameters', () => {
    const params = new URLSearchParams('type=commune&id=1&year=2024');
    writeSide(params, { type: 'region', id: '84', year: undefined }, 2);
    expect(params.toString()).toBe('type=commune&id=1&year=2024&type2=region&id2=84');
  });

  it('given side 4 should write its numbered parameters, replacing the old vintage', () => {
    const params = new URLSearchParams('type4=commune&id4=1&year4=2019');
    writeSide(params, { type: 'commune', id: '42218', year: undefined }, 4);
    expect(params.toString()).toBe('type4=commune&id4=42218');
  });

  it('given null should remove the side', () => {
    const params = new URLSearchParams('type=commune&id=1&year=2024&x=1');
    expect(writeSide(params, null).toString()).toBe('x=1');
  });

  it('should build Explorer links', () => {
    expect(explorerHref({ type: 'epci', id: '244200770', year: 2026 })).toBe(
      '/explorer/?type=epci&id=244200770&year=2026',
    );
  });
});

describe('addresses', () => {
  const lyon = { type: 'commune', id: '69123', year: 2024 } as const;

  it('given a territory should link to the Explorer in the latest vintage or in its own', () => {
    expect(territoryHref({ type: 'departement', code: '42' })).toBe(
      '/explorer/?type=departement&id=42',
    );
    expect(territoryInYearHref({ type: 'commune', code: '01039', year: 2022 })).toBe(
      '/explorer/?type=commune&id=01039&year=2022',
    );
  });

  it('given one territory should open the Comparer with it as side A', () => {
    expect(comparerSideHref(undefined, lyon)).toBe('/comparer?type=commune&id=69123&year=2024');
  });

  it('given a side replaced should keep the other side', () => {
    const current = new URLSearchParams('type=commune&id=42218&type2=commune&id2=99999');
    expect(comparerSideHref(current, lyon, 2)).toBe(
      '/comparer?type=commune&id=42218&type2=commune&id2=69123&year2=2024',
    );
  });
});

describe('parseColumns', () => {
  const columns = (query: string) => parseColumns(new URLSearchParams(query));

  it('given no parameter should ask for the default columns', () => {
    expect(columns('type=commune&id=42218')).toBeNull();
  });

  it('given ids should keep the well-formed ones once, in their order', () => {
    expect(
      columns('colonnes=density_rp2018,%20area,density_rp2018,<script>,,DROP%20TABLE'),
    ).toEqual(['density_rp2018', 'area']);
  });

  it('given an empty parameter should ask for no indicator column', () => {
    expect(columns('colonnes=')).toEqual([]);
  });

  it('given written columns should read them back, and null should remove them', () => {
    const search = writeColumns(new URLSearchParams('type=epci&id=244200770'), [
      'area',
      'jobs_2018',
    ]);
    expect(search.toString()).toBe('type=epci&id=244200770&colonnes=area%2Cjobs_2018');
    expect(parseColumns(search)).toEqual(['area', 'jobs_2018']);
    expect(writeColumns(search, null).toString()).toBe('type=epci&id=244200770');
  });
});

describe('parseThemes', () => {
  const themes = (query: string) => parseThemes(new URLSearchParams(query));

  it('given no parameter, or no known theme, should ask for every theme', () => {
    expect(themes('type=commune&id=42218')).toBeNull();
    expect(themes('indicators=')).toBeNull();
    expect(themes('indicators=foo,median_income_2021')).toBeNull();
  });

  it('given themes should keep the known ones once, in the catalogue’s order', () => {
    expect(themes('indicators=revenus')).toEqual(['revenus']);
    expect(themes('indicators=revenus,%20population,foo,revenus')).toEqual([
      'population',
      'revenus',
    ]);
  });

  it('given written themes should read them back; null or every theme should remove them', () => {
    const search = writeThemes(new URLSearchParams('type=commune&id=42218'), ['emploi', 'revenus']);
    expect(search.toString()).toBe('type=commune&id=42218&indicators=emploi%2Crevenus');
    expect(parseThemes(search)).toEqual(['emploi', 'revenus']);
    expect(writeThemes(new URLSearchParams(search), null).toString()).toBe('type=commune&id=42218');
    const all = ['population', 'logement', 'emploi', 'revenus', 'etablissements'] as const;
    expect(writeThemes(search, all).toString()).toBe('type=commune&id=42218');
  });
});

describe('the map’s indicator in the address', () => {
  it('given carte=<id> should read it, and nothing for a missing or malformed one', () => {
    expect(parseMapIndicator(new URLSearchParams('carte=density_rp2018'))).toBe('density_rp2018');
    expect(parseMapIndicator(new URLSearchParams(''))).toBeNull();
    expect(parseMapIndicator(new URLSearchParams('carte=<x>'))).toBeNull();
  });

  it('should write it, null removing it, and keep it in the addresses the map links to', () => {
    const search = writeMapIndicator(new URLSearchParams('type=departement&id=62'), 'area');
    expect(search.toString()).toBe('type=departement&id=62&carte=area');
    expect(writeMapIndicator(search, null).has('carte')).toBe(false);
    expect(
      explorerMapHref(
        { type: 'commune', id: '62041', year: 2025 },
        new URLSearchParams('type=departement&id=62&carte=area&contours=epci'),
      ),
    ).toBe('/explorer/?type=commune&id=62041&year=2025&carte=area');
    expect(writeMapToggle(new URLSearchParams(), 'epci').toString()).toBe('contours=epci');
  });
});
