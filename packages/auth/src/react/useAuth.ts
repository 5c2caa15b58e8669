import { useSyncExternalStore } from 'react';
import type { AuthError } from '../errors';
import type { SignOutNotice, SignOutResult } from '../signout';
import type { AuthClient, AuthStatus, AuthUser } from '../types';
import { useAuthContext } from './AuthProvider';

export type UseAuthResult<U extends AuthUser = AuthUser> = {
  status: AuthStatus;
  user: U | null;
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

/**
 * The auth state and actions. Must be used inside `<AuthProvider>`. With a `mapClaims` option,
 * name its user type: `useAuth<MyUser>()` (the client of the nearest provider made it).
 */
export function useAuth<U extends AuthUser = AuthUser>(): UseAuthResult<U> {
  const { client: anyClient, callbackError } = useAuthContext('useAuth');
  const client = anyClient as AuthClient<U>;
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
