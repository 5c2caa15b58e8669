import { AuthError } from '@epic/auth';
import { Guard } from '@epic/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { auth, checkSession, hasSession } from './auth';
import styles from './Shell.module.css';

/** Failures of the service itself (not a refusal): shown as an error, never sent to sign-in. */
const serviceFailures = new Set(['NETWORK', 'TIMEOUT']);

/**
 * Route guard of Explorer and Comparer (spec §4): check authentication; if it fails, start single
 * sign-on towards this very address. When the API cannot be reached, say so instead.
 */
export function RequireSignIn({
  preload,
  children,
}: {
  /**
   * Starts loading the screen's code while the check runs (instead of after it); once signed in,
   * its `prefetch` starts the screen's requests while React renders it.
   */
  preload?: () => Promise<{ prefetch?: (search: URLSearchParams) => void } | undefined>;
  children: ReactNode;
}) {
  const location = useLocation();
  const destination = `${location.pathname}${location.search}`;
  return (
    <Guard
      checkKey={location.pathname}
      check={async () => {
        const screen = preload?.();
        if ((await hasSession()) || (await checkSession())) {
          // Renders once the code is there too: no Suspense fallback (React would hold the
          // screen back up to 300 ms after showing one).
          const module = await screen;
          module?.prefetch?.(new URLSearchParams(location.search));
          return true;
        }
        const error = auth.getSnapshot().error;
        if (error instanceof AuthError && serviceFailures.has(error.code)) throw error;
        return false;
      }}
      onDenied={() => {
        void auth.startSignIn(destination);
      }}
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
