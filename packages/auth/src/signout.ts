import { backendLogout } from './backend-session';
import { type AuthCore, setSignedOut } from './core';
import { providerEndpoints } from './endpoints';
import { AuthError } from './errors';
import { cancelRefresh } from './renew';
import { clearTokens, readTokens, type StorageKeys, type StorageLike } from './storage';
import { isHttpUrl } from './url';

/**
 * What a sign-out did to the provider's single-sign-on session:
 * - `provider-ended`: the browser went through the provider's end-session endpoint (OpenID
 *   RP-initiated logout) and came back, so the next sign-in asks for the password again;
 * - `provider-may-remain`: the provider has no end-session endpoint (or it could not be used), so
 *   its session may still be open and the next sign-in may not ask for the password.
 */
export type SignOutNotice = 'provider-ended' | 'provider-may-remain';

/** The result of `signOut()`. */
export interface SignOutResult {
  /**
   * True when the browser is leaving for the provider's end-session endpoint (it comes back to
   * `postLogoutRedirectUri`): the caller should not navigate itself.
   */
  redirected: boolean;
}

/**
 * The `endSessionUrl` option: `undefined` or `''` when not set (discovery or `providerUrl` gives
 * it), `null` when the provider has none (`null` or `'none'`), else the URL.
 */
export function resolveEndSessionUrl(value: string | null | undefined): string | null | undefined {
  if (value === null || value?.trim().toLowerCase() === 'none') return null;
  if (value === undefined || value.trim() === '') return undefined;
  if (!isHttpUrl(value.trim())) {
    throw new AuthError('CONFIG', {
      message:
        'L’option endSessionUrl doit être une adresse absolue en http(s), ou «\u00a0none\u00a0».',
    });
  }
  return value.trim();
}

/** The RP-initiated logout request (OpenID Connect RP-Initiated Logout 1.0, §2). */
export function endSessionRequest(
  endpoint: string,
  params: { clientId: string; postLogoutRedirectUri: string; idToken?: string | null },
): string {
  const url = new URL(endpoint);
  if (params.idToken) url.searchParams.set('id_token_hint', params.idToken);
  url.searchParams.set('client_id', params.clientId);
  url.searchParams.set('post_logout_redirect_uri', params.postLogoutRedirectUri);
  return url.href;
}

/** How long the sign-out notice waits for the return from the provider. */
const noticeMaxAgeMs = 10 * 60_000;

/** Remembers, in this tab, that it left for the provider to sign out. */
export function rememberSignOut(storage: StorageLike, keys: StorageKeys, now: number): void {
  try {
    storage.setItem(keys.signedOut, String(now));
  } catch {
    // Storage full or denied: the user is signed out all the same, without the notice.
  }
}

/** Reads (once) whether this tab comes back from the provider's end-session endpoint. */
export function takeSignOutNotice(
  storage: StorageLike,
  keys: StorageKeys,
  now: number,
): SignOutNotice | null {
  try {
    const raw = storage.getItem(keys.signedOut);
    if (raw === null) return null;
    storage.removeItem(keys.signedOut);
    const at = Number(raw);
    return Number.isFinite(at) && now - at >= 0 && now - at < noticeMaxAgeMs
      ? 'provider-ended'
      : null;
  } catch {
    return null;
  }
}

/**
 * `signOut()`: ends the backend session, forgets the tokens, signs out the other tabs, then ends
 * the provider's session (RP-initiated logout) when it has an end-session endpoint.
 */
export async function signOut(core: AuthCore): Promise<SignOutResult> {
  const idToken = readTokens(core)?.idToken ?? null;
  // Tokens go before the backend session does: another tab that finds the session gone while the
  // logout request is on its way must not open a new one with tokens still stored.
  clearTokens(core);
  cancelRefresh(core);
  const fromBackend = core.backendSession ? await backendLogout(core) : undefined;
  // spa, or a bff backend that could not answer (the provider session matters most on a shared
  // computer): the browser sends its own request, with its client id.
  const backendAnswered = core.mode === 'bff' && fromBackend !== undefined;
  // A provider whose discovery document cannot be read now: its session may remain.
  const endpoint = backendAnswered
    ? null
    : await providerEndpoints(core).then(
        ({ endSession }) => endSession,
        () => null,
      );
  const endSession = backendAnswered
    ? fromBackend
    : endpoint &&
      endSessionRequest(endpoint, {
        clientId: core.clientId,
        postLogoutRedirectUri: core.postLogoutRedirectUri,
        idToken,
      });
  const notice: SignOutNotice = endSession ? 'provider-ended' : 'provider-may-remain';
  // While the browser leaves for the provider, nothing to say yet: the notice comes back with it.
  setSignedOut(core, { signedOut: endSession ? null : notice });
  core.broadcast('signed-out', { signedOut: notice });
  if (!endSession) return { redirected: false };
  rememberSignOut(core.session, core.keys, core.now());
  core.navigate(endSession);
  return { redirected: true };
}
