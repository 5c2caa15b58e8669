import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { Alert } from '../Alert';
import { DataError } from '../DataError';
import { withMessages } from '../messages';
import { type GuardMessages, guardMessages } from './Guard.messages';
import styles from './Guard.module.css';

export type GuardStatus = 'checking' | 'allowed' | 'denied' | 'error';

export type GuardProps = {
  /** Résout `true` quand l’accès est autorisé. Un rejet vaut refus (spécification §8), sauf avec `showErrors`. */
  check: () => Promise<boolean>;
  /** Appelée une fois quand l’accès est refusé, par exemple pour lancer la connexion. */
  onDenied: () => void;
  /** Changer cette valeur relance la vérification (par exemple le chemin de la route). */
  checkKey?: unknown;
  /** Remplace l’état de vérification par défaut (une `Alert` d’information). */
  fallback?: ReactNode;
  /** Remplace le message affiché après un refus (une `Alert` d’information). */
  deniedFallback?: ReactNode;
  /**
   * Un rejet de `check()` affiche l’état d’erreur (`DataError` avec « Réessayer ») au lieu de
   * valoir refus, par exemple quand le service qui répond à la vérification peut être indisponible.
   * @default false
   */
  showErrors?: boolean;
  /** Le message de l’état d’erreur pour une erreur donnée, par exemple le message français d’une erreur d’authentification. */
  errorMessage?: (error: unknown) => string | undefined;
  /** Contenu sous le message d’erreur, par exemple les pages qui restent disponibles. */
  errorDetails?: ReactNode;
  /** Remplace entièrement l’état d’erreur par défaut  ; implique `showErrors`. */
  errorFallback?: (error: unknown, retry: () => void) => ReactNode;
  /** Remplacements des textes français par défaut. */
  messages?: Partial<GuardMessages>;
  /** Le contenu protégé, affiché seulement une fois la vérification réussie. */
  children: ReactNode;
};

/**
 * Renders its children only once `check()` resolved `true`. Otherwise calls `onDenied()` once per
 * check, so a failing check can never loop. Auth-agnostic: the app supplies `check` and `onDenied`.
 */
export function Guard({
  check,
  onDenied,
  checkKey,
  fallback,
  deniedFallback,
  showErrors = false,
  errorMessage,
  errorDetails,
  errorFallback,
  messages,
  children,
}: GuardProps) {
  const m = withMessages(guardMessages, messages);
  const [status, setStatus] = useState<GuardStatus>('checking');
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // Latest callbacks without re-running the check when their identity changes.
  const checkRef = useRef(check);
  const onDeniedRef = useRef(onDenied);
  const hasErrorState = useRef(false);
  checkRef.current = check;
  onDeniedRef.current = onDenied;
  hasErrorState.current = showErrors || errorFallback !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: checkKey and attempt trigger a re-run
  useEffect(() => {
    let active = true;
    setStatus('checking');
    Promise.resolve()
      .then(() => checkRef.current())
      .then(
        (allowed) => ({ allowed, failure: undefined as unknown }),
        (failure: unknown) => ({ allowed: false, failure }),
      )
      .then(({ allowed, failure }) => {
        if (!active) return;
        if (failure !== undefined && hasErrorState.current) {
          setError(failure);
          setStatus('error');
          return;
        }
        // A transition: a large protected screen renders in slices instead of one long task.
        startTransition(() => setStatus(allowed ? 'allowed' : 'denied'));
        if (!allowed) onDeniedRef.current();
      });
    return () => {
      active = false;
    };
  }, [checkKey, attempt]);

  if (status === 'allowed') return <>{children}</>;
  if (status === 'error') {
    const retry = () => setAttempt((n) => n + 1);
    if (errorFallback) return <>{errorFallback(error, retry)}</>;
    return (
      <div className={styles.state}>
        <DataError message={errorMessage?.(error) ?? m.error} retryLabel={m.retry} onRetry={retry}>
          {errorDetails}
        </DataError>
      </div>
    );
  }
  if (status === 'denied') {
    return (
      deniedFallback ?? (
        <div className={styles.state}>
          <Alert type="info">{m.denied}</Alert>
        </div>
      )
    );
  }
  return (
    fallback ?? (
      <div className={styles.state} aria-busy="true">
        <Alert type="info">{m.checking}</Alert>
      </div>
    )
  );
}
