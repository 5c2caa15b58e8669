import type { TerritoryType } from '../territory/types';

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
  rankIn: (parentName: string) => string;
  rankNational: string;
  /** "14e sur 34 935 communes". */
  rankOf: (rank: string, of: string, type: TerritoryType) => string;
  shareOf: (share: string, parentName: string) => string;
  shareNational: (share: string) => string;
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
  inhabitants: (formatted) => `${formatted} habitants`,
  changeSince: (year) => `Évolution depuis ${year}`,
  up: 'En hausse',
  down: 'En baisse',
  stable: 'Stable',
  changeValue: (absolute, relative) => `${absolute} habitants (${relative})`,
  rankIn: (parentName) => `Rang dans ${parentName}`,
  rankNational: 'Rang national',
  rankOf: (rank, of, type) => `${rank} sur ${of} ${plurals[type]}`,
  shareOf: (share, parentName) => `${share} de la population de ${parentName}`,
  shareNational: (share) => `${share} de la population nationale`,
  communes: 'Nombre de communes',
  communesValue: (formatted) => `${formatted} communes`,
  chefLieu: 'Chef-lieu',
  noValue: 'Non disponible',
  source: (name, year, licence, version) =>
    `Source\u00a0: ${name}${version ? ` (version ${version})` : ''}, millésime ${year}, ${licence}`,
  absent: (name, year) => `${name} n’existe pas dans le millésime ${year}.`,
  existingYears: 'Millésimes où ce territoire existe\u00a0:',
  noExistingYear: 'Ce territoire n’existe dans aucun millésime disponible.',
  showYear: (year) => `Voir ${year}`,
};
