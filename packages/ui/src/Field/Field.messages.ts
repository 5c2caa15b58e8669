/** Default French copy of the form fields (`TextInput`, `Select`). */
export const fieldMessages = {
  /** Appended to the label of a required field. */
  required: '(obligatoire)',
  /** Read before the error message (U+00A0 before the colon). */
  errorPrefix: 'Erreur\u00a0:',
};

export type FieldMessages = typeof fieldMessages;
