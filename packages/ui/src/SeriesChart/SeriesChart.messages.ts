import { formatList } from '../format';
import { franceMetropolitaine, statisticPublished, statisticReasons } from '../territory/statistic';
import type { SeriesReason } from './types';

export type SeriesChartMessages = {
  loading: string;
  error: string;
  retry: string;
  empty: string;
  /** Toggle of the data table (text alternative). */
  showTable: string;
  period: string;
  /** Value column header: "Valeur (€)", "Valeur" for a bare ratio. */
  value: (unit: string) => string;
  source: string;
  sources: string;
  /** How to read the points with the keyboard. */
  keyboardHint: string;
  secret: string;
  notApplicable: string;
  unavailable: string;
  /** The readout of a point without value (its name says why). */
  noValue: string;
  /** "non disponible (périmètre non vérifiable)". */
  unavailableBecause: (reason: string) => string;
  reasons: Record<SeriesReason, string>;
  /** Appended to a value that is France métropolitaine's. */
  franceMetropolitaine: string;
  /** Appended to the source of a value the source publishes for this very territory. */
  published: string;
  /** "Médiane du niveau de vie : 20 110 € en 2014, 21 340 € en 2019 (+6,1 %)." */
  summary: (
    label: string,
    first: string,
    firstPeriod: string,
    last: string,
    lastPeriod: string,
    change: string | null,
  ) => string;
  summarySingle: (label: string, value: string, period: string) => string;
  range: (min: string, minPeriod: string, max: string, maxPeriod: string) => string;
  /** Periods without a value and why: "Non disponible en 2014 et 2015 (périmètre non vérifiable)." */
  missing: (periods: readonly string[], why: string) => string;
  noData: (label: string) => string;
  /** A point read with the keyboard or the pointer: "2016 : 21 340 €". */
  point: (period: string, text: string) => string;
  exportCsv: string;
  exportJson: string;
};

export const seriesChartMessages: SeriesChartMessages = {
  loading: 'Chargement de la série…',
  error: 'La série n’a pas pu être chargée.',
  retry: 'Réessayer',
  empty: 'Aucune valeur pour ce territoire.',
  showTable: 'Afficher les données en tableau',
  period: 'Période',
  value: (unit) => (unit ? `Valeur (${unit})` : 'Valeur'),
  source: 'Source',
  sources: 'Sources',
  keyboardHint:
    'Points du graphique\u00a0: touche Tab pour y entrer, flèches gauche et droite pour les parcourir.',
  secret: 'secret statistique',
  notApplicable: 'sans objet',
  unavailable: 'non disponible',
  noValue: 'pas de valeur',
  unavailableBecause: (reason) => `non disponible (${reason})`,
  // One wording with the other statistics (cards, tables, maps).
  reasons: {
    ...statisticReasons,
    incomplete_population: 'population omettant des communes fusionnées après le recensement',
  },
  franceMetropolitaine,
  published: statisticPublished,
  summary: (label, first, firstPeriod, last, lastPeriod, change) =>
    `${label}\u00a0: ${first} en ${firstPeriod}, ${last} en ${lastPeriod}${change ? ` (${change})` : ''}.`,
  summarySingle: (label, value, period) => `${label}\u00a0: ${value} en ${period}.`,
  range: (min, minPeriod, max, maxPeriod) =>
    `Minimum ${min} en ${minPeriod}, maximum ${max} en ${maxPeriod}.`,
  missing: (periods, why) =>
    `${why.charAt(0).toUpperCase()}${why.slice(1)} en ${formatList(periods)}.`,
  noData: (label) => `${label}\u00a0: aucune valeur.`,
  point: (period, text) => `${period}\u00a0: ${text}`,
  exportCsv: 'Exporter en CSV',
  exportJson: 'Exporter en JSON',
};
