export type DotPlotMessages = {
  loading: string;
  error: string;
  retry: string;
  /** No item has a value. */
  empty: string;
  /** A value missing without a reason given. */
  noValue: string;
  /** Toggle of the data table (text alternative). */
  showTable: string;
  /** Column headers of the data table. */
  territory: string;
  value: string;
  /** Separates the reference values (France, parents) from the territories. */
  references: string;
  /** "Valeur la plus élevée : Lyon (2024), 24 350 € ; la plus basse : …". */
  summary: (highest: string, lowest: string) => string;
  /** One item's value in the summary: "Lyon (2024), 24 350 €". */
  item: (label: string, value: string) => string;
  /** The reference values in the summary: "Références : France, 22 000 €.". */
  referencesSummary: (items: string) => string;
  /** Items without a value in the summary: "Sans valeur : Béon (commune fusionnée).". */
  missingSummary: (items: string) => string;
};

export const dotPlotMessages: DotPlotMessages = {
  loading: 'Chargement du graphique…',
  error: 'Le graphique n’a pas pu être chargé.',
  retry: 'Réessayer',
  empty: 'Aucune valeur pour cet indicateur.',
  noValue: 'Non disponible',
  showTable: 'Afficher les données en tableau',
  territory: 'Territoire',
  value: 'Valeur',
  references: 'Valeurs de référence',
  summary: (highest, lowest) =>
    `Valeur la plus élevée\u00a0: ${highest}\u202f; la plus basse\u00a0: ${lowest}.`,
  item: (label, value) => `${label}, ${value}`,
  referencesSummary: (items) => `Références\u00a0: ${items}.`,
  missingSummary: (items) => `Sans valeur\u00a0: ${items}.`,
};
