/** Dates of the À propos page: "23 novembre 2026". */
export const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });
