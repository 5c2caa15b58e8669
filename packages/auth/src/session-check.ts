import { backendCheck, backendLogin, backendProfile } from './backend-session';
import { idTokenClaims, toUser } from './claims';
import { type AuthCore, setSignedOut, setSnapshot } from './core';
import { providerEndpoints } from './endpoints';
import { toAuthError } from './errors';
import { currentTokens, scheduleRefresh } from './renew';
import { readTokens } from './storage';
import type { AuthCheckPurpose, AuthUser } from './types';

/*
 * "Am I signed in?": the backend session first, then (spa) a session created from the stored
 * tokens, then the profile; with the page-load and guard policies of the `loadCheck` and
 * `accessCheck` options.
 */

/** spa (spec §4): check; if none, create it from the stored tokens; if that worked, check again. */
export async function establishSession(core: AuthCore): Promise<AuthUser | null> {
  const existing = await backendCheck(core);
  if (existing) return existing;
  if (core.mode !== 'spa') return null;
  const tokens = await currentTokens(core);
  if (!tokens) return null;
  if (!(await backendLogin(core, tokens))) return null;
  return backendCheck(core);
}

/**
 * The user's profile from the provider's userinfo endpoint (Bearer), or null when refused; from
 * the ID token's claims when the provider has no such endpoint.
 */
async function userInfo(core: AuthCore, accessToken: string): Promise<AuthUser | null> {
  const { userinfo } = await providerEndpoints(core);
  if (!userinfo) return toUser(core, idTokenClaims(readTokens(core)?.idToken ?? null));
  let response: Response;
  try {
    // A plain bearer request: on a page load with a session and no discovery, oauth4webapi stays
    // unloaded.
    response = await core.fetch(userinfo, {
      headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(core.timeoutMs),
    });
  } catch (error) {
    throw toAuthError(error, 'NETWORK');
  }
  if (!response.ok) return null;
  const body = (await response.json().catch(() => null)) as unknown;
  return toUser(core, body);
}

/** Signed in: the profile from the provider (spa, Bearer) or the backend, then the refresh timer. */
export async function signedIn(core: AuthCore, sessionUser: AuthUser | null): Promise<boolean> {
  const accessToken = core.mode === 'spa' ? (readTokens(core)?.accessToken ?? null) : null;
  const profile =
    (await (accessToken ? userInfo(core, accessToken) : backendProfile(core)).catch(() => null)) ??
    sessionUser;
  setSnapshot(core, { status: 'signed-in', user: profile, error: null, signedOut: null });
  scheduleRefresh(core);
  return true;
}

/** Without a backend (spa): a usable stored token that the provider's `/api/user` accepts. */
async function providerOnlyCheck(core: AuthCore): Promise<boolean> {
  const tokens = await currentTokens(core);
  const profile = tokens ? await userInfo(core, tokens.accessToken) : null;
  if (!profile) {
    setSignedOut(core);
    return false;
  }
  setSnapshot(core, { status: 'signed-in', user: profile, error: null, signedOut: null });
  scheduleRefresh(core);
  return true;
}

async function fullCheck(core: AuthCore): Promise<boolean> {
  if (core.snapshot.status !== 'signed-in') setSnapshot(core, { status: 'checking' });
  try {
    if (!core.backendSession) return await providerOnlyCheck(core);
    const user = await establishSession(core);
    if (!user) {
      setSignedOut(core);
      return false;
    }
    if (core.snapshot.status === 'signed-in' && core.snapshot.user) return true;
    return await signedIn(core, user.name ? user : null);
  } catch (error) {
    setSnapshot(core, { status: 'error', user: null, error: toAuthError(error, 'NETWORK') });
    return false;
  }
}

export const hasBackendSession = (core: AuthCore): Promise<boolean> =>
  core.backendSession ? backendCheck(core).then(Boolean, () => false) : Promise.resolve(false);

/** False only when no session can exist: spa without a stored token (bff: a hidden cookie). */
export function mayHaveSession(core: AuthCore): boolean {
  try {
    return core.mode !== 'spa' || core.local.getItem(core.keys.accessToken) !== null;
  } catch {
    return true;
  }
}

/** `checkAuth()`: callers that ask at the same time (header and guard at page load) share one round. */
export function checkAuth(core: AuthCore, purpose?: AuthCheckPurpose): Promise<boolean> {
  if (purpose === 'load' && core.loadCheck === 'stored-tokens' && !mayHaveSession(core)) {
    return Promise.resolve(false);
  }
  if (purpose === 'access' && core.accessCheck === 'session-first') return sessionFirst(core);
  core.pendingCheck ??= fullCheck(core).finally(() => {
    core.pendingCheck = null;
  });
  return core.pendingCheck;
}

/** A plain yes from the backend is enough for a guard; anything else gets the full check. */
async function sessionFirst(core: AuthCore): Promise<boolean> {
  const answer = core.earlyCheck ?? hasBackendSession(core);
  core.earlyCheck = null;
  return (await answer) || checkAuth(core);
}

/** Starts the next guard's first step now; that guard uses its answer, once. */
export function prefetchAccessCheck(core: AuthCore): void {
  if (core.accessCheck === 'session-first') core.earlyCheck ??= hasBackendSession(core);
}
