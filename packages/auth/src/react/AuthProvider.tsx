import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { AuthError } from '../errors';
import type { AuthClient } from '../types';

export type AuthContextValue = { client: AuthClient; callbackError: AuthError | null };

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The provider's value; `user` names the hook or component in the error thrown without one. */
export function useAuthContext(user: string): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error(`${user} must be used inside <AuthProvider>.`);
  return context;
}

export type AuthProviderProps = {
  client: AuthClient;
  /** Called with the intended destination after a successful return from the provider. */
  onRedirect?: (destination: string) => void;
  /** Called when the return from the provider failed (the error is also in `useAuth()`). */
  onError?: (error: AuthError) => void;
  children: ReactNode;
};

/**
 * Provides the auth client. At mount it handles a return from the provider (`code` in the
 * address) exactly once, even under StrictMode, or else checks for an existing session.
 */
export function AuthProvider({ client, onRedirect, onError, children }: AuthProviderProps) {
  const [callbackError, setCallbackError] = useState<AuthError | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per client; callbacks are read at resolution time
  useEffect(() => {
    let active = true;
    client.handleRedirectCallback().then(
      (destination) => {
        if (!active) return;
        if (destination === null) {
          if (client.getSnapshot().status !== 'signed-in') void client.checkAuth('load');
          return;
        }
        onRedirect?.(destination);
      },
      (error: AuthError) => {
        if (!active) return;
        setCallbackError(error);
        onError?.(error);
      },
    );
    return () => {
      active = false;
    };
  }, [client]);

  return <AuthContext.Provider value={{ client, callbackError }}>{children}</AuthContext.Provider>;
}
