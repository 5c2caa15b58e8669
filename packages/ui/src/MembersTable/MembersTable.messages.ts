import { formatNumber } from '../format';

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
};
