/** Generic labels of the header; the site's own texts (brand, navigation) come in as props. */
export type HeaderMessages = {
  /** End of the brand link's accessible name: where it leads. */
  home: string;
  /** Accessible name of the main navigation. */
  navigation: string;
  /** Burger button label when the menu is closed. */
  openMenu: string;
  /** Burger button label when the menu is open. */
  closeMenu: string;
  /** Visible label of the burger button. */
  menu: string;
  /**
   * Prefix before the signed-in user's name: a noun, so that it reads the same for anyone and a
   * screen reader says it plainly (« Compte : Camille Martin »), with no « ·e » to spell out.
   */
  signedInAs: string;
  /** Label of the sign-out button. */
  signOut: string;
  /** Label of the sign-in button. */
  signIn: string;
};

export const headerMessages: HeaderMessages = {
  home: 'Accueil',
  navigation: 'Menu principal',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menu: 'Menu',
  signedInAs: 'Compte\u00a0:',
  signOut: 'Se déconnecter',
  signIn: 'Se connecter',
};
