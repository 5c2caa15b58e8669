export type FooterMessages = {
  /** Accessible name of the footer's link list. */
  linksLabel: string;
  data: string;
  accessibility: string;
  legal: string;
  version: string;
  /** Line under the links about the data licence. */
  licence: string;
};

export const footerMessages: FooterMessages = {
  linksLabel: 'Liens de pied de page',
  data: 'Sources des données',
  accessibility: 'Accessibilité : partiellement conforme',
  legal: 'Mentions légales',
  version: 'Version',
  licence: 'Données publiques sous Licence Ouverte (Etalab 2.0), sauf mention contraire.',
};
