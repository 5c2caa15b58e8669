export type VintageSelectMessages = {
  label: string;
  /** Text of an option where the territory does not exist. */
  absentOption: (year: number) => string;
  /** Shown under the select when the chosen vintage is one where the territory is absent. */
  absentHint: (year: number) => string;
  loading: string;
};

export const vintageSelectMessages: VintageSelectMessages = {
  label: 'Millésime',
  absentOption: (year) => `${year} (territoire absent)`,
  absentHint: (year) => `Ce territoire n’existe pas dans le millésime ${year}.`,
  loading: 'Chargement des millésimes…',
};
