import { AuthError } from './errors';
import { fallbackLocks } from './renew';
import { resolveEndSessionUrl } from './signout';
import type { StorageLike } from './storage';
import type { AuthConfig, AuthMode, LockManagerLike } from './types';

/** Options read as given (their defaults apply where they are used). */
type PassThrough = 'scope' | 'loginPath' | 'legacyClientSecret' | 'stateMaxAgeMs' | 'channel';

/** The configuration with the shared defaults applied and every injectable resolved. */
export interface Settings extends Pick<AuthConfig, PassThrough | 'loadCheck' | 'accessCheck'> {
  providerUrl: string;
  clientId: string;
  mode: AuthMode;
  /** False: no product backend, the provider alone (spa). */
  backendSession: boolean;
  location: { href: string; origin: string };
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** The provider's end-session endpoint, or null when it has none. */
  endSessionEndpoint: string | null;
  /** Base URL of the product backend, without a trailing slash. */
  backendUrl: string;
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

/** Checks the configuration and applies the defaults (README's option table). */
export function resolveSettings(config: AuthConfig): Settings {
  const g: BrowserGlobals = globalThis;
  const providerUrl = config.providerUrl.replace(/\/+$/, '');
  if (!/^https?:\/\//.test(providerUrl)) {
    throw new AuthError('CONFIG', { message: 'providerUrl must be an absolute http(s) URL.' });
  }
  const mode: AuthMode = config.mode ?? 'spa';
  const location = config.location ?? g.window?.location;
  if (!location) throw new AuthError('CONFIG', { message: 'No location: pass config.location.' });
  const local = config.localStorage ?? g.window?.localStorage;
  const session = config.sessionStorage ?? g.window?.sessionStorage;
  if (!local || !session) throw new AuthError('CONFIG', { message: 'Web Storage is unavailable.' });
  const backendSession = config.backendSession ?? true;
  if (!backendSession && mode === 'bff') {
    throw new AuthError('CONFIG', { message: 'bff mode needs the backend session.' });
  }
  if (config.legacyClientSecret) {
    if (mode !== 'spa')
      throw new AuthError('CONFIG', { message: 'legacyClientSecret is for spa mode only.' });
    console.warn(
      '[@epic/auth] legacyClientSecret is set: a client secret in browser code is public. Use mode "bff" instead.',
    );
  }
  return {
    ...config,
    providerUrl,
    clientId: String(config.clientId ?? '13'),
    mode,
    backendSession,
    location,
    redirectUri: config.redirectUri ?? `${location.origin}/`,
    postLogoutRedirectUri: config.postLogoutRedirectUri ?? `${location.origin}/`,
    endSessionEndpoint: resolveEndSessionUrl(config.endSessionUrl, providerUrl),
    backendUrl: (config.backendUrl ?? '').replace(/\/+$/, ''),
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
