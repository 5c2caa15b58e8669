import { useSyncExternalStore } from 'react';
import type { AuthError } from '../errors';
import type { SignOutNotice, SignOutResult } from '../signout';
import type { AuthStatus, AuthUser } from '../types';
import { useAuthContext } from './AuthProvider';

export type UseAuthResult = {
  status: AuthStatus;
  user: AuthUser | null;
  error: AuthError | null;
  /**
   * The failure of the last return from the provider, if any. Its `destination` is where the user
   * was going: pass it to `signIn` to try again.
   */
  callbackError: AuthError | null;
  /** After a sign-out: whether the provider's session ended too (see `signOutMessages`). */
  signedOut: SignOutNotice | null;
  signIn: (destination?: string) => Promise<void>;
  signOut: () => Promise<SignOutResult>;
  checkAuth: () => Promise<boolean>;
};

/** The auth state and actions. Must be used inside `<AuthProvider>`. */
export function useAuth(): UseAuthResult {
  const { client, callbackError } = useAuthContext('useAuth');
  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
  return {
    ...snapshot,
    signedOut: snapshot.signedOut ?? null,
    callbackError,
    signIn: client.startSignIn,
    signOut: client.signOut,
    checkAuth: client.checkAuth,
  };
}
