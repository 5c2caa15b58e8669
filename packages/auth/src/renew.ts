import { backendLogin } from './backend-session';
import { type AuthCore, loadTokenClient, setSignedOut } from './core';
import { AuthError, toAuthError } from './errors';
import { clearTokens, readTokens, type StoredTokens, writeTokens } from './storage';
import type { LockManagerLike } from './types';

/*
 * spa: refreshes the access token before it expires (a timer, and on use), one refresh at a time
 * across tabs (Web Locks), like oidc-client-ts's SilentRenewService.
 */

/** Runs the callback alone across tabs when Web Locks exist; in the same tab otherwise. */
export function fallbackLocks(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(callback, callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/** The provider or the server was unreachable, too slow or failing: worth a retry, not a sign-out. */
export function isTransient(error: unknown): boolean {
  return (
    error instanceof AuthError &&
    (error.code === 'NETWORK' ||
      error.code === 'TIMEOUT' ||
      error.code === 'SERVER_UNAVAILABLE' ||
      error.code === 'DISCOVERY_FAILED')
  );
}

/**
 * When a token should be refreshed: the margin before expiry, but never earlier than half its
 * lifetime (a margin longer than the lifetime would refresh on every use, in a loop).
 */
function refreshDue(core: AuthCore, tokens: StoredTokens): number | null {
  if (tokens.expiresAt === null) return null;
  const lifetimeMs = Number(tokens.expiresIn) * 1000;
  const margin =
    Number.isFinite(lifetimeMs) && lifetimeMs > 0
      ? Math.min(core.refreshMarginMs, lifetimeMs / 2)
      : core.refreshMarginMs;
  return tokens.expiresAt - margin;
}

function needsRefresh(core: AuthCore, tokens: StoredTokens): boolean {
  const due = refreshDue(core, tokens);
  return due !== null && due <= core.now() && tokens.refreshToken !== null;
}

export function cancelRefresh(core: AuthCore): void {
  if (core.refreshTimer) clearTimeout(core.refreshTimer);
  core.refreshTimer = undefined;
}

export function scheduleRefresh(core: AuthCore): void {
  cancelRefresh(core);
  if (core.mode !== 'spa') return;
  const tokens = readTokens(core);
  const due = tokens?.refreshToken ? refreshDue(core, tokens) : null;
  if (due === null) return;
  const delay = Math.max(0, due - core.now());
  // setTimeout overflows past ~24.8 days; such tokens are refreshed on use instead.
  if (delay > 2 ** 31 - 1) return;
  core.refreshTimer = setTimeout(() => {
    void refresh(core).catch(() => undefined);
  }, delay);
}

/** One refresh at a time across tabs; skips when another tab already refreshed. */
export function refresh(core: AuthCore, force = false): Promise<StoredTokens | null> {
  return core.locks.request(core.keys.refreshLock, async () => {
    const tokens = readTokens(core);
    if (!tokens?.refreshToken) return tokens;
    if (!force && !needsRefresh(core, tokens)) return tokens;
    try {
      const { refreshGrant } = await loadTokenClient();
      writeTokens(core, await refreshGrant(core, tokens.refreshToken), core.now());
      core.broadcast('tokens');
      scheduleRefresh(core);
      const renewed = readTokens(core);
      // The backend's session ends with the token it was made from: the new one makes the next.
      if (renewed && core.backendSession) await backendLogin(core, renewed);
      return renewed;
    } catch (error) {
      const failure = toAuthError(error, 'REFRESH_FAILED');
      if (failure.code === 'REFRESH_FAILED') {
        clearTokens(core);
        setSignedOut(core, { error: failure });
        core.broadcast('signed-out');
      }
      throw failure;
    }
  });
}

/**
 * The stored tokens, refreshed first when due. A provider that is down or slow is not a
 * sign-out: that error is thrown and the tokens stay; a refused refresh gives null.
 */
export async function currentTokens(core: AuthCore): Promise<StoredTokens | null> {
  const tokens = readTokens(core);
  if (!tokens || !needsRefresh(core, tokens)) return tokens;
  return refresh(core).catch((error: unknown) => {
    if (isTransient(error)) throw error;
    return null;
  });
}
