/** Default French copy of `Pagination`. */
export const paginationMessages = {
  /** Name of the navigation landmark. */
  label: 'Pagination',
  previous: 'Page précédente',
  next: 'Page suivante',
  /** Accessible name of a page number. */
  page: (page: number) => `Page ${page}`,
  /** Position shown on narrow screens, where the page numbers are hidden. */
  position: (page: number, pageCount: number) => `Page ${page} sur ${pageCount}`,
};

export type PaginationMessages = typeof paginationMessages;
