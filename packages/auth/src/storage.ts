/** Keys in `localStorage` (the spec's three, plus the absolute expiry) and `sessionStorage`. */
export const storageKeys = {
  accessToken: 'epic_user_token',
  refreshToken: 'epic_user_refresh_token',
  expiresIn: 'epic_user_expires_in',
  /** Absolute expiry in milliseconds since the epoch (the spec stores only the lifetime). */
  expiresAt: 'epic_user_expires_at',
  /**
   * The provider's ID token, when it issues one (an `openid` scope): sent as `id_token_hint` to its
   * end-session endpoint at sign-out. Not one of the spec's keys.
   */
  idToken: 'epic_user_id_token',
  /** Pending authorization request of this tab (sessionStorage): state, verifier, destination. */
  pendingRequest: 'epic_auth_pending',
  /** Set by a sign-out that leaves for the provider (sessionStorage), read back on the return. */
  signedOut: 'epic_auth_signed_out',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** The minimal Web Storage surface we use, so tests can pass an in-memory one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StoredTokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresIn: string | null;
  expiresAt: number | null;
  idToken: string | null;
};

export function readTokens(storage: StorageLike): StoredTokens | null {
  const accessToken = storage.getItem(storageKeys.accessToken);
  if (!accessToken) return null;
  const expiresAt = Number(storage.getItem(storageKeys.expiresAt));
  return {
    accessToken,
    refreshToken: storage.getItem(storageKeys.refreshToken),
    expiresIn: storage.getItem(storageKeys.expiresIn),
    expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
    idToken: storage.getItem(storageKeys.idToken),
  };
}

export function writeTokens(
  storage: StorageLike,
  tokens: {
    access_token: string;
    refresh_token?: string | undefined;
    expires_in?: number | undefined;
    id_token?: string | undefined;
  },
  now: number,
): void {
  storage.setItem(storageKeys.accessToken, tokens.access_token);
  // A refresh response usually has no ID token: the one from the sign-in stays.
  if (tokens.id_token) storage.setItem(storageKeys.idToken, tokens.id_token);
  if (tokens.refresh_token) storage.setItem(storageKeys.refreshToken, tokens.refresh_token);
  if (tokens.expires_in !== undefined) {
    storage.setItem(storageKeys.expiresIn, String(tokens.expires_in));
    storage.setItem(storageKeys.expiresAt, String(now + tokens.expires_in * 1000));
  } else {
    storage.removeItem(storageKeys.expiresIn);
    storage.removeItem(storageKeys.expiresAt);
  }
}

/** Removes the three spec keys, the expiry and the ID token (spec §4: on exchange failure and on sign-out). */
export function clearTokens(storage: StorageLike): void {
  storage.removeItem(storageKeys.idToken);
  storage.removeItem(storageKeys.accessToken);
  storage.removeItem(storageKeys.refreshToken);
  storage.removeItem(storageKeys.expiresIn);
  storage.removeItem(storageKeys.expiresAt);
}
