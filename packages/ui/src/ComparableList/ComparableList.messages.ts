import { formatList, pluralize } from '../format';
import type { TerritoryType } from '../territory/types';

export type ComparableListMessages = {
  /** Legend of the scope choice. */
  scopeLegend: string;
  /**
   * "Les 10 communes les plus proches de Saint-Étienne en 2024…" (`count` found, ≤ 10); `ofName`
   * is the name after "de" with its article ("de la Loire", "du Havre").
   */
  summary: (count: number, type: TerritoryType, ofName: string, year: number) => string;
  /** Before the list of indicators of the distance. */
  computedOn: (labels: readonly string[]) => string;
  /** Indicators the territory has no value for (left out); `theName`: "la Loire", "Le Havre". */
  missing: (labels: readonly string[], theName: string) => string;
  /** The link to the method (À propos). */
  method: string;
  loading: string;
  error: string;
  retry: string;
  /** Before the 2–3 indicators where the two are closest. */
  closeOn: string;
  /** "Densité : 412 hab./km² (Saint-Étienne : 1 850 hab./km²)". */
  reason: (label: string, value: string, name: string, reference: string) => string;
  /** Population of a comparable territory, formatted; null when unknown. */
  population: (formatted: string | null) => string;
  /** Visible label of the "compare with this one" link. */
  compare: string;
  /** Its accessible name: "Comparer Saint-Étienne avec Grenoble (38185)". */
  compareLabel: (name: string, other: string) => string;
  /** The link that compares with the first `count` comparables at once. */
  compareFirst: (count: number) => string;
  /** Accessible name of a comparable's link: "Voir Grenoble (38185) en 2024". */
  showTerritory: (nameWithCode: string, year: number) => string;
};

/** "La commune la plus proche" (one), "communes les plus proches" (after "Les 10"). */
const phrases: Record<TerritoryType, [string, string]> = {
  commune: ['La commune la plus proche', 'communes les plus proches'],
  epci: ['L’intercommunalité la plus proche', 'intercommunalités les plus proches'],
  departement: ['Le département le plus proche', 'départements les plus proches'],
  region: ['La région la plus proche', 'régions les plus proches'],
  arrondissement: [
    'L’arrondissement municipal le plus proche',
    'arrondissements municipaux les plus proches',
  ],
  ze: ['La zone d’emploi la plus proche', 'zones d’emploi les plus proches'],
  aav: [
    'L’aire d’attraction des villes la plus proche',
    'aires d’attraction des villes les plus proches',
  ],
  uu: ['L’unité urbaine la plus proche', 'unités urbaines les plus proches'],
  bv: ['Le bassin de vie le plus proche', 'bassins de vie les plus proches'],
};

export const comparableListMessages: ComparableListMessages = {
  scopeLegend: 'Chercher parmi',
  summary: (count, type, ofName, year) => {
    const [one, many] = phrases[type];
    return count === 1
      ? `${one} ${ofName} en ${year}.`
      : `Les ${count} ${many} ${ofName} en ${year}, par ordre de proximité.`;
  },
  computedOn: (labels) => `Calculé sur\u00a0: ${formatList(labels)}.`,
  missing: (labels, theName) =>
    `${pluralize(labels.length, 'Non renseigné', 'Non renseignés')} pour ${theName}, donc ${pluralize(labels.length, 'laissé', 'laissés')} de côté\u00a0: ${formatList(labels)}.`,
  method: 'Comment les territoires comparables sont-ils choisis\u202f?',
  loading: 'Chargement des territoires comparables…',
  error: 'Les territoires comparables n’ont pas pu être chargés.',
  retry: 'Réessayer',
  closeOn: 'Proche par\u00a0:',
  reason: (label, value, name, reference) =>
    `${label}\u00a0: ${value} (${name}\u00a0: ${reference})`,
  population: (formatted) => (formatted === null ? 'Population inconnue' : formatted),
  compare: 'Comparer',
  compareLabel: (name, other) => `Comparer ${name} avec ${other}`,
  compareFirst: (count) => `Comparer avec les ${count} premiers`,
  showTerritory: (nameWithCode, year) => `Voir ${nameWithCode} en ${year}`,
};
