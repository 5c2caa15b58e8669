import { backendExchange } from './backend-session';
import { type AuthCore, loadTokenClient, setSnapshot } from './core';
import { AuthError, providerError, toAuthError } from './errors';
import { sameOriginPath } from './random';
import { checkAuth, establishSession, signedIn } from './session-check';
import { type PendingRequest, takeSigninState } from './signin-state';
import { clearTokens, writeTokens } from './storage';
import type { AuthUser } from './types';

/* The authorization redirect (state + PKCE) and the return from the provider. */

/** What the provider adds to the redirect URI; removed from the address after the return. */
const callbackParams = [
  'code',
  'state',
  'iss',
  'error',
  'error_description',
  'error_uri',
  'session_state',
];

export async function startSignIn(core: AuthCore, destination?: string): Promise<void> {
  const current = new URL(core.location.href);
  const target = sameOriginPath(destination ?? `${current.pathname}${current.search}`);
  const { authorizationUrl } = await loadTokenClient();
  core.navigate(await authorizationUrl(core, target));
}

/** spa: the code grant, tokens stored, then the backend session. bff: the backend does it all. */
async function exchange(
  core: AuthCore,
  url: URL,
  pending: PendingRequest,
): Promise<AuthUser | null> {
  const { local } = core;
  const { validateResponse, exchangeCode } = await loadTokenClient();
  const params = await validateResponse(core, url, pending.state);
  if (core.mode === 'bff') return backendExchange(core, params.get('code'), pending.verifier);
  try {
    const tokens = await exchangeCode(core, params, pending.verifier);
    // A new sign-in: an ID token of an earlier one must not be kept (the new one may have none).
    local.removeItem(core.keys.idToken);
    writeTokens(core, tokens, core.now());
  } catch (error) {
    // Spec §4/§8: a failed exchange removes the three stored values.
    clearTokens(core);
    console.error('[@epic/auth] token exchange failed:', error);
    const failure = toAuthError(error, 'EXCHANGE_FAILED');
    throw failure.code === 'TIMEOUT' || failure.code === 'NETWORK'
      ? failure
      : new AuthError('EXCHANGE_FAILED', { cause: error });
  }
  // Without a product backend the provider's tokens are the session: the profile comes next.
  if (!core.backendSession) return null;
  const user = await establishSession(core);
  if (!user) throw new AuthError('SESSION_FAILED');
  return user;
}

async function completeSignIn(core: AuthCore, url: URL): Promise<string | null> {
  const pending = takeSigninState(core.session, core.keys);
  try {
    if (!pending) {
      // A stray code (back button to the provider, a copied link): never exchanged. Quietly
      // ignored when this tab is already signed in.
      if (!url.searchParams.has('error') && (await checkAuth(core))) return null;
      const error = url.searchParams.get('error');
      throw error === null ? new AuthError('STATE_MISSING') : providerError(error);
    }
    if (core.now() - pending.createdAt > (core.stateMaxAgeMs ?? 10 * 60_000)) {
      throw new AuthError('STATE_EXPIRED');
    }
    setSnapshot(core, { status: 'checking', error: null });
    const user = await exchange(core, url, pending);
    await signedIn(core, user?.name ? user : null);
    core.broadcast('signed-in');
    return pending.destination;
  } catch (error) {
    const failure = toAuthError(error, 'EXCHANGE_FAILED');
    // "Try again" leads where the user was going, not to the page the provider returned to.
    failure.destination ??= pending?.destination;
    setSnapshot(core, { status: 'error', user: null, error: failure });
    throw failure;
  } finally {
    for (const name of callbackParams) url.searchParams.delete(name);
    core.replaceUrl(`${url.pathname}${url.search}${url.hash}`);
  }
}

/** `handleRedirectCallback()`: each return once, even when asked twice (StrictMode). */
export function handleRedirectCallback(core: AuthCore): Promise<string | null> {
  const url = new URL(core.location.href);
  const key = url.searchParams.get('code') ?? url.searchParams.get('error');
  if (!key) return Promise.resolve(null);
  let run = core.callbacks.get(key);
  if (!run) {
    run = completeSignIn(core, url);
    core.callbacks.set(key, run);
  }
  return run;
}
