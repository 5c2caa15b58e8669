export type LogoStripMessages = {
  /** Accessible name of the list of logos. */
  label: string;
};

export const logoStripMessages: LogoStripMessages = {
  label: 'Partenaires',
};
