export type { PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
export type { PaginationMessages } from './Pagination.messages';
export { paginationMessages } from './Pagination.messages';
export type { PageItem } from './pages';
export { pageItems } from './pages';
