/** Generic labels of the footer; its links and texts come in as props. */
export type FooterMessages = {
  /** Accessible name of the bottom row of links. */
  linksLabel: string;
};

export const footerMessages: FooterMessages = {
  linksLabel: 'Liens de pied de page',
};
