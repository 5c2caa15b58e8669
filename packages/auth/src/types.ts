import type { UserClaims } from './claims';
import type { AuthError } from './errors';
import type { SignOutNotice, SignOutResult } from './signout';
import type { StorageLike } from './storage';

export type AuthMode = 'spa' | 'bff';
export type AuthStatus = 'signed-out' | 'checking' | 'signed-in' | 'error';
/** Who asks `checkAuth()`: the page load (`loadCheck` option) or a guard (`accessCheck` option). */
export type AuthCheckPurpose = 'load' | 'access';

/**
 * The signed-in user, as the default claims mapping makes it: `id` from `sub` (EPIC's provider:
 * `id`), `name` and `email` (`''` when the provider does not give them). A `mapClaims` option
 * returns a subtype with more fields: `createAuthClient<MyUser>({ mapClaims })`.
 */
export interface AuthUser {
  id: string | number;
  name: string;
  email: string;
}

export interface AuthSnapshot<U extends AuthUser = AuthUser> {
  status: AuthStatus;
  user: U | null;
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

/**
 * Where the provider is: `providerUrl` (EPIC's paths under it), `issuer` (OpenID discovery), or
 * both (discovery first, `providerUrl`'s paths for what it does not announce). At least one.
 */
export type AuthProviderLocation =
  | { providerUrl: string; issuer?: string | undefined }
  | { issuer: string; providerUrl?: string | undefined };

/** The options of `createAuthClient` (README's option table). */
export type AuthConfig<U extends AuthUser = AuthUser> = AuthProviderLocation & AuthOptions<U>;

export interface AuthOptions<U extends AuthUser = AuthUser> {
  /**
   * Base URL and issuer of EPIC's SSO provider: `/oauth/authorize`, `/api/oauth/token`,
   * `/api/user`, `/session/end` under it (the spec's paths).
   */
  providerUrl?: string | undefined;
  /**
   * The OpenID provider's issuer: its endpoints are read from
   * `${issuer}/.well-known/openid-configuration` (once per page, with `timeoutMs`).
   */
  issuer?: string | undefined;
  /** Authorization endpoint; wins over discovery and `providerUrl`. */
  authorizationEndpoint?: string;
  /** Token endpoint; wins over discovery and `providerUrl`. */
  tokenEndpoint?: string;
  /**
   * Userinfo endpoint (the profile, with the access token as Bearer); wins over discovery and
   * `providerUrl`. Without one, the profile comes from the ID token's claims (scope `openid`).
   */
  userinfoEndpoint?: string;
  /**
   * Turns the provider's claims (userinfo, or the ID token's) and the product backend's `user`
   * into the user. Returns null when they do not describe a user. @default standard claims:
   * `sub` (or `id`), `name`, `email`
   */
  mapClaims?: (claims: UserClaims) => U | null;
  /**
   * Prefix of the token keys in `localStorage` (`${prefix}token`, `${prefix}refresh_token`…).
   * Another prefix also names this client's pending request, tab channel and lock apart.
   * @default 'epic_user_'
   */
  storagePrefix?: string;
  /** OAuth client id (spec §9); a number is sent as its decimal string. @default '13' */
  clientId?: string | number;
  /** Where the provider sends the user back (spec: the site root). @default `${origin}/` */
  redirectUri?: string;
  /** Base URL of the product backend. @default '' (same origin) */
  backendUrl?: string;
  /**
   * Whether a product backend holds a session (`/api/auth/*`). `false` (spa only): the site talks
   * to the provider alone, with no request to `/api/auth/*`: signed in means a usable stored token
   * (refreshed when due) that the provider's `/api/user` accepts; sign-out forgets the tokens and
   * ends the provider's session. `bff` mode needs the backend.
   * @default true
   */
  backendSession?: boolean;
  /** `spa`: the spec's flow, tokens in localStorage. `bff`: the backend holds the tokens. @default 'spa' */
  mode?: AuthMode;
  /** Requested scope; the spec sends an empty one. @default '' */
  scope?: string;
  /**
   * The provider's end-session endpoint (OpenID RP-initiated logout), spa mode: sign-out sends the
   * browser there with `client_id`, `post_logout_redirect_uri` and, when the provider issued an ID
   * token, `id_token_hint`. `null` or `'none'`: the provider has none; sign-out then only ends
   * EPIC's session and says that the provider's may remain. In bff mode the backend answers this
   * URL (its own setting). Wins over discovery's `end_session_endpoint`.
   * @default discovery's, else `${providerUrl}/session/end`
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
  /**
   * The check at page load (`checkAuth('load')`, run by `<AuthProvider>`). `'stored-tokens'` (spa
   * only): without a stored token it resolves false at once, with no request (the backend opens a
   * spa session only from the tokens this site stores, so a visitor without them has none, and
   * no 401 is logged in the console of every signed-out visit). Guards still ask the backend.
   * @default 'always'
   */
  loadCheck?: 'always' | 'stored-tokens';
  /**
   * The check of a guard (`checkAuth('access')`, run by `<RequireAuth>`). `'session-first'`: ask
   * only whether the backend holds a session (`hasBackendSession()`, or the answer that
   * `prefetchAccessCheck()` started), and run the full check (session from stored tokens,
   * refresh, profile) only when it does not: a protected screen does not wait for the profile.
   * @default 'full'
   */
  accessCheck?: 'full' | 'session-first';
  /**
   * Adds a `<link rel="preconnect">` to the provider at creation when a signed-in visit will ask
   * it for the profile (spa mode with a stored token). @default false
   */
  preconnect?: boolean;
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

export interface AuthClient<U extends AuthUser = AuthUser> {
  /** The current state; the same object until something changes (for useSyncExternalStore). */
  getSnapshot(): AuthSnapshot<U>;
  subscribe(listener: () => void): () => void;
  /**
   * At page load: when the address holds `code` (or `error`), validates the state, exchanges the
   * code once, removes `code`/`state`/`iss` from the address and opens the session. Resolves to the
   * intended destination (a same-origin path), or `null` when there is nothing to handle. Rejects
   * with an `AuthError` (French message); never redirects by itself, so it cannot loop.
   */
  handleRedirectCallback(): Promise<string | null>;
  /**
   * True when signed in (spa: check → login from stored tokens → check). Callers that ask at the
   * same time share one round of requests. `purpose` applies the `loadCheck` (`'load'`) or
   * `accessCheck` (`'access'`) option; without it, the full check. Never rejects.
   */
  checkAuth(purpose?: AuthCheckPurpose): Promise<boolean>;
  /**
   * Only the first step of `checkAuth()`: whether the backend already holds a session (GET
   * /api/auth/check). No session creation, refresh or profile; false on any failure. Never rejects.
   */
  hasBackendSession(): Promise<boolean>;
  /**
   * Starts the first step of the next `checkAuth('access')` now (e.g. before the first render of a
   * protected screen); that check then uses its answer, once.
   */
  prefetchAccessCheck?(): void;
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
