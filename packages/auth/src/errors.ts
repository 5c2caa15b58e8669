/** Codes of every failure of the sign-in logic. */
export type AuthErrorCode =
  | 'STATE_MISMATCH'
  | 'STATE_MISSING'
  | 'STATE_EXPIRED'
  | 'PROVIDER_ERROR'
  | 'EXCHANGE_FAILED'
  | 'CODE_ALREADY_USED'
  | 'TIMEOUT'
  | 'NETWORK'
  | 'SERVER_UNAVAILABLE'
  | 'SESSION_FAILED'
  | 'REFRESH_FAILED'
  | 'UNAUTHORIZED'
  | 'CONFIG'
  | 'DISCOVERY_FAILED';

/** French messages shown to users, one per code. */
export const authErrorMessages: Record<AuthErrorCode, string> = {
  STATE_MISMATCH:
    'La réponse du service de connexion ne correspond pas à votre demande. Veuillez vous reconnecter.',
  STATE_MISSING:
    'Aucune demande de connexion en cours dans cet onglet\u00a0: la réponse du service de connexion a été ignorée. Veuillez vous reconnecter.',
  STATE_EXPIRED: 'La demande de connexion a expiré. Veuillez vous reconnecter.',
  PROVIDER_ERROR: 'Le service de connexion a refusé la demande.',
  EXCHANGE_FAILED: 'La connexion n’a pas pu être finalisée auprès du service de connexion.',
  CODE_ALREADY_USED: 'Ce lien de connexion a déjà été utilisé. Veuillez vous reconnecter.',
  TIMEOUT: 'Le service ne répond pas. Réessayez dans quelques instants.',
  NETWORK: 'Le service est injoignable. Vérifiez votre connexion puis réessayez.',
  SERVER_UNAVAILABLE:
    'Le serveur EPIC est momentanément indisponible\u00a0: votre session n’est pas perdue. Réessayez dans quelques instants.',
  SESSION_FAILED: 'La session n’a pas pu être ouverte sur le serveur EPIC.',
  REFRESH_FAILED: 'Votre session a expiré. Veuillez vous reconnecter.',
  UNAUTHORIZED: 'Votre session a expiré. Veuillez vous reconnecter.',
  CONFIG: 'La configuration de la connexion est invalide.',
  DISCOVERY_FAILED:
    'La configuration du service de connexion est introuvable ou illisible. Réessayez dans quelques instants.',
};

/**
 * French messages for the OAuth 2.0 errors a provider sends back to the site (RFC 6749 §4.1.2.1,
 * OpenID Connect Core §3.1.2.6, and oidc-provider's `invalid_redirect_uri`). The provider's
 * `error_description` is English and meant for developers: it is never shown.
 */
export const providerErrorMessages: Readonly<Record<string, string>> = {
  invalid_request:
    'Le service de connexion a refusé la demande, incomplète ou invalide. Veuillez vous reconnecter.',
  unauthorized_client: 'Ce site n’est pas autorisé à utiliser ce mode de connexion.',
  access_denied: 'La connexion a été refusée ou annulée.',
  unsupported_response_type: 'Le service de connexion ne prend pas en charge ce mode de connexion.',
  invalid_scope: 'Le service de connexion ne reconnaît pas les droits demandés.',
  invalid_redirect_uri:
    'Le service de connexion n’accepte pas l’adresse de retour de ce site. Ouvrez le site à son adresse habituelle et reconnectez-vous.',
  invalid_client: 'Ce site n’est pas connu du service de connexion.',
  server_error: 'Le service de connexion a rencontré une erreur. Réessayez dans quelques instants.',
  temporarily_unavailable:
    'Le service de connexion est momentanément indisponible. Réessayez dans quelques instants.',
  login_required: 'Vous devez vous identifier auprès du service de connexion.',
  consent_required: 'Votre accord est nécessaire pour vous connecter à EPIC.',
  interaction_required:
    'Le service de connexion attend une action de votre part. Veuillez vous reconnecter.',
  account_selection_required: 'Choisissez un compte auprès du service de connexion.',
};

/** The French message of a provider's OAuth error code (the general one for an unknown code). */
export function providerErrorMessage(error: string | null | undefined): string {
  const known =
    error && Object.hasOwn(providerErrorMessages, error) ? providerErrorMessages[error] : undefined;
  return known ?? authErrorMessages.PROVIDER_ERROR;
}

/** A failure of the sign-in logic, with a `code` for programs and a French `message` for people. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly code: AuthErrorCode;
  /**
   * For a failed return from the provider: where the user was going when the sign-in started (a
   * same-origin path), so that trying again leads there. Undefined when this tab had no pending
   * request.
   */
  destination: string | undefined;
  /** With PROVIDER_ERROR: the provider's OAuth error code (`access_denied`…), when it sent one. */
  readonly providerError: string | undefined;

  constructor(
    code: AuthErrorCode,
    options: {
      message?: string;
      cause?: unknown;
      destination?: string;
      providerError?: string;
    } = {},
  ) {
    super(options.message ?? authErrorMessages[code], { cause: options.cause });
    this.code = code;
    this.destination = options.destination;
    this.providerError = options.providerError;
  }
}

/** Maps a thrown value from fetch to TIMEOUT / NETWORK, keeping AuthErrors as they are. */
export function toAuthError(error: unknown, fallback: AuthErrorCode): AuthError {
  if (error instanceof AuthError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new AuthError('TIMEOUT', { cause: error });
  if (error instanceof TypeError) return new AuthError('NETWORK', { cause: error });
  return new AuthError(fallback, { cause: error });
}

/** A provider's error sent back to the site (`?error=…`): French, by its code. */
export function providerError(error: string | null | undefined, cause?: unknown): AuthError {
  return new AuthError('PROVIDER_ERROR', {
    message: providerErrorMessage(error),
    ...(error ? { providerError: error } : {}),
    ...(cause === undefined ? {} : { cause }),
  });
}
