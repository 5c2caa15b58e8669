export type { BreadcrumbProps } from './Breadcrumb';
export { Breadcrumb } from './Breadcrumb';
export type { BreadcrumbMessages } from './Breadcrumb.messages';
export { breadcrumbMessages } from './Breadcrumb.messages';
