export type ContactLinkMessages = {
  /** Visible label of the link. */
  label: string;
  /** Pre-filled subject of the e-mail. */
  subject: string;
  /** Appended to the accessible name: the link opens the mail program. */
  opensMail: string;
};

export const contactLinkMessages: ContactLinkMessages = {
  label: 'Contact',
  subject: 'Demande de contact',
  opensMail: 'ouvre votre messagerie',
};
