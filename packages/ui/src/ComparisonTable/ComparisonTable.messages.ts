export type ComparisonTableMessages = {
  caption: (left: string, right: string) => string;
  side: (name: string, year: number) => string;
  indicator: string;
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
  /** A value covered by statistical secret. */
  secret: string;
  /** The relative difference of a rate (a ratio of two percentages) is not shown. */
  rateRelative: string;
  /** The relative difference from a zero value. */
  zeroBase: string;
  swap: string;
  exportCsv: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
};

export const comparisonTableMessages: ComparisonTableMessages = {
  caption: (left, right) => `Comparaison\u00a0: ${left} et ${right}`,
  side: (name, year) => `${name} (${year})`,
  indicator: 'Indicateur',
  leftKey: 'A',
  rightKey: 'B',
  difference: (rightName, leftName) => `Écart (${rightName} − ${leftName})`,
  relativeDifference: 'Écart relatif',
  higher: 'Le plus élevé',
  equal: 'Égalité',
  noValue: 'Non disponible',
  notApplicable: 'Sans objet',
  secret: 'Secret statistique',
  rateRelative: 'Sans objet',
  zeroBase: 'Non calculable',
  swap: 'Inverser les deux territoires',
  exportCsv: 'Exporter en CSV',
  loading: 'Chargement de la comparaison…',
  error: 'La comparaison n’a pas pu être chargée.',
  retry: 'Réessayer',
  empty: 'Aucun indicateur commun à comparer.',
};
