import { type AuthClient, createAuthClient, storageKeys } from '@epic/auth';
import { config } from './config';

/** The one auth client of the site: SSO through the provider, session with the API. */
export const auth = createAuthClient({
  providerUrl: config.authProviderUrl,
  clientId: config.authClientId,
  mode: config.authMode,
  backendUrl: config.apiUrl,
  endSessionUrl: config.authEndSessionUrl,
});

/**
 * The client given to `<AuthProvider>`, which checks the session once at page load to show who is
 * signed in. In spa mode the API opens a session only from the tokens this site stores, so a
 * visitor without stored tokens has none: the check is skipped (no request, and no 401 logged in
 * the console of every signed-out visit). Protected routes and header links call
 * `auth.checkAuth()` itself, so access control is unchanged; bff mode always checks (its session
 * lives in an HttpOnly cookie that scripts cannot see).
 */
export const pageLoadAuth: AuthClient = {
  ...auth,
  checkAuth: () =>
    config.authMode === 'spa' && !hasStoredTokens() ? Promise.resolve(false) : checkSession(),
};

let pendingCheck: Promise<boolean> | null = null;

/**
 * Whether the API already knows this browser's session: `GET /api/auth/check` answers 200. It is
 * the first step of `auth.checkAuth()`, which then also loads the user's profile from the
 * provider (its OAuth code, a CORS preflight, a request): a protected screen does not need the
 * profile, so its guard asks this first and only falls back to `checkSession()` (session created
 * from the stored tokens, refresh, errors) when the answer is not a plain yes.
 */
export function hasSession(): Promise<boolean> {
  const early = earlyCheck;
  earlyCheck = null;
  return early ?? auth.hasBackendSession();
}

let earlyCheck: Promise<boolean> | null = null;

/** Starts `hasSession()` now, for the first screen's guard (before React's first render). */
export function checkSessionEarly() {
  earlyCheck ??= auth.hasBackendSession();
}

/**
 * `auth.checkAuth()`, shared by the callers that ask at the same time: at page load the provider
 * (header) and the route guard both check, and one round of requests answers both.
 */
export function checkSession(): Promise<boolean> {
  pendingCheck ??= auth.checkAuth().finally(() => {
    pendingCheck = null;
  });
  return pendingCheck;
}

function hasStoredTokens(): boolean {
  try {
    return localStorage.getItem(storageKeys.accessToken) !== null;
  } catch {
    return true;
  }
}

// A signed-in visit asks the provider for the profile (spa): open that connection early.
if (typeof document !== 'undefined' && config.authMode === 'spa' && hasStoredTokens()) {
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = config.authProviderUrl;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}
