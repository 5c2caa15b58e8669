export type GuardMessages = {
  /** Shown while the check runs. */
  checking: string;
  /** Shown once the check failed, while the app redirects to sign-in. */
  denied: string;
  /** The error state's message when the check could not be run (with `showErrors`). */
  error: string;
  /** Label of the error state's retry button. */
  retry: string;
};

export const guardMessages: GuardMessages = {
  checking: 'Vérification de votre connexion…',
  denied: 'Connexion requise\u00a0: redirection vers la page de connexion…',
  error: 'Impossible de vérifier votre connexion pour le moment.',
  retry: 'Réessayer',
};
