/** Default French copy of `Button` and `ButtonLink`. */
export const buttonMessages = {
  /** Read after the label while `loading` is true. */
  loading: 'Chargement en cours',
};

export type ButtonMessages = typeof buttonMessages;
