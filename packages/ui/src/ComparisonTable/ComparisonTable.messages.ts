import { statisticCoverage, statisticReasons } from '../territory/statistic';

export type ComparisonTableMessages = {
  caption: (left: string, right: string) => string;
  /** Caption of a theme's table, e.g. "Emploi : Saint-Étienne (2024) et Lyon (2024)". */
  themeCaption: (theme: string, left: string, right: string) => string;
  side: (name: string, year: number) => string;
  indicator: string;
  /** Unit and reference period under an indicator's name ("%, RP 2018"). */
  details: (unit: string, referenceYear: string) => string;
  /** Short keys of the two sides, shown beside their names and used in the narrow layout. */
  leftKey: string;
  rightKey: string;
  /** Header of the difference column, given the two sides' keys (or names in the CSV). */
  difference: (rightName: string, leftName: string) => string;
  relativeDifference: string;
  higher: string;
  equal: string;
  /** A value that exists for this level but is missing. */
  noValue: string;
  /** A value that cannot exist for this level (e.g. number of communes of a commune). */
  notApplicable: string;
  /** A catalogue indicator published for communes only, on an aggregate side. */
  notApplicableCommuneOnly: string;
  /** A value covered by statistical secret. */
  secret: string;
  /** Why a catalogue value is not available, by the API's reason code. */
  reasons: Record<string, string>;
  /** An aggregate computed on part of its member communes. */
  coverage: (covered: number, of: number) => string;
  /** The relative difference of a rate (a ratio of two percentages) is not shown. */
  rateRelative: string;
  /** What assistive technology reads for a rate's relative difference (shown as a dash). */
  rateRelativeFull: string;
  /** The relative difference from a zero value. */
  zeroBase: string;
  keyFigures: string;
  themes: string;
  jumpTo: string;
  expandAll: string;
  collapseAll: string;
  /** Line under a theme's table, before its sources' attributions. */
  sources: string;
  themesLoading: string;
  themesError: string;
  swap: string;
  exportCsv: string;
  exportJson: string;
  /** CSV column headers (the sides' columns are named by `side`). */
  csv: {
    theme: string;
    unit: string;
    referenceYear: string;
    difference: string;
    relative: string;
    statusA: string;
    statusB: string;
    source: string;
    licence: string;
  };
  loading: string;
  error: string;
  retry: string;
  empty: string;
};

export const comparisonTableMessages: ComparisonTableMessages = {
  caption: (left, right) => `Comparaison\u00a0: ${left} et ${right}`,
  themeCaption: (theme, left, right) => `${theme}\u00a0: ${left} et ${right}`,
  side: (name, year) => `${name} (${year})`,
  indicator: 'Indicateur',
  details: (unit, referenceYear) => (unit ? `${unit}, ${referenceYear}` : referenceYear),
  leftKey: 'A',
  rightKey: 'B',
  difference: (rightName, leftName) => `Écart (${rightName} − ${leftName})`,
  relativeDifference: 'Écart relatif',
  higher: 'Le plus élevé',
  equal: 'Égalité',
  noValue: 'Non disponible',
  notApplicable: 'Sans objet',
  notApplicableCommuneOnly: 'Sans objet (publié à la commune uniquement)',
  secret: 'Secret statistique',
  reasons: statisticReasons,
  coverage: statisticCoverage,
  rateRelative: 'Sans objet',
  rateRelativeFull: 'Sans objet (taux\u00a0: voir l’écart en points)',
  zeroBase: 'Non calculable',
  keyFigures: 'Chiffres clés',
  themes: 'Indicateurs par thème',
  jumpTo: 'Aller au thème',
  expandAll: 'Tout déplier',
  collapseAll: 'Tout replier',
  sources: 'Sources',
  themesLoading: 'Chargement des indicateurs par thème…',
  themesError: 'Les indicateurs par thème n’ont pas pu être chargés.',
  swap: 'Inverser les deux territoires',
  exportCsv: 'Exporter en CSV',
  exportJson: 'Exporter en JSON',
  csv: {
    theme: 'Thème',
    unit: 'Unité',
    referenceYear: 'Année de référence',
    difference: 'Écart (B − A, en points pour un taux)',
    relative: 'Écart relatif (%)',
    statusA: 'Statut A',
    statusB: 'Statut B',
    source: 'Source',
    licence: 'Licence',
  },
  loading: 'Chargement de la comparaison…',
  error: 'La comparaison n’a pas pu être chargée.',
  retry: 'Réessayer',
  empty: 'Aucun indicateur commun à comparer.',
};
