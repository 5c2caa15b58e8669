/**
 * The OAuth 2.0 errors the local server can show on its own page (when it cannot send the browser
 * back to the site), in French: never the provider's English description.
 */
const messages: Record<string, string> = {
  invalid_redirect_uri:
    'L’adresse de retour demandée n’est pas enregistrée pour ce site\u00a0: ouvrez le site à son adresse habituelle et reconnectez-vous.',
  invalid_request: 'La demande de connexion est incomplète ou invalide.',
  invalid_client: 'Ce site n’est pas connu du service de connexion.',
  unauthorized_client: 'Ce site n’est pas autorisé à utiliser ce mode de connexion.',
  unsupported_response_type: 'Ce mode de connexion n’est pas pris en charge.',
  invalid_scope: 'Les droits demandés ne sont pas reconnus.',
  access_denied: 'La connexion a été refusée.',
  login_required: 'Vous devez vous identifier.',
  consent_required: 'Votre accord est nécessaire pour vous connecter.',
  interaction_required: 'Une action de votre part est nécessaire pour vous connecter.',
  invalid_grant: 'La demande de connexion a expiré ou a déjà servi.',
  server_error: 'Le service de connexion a rencontré une erreur.',
  temporarily_unavailable: 'Le service de connexion est momentanément indisponible.',
  session_not_found: 'Votre session de connexion a expiré.',
};

/** The French sentence for an OAuth error code (a general one for a code it does not know). */
export function errorMessage(code: string | undefined): string {
  return (code && messages[code]) || 'Le service de connexion n’a pas pu traiter la demande.';
}
