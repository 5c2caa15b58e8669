import { SESSION_PATHS } from '@epic/api-contract/session';
import { toUser } from './claims';
import type { AuthCore } from './core';
import { AuthError, toAuthError } from './errors';
import type { StoredTokens } from './storage';
import type { AuthUser } from './types';
import { isHttpUrl } from './url';

/** The `user` of a JSON body `{ user }` (through `mapClaims`), or null. */
async function userOf(core: AuthCore, response: Response): Promise<AuthUser | null> {
  const body = (await response.json().catch(() => null)) as { user?: unknown } | null;
  return toUser(core, body?.user);
}

/** fetch for the backend: JSON, credentials, timeout; a network failure becomes an AuthError. */
export async function backendFetch(
  core: AuthCore,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  try {
    return await core.fetch(`${core.backendUrl}${path}`, {
      ...init,
      headers,
      credentials: 'include',
      signal: init.signal ?? AbortSignal.timeout(core.timeoutMs),
    });
  } catch (error) {
    throw toAuthError(error, 'NETWORK');
  }
}

const post = (core: AuthCore, path: string, body: unknown) =>
  backendFetch(core, path, { method: 'POST', body: JSON.stringify(body) });

/**
 * GET check: the session's user, or null when there is none. A server failure (5xx, e.g. its
 * database down) is an error, not "signed out": the session may well be there once it is back.
 */
export async function backendCheck(core: AuthCore): Promise<AuthUser | null> {
  const response = await backendFetch(core, SESSION_PATHS.check);
  if (response.status >= 500) throw new AuthError('SERVER_UNAVAILABLE');
  if (!response.ok) return null;
  return (await userOf(core, response)) ?? { id: '', name: '', email: '' };
}

/**
 * POST login with the stored access token (spec §7): true on success. The refresh token stays in
 * the browser: the backend checks the access token with the provider and needs nothing else.
 */
export async function backendLogin(core: AuthCore, tokens: StoredTokens): Promise<boolean> {
  try {
    const response = await post(core, core.loginPath ?? SESSION_PATHS.login, {
      access_token: tokens.accessToken,
      expires_in: tokens.expiresIn === null ? null : Number(tokens.expiresIn),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return true;
  } catch (error) {
    // Spec §8, kept for compatibility with existing log monitoring.
    console.error('Error creating backend session:', error);
    return false;
  }
}

/** GET me: the user's profile as the backend knows it, or null. */
export async function backendProfile(core: AuthCore): Promise<AuthUser | null> {
  const response = await backendFetch(core, SESSION_PATHS.me);
  return response.ok ? userOf(core, response) : null;
}

/** bff: hands the code and the PKCE verifier to the backend, which exchanges them. */
export async function backendExchange(
  core: AuthCore,
  code: string | null,
  verifier: string,
): Promise<AuthUser | null> {
  const response = await post(core, SESSION_PATHS.oauthCallback, {
    code,
    code_verifier: verifier,
    redirect_uri: core.redirectUri,
  });
  if (!response.ok) throw new AuthError('EXCHANGE_FAILED');
  return userOf(core, response);
}

/**
 * POST logout. bff: the backend holds the provider's tokens, so it answers the end-session
 * request (with its client id and the ID token it may hold), or null when the provider has none;
 * undefined when the backend could not answer. spa: null.
 */
export async function backendLogout(core: AuthCore): Promise<string | null | undefined> {
  const bff = core.mode === 'bff';
  try {
    const response = await post(
      core,
      SESSION_PATHS.logout,
      bff ? { post_logout_redirect_uri: core.postLogoutRedirectUri } : {},
    );
    if (!bff) return null;
    if (response.status >= 500) return undefined;
    if (response.status !== 200) return null;
    const body = (await response.json().catch(() => null)) as { endSessionUrl?: unknown } | null;
    return isHttpUrl(body?.endSessionUrl) ? body.endSessionUrl : null;
  } catch {
    // The session is forgotten locally even when the backend cannot be reached.
    return undefined;
  }
}
