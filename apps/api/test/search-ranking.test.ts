// Long file: the search's ranking pieces, then the index on hand-made vintages, a describe each.
/**
 * Unit tests of the search ranking pieces (search-ranking.ts) and of the in-memory index on a
 * small hand-made vintage (no database): typo distance, letter-pair filter, name + number,
 * population prior, word matching, and the order they give.
 */

import type { TerritoryType } from '@epic/api-contract';
import { describe, expect, it } from 'vitest';
import { normalizeName } from '../src/normalize.js';
import { matchWords, SearchIndex } from '../src/search-index.js';
import {
  bigrams,
  expandAbbreviations,
  MATCH_COST,
  maxTypos,
  minSharedBigrams,
  populationPrior,
  romanNumber,
  splitLeadingNumber,
  splitNameNumber,
  typoDistance,
  typoVariants,
} from '../src/search-ranking.js';

describe('typoDistance', () => {
  it.each([
    ['marseille', 'marseille', 0],
    ['marsielle', 'marseille', 1], // two letters swapped
    ['nantse', 'nantes', 1],
    ['perpigan', 'perpignan', 1], // a letter missing
    ['toulousse', 'toulouse', 1], // a letter doubled
    ['bordaux', 'bordeaux', 1],
    ['grenobel', 'grenoble', 1],
    ['dijion', 'dijon', 1],
    ['strabour', 'strasbourg', 2], // two letters missing
    ['tolouze', 'toulouse', 2], // one missing, one wrong
  ])('%s → %s: %i edit(s)', (a, b, edits) => {
    expect(typoDistance(a, b, 2)).toBe(edits);
    expect(typoDistance(b, a, 2)).toBe(edits);
  });

  it('stops at the bound and answers bound + 1 beyond it', () => {
    expect(typoDistance('lyon', 'marseille', 2)).toBe(3);
    expect(typoDistance('paris', 'pau', 1)).toBe(2);
    expect(typoDistance('nice', 'nicee', 0)).toBe(1);
    expect(typoDistance('', 'abc', 5)).toBe(3);
  });

  it('handles words longer than its row buffers', () => {
    const long = 'a'.repeat(80);
    expect(typoDistance(long, `${long}b`, 2)).toBe(1);
    expect(typoDistance(long, `b${'a'.repeat(78)}c`, 5)).toBe(2);
    expect(typoDistance(long, `bc${'a'.repeat(77)}`, 5)).toBe(3);
  });
});

describe('letter pairs', () => {
  it('marks the start and the end of the word', () => {
    expect(bigrams('lile')).toEqual(['^l', 'li', 'il', 'le', 'e$']);
    expect(bigrams('aa')).toEqual(['^a', 'aa', 'a$']);
  });

  it('never filters out a word within the typo allowance', () => {
    const pairs: [string, string][] = [
      ['marsielle', 'marseille'],
      ['nantse', 'nantes'],
      ['lile', 'lille'],
      ['strabour', 'strasbourg'],
      ['tolouze', 'toulouse'],
      ['renes', 'rennes'],
      ['angrs', 'angers'],
      ['colmarr', 'colmar'],
      ['ajacio', 'ajaccio'],
      ['carcasonne', 'carcassonne'],
      ['dunkerke', 'dunkerque'],
    ];
    for (const [typo, word] of pairs) {
      const own = bigrams(typo);
      const other = bigrams(word);
      const shared = own.filter((p) => other.includes(p)).length;
      const d = typoDistance(typo, word, 2);
      const longer = Math.max(own.length, other.length);
      expect(shared, `${typo}/${word}`).toBeGreaterThanOrEqual(minSharedBigrams(longer, d));
    }
  });
});

describe('typoVariants', () => {
  it('misspells the longest word four ways, one edit each', () => {
    const variants = typoVariants('Aix-en-Provence', 3);
    expect(variants).toHaveLength(4);
    for (const v of variants) {
      const [aix, en, word] = v.split(' ');
      expect([aix, en]).toEqual(['aix', 'en']);
      expect(typoDistance(word as string, 'provence', 2)).toBe(1);
    }
  });

  it('leaves names without a word of 5 letters alone, and never the name itself', () => {
    expect(typoVariants('Metz', 1)).toEqual([]);
    expect(typoVariants('Lille', 0)).not.toContain('lille');
  });
});

describe('maxTypos', () => {
  it('allows no typo below 4 letters, one at 4, two from 5 on', () => {
    expect([1, 2, 3, 4, 5, 9].map(maxTypos)).toEqual([0, 0, 0, 1, 2, 2]);
  });
});

describe('splitNameNumber', () => {
  it.each([
    ['marseille 13', 'marseille', '13', ['marseille 13e ']],
    ['lyon 3e', 'lyon', '3', ['lyon 3e ']],
    ['paris 1er', 'paris', '1', ['paris 1e ', 'paris 1er ']],
    [normalizeName('Paris 11ème'), 'paris', '11', ['paris 11e ']],
    ['paris 05', 'paris', '05', ['paris 5e ']],
    ['saint denis 974', 'saint denis', '974', []],
    ['nantes 44000', 'nantes', '44000', []],
  ])('%s → %s + %s', (text, name, number, prefixes) => {
    expect(splitNameNumber(text)).toEqual({ name, number, arrondissementPrefixes: prefixes });
  });

  it.each([
    ['paris xi', 'paris', '11', ['paris 11e ']],
    ['lyon iiie', 'lyon', '3', ['lyon 3e ']],
    ['lyon ier', 'lyon', '1', ['lyon 1e ', 'lyon 1er ']],
    [normalizeName('Marseille VIIIème'), 'marseille', '8', ['marseille 8e ']],
    [normalizeName('Paris XVIe'), 'paris', '16', ['paris 16e ']],
  ])('reads the roman numeral of %s', (text, name, number, prefixes) => {
    expect(splitNameNumber(text)).toEqual({ name, number, arrondissementPrefixes: prefixes });
  });

  it.each(['paris', '42000', '13 marseille', 'a 123456', 'xi', 'saint vincent', 'paris iiii'])(
    'leaves “%s” alone',
    (text) => {
      expect(splitNameNumber(text)).toBeNull();
    },
  );
});

describe('romanNumber', () => {
  it.each([
    ['i', 1],
    ['iv', 4],
    ['ix', 9],
    ['xiv', 14],
    ['xvi', 16],
    ['xx', 20],
  ])('%s is %i', (word, n) => {
    expect(romanNumber(word)).toBe(n);
  });

  it.each(['', 'iiii', 'vx', 'il', 'vic'])('“%s” is none', (word) => {
    expect(romanNumber(word)).toBeNull();
  });
});

describe('splitLeadingNumber', () => {
  it('reads a département number or postal code before the name', () => {
    expect(splitLeadingNumber('13 bouches du rhone')).toEqual({
      name: 'bouches du rhone',
      number: '13',
    });
    expect(splitLeadingNumber('2a corse du sud')).toEqual({ name: 'corse du sud', number: '2A' });
    expect(splitLeadingNumber('74000 annecy')).toEqual({ name: 'annecy', number: '74000' });
  });

  it.each(['42000', 'paris', '1 rue', 'marseille 13'])('leaves “%s” alone', (text) => {
    expect(splitLeadingNumber(text)).toBeNull();
  });
});

describe('expandAbbreviations', () => {
  it.each([
    ['chalon s/ saone', 'chalon sur saone'],
    ['Chalon-s/-Saône', 'chalon sur saone'],
    ['neuilly s/seine', 'neuilly sur seine'],
    ['S/ Mer', 'sur mer'],
    ['bus/car', 'bus car'],
    ['saint denis', 'saint denis'],
  ])('%s → %s', (typed, normalised) => {
    expect(normalizeName(expandAbbreviations(typed))).toBe(normalised);
  });
});

describe('populationPrior', () => {
  it('grows with the population, and weighs a commune more than an EPCI of the same size', () => {
    expect(populationPrior('commune', 100_000)).toBeGreaterThan(populationPrior('commune', 1_000));
    expect(populationPrior('commune', 500_000)).toBeGreaterThan(populationPrior('epci', 800_000));
    expect(populationPrior('departement', 1_000_000)).toBeGreaterThan(
      populationPrior('region', 1_000_000),
    );
    expect(populationPrior('commune', null)).toBe(0);
  });

  it('lets a prefix beat an exact name only for a population more than 100 times larger', () => {
    const exact = (pop: number) => MATCH_COST.exact - populationPrior('commune', pop);
    const prefix = (pop: number) => MATCH_COST.prefix - populationPrior('commune', pop);
    expect(prefix(886_040)).toBeLessThan(exact(555)); // "mars": Marseille before Mars
    expect(prefix(514_819)).toBeGreaterThan(exact(15_000)); // "toul": Toul before Toulouse
  });
});

describe('matchWords', () => {
  const words = (s: string) => s.split(' ');
  it('tells an exact name, a prefix and a later word apart', () => {
    expect(matchWords(words('lille'), ['lile'])).toEqual({ edits: 1, skipped: 0, kind: 'exact' });
    expect(matchWords(words('aix en provence'), ['aix', 'en', 'provance'])).toEqual({
      edits: 1,
      skipped: 0,
      kind: 'exact',
    });
    expect(matchWords(words('saint etienne du rouvray'), ['saint', 'etiene'])).toEqual({
      edits: 1,
      skipped: 0,
      kind: 'prefix',
    });
    expect(matchWords(words('saint andre lez lille'), ['lile'])).toEqual({
      edits: 1,
      skipped: 0,
      kind: 'laterWord',
    });
  });

  it('counts the words skipped between query words, and reads the last word as a prefix', () => {
    expect(matchWords(words('chalon sur saone'), ['chalon', 'saone'])).toEqual({
      edits: 0,
      skipped: 1,
      kind: 'exact',
    });
    expect(matchWords(words('bourg en bresse'), ['bourg', 'en', 'bress'])).toEqual({
      edits: 0,
      skipped: 0,
      kind: 'prefix',
    });
  });

  it('needs every query word, in order, short words exactly', () => {
    expect(matchWords(words('aix en provence'), ['provence', 'aix'])).toBeNull();
    expect(matchWords(words('aix en provence'), ['aix', 'an', 'provence'])).toBeNull();
    expect(matchWords(words('nantes'), ['nanterre'])).toBeNull();
  });
});

describe('SearchIndex ranking (hand-made vintage)', () => {
  let n = 0;
  const row = (
    type: TerritoryType,
    name: string,
    population: number,
    extra: { code?: string; dep?: string; postal?: string[] } = {},
  ) => ({
    type,
    code: extra.code ?? String(++n).padStart(5, '0'),
    name,
    search_name: normalizeName(name),
    population,
    postal_codes: extra.postal ?? [],
    dep_code: extra.dep ?? null,
    dep_name: extra.dep ? `Département ${extra.dep}` : null,
    type_liaison: null,
  });
  const index = SearchIndex.fromRows(2026, [
    row('commune', 'Marseille', 886_040, { code: '13055', dep: '13', postal: ['13001'] }),
    row('arrondissement', 'Marseille 13e Arrondissement', 95_112, { code: '13213', dep: '13' }),
    row('arrondissement', 'Marseille 1er Arrondissement', 37_599, { code: '13201', dep: '13' }),
    row('commune', 'Mars', 555, { dep: '42' }),
    row('commune', 'Mars', 243, { dep: '07' }),
    row('commune', 'Toul', 15_000, { dep: '54' }),
    row('commune', 'Toulouse', 514_819, { code: '31555', dep: '31' }),
    row('epci', 'Toulouse Métropole', 841_524, { code: '243100518' }),
    row('commune', 'Vannes', 54_000, { dep: '56' }),
    row('commune', 'Cannes', 74_000, { dep: '06' }),
    row('commune', 'Canens', 50, { dep: '31' }),
    row('commune', 'Lille', 238_246, { dep: '59' }),
    row('commune', 'Lisle', 924, { dep: '24' }),
    row('commune', 'Saint-Denis', 149_077, { code: '93066', dep: '93' }),
    row('commune', 'Saint-Denis', 155_634, { code: '97411', dep: '974' }),
    row('commune', 'Chalon-sur-Saône', 45_102, { dep: '71' }),
  ]);
  const names = (q: string, type?: TerritoryType, limit = 5) =>
    index
      .search(q, type, limit)
      .map((r) => `${r.name}${r.type === 'commune' ? '' : ` (${r.type})`}`);

  it('puts a big city before villages whose names its prefix matches exactly', () => {
    expect(names('mars')[0]).toBe('Marseille');
    // The villages stay offered: not buried either.
    expect(names('mars').filter((name) => name === 'Mars')).toHaveLength(2);
  });

  it('keeps an exact name of a real town first when the city is not far bigger', () => {
    expect(names('toul')[0]).toBe('Toul');
  });

  it('puts the commune before the EPCI of a similar name', () => {
    expect(names('toulouse').slice(0, 2)).toEqual(['Toulouse', 'Toulouse Métropole (epci)']);
    expect(names('tou')[0]).toBe('Toulouse');
  });

  it('never lets a one-letter typo beat an exact name', () => {
    expect(names('vannes')[0]).toBe('Vannes');
    expect(names('cannes')[0]).toBe('Cannes');
  });

  it('also offers the city a village name is one typo away from', () => {
    expect(names('canens').slice(0, 2)).toEqual(['Canens', 'Cannes']);
    // A town's own name needs no typo tolerance.
    expect(names('cannes')).toEqual(['Cannes']);
  });

  it('finds typos, the most populous plausible match first', () => {
    expect(names('lile').slice(0, 2)).toEqual(['Lille', 'Lisle']);
    expect(names('marsielle')[0]).toBe('Marseille');
    expect(names('tolouse')[0]).toBe('Toulouse');
    expect(names('chalon saone')[0]).toBe('Chalon-sur-Saône');
    expect(names('chalon sur saon')[0]).toBe('Chalon-sur-Saône');
  });

  it('offers the arrondissement named by a number, then its commune', () => {
    expect(names('marseille 13').slice(0, 2)).toEqual([
      'Marseille 13e Arrondissement (arrondissement)',
      'Marseille',
    ]);
    expect(names('marseille 1er')[0]).toBe('Marseille 1er Arrondissement (arrondissement)');
    expect(names('marseille 13', 'commune')).toEqual(['Marseille']);
  });

  it('picks among homonyms by the département or postal code after the name', () => {
    expect(index.search('saint denis 93', undefined, 5)[0]?.code).toBe('93066');
    expect(index.search('saint denis 974', undefined, 5)[0]?.code).toBe('97411');
    const marseille = index.search('marseille 13001', 'commune', 5)[0];
    expect(marseille).toMatchObject({ code: '13055', postalCode: '13001' });
  });

  it('still answers codes and postal codes exactly', () => {
    expect(index.search('13055', undefined, 5)[0]).toMatchObject({ code: '13055', match: 'code' });
    expect(index.search('13001', undefined, 5)[0]).toMatchObject({
      code: '13055',
      match: 'postalCode',
      postalCode: '13001',
    });
  });
});

describe('SearchIndex aliases (hand-made vintage, real history)', () => {
  const row = (
    type: TerritoryType,
    code: string,
    name: string,
    population: number,
    dep: [code: string, name: string] | null = null,
  ) => ({
    type,
    code,
    name,
    search_name: normalizeName(name),
    population,
    postal_codes: [],
    dep_code: dep?.[0] ?? null,
    dep_name: dep?.[1] ?? null,
    type_liaison: null,
  });
  const index = SearchIndex.fromRows(2026, [
    row('commune', '01138', 'Culoz-Béon', 3_453, ['01', 'Ain']),
    row('commune', '89037', 'Béon', 519, ['89', 'Yonne']),
    row('region', '84', 'Auvergne-Rhône-Alpes', 8_100_000),
    row('epci', '200046977', 'Métropole de Lyon', 1_400_000),
    row('epci', '243300316', 'Bordeaux Métropole', 830_000),
    row('commune', '33143', 'Cubzac-les-Ponts', 2_500, ['33', 'Gironde']),
    row('departement', '974', 'La Réunion', 880_000),
    row('departement', '972', 'Martinique', 360_000),
    row('commune', '97416', 'Saint-Pierre', 84_000, ['974', 'La Réunion']),
    row('commune', '97225', 'Saint-Pierre', 4_000, ['972', 'Martinique']),
    row('commune', '51108', 'Châlons-en-Champagne', 44_000, ['51', 'Marne']),
  ]);
  const first = (q: string) => index.search(q, undefined, 5)[0];

  it('finds a merged commune by its former code, saying where it went and when', () => {
    expect(first('01039')).toMatchObject({
      code: '01138',
      match: 'code',
      note: 'Béon (01039), commune déléguée, fusionnée dans Culoz-Béon en 2023',
    });
  });

  it('puts the commune bearing a name before one that absorbed a commune of that name', () => {
    const results = index.search('beon', undefined, 5);
    expect(results.map((r) => r.code).slice(0, 2)).toEqual(['89037', '01138']);
    expect(results[0]?.note).toBeUndefined();
    expect(results[1]?.note).toContain('fusionnée dans Culoz-Béon');
  });

  it('names a commune déléguée keeping its commune’s code', () => {
    expect(first('culoz')).toMatchObject({
      code: '01138',
      note: 'Culoz, commune déléguée de Culoz-Béon',
    });
  });

  it('finds a renamed commune by its former name', () => {
    expect(first('chalons sur marne')).toMatchObject({
      code: '51108',
      note: 'Châlons-sur-Marne, ancien nom de Châlons-en-Champagne, changé en 1998',
    });
  });

  it('finds the région a former région is part of now', () => {
    expect(first('rhone alpes')).toMatchObject({
      code: '84',
      note: 'Rhône-Alpes, ancienne région, aujourd’hui Auvergne-Rhône-Alpes',
    });
  });

  it('finds big intercommunalities by their usual names, acronyms only in full', () => {
    expect(first('grand lyon')).toMatchObject({ code: '200046977' });
    expect(first('grand lyon')?.note).toBeUndefined();
    expect(first('CUB')).toMatchObject({ code: '243300316' });
    expect(index.search('cu', undefined, 5).map((r) => r.code)).not.toContain('243300316');
  });

  it('reads a département’s name after a commune’s', () => {
    expect(first('saint pierre martinique')).toMatchObject({ code: '97225' });
    expect(first('saint pierre reunion')).toMatchObject({ code: '97416' });
    expect(first('saint pierre la reunion')).toMatchObject({ code: '97416' });
  });

  it('reads a département’s number before its name', () => {
    expect(first('972 martinique')).toMatchObject({ type: 'departement', code: '972' });
  });
});
