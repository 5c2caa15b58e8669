import type { EndpointOverrides } from './endpoints';
import { AuthError } from './errors';
import { fallbackLocks } from './renew';
import { resolveEndSessionUrl } from './signout';
import { type StorageKeys, type StorageLike, storageKeysFor } from './storage';
import type { AuthConfig, AuthMode, LockManagerLike } from './types';
import { isHttpUrl } from './url';

/** Options read as given (their defaults apply where they are used). */
type PassThrough =
  | 'scope'
  | 'loginPath'
  | 'legacyClientSecret'
  | 'stateMaxAgeMs'
  | 'channel'
  | 'mapClaims';

/** The configuration with the shared defaults applied and every injectable resolved. */
export interface Settings extends Pick<AuthConfig, PassThrough | 'loadCheck' | 'accessCheck'> {
  /** Base of the spec's paths (`/oauth/authorize`…), or null when only `issuer` is given. */
  providerUrl: string | null;
  /** The issuer whose OpenID discovery document gives the endpoints, or null (no discovery). */
  issuer: string | null;
  /** Endpoints set explicitly: they win over discovery and over `providerUrl`'s paths. */
  overrides: EndpointOverrides;
  clientId: string;
  mode: AuthMode;
  /** False: no product backend, the provider alone (spa). */
  backendSession: boolean;
  location: { href: string; origin: string };
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Base URL of the product backend, without a trailing slash. */
  backendUrl: string;
  /** Storage keys, channel and lock names of this client (`storagePrefix`). */
  keys: StorageKeys;
  timeoutMs: number;
  refreshMarginMs: number;
  fetch: typeof fetch;
  local: StorageLike;
  session: StorageLike;
  locks: LockManagerLike;
  now: () => number;
  replaceUrl: (url: string) => void;
  navigate: (url: string) => void;
}

export type BrowserGlobals = typeof globalThis & { window?: Window };

/** A configuration error: French, like every message of the package, naming the option. */
const configError = (message: string) => new AuthError('CONFIG', { message });

/** An absolute http(s) URL without its trailing slashes, or a CONFIG error naming the option. */
function httpUrl(value: string | undefined, option: string, keepSlash = false): string | undefined {
  if (value === undefined) return undefined;
  const url = keepSlash ? value.trim() : value.trim().replace(/\/+$/, '');
  if (!isHttpUrl(url)) {
    throw configError(`L’option ${option} doit être une adresse absolue en http(s).`);
  }
  return url;
}

/** Checks the configuration and applies the defaults (README's option table). */
export function resolveSettings(config: AuthConfig): Settings {
  const g: BrowserGlobals = globalThis;
  const providerUrl = httpUrl(config.providerUrl, 'providerUrl') ?? null;
  // An issuer is compared as written (some end with a slash): it is kept as given.
  const issuer = httpUrl(config.issuer, 'issuer', true) ?? null;
  if (!providerUrl && !issuer) {
    throw configError('Indiquez le fournisseur d’identité\u00a0: l’option issuer ou providerUrl.');
  }
  const mode: AuthMode = config.mode ?? 'spa';
  const location = config.location ?? g.window?.location;
  if (!location) throw configError('Aucune adresse de page\u00a0: passez l’option location.');
  const local = config.localStorage ?? g.window?.localStorage;
  const session = config.sessionStorage ?? g.window?.sessionStorage;
  if (!local || !session) throw configError('Le stockage du navigateur est indisponible.');
  const backendSession = config.backendSession ?? true;
  if (!backendSession && mode === 'bff') {
    throw configError('Le mode bff a besoin de la session du serveur (backendSession).');
  }
  if (config.legacyClientSecret) {
    if (mode !== 'spa') throw configError('L’option legacyClientSecret est réservée au mode spa.');
    console.warn(
      '[@epic/auth] legacyClientSecret is set: a client secret in browser code is public. Use mode "bff" instead.',
    );
  }
  const prefix = config.storagePrefix;
  if (prefix !== undefined && !/^[\w.-]+$/.test(prefix)) {
    throw configError(
      'L’option storagePrefix n’accepte que des lettres sans accent, des chiffres, le tiret, le point et le tiret bas.',
    );
  }
  return {
    ...config,
    providerUrl,
    issuer,
    overrides: {
      authorization: httpUrl(config.authorizationEndpoint, 'authorizationEndpoint'),
      token: httpUrl(config.tokenEndpoint, 'tokenEndpoint'),
      userinfo: httpUrl(config.userinfoEndpoint, 'userinfoEndpoint'),
      endSession: resolveEndSessionUrl(config.endSessionUrl),
    },
    clientId: String(config.clientId ?? '13'),
    mode,
    backendSession,
    location,
    redirectUri: config.redirectUri ?? `${location.origin}/`,
    postLogoutRedirectUri: config.postLogoutRedirectUri ?? `${location.origin}/`,
    backendUrl: (config.backendUrl ?? '').replace(/\/+$/, ''),
    keys: storageKeysFor(prefix),
    timeoutMs: config.timeoutMs ?? 10_000,
    refreshMarginMs: (config.refreshMarginSeconds ?? 60) * 1000,
    fetch: config.fetch ?? ((input, init) => fetch(input, init)),
    local,
    session,
    locks: config.locks ?? (g.navigator?.locks as LockManagerLike | undefined) ?? fallbackLocks(),
    now: config.now ?? Date.now,
    replaceUrl:
      config.replaceUrl ??
      ((url: string) => g.window?.history.replaceState(g.window.history.state, '', url)),
    navigate: config.navigate ?? ((url: string) => g.window?.location.assign(url)),
  };
}
