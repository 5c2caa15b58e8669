import { formatCount } from '../format';

export type TerritoryPickerMessages = {
  /** Label of the level select. */
  level: string;
  /** Option of the level select that searches every level. */
  allLevels: string;
  /** Label of the search field. */
  search: string;
  /** Hint under the label. */
  hint: string;
  /** A result found by its official code, when a postal code is also shown: "code officiel 13001". */
  officialCode: (code: string) => string;
  /** A result found by a postal code: "code postal 13001". */
  postalCode: (code: string) => string;
  /** Accessible name of the results list. */
  results: string;
  loading: string;
  /** Announced when fewer characters than required were typed. */
  tooShort: (min: number) => string;
  /** Announced result count: "8 résultats". */
  resultCount: (count: number) => string;
  noResult: (query: string) => string;
  error: string;
  retry: string;
};

export const territoryPickerMessages: TerritoryPickerMessages = {
  level: 'Niveau',
  allLevels: 'Tous les niveaux',
  search: 'Rechercher un territoire',
  hint: 'Nom, code officiel ou code postal',
  officialCode: (code) => `code officiel ${code}`,
  postalCode: (code) => `code postal ${code}`,
  results: 'Résultats',
  loading: 'Recherche en cours…',
  tooShort: (min) => `Saisissez au moins ${min} caractères.`,
  resultCount: (count) => formatCount(count, 'résultat', 'résultats'),
  noResult: (query) => `Aucun résultat pour «\u202f${query}\u202f».`,
  error: 'La recherche a échoué. Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
};
