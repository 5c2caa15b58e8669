export type GuardMessages = {
  /** Shown while the check runs. */
  checking: string;
  /** Shown once the check failed, while the app redirects to sign-in. */
  denied: string;
};

export const guardMessages: GuardMessages = {
  checking: 'Vérification de votre connexion…',
  denied: 'Connexion requise\u00a0: redirection vers la page de connexion…',
};
