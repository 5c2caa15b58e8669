import type { ComponentType, ReactNode } from 'react';
import { type GuardComponentProps, StatusGuard } from './StatusGuard';
import { type UseRequireAuthOptions, useRequireAuth } from './useRequireAuth';

export type RequireAuthProps<T = unknown> = UseRequireAuthOptions<T> & {
  /** Shown while the check runs. @default a French status line */
  fallback?: ReactNode;
  /** Shown after a denial, while the browser leaves for the provider. */
  deniedFallback?: ReactNode;
  /**
   * When given, a check that the service could not answer (`NETWORK`, `TIMEOUT`, `SERVER_UNAVAILABLE`, `DISCOVERY_FAILED`) shows this,
   * with a retry, instead of sending the user to sign in.
   */
  errorFallback?: (error: unknown, retry: () => void) => ReactNode;
  /** Change this value to check again (e.g. the route's path). @default destination */
  checkKey?: unknown;
  /**
   * The component that runs the check and shows its states, e.g. `Guard` of @epic/ui (same
   * props); or use `useRequireAuth` with it directly. @default French status lines
   */
  guard?: ComponentType<GuardComponentProps>;
  children: ReactNode;
};

/**
 * Renders its children only once the client's access check passed; otherwise starts sign-in
 * exactly once, towards `destination` (spec §4 route guard).
 */
export function RequireAuth<T = unknown>({
  destination,
  preload,
  onAllowed,
  guard: Guard = StatusGuard,
  checkKey = destination,
  ...states
}: RequireAuthProps<T>) {
  const guard = useRequireAuth({ destination, preload, onAllowed });
  return <Guard {...guard} checkKey={checkKey} {...states} />;
}
