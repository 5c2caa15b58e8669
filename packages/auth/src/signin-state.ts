import type { StorageKeys, StorageLike } from './storage';

/**
 * A pending authorization request of this tab (sessionStorage), like oidc-client-ts's SigninState.
 * Created with the authorization URL (token-client.ts), read back once on the return.
 */
export type PendingRequest = {
  /** 40 letters and digits (spec §3), checked once on the return. */
  state: string;
  /** PKCE code verifier. */
  verifier: string;
  /** Same-origin path to land on after the sign-in. */
  destination: string;
  createdAt: number;
};

/** Reads and removes the pending request: a state is usable once. */
export function takeSigninState(storage: StorageLike, keys: StorageKeys): PendingRequest | null {
  const raw = storage.getItem(keys.pendingRequest);
  storage.removeItem(keys.pendingRequest);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingRequest>;
    if (
      typeof value.state === 'string' &&
      typeof value.verifier === 'string' &&
      typeof value.destination === 'string' &&
      typeof value.createdAt === 'number'
    ) {
      return value as PendingRequest;
    }
  } catch {
    // A corrupted entry counts as no pending request.
  }
  return null;
}
