import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { Alert } from '../Alert';
import { DataError } from '../DataError';
import { withMessages } from '../messages';
import { type GuardMessages, guardMessages } from './Guard.messages';
import styles from './Guard.module.css';

export type GuardStatus = 'checking' | 'allowed' | 'denied' | 'error';

export type GuardProps = {
  /** Resolves `true` when access is allowed. A rejection counts as denied (spec §8). */
  check: () => Promise<boolean>;
  /** Called once when access is denied, e.g. to start sign-in. */
  onDenied: () => void;
  /** Change this value to run the check again (e.g. the route's path). */
  checkKey?: unknown;
  /** Replaces the default loading state (an information `Alert`). */
  fallback?: ReactNode;
  /** Replaces the default message shown after a denial (an information `Alert`). */
  deniedFallback?: ReactNode;
  /**
   * A rejected `check()` shows the error state (`DataError` with a retry) instead of counting as
   * a denial, e.g. when the service that answers the check may be down. @default false
   */
  showErrors?: boolean;
  /** The error state's message for an error, e.g. the French message an auth error carries. */
  errorMessage?: (error: unknown) => string | undefined;
  /** Content under the error state's message, e.g. the pages that stay available. */
  errorDetails?: ReactNode;
  /** Replaces the default error state altogether; implies `showErrors`. */
  errorFallback?: (error: unknown, retry: () => void) => ReactNode;
  /** Overrides of the French copy. */
  messages?: Partial<GuardMessages>;
  /** The protected content, rendered only after the check passed. */
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
