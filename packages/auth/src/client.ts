import { handleRedirectCallback, startSignIn } from './authorize';
import { backendFetch } from './backend-session';
import { type AuthCore, setSignedOut } from './core';
import { AuthError } from './errors';
import { cancelRefresh, currentTokens, isTransient, refresh } from './renew';
import { checkAuth, hasBackendSession, mayHaveSession, prefetchAccessCheck } from './session-check';
import { resolveSettings } from './settings';
import { signOut, takeSignOutNotice } from './signout';
import { readTokens } from './storage';
import { connectTabs } from './tabs';
import type { AuthClient, AuthConfig, AuthUser } from './types';

/**
 * Creates the sign-in client. One per page; see the README for the two modes. Like
 * oidc-client-ts's UserManager it only composes the parts (README, "Layout"): settings, authorize
 * (redirect + return), token client, backend session, session check, renew, tabs and sign-out.
 */
export function createAuthClient<U extends AuthUser = AuthUser>(
  config: AuthConfig<U>,
): AuthClient<U> {
  // Every user in the snapshot comes from `mapClaims` (claims.ts), which returns a U.
  const settings = resolveSettings(config as AuthConfig);
  const core: AuthCore = {
    ...settings,
    snapshot: {
      status: 'signed-out',
      user: null,
      error: null,
      // Back from the provider's end-session endpoint, in the tab that signed out.
      signedOut: takeSignOutNotice(settings.session, settings.keys, settings.now()),
    },
    listeners: new Set(),
    broadcast: () => undefined,
    callbacks: new Map(),
  };
  const disconnectTabs = connectTabs(core);
  if (config.preconnect && mayHaveSession(core) && settings.mode === 'spa') {
    preconnect(settings.providerUrl ?? new URL(settings.issuer ?? '').origin);
  }

  /** fetch for the backend; on 401 refreshes once (spa), recreates the session and retries. */
  async function authFetch(input: string, init: RequestInit = {}): Promise<Response> {
    const first = await backendFetch(core, input, init);
    if (first.status !== 401) return first;
    if (core.mode === 'spa' && readTokens(core)?.refreshToken) {
      const tokens = await refresh(core, true).catch((error: unknown) => {
        // Provider unreachable or too slow: the caller gets that error, the tokens stay for a retry.
        if (isTransient(error)) throw error;
        return null;
      });
      // The refresh opened the backend session of the new token (renew.ts): retried once.
      if (tokens && core.backendSession) {
        const second = await backendFetch(core, input, init);
        if (second.status !== 401) return second;
      }
    }
    setSignedOut(core, { error: new AuthError('UNAUTHORIZED') });
    throw new AuthError('UNAUTHORIZED');
  }

  const client: AuthClient = {
    getSnapshot: () => core.snapshot,
    subscribe(listener) {
      core.listeners.add(listener);
      return () => core.listeners.delete(listener);
    },
    handleRedirectCallback: () => handleRedirectCallback(core),
    checkAuth: (purpose) => checkAuth(core, purpose),
    hasBackendSession: () => hasBackendSession(core),
    prefetchAccessCheck: () => prefetchAccessCheck(core),
    startSignIn: (destination) => startSignIn(core, destination),
    signOut: () => signOut(core),
    async getAccessToken() {
      if (core.mode !== 'spa') return null;
      return (await currentTokens(core).catch(() => null))?.accessToken ?? null;
    },
    fetch: authFetch,
    destroy() {
      cancelRefresh(core);
      disconnectTabs();
      core.listeners.clear();
    },
  };
  return client as AuthClient<U>;
}

/** A signed-in visit asks the provider for the profile (spa): open that connection early. */
function preconnect(href: string) {
  if (typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = href;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}
