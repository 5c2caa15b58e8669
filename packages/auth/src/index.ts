/**
 * @epic/auth: sign-in through the SSO provider and the backend session.
 * The protocol logic lands with the auth issue; the storage keys are the spec's contract (§3).
 */
export const storageKeys = {
  accessToken: 'epic_user_token',
  refreshToken: 'epic_user_refresh_token',
  expiresIn: 'epic_user_expires_in',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
