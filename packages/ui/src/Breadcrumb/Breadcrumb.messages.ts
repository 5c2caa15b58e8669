export type BreadcrumbMessages = {
  /** Accessible name of the navigation landmark. */
  label: string;
  loading: string;
};

export const breadcrumbMessages: BreadcrumbMessages = {
  label: 'Hiérarchie du territoire',
  loading: 'Chargement de la hiérarchie…',
};
