export type LayoutMessages = {
  /** The skip link, first focusable element of the page (RGAA 12.7). */
  skipToContent: string;
};

export const layoutMessages: LayoutMessages = {
  skipToContent: 'Aller au contenu',
};
