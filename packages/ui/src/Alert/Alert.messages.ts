/** Default French copy of `Alert`: the type is read before the message (colour is not the only cue). */
export const alertMessages = {
  info: 'Information\u00a0:',
  success: 'Succès\u00a0:',
  warning: 'Attention\u00a0:',
  error: 'Erreur\u00a0:',
  /** Accessible name of the close button. */
  close: 'Masquer le message',
};

export type AlertMessages = typeof alertMessages;
