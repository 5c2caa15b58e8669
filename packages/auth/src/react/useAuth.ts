import { useContext, useSyncExternalStore } from 'react';
import type { AuthStatus, AuthUser } from '../client';
import type { AuthError } from '../errors';
import { AuthContext } from './AuthProvider';

export type UseAuthResult = {
  status: AuthStatus;
  user: AuthUser | null;
  error: AuthError | null;
  /** The failure of the last return from the provider, if any. */
  callbackError: AuthError | null;
  signIn: (destination?: string) => Promise<void>;
  signOut: () => Promise<void>;
  checkAuth: () => Promise<boolean>;
};

/** The auth state and actions. Must be used inside `<AuthProvider>`. */
export function useAuth(): UseAuthResult {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>.');
  const { client, callbackError } = context;
  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
  return {
    ...snapshot,
    callbackError,
    signIn: client.startSignIn,
    signOut: client.signOut,
    checkAuth: client.checkAuth,
  };
}
