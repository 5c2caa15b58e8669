/** The default prefix of the token keys in `localStorage` (the spec's). */
export const defaultStoragePrefix = 'epic_user_';

/**
 * Keys in `localStorage` (the spec's three, plus the absolute expiry) and `sessionStorage`, with
 * the default prefix. `storageKeysFor(prefix)` gives them for another prefix.
 */
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

/** The storage keys of one client, and the names it shares with its other tabs. */
export type StorageKeys = { readonly [K in keyof typeof storageKeys]: string } & {
  /** BroadcastChannel between the tabs. */
  readonly channel: string;
  /** Web Lock held by the tab that refreshes. */
  readonly refreshLock: string;
};

/**
 * The keys for a prefix: the token keys are `${prefix}token`, `${prefix}refresh_token`… Another
 * prefix also gets its own pending-request keys, channel and lock, so that two clients on one
 * origin never read each other's state; the default prefix keeps EPIC's names.
 */
export function storageKeysFor(prefix: string = defaultStoragePrefix): StorageKeys {
  if (prefix === defaultStoragePrefix) {
    return { ...storageKeys, channel: 'epic-auth', refreshLock: 'epic-auth-refresh' };
  }
  return {
    accessToken: `${prefix}token`,
    refreshToken: `${prefix}refresh_token`,
    expiresIn: `${prefix}expires_in`,
    expiresAt: `${prefix}expires_at`,
    idToken: `${prefix}id_token`,
    pendingRequest: `${prefix}pending`,
    signedOut: `${prefix}signed_out`,
    channel: `${prefix}auth`,
    refreshLock: `${prefix}refresh`,
  };
}

/** Where a client keeps its tokens: its localStorage and its keys. */
export type TokenStore = { local: StorageLike; keys: StorageKeys };

/** The minimal Web Storage surface we use, so tests can pass an in-memory one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type StoredTokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresIn: string | null;
  expiresAt: number | null;
  idToken: string | null;
};

export function readTokens({ local: storage, keys }: TokenStore): StoredTokens | null {
  const accessToken = storage.getItem(keys.accessToken);
  if (!accessToken) return null;
  const expiresAt = Number(storage.getItem(keys.expiresAt));
  return {
    accessToken,
    refreshToken: storage.getItem(keys.refreshToken),
    expiresIn: storage.getItem(keys.expiresIn),
    expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
    idToken: storage.getItem(keys.idToken),
  };
}

export function writeTokens(
  { local: storage, keys }: TokenStore,
  tokens: {
    access_token: string;
    refresh_token?: string | undefined;
    expires_in?: number | undefined;
    id_token?: string | undefined;
  },
  now: number,
): void {
  storage.setItem(keys.accessToken, tokens.access_token);
  // A refresh response usually has no ID token: the one from the sign-in stays.
  if (tokens.id_token) storage.setItem(keys.idToken, tokens.id_token);
  if (tokens.refresh_token) storage.setItem(keys.refreshToken, tokens.refresh_token);
  if (tokens.expires_in !== undefined) {
    storage.setItem(keys.expiresIn, String(tokens.expires_in));
    storage.setItem(keys.expiresAt, String(now + tokens.expires_in * 1000));
  } else {
    storage.removeItem(keys.expiresIn);
    storage.removeItem(keys.expiresAt);
  }
}

/** Removes the three spec keys, the expiry and the ID token (spec §4: on exchange failure and on sign-out). */
export function clearTokens({ local: storage, keys }: TokenStore): void {
  storage.removeItem(keys.idToken);
  storage.removeItem(keys.accessToken);
  storage.removeItem(keys.refreshToken);
  storage.removeItem(keys.expiresIn);
  storage.removeItem(keys.expiresAt);
}
