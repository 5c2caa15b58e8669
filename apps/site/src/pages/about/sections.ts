/**
 * The sections of « À propos », in page order: each heading's anchor and title. The site map
 * lists them; each section's component gives its heading the same id (checked end to end).
 */
export const aboutSections = [
  { id: 'donnees', title: 'Sources des données' },
  { id: 'indicateurs', title: 'Indicateurs statistiques' },
  { id: 'recensements', title: 'Recensements, périmètres et séries' },
  { id: 'territoires-comparables', title: 'Territoires comparables' },
  { id: 'accessibilite', title: 'Déclaration d’accessibilité' },
  { id: 'mentions-legales', title: 'Mentions légales' },
] as const;
