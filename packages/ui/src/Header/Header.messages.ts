export type HeaderMessages = {
  home: string;
  explorer: string;
  comparer: string;
  about: string;
  /** Accessible name of the main navigation. */
  navigation: string;
  /** Site name shown next to the logos. */
  siteName: string;
  /** Tagline under the site name. */
  tagline: string;
  /**
   * Accessible name of the brand link back to the home page. Starts with the visible text (site
   * name and tagline, RGAA 6.1 / WCAG 2.5.3), then says where the link leads.
   */
  homeLinkLabel: string;
  /** Burger button label when the menu is closed. */
  openMenu: string;
  /** Burger button label when the menu is open. */
  closeMenu: string;
  /** Visible label of the burger button. */
  menu: string;
  /** Prefix before the signed-in user's name. */
  signedInAs: string;
  signOut: string;
  signIn: string;
};

export const headerMessages: HeaderMessages = {
  home: 'Accueil',
  explorer: 'Explorer',
  comparer: 'Comparer',
  about: 'À propos',
  navigation: 'Menu principal',
  siteName: 'EPIC',
  tagline: 'Explorer et comparer les territoires',
  homeLinkLabel: 'EPIC, Explorer et comparer les territoires – Accueil',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menu: 'Menu',
  signedInAs: 'Connecté·e :',
  signOut: 'Se déconnecter',
  signIn: 'Se connecter',
};
