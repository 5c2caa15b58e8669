import { formatNumber, pluralize } from '../format';
import { statisticCoverage, statisticPublished, statisticReasons } from '../territory/statistic';

export type MembersTableMessages = {
  name: string;
  code: string;
  level: string;
  population: string;
  share: string;
  /** CSV header of the share column (a percentage number). */
  shareCsv: string;
  /** Hint read after a sortable header. */
  sortHint: string;
  previous: string;
  next: string;
  pagination: string;
  page: (page: number, pages: number) => string;
  range: (from: number, to: number, total: number) => string;
  exportCsv: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  noValue: string;
  /** The column chooser's disclosure button. */
  chooseColumns: string;
  /** Live count of the chosen indicator columns. */
  chosenCount: (count: number) => string;
  resetColumns: string;
  /** Short cell text of a statistical secret, and its full text for assistive technology. */
  secret: string;
  secretFull: string;
  /** Short cell text of a missing value ("n.d."), and its full text. */
  unavailable: string;
  unavailableFull: string;
  /** Short cell text of a figure published for communes only, and its full text. */
  notApplicable: string;
  notApplicableFull: string;
  /** Full text of a figure INSEE publishes above the commune, at a level it does not publish it for. */
  notPublishedHereFull: string;
  /** Under an indicator's header when its values are INSEE's own (never computed from communes). */
  published: string;
  /** Why a value is missing, by the API's reason code (after "non disponible : "). */
  reasons: Record<string, string>;
  /** An aggregate computed on part of its communes. */
  coverage: (covered: number, of: number) => string;
  /** Short text of a value being loaded, and its full text. */
  pending: string;
  pendingFull: string;
  /** CSV header of the sources and licences column. */
  sourcesCsv: string;
};

export const membersTableMessages: MembersTableMessages = {
  name: 'Nom',
  code: 'Code',
  level: 'Niveau',
  population: 'Population',
  share: 'Part',
  shareCsv: 'Part (%)',
  sortHint: 'trier',
  previous: 'Page précédente',
  next: 'Page suivante',
  pagination: 'Pagination du tableau',
  page: (page, pages) => `Page ${page} sur ${pages}`,
  range: (from, to, total) =>
    `Lignes ${formatNumber(from)} à ${formatNumber(to)} sur ${formatNumber(total)}`,
  exportCsv: 'Exporter en CSV',
  loading: 'Chargement des membres…',
  error: 'La liste des membres n’a pas pu être chargée.',
  retry: 'Réessayer',
  empty: 'Ce territoire n’a aucun membre dans ce millésime.',
  noValue: '—',
  chooseColumns: 'Choisir les colonnes',
  chosenCount: (count) =>
    count === 0
      ? 'Aucune colonne d’indicateur choisie'
      : `${formatNumber(count)} ${pluralize(count, 'colonne d’indicateur choisie', 'colonnes d’indicateurs choisies')}`,
  resetColumns: 'Rétablir les colonnes par défaut',
  secret: 'secret',
  secretFull: 'secret statistique',
  unavailable: 'n.d.',
  unavailableFull: 'non disponible',
  notApplicable: 'sans objet',
  notApplicableFull: 'sans objet\u00a0: publié à la commune uniquement',
  notPublishedHereFull: 'sans objet\u00a0: non publié à ce niveau',
  published: statisticPublished,
  reasons: statisticReasons,
  coverage: statisticCoverage,
  pending: '…',
  pendingFull: 'chargement',
  sourcesCsv: 'Sources et licences',
};
