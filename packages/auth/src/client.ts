import type * as OAuth from 'oauth4webapi';
import { AuthError, authErrorMessages, toAuthError } from './errors';
import { randomAlphanumeric, sameOriginPath } from './random';
import {
  endSessionRequest,
  isHttpUrl,
  rememberSignOut,
  resolveEndSessionUrl,
  type SignOutNotice,
  type SignOutResult,
  takeSignOutNotice,
} from './signout';
import {
  clearTokens,
  type PendingRequest,
  readTokens,
  type StorageLike,
  type StoredTokens,
  storageKeys,
  takePendingRequest,
  writeTokens,
} from './storage';

export type AuthMode = 'spa' | 'bff';
export type AuthStatus = 'signed-out' | 'checking' | 'signed-in' | 'error';

export interface AuthUser {
  id: string | number;
  name: string;
  email: string;
}

export interface AuthSnapshot {
  status: AuthStatus;
  user: AuthUser | null;
  error: AuthError | null;
  /**
   * After a sign-out (in this tab, or in another tab of this browser): whether the provider's
   * session ended too. French text in `signOutMessages`. Cleared by the next sign-in.
   */
  signedOut?: SignOutNotice | null;
}

/** A `navigator.locks`-like lock manager (only `request(name, callback)` is used). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** A `BroadcastChannel`-like channel between the tabs of one origin. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export interface AuthConfig {
  /** Base URL and issuer of the SSO provider: `/oauth/authorize`, `/api/oauth/token`, `/api/user`. */
  providerUrl: string;
  /** OAuth client id (spec §9). @default '13' */
  clientId?: string;
  /** Where the provider sends the user back (spec: the site root). @default `${origin}/` */
  redirectUri?: string;
  /** Base URL of the product backend. @default '' (same origin) */
  backendUrl?: string;
  /** `spa`: the spec's flow, tokens in localStorage. `bff`: the backend holds the tokens. @default 'spa' */
  mode?: AuthMode;
  /** Requested scope; the spec sends an empty one. @default '' */
  scope?: string;
  /**
   * The provider's end-session endpoint (OpenID RP-initiated logout), spa mode: sign-out sends the
   * browser there with `client_id`, `post_logout_redirect_uri` and, when the provider issued an ID
   * token, `id_token_hint`. `null` or `'none'`: the provider has none; sign-out then only ends
   * EPIC's session and says that the provider's may remain. In bff mode the backend answers this
   * URL (its own setting). @default `${providerUrl}/session/end`
   */
  endSessionUrl?: string | null;
  /** Where the provider sends the browser back after its sign-out (registered there). @default `${origin}/` */
  postLogoutRedirectUri?: string;
  /**
   * The spec's browser-side client secret. A secret in a browser bundle is public: never set it
   * unless an old provider demands it; prefer `mode: 'bff'`. spa mode only.
   */
  legacyClientSecret?: string;
  /** Backend session creation path. The spec's source reads `/api//auth/login`. @default '/api/auth/login' */
  loginPath?: string;
  /** Timeout of every HTTP call, in milliseconds. @default 10000 */
  timeoutMs?: number;
  /** Refresh this many seconds before the access token expires. @default 60 */
  refreshMarginSeconds?: number;
  /** Age limit of a pending authorization request. @default 600000 (10 minutes) */
  stateMaxAgeMs?: number;
  /** Injectables (tests, non-browser hosts). Default to the browser's globals. */
  fetch?: typeof fetch;
  localStorage?: StorageLike;
  sessionStorage?: StorageLike;
  locks?: LockManagerLike;
  channel?: (name: string) => ChannelLike;
  location?: { href: string; origin: string };
  /** Replaces the current address without a history entry. @default history.replaceState */
  replaceUrl?: (url: string) => void;
  /** Leaves for another page (the provider). @default location.assign */
  navigate?: (url: string) => void;
  /** Clock in milliseconds. @default Date.now */
  now?: () => number;
}

export interface AuthClient {
  /** The current state; the same object until something changes (for useSyncExternalStore). */
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * At page load: when the address holds `code` (or `error`), validates the state, exchanges the
   * code once, removes `code`/`state`/`iss` from the address and opens the session. Resolves to the
   * intended destination (a same-origin path), or `null` when there is nothing to handle. Rejects
   * with an `AuthError` (French message); never redirects by itself, so it cannot loop.
   */
  handleRedirectCallback(): Promise<string | null>;
  /** True when signed in (spa: check → login from stored tokens → check). Never rejects. */
  checkAuth(): Promise<boolean>;
  /**
   * Only the first step of `checkAuth()`: whether the backend already holds a session (GET
   * /api/auth/check). No session creation, refresh or profile; false on any failure. Never rejects.
   */
  hasBackendSession(): Promise<boolean>;
  /** Redirects to the provider's authorization page (state + PKCE), back to `destination` after. */
  startSignIn(destination?: string): Promise<void>;
  /**
   * Ends the backend session, forgets the tokens, signs out the other tabs, then ends the
   * provider's session: the browser leaves for its end-session endpoint and comes back to
   * `postLogoutRedirectUri` (`redirected: true`). Without an endpoint, `redirected` is false and the
   * snapshot's `signedOut` says that the provider's session may remain. Never rejects.
   */
  signOut(): Promise<SignOutResult>;
  /** spa: a valid access token (refreshed first when near expiry), else null. bff: null. */
  getAccessToken(): Promise<string | null>;
  /** fetch for the backend: credentials, timeout; on 401 refreshes once (spa) and retries. */
  fetch(input: string, init?: RequestInit): Promise<Response>;
  /** Stops timers and listeners. */
  destroy(): void;
}

const channelName = 'epic-auth';
const refreshLock = 'epic-auth-refresh';
const callbackParams = [
  'code',
  'state',
  'iss',
  'error',
  'error_description',
  'error_uri',
  'session_state',
];

type ChannelMessage = {
  type: 'signed-in' | 'signed-out' | 'tokens';
  /** With `signed-out` after a user's sign-out: what became of the provider's session. */
  signedOut?: SignOutNotice;
};

/**
 * The protocol library, loaded when a protocol step first runs: an anonymous visit (a session
 * check against the backend only) never downloads it.
 */
let oauthModule: Promise<typeof OAuth> | undefined;
const loadOAuth = () => {
  oauthModule ??= import('oauth4webapi');
  return oauthModule;
};

/** Runs the callback alone across tabs when Web Locks exist; in the same tab otherwise. */
function fallbackLocks(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(callback, callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/** The provider was unreachable or too slow: worth a retry, not a sign-out. */
function isTransient(error: unknown): boolean {
  return error instanceof AuthError && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
}

function isUser(value: unknown): value is AuthUser {
  const v = value as AuthUser | null;
  return Boolean(v && typeof v === 'object' && typeof v.name === 'string' && 'id' in v);
}

/** Creates the sign-in client. One per page; see the README for the two modes. */
export function createAuthClient(config: AuthConfig): AuthClient {
  const g = globalThis as typeof globalThis & { window?: Window };
  const providerUrl = config.providerUrl.replace(/\/+$/, '');
  if (!/^https?:\/\//.test(providerUrl)) {
    throw new AuthError('CONFIG', { message: 'providerUrl must be an absolute http(s) URL.' });
  }
  const mode: AuthMode = config.mode ?? 'spa';
  const location = config.location ?? g.window?.location;
  if (!location) throw new AuthError('CONFIG', { message: 'No location: pass config.location.' });
  const redirectUri = config.redirectUri ?? `${location.origin}/`;
  const postLogoutRedirectUri = config.postLogoutRedirectUri ?? `${location.origin}/`;
  const endSessionEndpoint = resolveEndSessionUrl(config.endSessionUrl, providerUrl);
  const backend = (config.backendUrl ?? '').replace(/\/+$/, '');
  const loginPath = config.loginPath ?? '/api/auth/login';
  const timeoutMs = config.timeoutMs ?? 10_000;
  const marginMs = (config.refreshMarginSeconds ?? 60) * 1000;
  const stateMaxAgeMs = config.stateMaxAgeMs ?? 10 * 60_000;
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => fetch(input, init));
  const local = config.localStorage ?? g.window?.localStorage;
  const session = config.sessionStorage ?? g.window?.sessionStorage;
  if (!local || !session) throw new AuthError('CONFIG', { message: 'Web Storage is unavailable.' });
  const locks: LockManagerLike =
    config.locks ?? (g.navigator?.locks as LockManagerLike | undefined) ?? fallbackLocks();
  const now = config.now ?? Date.now;
  const replaceUrl =
    config.replaceUrl ??
    ((url: string) => g.window?.history.replaceState(g.window.history.state, '', url));
  const navigate = config.navigate ?? ((url: string) => g.window?.location.assign(url));
  if (config.legacyClientSecret) {
    if (mode !== 'spa')
      throw new AuthError('CONFIG', { message: 'legacyClientSecret is for spa mode only.' });
    console.warn(
      '[@epic/auth] legacyClientSecret is set: a client secret in browser code is public. Use mode "bff" instead.',
    );
  }

  const authorizationEndpoint = `${providerUrl}/oauth/authorize`;
  const as: OAuth.AuthorizationServer = {
    issuer: providerUrl,
    authorization_endpoint: authorizationEndpoint,
    token_endpoint: `${providerUrl}/api/oauth/token`,
    authorization_response_iss_parameter_supported: true,
  };
  const client: OAuth.Client = { client_id: config.clientId ?? '13' };
  const clientAuth = (oauth: typeof OAuth) =>
    config.legacyClientSecret ? oauth.ClientSecretPost(config.legacyClientSecret) : oauth.None();
  const insecure = providerUrl.startsWith('http://');
  const oauthOptions = (oauth: typeof OAuth) => ({
    signal: AbortSignal.timeout(timeoutMs),
    // oauth4webapi bodies are all valid fetch bodies; its option type is wider than RequestInit.
    [oauth.customFetch]: (url: string, init: object) => doFetch(url, init as RequestInit),
    ...(insecure ? { [oauth.allowInsecureRequests]: true } : {}),
  });

  // ---------------------------------------------------------------- state
  let snapshot: AuthSnapshot = {
    status: 'signed-out',
    user: null,
    error: null,
    // Back from the provider's end-session endpoint, in the tab that signed out.
    signedOut: takeSignOutNotice(session, now()),
  };
  const listeners = new Set<() => void>();
  const set = (next: Partial<AuthSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  const channel = config.channel
    ? config.channel(channelName)
    : typeof BroadcastChannel === 'function'
      ? (new BroadcastChannel(channelName) as ChannelLike)
      : null;
  const broadcast = (type: ChannelMessage['type'], extra: Omit<ChannelMessage, 'type'> = {}) =>
    channel?.postMessage({ type, ...extra } satisfies ChannelMessage);

  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  const callbacks = new Map<string, Promise<string | null>>();

  // ---------------------------------------------------------------- HTTP
  async function backendFetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    try {
      return await doFetch(`${backend}${path}`, {
        ...init,
        headers,
        credentials: 'include',
        signal: init.signal ?? AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw toAuthError(error, 'NETWORK');
    }
  }

  /** GET /api/auth/check: the session's user, or null when there is none (any failure = none). */
  async function backendCheck(): Promise<AuthUser | null> {
    const response = await backendFetch('/api/auth/check');
    if (!response.ok) return null;
    const body = (await response.json().catch(() => null)) as { user?: unknown } | null;
    return isUser(body?.user) ? body.user : { id: '', name: '', email: '' };
  }

  /** POST {backend}/api/auth/login with the stored tokens (spec §7): true on success. */
  async function backendLogin(tokens: StoredTokens): Promise<boolean> {
    try {
      const response = await backendFetch(loginPath, {
        method: 'POST',
        body: JSON.stringify({
          access_token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
          expires_in: tokens.expiresIn === null ? null : Number(tokens.expiresIn),
        }),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return true;
    } catch (error) {
      // Spec §8, kept for compatibility with existing log monitoring.
      console.error('Error creating backend session:', error);
      return false;
    }
  }

  /** The user profile from the provider (spa, Bearer) or the backend (bff). */
  async function fetchProfile(accessToken: string | null): Promise<AuthUser | null> {
    if (mode === 'bff' || !accessToken) {
      const response = await backendFetch('/api/auth/me');
      if (!response.ok) return null;
      const body = (await response.json().catch(() => null)) as { user?: unknown } | null;
      return isUser(body?.user) ? body.user : null;
    }
    let response: Response;
    try {
      // A plain bearer request: on a page load with a session, oauth4webapi stays unloaded.
      response = await doFetch(`${providerUrl}/api/user`, {
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw toAuthError(error, 'NETWORK');
    }
    if (!response.ok) return null;
    const body = (await response.json().catch(() => null)) as unknown;
    return isUser(body) ? { id: body.id, name: body.name, email: body.email } : null;
  }

  // ---------------------------------------------------------------- tokens
  /**
   * When a token should be refreshed: `margin` before expiry, but never earlier than half its
   * lifetime (a margin longer than the lifetime would refresh on every use, in a loop).
   */
  function refreshDue(tokens: StoredTokens): number | null {
    if (tokens.expiresAt === null) return null;
    const lifetimeMs = Number(tokens.expiresIn) * 1000;
    const margin =
      Number.isFinite(lifetimeMs) && lifetimeMs > 0 ? Math.min(marginMs, lifetimeMs / 2) : marginMs;
    return tokens.expiresAt - margin;
  }

  const needsRefresh = (tokens: StoredTokens) => {
    const due = refreshDue(tokens);
    return due !== null && due <= now() && tokens.refreshToken !== null;
  };

  function scheduleRefresh() {
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = undefined;
    if (mode !== 'spa') return;
    const tokens = readTokens(local);
    const due = tokens?.refreshToken ? refreshDue(tokens) : null;
    if (due === null) return;
    const delay = Math.max(0, due - now());
    // setTimeout overflows past ~24.8 days; such tokens are refreshed on use instead.
    if (delay > 2 ** 31 - 1) return;
    refreshTimer = setTimeout(() => {
      void refresh().catch(() => undefined);
    }, delay);
  }

  /** One refresh at a time across tabs; skips when another tab already refreshed. */
  async function refresh(force = false): Promise<StoredTokens | null> {
    return locks.request(refreshLock, async () => {
      const tokens = readTokens(local);
      if (!tokens?.refreshToken) return tokens;
      if (!force && !needsRefresh(tokens)) return tokens;
      try {
        const oauth = await loadOAuth();
        const response = await oauth.refreshTokenGrantRequest(
          as,
          client,
          clientAuth(oauth),
          tokens.refreshToken,
          oauthOptions(oauth),
        );
        const result = await oauth.processRefreshTokenResponse(as, client, response);
        writeTokens(local, result, now());
        broadcast('tokens');
        scheduleRefresh();
        return readTokens(local);
      } catch (error) {
        const failure = toAuthError(error, 'REFRESH_FAILED');
        if (failure.code === 'REFRESH_FAILED') {
          clearTokens(local);
          set({ status: 'signed-out', user: null, error: failure });
          broadcast('signed-out');
        }
        throw failure;
      }
    });
  }

  // ---------------------------------------------------------------- session
  /** spa (spec §4): check; if none, create it from the stored tokens; if that worked, check again. */
  async function establishSession(): Promise<AuthUser | null> {
    const existing = await backendCheck();
    if (existing) return existing;
    if (mode !== 'spa') return null;
    let tokens = readTokens(local);
    if (!tokens) return null;
    if (needsRefresh(tokens)) {
      // A provider that is down or slow is not a sign-out: keep the tokens, report the outage.
      tokens = await refresh().catch((error: unknown) => {
        if (isTransient(error)) throw error;
        return null;
      });
      if (!tokens) return null;
    }
    if (!(await backendLogin(tokens))) return null;
    return backendCheck();
  }

  async function signedIn(sessionUser: AuthUser | null): Promise<boolean> {
    const accessToken = mode === 'spa' ? (readTokens(local)?.accessToken ?? null) : null;
    const profile = (await fetchProfile(accessToken).catch(() => null)) ?? sessionUser;
    set({ status: 'signed-in', user: profile, error: null, signedOut: null });
    scheduleRefresh();
    return true;
  }

  async function checkAuth(): Promise<boolean> {
    if (snapshot.status !== 'signed-in') set({ status: 'checking' });
    try {
      const user = await establishSession();
      if (!user) {
        set({ status: 'signed-out', user: null, error: null });
        return false;
      }
      if (snapshot.status === 'signed-in' && snapshot.user) return true;
      return await signedIn(user.name ? user : null);
    } catch (error) {
      set({ status: 'error', user: null, error: toAuthError(error, 'NETWORK') });
      return false;
    }
  }

  // ---------------------------------------------------------------- redirect flow
  async function startSignIn(destination?: string): Promise<void> {
    const current = new URL(location.href);
    const target = sameOriginPath(destination ?? `${current.pathname}${current.search}`);
    const oauth = await loadOAuth();
    const verifier = oauth.generateRandomCodeVerifier();
    const pending: PendingRequest = {
      state: randomAlphanumeric(40),
      verifier,
      destination: target,
      createdAt: now(),
    };
    session.setItem(storageKeys.pendingRequest, JSON.stringify(pending));
    const url = new URL(authorizationEndpoint);
    url.searchParams.set('client_id', client.client_id);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', config.scope ?? '');
    url.searchParams.set('state', pending.state);
    url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
    url.searchParams.set('code_challenge_method', 'S256');
    navigate(url.href);
  }

  function cleanAddress(url: URL) {
    for (const name of callbackParams) url.searchParams.delete(name);
    replaceUrl(`${url.pathname}${url.search}${url.hash}`);
  }

  async function exchange(url: URL, pending: PendingRequest): Promise<AuthUser | null> {
    const oauth = await loadOAuth();
    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(as, client, url, pending.state);
    } catch (error) {
      if (error instanceof oauth.AuthorizationResponseError) {
        const detail = error.error_description ? ` (${error.error_description})` : '';
        throw new AuthError('PROVIDER_ERROR', {
          message: `${authErrorMessages.PROVIDER_ERROR}${detail}`,
          cause: error,
        });
      }
      throw new AuthError('STATE_MISMATCH', { cause: error });
    }
    if (mode === 'bff') {
      const response = await backendFetch('/api/auth/oauth/callback', {
        method: 'POST',
        body: JSON.stringify({
          code: params.get('code'),
          code_verifier: pending.verifier,
          redirect_uri: redirectUri,
        }),
      });
      if (!response.ok) throw new AuthError('EXCHANGE_FAILED');
      const body = (await response.json().catch(() => null)) as { user?: unknown } | null;
      return isUser(body?.user) ? body.user : null;
    }
    try {
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth(oauth),
        params,
        redirectUri,
        pending.verifier,
        oauthOptions(oauth),
      );
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
      // A new sign-in: an ID token of an earlier one must not be kept (the new one may have none).
      local.removeItem(storageKeys.idToken);
      writeTokens(local, tokens, now());
    } catch (error) {
      // Spec §4/§8: a failed exchange removes the three stored values.
      clearTokens(local);
      console.error('[@epic/auth] token exchange failed:', error);
      const failure = toAuthError(error, 'EXCHANGE_FAILED');
      throw failure.code === 'TIMEOUT' || failure.code === 'NETWORK'
        ? failure
        : new AuthError('EXCHANGE_FAILED', { cause: error });
    }
    const user = await establishSession();
    if (!user) throw new AuthError('SESSION_FAILED');
    return user;
  }

  function handleRedirectCallback(): Promise<string | null> {
    const url = new URL(location.href);
    const key = url.searchParams.get('code') ?? url.searchParams.get('error');
    if (!key) return Promise.resolve(null);
    const known = callbacks.get(key);
    if (known) return known;
    const run = (async () => {
      const pending = takePendingRequest(session);
      try {
        if (!pending) {
          // A stray code (back button to the provider, a copied link): never exchanged. Quietly
          // ignored when this tab is already signed in.
          if (!url.searchParams.has('error') && (await checkAuth())) return null;
          throw new AuthError(url.searchParams.has('error') ? 'PROVIDER_ERROR' : 'STATE_MISSING');
        }
        if (now() - pending.createdAt > stateMaxAgeMs) throw new AuthError('STATE_EXPIRED');
        set({ status: 'checking', error: null });
        const user = await exchange(url, pending);
        await signedIn(user?.name ? user : null);
        broadcast('signed-in');
        return pending.destination;
      } catch (error) {
        const failure = toAuthError(error, 'EXCHANGE_FAILED');
        // "Try again" leads where the user was going, not to the page the provider returned to.
        failure.destination ??= pending?.destination;
        set({ status: 'error', user: null, error: failure });
        throw failure;
      } finally {
        cleanAddress(url);
      }
    })();
    callbacks.set(key, run);
    return run;
  }

  // ---------------------------------------------------------------- sign-out, tabs
  /**
   * Ends the backend session. bff: the backend holds the provider's tokens, so it answers the
   * end-session request (with its client id and the ID token it may hold), or null when the
   * provider has none; undefined when the backend could not answer.
   */
  async function endBackendSession(): Promise<string | null | undefined> {
    try {
      const response = await backendFetch('/api/auth/logout', {
        method: 'POST',
        body: JSON.stringify(
          mode === 'bff' ? { post_logout_redirect_uri: postLogoutRedirectUri } : {},
        ),
      });
      if (mode !== 'bff') return null;
      if (response.status >= 500) return undefined;
      if (response.status !== 200) return null;
      const body = (await response.json().catch(() => null)) as { endSessionUrl?: unknown } | null;
      return isHttpUrl(body?.endSessionUrl) ? body.endSessionUrl : null;
    } catch {
      // The session is forgotten locally even when the backend cannot be reached.
      return undefined;
    }
  }

  async function signOut(): Promise<SignOutResult> {
    const idToken = readTokens(local)?.idToken ?? null;
    const fromBackend = await endBackendSession();
    // spa, or a bff backend that could not answer (the provider session matters most on a shared
    // computer): the browser sends its own request, with its client id.
    const endSession =
      mode === 'bff' && fromBackend !== undefined
        ? fromBackend
        : endSessionEndpoint &&
          endSessionRequest(endSessionEndpoint, {
            clientId: client.client_id,
            postLogoutRedirectUri,
            idToken,
          });
    clearTokens(local);
    if (refreshTimer) clearTimeout(refreshTimer);
    const notice: SignOutNotice = endSession ? 'provider-ended' : 'provider-may-remain';
    set({
      status: 'signed-out',
      user: null,
      error: null,
      // While the browser leaves for the provider, nothing to say yet: the notice comes back with it.
      signedOut: endSession ? null : notice,
    });
    broadcast('signed-out', { signedOut: notice });
    if (!endSession) return { redirected: false };
    rememberSignOut(session, now());
    navigate(endSession);
    return { redirected: true };
  }

  const onMessage = (event: { data: unknown }) => {
    const message = event.data as ChannelMessage | null;
    const type = message?.type;
    if (type === 'signed-out') {
      if (refreshTimer) clearTimeout(refreshTimer);
      const signedOut = message?.signedOut;
      set({
        status: 'signed-out',
        user: null,
        error: null,
        signedOut:
          signedOut === 'provider-ended' || signedOut === 'provider-may-remain' ? signedOut : null,
      });
    } else if (type === 'signed-in' && snapshot.status !== 'signed-in') {
      void checkAuth();
    } else if (type === 'tokens') {
      scheduleRefresh();
    }
  };
  channel?.addEventListener('message', onMessage);
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === storageKeys.accessToken &&
      event.newValue === null &&
      snapshot.status === 'signed-in'
    ) {
      set({ status: 'signed-out', user: null, error: null });
    }
  };
  g.window?.addEventListener?.('storage', onStorage);

  async function authFetch(input: string, init: RequestInit = {}): Promise<Response> {
    const first = await backendFetch(input, init);
    if (first.status !== 401) return first;
    if (mode === 'spa' && readTokens(local)?.refreshToken) {
      const tokens = await refresh(true).catch((error: unknown) => {
        // Provider unreachable or too slow: the caller gets that error, the tokens stay for a retry.
        if (isTransient(error)) throw error;
        return null;
      });
      if (tokens && (await backendLogin(tokens))) {
        const second = await backendFetch(input, init);
        if (second.status !== 401) return second;
      }
    }
    set({ status: 'signed-out', user: null, error: new AuthError('UNAUTHORIZED') });
    throw new AuthError('UNAUTHORIZED');
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    handleRedirectCallback,
    checkAuth,
    hasBackendSession: () => backendCheck().then(Boolean, () => false),
    startSignIn,
    signOut,
    async getAccessToken() {
      if (mode !== 'spa') return null;
      const tokens = readTokens(local);
      if (!tokens) return null;
      if (needsRefresh(tokens)) {
        return (await refresh().catch(() => null))?.accessToken ?? null;
      }
      return tokens.accessToken;
    },
    fetch: authFetch,
    destroy() {
      if (refreshTimer) clearTimeout(refreshTimer);
      channel?.close();
      g.window?.removeEventListener?.('storage', onStorage);
      listeners.clear();
    },
  };
}
