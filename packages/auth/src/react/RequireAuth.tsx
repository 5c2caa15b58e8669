import { type ReactNode, useContext, useEffect, useState } from 'react';
import { AuthContext } from './AuthProvider';

export type RequireAuthProps = {
  /** Shown while the check runs. @default a French status line */
  fallback?: ReactNode;
  /** Shown after a denial, while the browser leaves for the provider. */
  deniedFallback?: ReactNode;
  /** Where to come back after sign-in. @default the current path and query */
  destination?: string;
  children: ReactNode;
};

/**
 * Renders its children only once `checkAuth()` passed; otherwise starts sign-in exactly once
 * (spec §4 route guard). Same pattern as `Guard` in @epic/ui, for apps without it.
 */
export function RequireAuth({ fallback, deniedFallback, destination, children }: RequireAuthProps) {
  const context = useContext(AuthContext);
  if (!context) throw new Error('RequireAuth must be used inside <AuthProvider>.');
  const { client } = context;
  const [state, setState] = useState<'checking' | 'allowed' | 'denied'>('checking');

  useEffect(() => {
    let active = true;
    client.checkAuth().then((allowed) => {
      if (!active) return;
      setState(allowed ? 'allowed' : 'denied');
      if (!allowed) void client.startSignIn(destination);
    });
    return () => {
      active = false;
    };
  }, [client, destination]);

  if (state === 'allowed') return <>{children}</>;
  if (state === 'denied') {
    return <>{deniedFallback ?? <p role="status">Redirection vers la page de connexion…</p>}</>;
  }
  return <>{fallback ?? <p role="status">Vérification de votre connexion…</p>}</>;
}
