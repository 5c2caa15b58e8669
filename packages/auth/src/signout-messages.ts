import type { SignOutNotice } from './signout';

/**
 * The French message for each sign-out outcome, for the signed-out screen. A module of its own:
 * an app can load it only once there is something to say.
 */
export const signOutMessages: Record<SignOutNotice, string> = {
  'provider-ended': 'Vous êtes déconnecté d’EPIC et du service de connexion.',
  'provider-may-remain':
    'Vous êtes déconnecté d’EPIC. Votre session chez le fournisseur d’identité peut rester ouverte\u00a0: fermez le navigateur sur un ordinateur partagé.',
};
