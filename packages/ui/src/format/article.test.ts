import { describe, expect, it } from 'vitest';
import { type ArticleForm, type TypeLiaison, withArticle } from './article';

// [name, typeLiaison, kind, 'de', 'dans', 'le'], typeLiaison as in the etalab data (2019–2026).
type Case = [string, TypeLiaison, 'region' | 'departement' | 'commune', string, string, string];
const cases: Case[] = [
  // 0: no article, consonant.
  ['Paris', 0, 'departement', 'de Paris', 'à Paris', 'Paris'],
  ['Bretagne', 0, 'region', 'de Bretagne', 'en Bretagne', 'Bretagne'],
  ['Saône-et-Loire', 0, 'departement', 'de Saône-et-Loire', 'en Saône-et-Loire', 'Saône-et-Loire'],
  ['La Réunion', 0, 'departement', 'de La Réunion', 'à La Réunion', 'La Réunion'],
  ['Lyon', 0, 'commune', 'de Lyon', 'à Lyon', 'Lyon'],
  // 1: no article, vowel.
  [
    'Ille-et-Vilaine',
    1,
    'departement',
    'd’Ille-et-Vilaine',
    'en Ille-et-Vilaine',
    'Ille-et-Vilaine',
  ],
  [
    'Auvergne-Rhône-Alpes',
    1,
    'region',
    'd’Auvergne-Rhône-Alpes',
    'en Auvergne-Rhône-Alpes',
    'Auvergne-Rhône-Alpes',
  ],
  [
    'Ambérieu-en-Bugey',
    1,
    'commune',
    'd’Ambérieu-en-Bugey',
    'à Ambérieu-en-Bugey',
    'Ambérieu-en-Bugey',
  ],
  // 2: le.
  ['Rhône', 2, 'departement', 'du Rhône', 'dans le Rhône', 'le Rhône'],
  ['Grand Est', 2, 'region', 'du Grand Est', 'dans le Grand Est', 'le Grand Est'],
  ['Le Havre', 2, 'commune', 'du Havre', 'au Havre', 'Le Havre'],
  // 3: la.
  ['Loire', 3, 'departement', 'de la Loire', 'dans la Loire', 'la Loire'],
  ["Côte-d'Or", 3, 'departement', 'de la Côte-d’Or', 'dans la Côte-d’Or', 'la Côte-d’Or'],
  ['La Rochelle', 3, 'commune', 'de La Rochelle', 'à La Rochelle', 'La Rochelle'],
  // 4: les.
  [
    'Bouches-du-Rhône',
    4,
    'departement',
    'des Bouches-du-Rhône',
    'dans les Bouches-du-Rhône',
    'les Bouches-du-Rhône',
  ],
  [
    'Hauts-de-France',
    4,
    'region',
    'des Hauts-de-France',
    'dans les Hauts-de-France',
    'les Hauts-de-France',
  ],
  ['Les Mées', 4, 'commune', 'des Mées', 'aux Mées', 'Les Mées'],
  // 5: l’.
  ['Ain', 5, 'departement', 'de l’Ain', 'dans l’Ain', 'l’Ain'],
  ["L'Escale", 5, 'commune', 'de L’Escale', 'à L’Escale', 'L’Escale'],
  // 6: aux (one commune).
  ['Aux Marais', 6, 'commune', 'des Marais', 'aux Marais', 'Aux Marais'],
  // 7: las (no territory in 2019–2026; a made-up commune name).
  ['Las Planas', 7, 'commune', 'de Las Planas', 'à Las Planas', 'Las Planas'],
  // 8: los (one commune).
  ['Los Masos', 8, 'commune', 'de Los Masos', 'à Los Masos', 'Los Masos'],
];

describe('withArticle', () => {
  it.each(cases)(
    'given %s (typeLiaison %i, %s) should use the right article',
    (name, tncc, kind, de, dans, le) => {
      expect(withArticle(name, tncc, 'de', kind)).toBe(de);
      expect(withArticle(name, tncc, 'dans', kind)).toBe(dans);
      expect(withArticle(name, tncc, 'le', kind)).toBe(le);
    },
  );

  it('given a commune name with its article and no kind should still contract it', () => {
    expect(withArticle('Le Havre', 2, 'dans')).toBe('au Havre');
    expect(withArticle('Les Mées', 4, 'de')).toBe('des Mées');
  });

  it('given articles without the name carrying them, for a commune, should contract "à"', () => {
    expect(withArticle('Havre', 2, 'dans', 'commune')).toBe('au Havre');
    expect(withArticle('Mées', 4, 'dans', 'commune')).toBe('aux Mées');
    expect(withArticle('Rochelle', 3, 'dans', 'commune')).toBe('à la Rochelle');
  });

  it('given an unknown typeLiaison should never add an article', () => {
    const forms: ArticleForm[] = ['de', 'dans', 'le'];
    const plain = forms.map((form) => withArticle('Saint-Pierre', undefined, form));
    expect(plain).toEqual(['de Saint-Pierre', 'dans Saint-Pierre', 'Saint-Pierre']);
    expect(withArticle('CC du Pays de Gex', 9 as TypeLiaison, 'de')).toBe('de CC du Pays de Gex');
    expect(withArticle('Loire', 2.5 as TypeLiaison, 'dans')).toBe('dans Loire');
  });

  it('given an EPCI without typeLiaison should take the article its name calls for', () => {
    const forms = (name: string) =>
      (['de', 'dans', 'le'] as const).map((form) => withArticle(name, undefined, form, 'epci'));
    // Name, then its « de », « dans » and « le » forms.
    const full: [string, string, string, string][] = [
      [
        'Métropole de Lyon',
        'de la Métropole de Lyon',
        'dans la Métropole de Lyon',
        'la Métropole de Lyon',
      ],
      [
        'CC du Pays de Gex',
        'de la CC du Pays de Gex',
        'dans la CC du Pays de Gex',
        'la CC du Pays de Gex',
      ],
      [
        'Saint-Étienne Métropole',
        'de Saint-Étienne Métropole',
        'dans Saint-Étienne Métropole',
        'Saint-Étienne Métropole',
      ],
    ];
    for (const [name, ...expected] of full) expect(forms(name)).toEqual(expected);
    expect(forms('CA Saint-Étienne Métropole')[0]).toBe('de la CA Saint-Étienne Métropole');
    expect(forms('Eurométropole de Strasbourg')[0]).toBe('de l’Eurométropole de Strasbourg');
    expect(forms('Orléans Métropole')[0]).toBe('d’Orléans Métropole');
    // Not a noun of the pattern: « Caen la Mer », « Metz Métropole ».
    expect(forms('Caen la Mer')[0]).toBe('de Caen la Mer');
    expect(forms('Metz Métropole')[0]).toBe('de Metz Métropole');
    // A typeLiaison, when given, still decides.
    expect(withArticle('Métropole de Lyon', 0, 'de', 'epci')).toBe('de Métropole de Lyon');
  });

  it('should not mistake a name that starts like an article for one', () => {
    expect(withArticle('Landes', 4, 'de')).toBe('des Landes');
    expect(withArticle('Lot', 2, 'dans')).toBe('dans le Lot');
    expect(withArticle('Lozère', 3, 'de')).toBe('de la Lozère');
  });
});
