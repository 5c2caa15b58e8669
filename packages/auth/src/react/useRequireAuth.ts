import { isTransient } from '../renew';
import { useAuthContext } from './AuthProvider';

export type UseRequireAuthOptions<T = unknown> = {
  /** Where to come back after sign-in. @default the current path and query */
  destination?: string | undefined;
  /** Started with the check (e.g. the screen's code); a yes waits for it. */
  preload?: (() => Promise<T>) | undefined;
  /** Runs after a yes, with what `preload` resolved to (undefined if it failed). */
  onAllowed?: ((preloaded: T | undefined) => void) | undefined;
};

/**
 * The route guard's logic, for any guard component (`RequireAuth`'s, or a design system's, e.g.
 * `Guard` of @epic/ui): `check` resolves true once `checkAuth('access')` passed (the client's
 * `accessCheck` option), false to sign in, and rejects when the service could not answer
 * (`NETWORK`, `TIMEOUT`, `SERVER_UNAVAILABLE`, `DISCOVERY_FAILED`); `onDenied` starts sign-in towards `destination`.
 */
export function useRequireAuth<T = unknown>({
  destination,
  preload,
  onAllowed,
}: UseRequireAuthOptions<T> = {}) {
  const { client } = useAuthContext('RequireAuth');
  return {
    async check(): Promise<boolean> {
      const preloading = preload?.().catch(() => undefined);
      if (await client.checkAuth('access')) {
        onAllowed?.(await preloading);
        return true;
      }
      // The service could not answer (not a refusal): an error state, never a sign-in.
      const error = client.getSnapshot().error;
      if (isTransient(error)) throw error;
      return false;
    },
    onDenied() {
      void client.startSignIn(destination);
    },
  };
}
