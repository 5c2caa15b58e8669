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
  | 'CONFIG';

/** French messages shown to users, one per code. */
export const authErrorMessages: Record<AuthErrorCode, string> = {
  STATE_MISMATCH:
    'La réponse du service de connexion ne correspond pas à votre demande. Veuillez vous reconnecter.',
  STATE_MISSING:
    'Aucune demande de connexion en cours dans cet onglet : la réponse du service de connexion a été ignorée. Veuillez vous reconnecter.',
  STATE_EXPIRED: 'La demande de connexion a expiré. Veuillez vous reconnecter.',
  PROVIDER_ERROR: 'Le service de connexion a refusé la demande.',
  EXCHANGE_FAILED: 'La connexion n’a pas pu être finalisée auprès du service de connexion.',
  CODE_ALREADY_USED: 'Ce lien de connexion a déjà été utilisé. Veuillez vous reconnecter.',
  TIMEOUT: 'Le service ne répond pas. Réessayez dans quelques instants.',
  NETWORK: 'Le service est injoignable. Vérifiez votre connexion puis réessayez.',
  SERVER_UNAVAILABLE:
    'Le serveur EPIC est momentanément indisponible : votre session n’est pas perdue. Réessayez dans quelques instants.',
  SESSION_FAILED: 'La session n’a pas pu être ouverte sur le serveur EPIC.',
  REFRESH_FAILED: 'Votre session a expiré. Veuillez vous reconnecter.',
  UNAUTHORIZED: 'Votre session a expiré. Veuillez vous reconnecter.',
  CONFIG: 'La configuration de la connexion est invalide.',
};

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

  constructor(
    code: AuthErrorCode,
    options: { message?: string; cause?: unknown; destination?: string } = {},
  ) {
    super(options.message ?? authErrorMessages[code], { cause: options.cause });
    this.code = code;
    this.destination = options.destination;
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
