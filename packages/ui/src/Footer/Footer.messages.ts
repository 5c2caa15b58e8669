export type FooterMessages = {
  /** Heading and accessible name of the site map (RGAA 12.1). */
  siteMapLabel: string;
  /** Site map entries: one per route. */
  home: string;
  explorer: string;
  comparer: string;
  about: string;
  version: string;
  /** Accessible name of the footer's link list. */
  linksLabel: string;
  data: string;
  /** The accessibility status, as the law requires it in the footer of every page. */
  accessibility: string;
  legal: string;
  /** Line under the links about the data licence. */
  licence: string;
};

export const footerMessages: FooterMessages = {
  siteMapLabel: 'Plan du site',
  home: 'Accueil',
  explorer: 'Explorer un territoire',
  comparer: 'Comparer deux territoires',
  about: 'À propos',
  version: 'Version',
  linksLabel: 'Liens de pied de page',
  data: 'Sources des données',
  accessibility: 'Accessibilité : non conforme',
  legal: 'Mentions légales',
  licence: 'Données publiques sous Licence Ouverte (Etalab 2.0), sauf mention contraire.',
};
