import { pluralize, withArticle } from '../format';
import { countOf } from '../messages';
import type { TerritoryRef, TerritoryType } from '../territory/types';

export type KeyFiguresMessages = {
  title: string;
  /** Heading with the territory: "Chiffres clés – Saint-Étienne, 2024". */
  titleOf: (name: string, year: number) => string;
  loading: string;
  error: string;
  retry: string;
  population: string;
  inhabitants: (formatted: string) => string;
  changeSince: (year: number) => string;
  up: string;
  down: string;
  stable: string;
  /** "1 100 habitants (−0,6 %)". */
  changeValue: (absolute: string, relative: string) => string;
  /** "Rang dans la Loire": give the parent itself (with its `typeLiaison`) for the article. */
  rankIn: (parent: string | TerritoryRef) => string;
  rankNational: string;
  /** "14ᵉ sur 34 935 communes". */
  rankOf: (rank: string, of: string, type: TerritoryType) => string;
  /** "22,6 % de la population de la Loire". */
  shareOf: (share: string, parent: string | TerritoryRef) => string;
  shareNational: (share: string) => string;
  /** Link from a rank to its ranking (the rank's label follows for assistive technology). */
  seeRanking: string;
  communes: string;
  communesValue: (formatted: string) => string;
  chefLieu: string;
  noValue: string;
  /** "Source : …, millésime 2024, Licence Ouverte 2.0". */
  source: (name: string, year: number, licence: string, version?: string) => string;
  absent: (name: string, year: number) => string;
  existingYears: string;
  noExistingYear: string;
  showYear: (year: number) => string;
};

const singulars: Record<TerritoryType, string> = {
  commune: 'commune',
  epci: 'intercommunalité',
  departement: 'département',
  region: 'région',
  arrondissement: 'arrondissement municipal',
};

const plurals: Record<TerritoryType, string> = {
  commune: 'communes',
  epci: 'intercommunalités',
  departement: 'départements',
  region: 'régions',
  arrondissement: 'arrondissements municipaux',
};

export const keyFiguresMessages: KeyFiguresMessages = {
  title: 'Chiffres clés',
  titleOf: (name, year) => `Chiffres clés – ${name}, ${year}`,
  loading: 'Chargement des chiffres clés…',
  error: 'Les chiffres clés n’ont pas pu être chargés.',
  retry: 'Réessayer',
  population: 'Population',
  inhabitants: (formatted) =>
    `${formatted}\u00a0${pluralize(countOf(formatted), 'habitant', 'habitants')}`,
  changeSince: (year) => `Évolution depuis ${year}`,
  up: 'En hausse',
  down: 'En baisse',
  stable: 'Stable',
  changeValue: (absolute, relative) =>
    `${absolute}\u00a0${pluralize(countOf(absolute), 'habitant', 'habitants')} (${relative})`,
  rankIn: (parent) =>
    typeof parent === 'string'
      ? `Rang dans ${parent}`
      : `Rang ${withArticle(parent.name, parent.typeLiaison, 'dans', parent.type)}`,
  rankNational: 'Rang national',
  // A plain space before the noun: « intercommunalités » alone fills a narrow card's line.
  rankOf: (rank, of, type) =>
    `${rank} sur ${of} ${pluralize(countOf(of), singulars[type], plurals[type])}`,
  shareOf: (share, parent) =>
    `${share} de la population ${typeof parent === 'string' ? `de ${parent}` : withArticle(parent.name, parent.typeLiaison, 'de', parent.type)}`,
  shareNational: (share) => `${share} de la population nationale`,
  seeRanking: 'Voir le classement',
  communes: 'Nombre de communes',
  communesValue: (formatted) =>
    `${formatted}\u00a0${pluralize(countOf(formatted), 'commune', 'communes')}`,
  chefLieu: 'Chef-lieu',
  noValue: 'Non disponible',
  source: (name, year, licence, version) =>
    `Source\u00a0: ${name}${version ? ` (version ${version})` : ''}, millésime ${year}, ${licence}`,
  absent: (name, year) => `${name} n’existe pas dans le millésime ${year}.`,
  existingYears: 'Millésimes où ce territoire existe\u00a0:',
  noExistingYear: 'Ce territoire n’existe dans aucun millésime disponible.',
  showYear: (year) => `Voir ${year}`,
};
