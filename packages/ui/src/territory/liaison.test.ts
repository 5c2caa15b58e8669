import departements2019 from 'dec-2019/data/departements.json?raw';
import regions2019 from 'dec-2019/data/regions.json?raw';
import departements2026 from 'dec-2026/data/departements.json?raw';
import regions2026 from 'dec-2026/data/regions.json?raw';
import { describe, expect, it } from 'vitest';
import { withArticle } from '../format/article';
import { deriveTypeLiaison } from './liaison';

type Row = { nom: string; typeLiaison: number };
const rows = (...files: string[]) => files.flatMap((file) => JSON.parse(file) as Row[]);

describe('deriveTypeLiaison', () => {
  it('given départements and régions should give INSEE’s article type for each', () => {
    const all = rows(departements2019, regions2019, departements2026, regions2026);
    // INSEE gives « Maine-et-Loire » 0 or 1 depending on the year; 0 is right (« de Maine »).
    const wrong = all
      .filter((row) => row.nom !== 'Maine-et-Loire')
      .filter((row) => deriveTypeLiaison(row.nom, 'departement') !== row.typeLiaison)
      .map((row) => `${row.nom}: ${row.typeLiaison}`);
    expect(all.length).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });

  it('given a commune should read the article from its name only', () => {
    expect(deriveTypeLiaison('Le Havre', 'commune')).toBe(2);
    expect(deriveTypeLiaison('La Rochelle', 'commune')).toBe(3);
    expect(deriveTypeLiaison('Les Mées', 'commune')).toBe(4);
    expect(deriveTypeLiaison('L’Haÿ-les-Roses', 'commune')).toBe(5);
    expect(deriveTypeLiaison("L'Isle-Adam", 'commune')).toBe(5);
    expect(deriveTypeLiaison('Orléans', 'commune')).toBe(1);
    expect(deriveTypeLiaison('Paris', 'commune')).toBe(0);
    // Names that start like an article without being one.
    expect(deriveTypeLiaison('Lens', 'commune')).toBe(0);
    expect(deriveTypeLiaison('Laval', 'commune')).toBe(0);
    expect(deriveTypeLiaison('Lescar', 'commune')).toBe(0);
  });

  it('given an EPCI or no level should leave the choice to the caller', () => {
    expect(deriveTypeLiaison('Saint-Étienne Métropole', 'epci')).toBeUndefined();
    expect(deriveTypeLiaison('Loire', undefined)).toBeUndefined();
  });
});

describe('withArticle without typeLiaison', () => {
  it('given « Rang dans Marne » should write « Rang dans la Marne »', () => {
    expect(`Rang ${withArticle('Marne', undefined, 'dans', 'departement')}`).toBe(
      'Rang dans la Marne',
    );
  });

  it('given « Zoom sur Loire » should write « Zoom sur la Loire »', () => {
    expect(`Zoom sur ${withArticle('Loire', undefined, 'le', 'departement')}`).toBe(
      'Zoom sur la Loire',
    );
  });

  it('given « dans Paris » should write « à Paris », commune or département', () => {
    expect(withArticle('Paris', undefined, 'dans', 'commune')).toBe('à Paris');
    expect(withArticle('Paris', undefined, 'dans', 'departement')).toBe('à Paris');
  });

  it('given other levels should take their article from the level and the name', () => {
    expect(withArticle('Le Havre', undefined, 'de', 'commune')).toBe('du Havre');
    expect(withArticle('Orléans', undefined, 'de', 'commune')).toBe('d’Orléans');
    expect(withArticle('Bouches-du-Rhône', undefined, 'de', 'departement')).toBe(
      'des Bouches-du-Rhône',
    );
    expect(withArticle('Bretagne', undefined, 'dans', 'region')).toBe('en Bretagne');
    expect(withArticle('Zone d’emploi de Lyon', undefined, 'de', 'ze')).toBe(
      'de la zone d’emploi de Lyon',
    );
  });
});
