import { AuthError } from '@epic/auth';
import { useRequireAuth } from '@epic/auth/react';
import { Guard } from '@epic/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import styles from './Shell.module.css';

type ScreenModule = { prefetch?: (search: URLSearchParams) => void } | undefined;

/**
 * Route guard of Explorer and Comparer (spec §4): @epic/ui's `Guard` runs @epic/auth's guard logic
 * (the client's access check); when it fails, single sign-on starts towards this very address.
 * When the API cannot be reached, it says so instead.
 */
export function RequireSignIn({
  preload,
  children,
}: {
  /**
   * Starts loading the screen's code while the check runs (instead of after it); once signed in,
   * its `prefetch` starts the screen's requests while React renders it. The screen renders once
   * its code is there too: no Suspense fallback (React would hold the screen back up to 300 ms
   * after showing one).
   */
  preload?: () => Promise<ScreenModule>;
  children: ReactNode;
}) {
  const location = useLocation();
  const guard = useRequireAuth({
    destination: `${location.pathname}${location.search}`,
    preload,
    onAllowed: (screen) => screen?.prefetch?.(new URLSearchParams(location.search)),
  });
  return (
    <Guard
      {...guard}
      checkKey={location.pathname}
      errorFallback={(error, retry) => (
        <div className={styles.alert} role="alert">
          <p className={styles.alertTitle}>Le service EPIC ne répond pas.</p>
          <p>
            {error instanceof AuthError
              ? error.message
              : 'Impossible de vérifier votre connexion pour le moment.'}{' '}
            Les pages Accueil, À propos et Version restent disponibles.
          </p>
          <button type="button" className={styles.retry} onClick={retry}>
            Réessayer
          </button>
        </div>
      )}
    >
      {children}
    </Guard>
  );
}
