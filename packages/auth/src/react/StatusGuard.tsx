import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The props that `RequireAuth` gives its guard component (a subset of @epic/ui's `Guard`). */
export type GuardComponentProps = {
  /** Resolves `true` when access is allowed; a rejection is an error (or a denial without `errorFallback`). */
  check: () => Promise<boolean>;
  /** Called once per denied check, e.g. to start sign-in. */
  onDenied: () => void;
  /** Change this value to run the check again. */
  checkKey?: unknown;
  fallback?: ReactNode;
  deniedFallback?: ReactNode;
  errorFallback?: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
};

type State = { status: 'checking' | 'allowed' | 'denied' } | { status: 'error'; error: unknown };

/** `RequireAuth`'s default guard: French status lines, for apps without a design system's guard. */
export function StatusGuard({
  check,
  onDenied,
  checkKey,
  fallback,
  deniedFallback,
  errorFallback,
  children,
}: GuardComponentProps) {
  const [state, setState] = useState<State>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, without checking again when their identity changes.
  const latest = useRef({ check, onDenied, errorFallback });
  latest.current = { check, onDenied, errorFallback };

  // biome-ignore lint/correctness/useExhaustiveDependencies: checkKey and attempt trigger a new check
  useEffect(() => {
    let active = true;
    setState({ status: 'checking' });
    latest.current.check().then(
      (allowed) => {
        if (!active) return;
        setState({ status: allowed ? 'allowed' : 'denied' });
        if (!allowed) latest.current.onDenied();
      },
      (error: unknown) => {
        if (!active) return;
        if (latest.current.errorFallback) return setState({ status: 'error', error });
        setState({ status: 'denied' });
        latest.current.onDenied();
      },
    );
    return () => {
      active = false;
    };
  }, [checkKey, attempt]);

  if (state.status === 'allowed') return <>{children}</>;
  if (state.status === 'error' && errorFallback) {
    return <>{errorFallback(state.error, () => setAttempt((n) => n + 1))}</>;
  }
  if (state.status === 'denied') {
    return <>{deniedFallback ?? <p role="status">Redirection vers la page de connexion…</p>}</>;
  }
  return <>{fallback ?? <p role="status">Vérification de votre connexion…</p>}</>;
}
