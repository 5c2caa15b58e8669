// Long file: every setting of the API, each read, checked and explained in one place.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Repository root, from apps/api/src. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const DEV_SESSION_SECRET = 'epic-dev-session-secret-change-me-in-production-0000';
export const DEV_CLIENT_SECRET = 'epic-dev-secret';

export interface Config {
  production: boolean;
  host: string;
  port: number;
  /** PostgreSQL server URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  /** Absolute session lifetime in seconds. */
  sessionTtl: number;
  authProviderUrl: string;
  /**
   * The provider's end-session endpoint (OpenID RP-initiated logout) for bff sign-outs, or null
   * when it has none (`AUTH_END_SESSION_URL=none`). Default: `${authProviderUrl}/session/end`.
   */
  authEndSessionUrl: string | null;
  oauthClientId: string;
  /** Client secret for the bff mode; undefined disables `POST /api/auth/oauth/callback`. */
  oauthClientSecret: string | undefined;
  /**
   * `spa`: the browser may open a session with a bearer token (`POST /api/auth/login`), checked by
   * introspection. `bff`: only the code exchange signs in. Default: `bff` in production.
   */
  authMode: 'spa' | 'bff';
  /** The public client the site signs in with in spa mode: a bearer token must be issued to it. */
  spaClientId: string;
  /**
   * The provider's token introspection endpoint (RFC 7662), called with the API's client
   * credentials, or null (`AUTH_INTROSPECTION_URL=none`): spa tokens are then refused.
   */
  authIntrospectionUrl: string | null;
  /** Sessions unused this long (seconds) end before their absolute lifetime. */
  sessionIdleSeconds: number;
  /** Session cookie `Secure` and `__Host-` prefixed: production, or an https site. */
  cookieSecure: boolean;
  /** How often a session opened with a bearer token asks the provider whether it still holds (ms). */
  tokenRecheckMs: number;
  /** Allowed browser origins (CORS and CSRF). The first one is the site's own origin. */
  siteOrigins: string[];
  /** Built site to serve (one origin in production), or undefined. */
  siteDist: string | undefined;
  logLevel: string;
  /** Requests per minute and per client address on the data API. */
  rateLimitMax: number;
  /** Requests per minute and per client address on the sign-in endpoints. */
  authRateLimitMax: number;
  /** Timeout of every call to the authentication provider, in milliseconds. */
  providerTimeoutMs: number;
  /** Import the data packages at start when the database holds no vintage. */
  importOnStart: boolean;
  /** The vintages that import (`IMPORT_YEARS=2024,2025`; default: all). */
  importYears: number[] | undefined;
  /** Import the statistical indicators at start too (`IMPORT_INDICATORS=0`: not). */
  importIndicators: boolean;
  /**
   * Proxies in front of the API whose X-Forwarded-* headers are trusted (`TRUST_PROXY`, 0: none):
   * the client is the address that many hops from the right of X-Forwarded-For (proxy.ts).
   */
  trustProxy: number;
  /** Keep computed data responses in memory per data version. */
  responseCache: boolean;
  /**
   * How long the catalogue (and so the data version) is kept when no import is notified (ms): the
   * periodic read is a safety net behind the notifications.
   */
  catalogueMs: number;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} doit être un entier positif (reçu « ${value} »).`);
  return n;
}

/** `IMPORT_YEARS`: vintages separated by commas, or undefined (all). */
function years(value: string | undefined): number[] | undefined {
  if (!value?.trim()) return undefined;
  return value.split(',').map((y) => int(y.trim(), 0, 'IMPORT_YEARS'));
}

/**
 * The one rule for production: anything but an explicit `NODE_ENV` of `development` or `test`
 * (any case, spaces ignored), unset included, so that a forgotten or misspelt `NODE_ENV`
 * (`Production`, `prod`) can never start with the development secrets and defaults.
 */
export function isProduction(nodeEnv: string | undefined): boolean {
  const value = nodeEnv?.trim().toLowerCase();
  return value !== 'development' && value !== 'test';
}

/** `SITE_ORIGINS` (or `SITE_ORIGIN`): origins separated by commas, without a trailing slash. */
function siteOrigins(env: NodeJS.ProcessEnv): string[] {
  return (env.SITE_ORIGINS ?? env.SITE_ORIGIN ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** Reads the configuration from the environment, with working local defaults outside production. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const production = overrides.production ?? isProduction(env.NODE_ENV);
  const port = int(env.PORT, 3000, 'PORT');
  const origins = siteOrigins(env);
  const defaultDist = fileURLToPath(new URL('apps/site/dist/', `file://${repoRoot}`));
  const config: Config = {
    production,
    host: env.HOST ?? '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.EPIC_DATA_DIR ?? `${repoRoot}.data/pglite`,
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    sessionTtl: int(env.SESSION_TTL_SECONDS, 8 * 3600, 'SESSION_TTL_SECONDS'),
    authProviderUrl: (env.AUTH_PROVIDER_URL?.trim() || 'http://localhost:4000').replace(/\/+$/, ''),
    authEndSessionUrl: null,
    oauthClientId: env.OAUTH_CLIENT_ID ?? 'epic-api',
    oauthClientSecret:
      env.OAUTH_CLIENT_SECRET !== undefined
        ? env.OAUTH_CLIENT_SECRET || undefined
        : production
          ? undefined
          : DEV_CLIENT_SECRET,
    authMode: authMode(env.AUTH_MODE, production),
    spaClientId: env.OAUTH_SPA_CLIENT_ID?.trim() || '13',
    authIntrospectionUrl: null,
    sessionIdleSeconds: int(env.SESSION_IDLE_SECONDS, 2 * 3600, 'SESSION_IDLE_SECONDS'),
    cookieSecure: false,
    tokenRecheckMs: int(env.TOKEN_RECHECK_SECONDS, 60, 'TOKEN_RECHECK_SECONDS') * 1000,
    siteOrigins: withLoopbackTwin(
      origins.length > 0 ? origins : ['http://localhost:3000'],
      production,
    ),
    siteDist: env.SITE_DIST ?? (existsSync(`${defaultDist}index.html`) ? defaultDist : undefined),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitMax: int(env.RATE_LIMIT_MAX, 1200, 'RATE_LIMIT_MAX'),
    authRateLimitMax: int(env.AUTH_RATE_LIMIT_MAX, 20, 'AUTH_RATE_LIMIT_MAX'),
    providerTimeoutMs: int(env.PROVIDER_TIMEOUT_MS, 5000, 'PROVIDER_TIMEOUT_MS'),
    importOnStart: env.IMPORT_ON_START !== '0',
    importYears: years(env.IMPORT_YEARS),
    importIndicators: env.IMPORT_INDICATORS !== '0',
    trustProxy: int(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    responseCache: env.RESPONSE_CACHE !== '0',
    catalogueMs: 5_000,
    ...overrides,
  };
  if (!('authEndSessionUrl' in overrides)) {
    config.authEndSessionUrl = providerEndpoint(
      'AUTH_END_SESSION_URL',
      env.AUTH_END_SESSION_URL,
      `${config.authProviderUrl}/session/end`,
    );
  }
  if (!('authIntrospectionUrl' in overrides)) {
    config.authIntrospectionUrl = providerEndpoint(
      'AUTH_INTROSPECTION_URL',
      env.AUTH_INTROSPECTION_URL,
      `${config.authProviderUrl}/token/introspection`,
    );
  }
  if (!('cookieSecure' in overrides)) {
    config.cookieSecure =
      env.COOKIE_SECURE !== undefined && env.COOKIE_SECURE !== ''
        ? env.COOKIE_SECURE !== '0'
        : config.production || config.siteOrigins[0]?.startsWith('https:') === true;
  }
  if (config.production) {
    const problems = productionProblems(config, {
      providerSet: Boolean(env.AUTH_PROVIDER_URL?.trim()) || 'authProviderUrl' in overrides,
      originsSet: origins.length > 0 || 'siteOrigins' in overrides,
      originsName: env.SITE_ORIGINS !== undefined ? 'SITE_ORIGINS' : 'SITE_ORIGIN',
    });
    // Every problem at once: an operator fixes the environment in one go.
    if (problems.length > 0) throw new Error(problems.join('\n'));
  }
  return config;
}

/**
 * Outside production, a site origin on `localhost` or `127.0.0.1` comes with its twin on the other
 * name (same scheme and port): the local site opened at either address signs in and comes back
 * there (its cookies are per host). Nothing else is added; production takes the origins as given.
 */
function withLoopbackTwin(origins: string[], production: boolean): string[] {
  if (production) return origins;
  const out = [...origins];
  for (const origin of origins) {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!url || url.origin !== origin) continue;
    const twin =
      url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : '';
    if (!twin) continue;
    url.hostname = twin;
    if (!out.includes(url.origin)) out.push(url.origin);
  }
  return out;
}

/** Loopback hosts: plain http to them never crosses a network (a proxy or provider on the machine). */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Why an address is refused in production (not https, nor http to the machine itself), if it is. */
function insecureUrl(name: string, value: string): string | undefined {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url?.protocol === 'https:' || (url?.protocol === 'http:' && isLoopback(url.hostname))) {
    return undefined;
  }
  return `${name} doit être une adresse https:// en production (reçu « ${value} »)\u00a0; http:// n’est accepté que vers la machine elle-même (localhost, 127.0.0.1, [::1]).`;
}

/**
 * What forbids a production start: the development secrets, the local defaults of the provider
 * and the site's origins (they name this machine's development servers), plain http.
 */
function productionProblems(
  config: Config,
  given: { providerSet: boolean; originsSet: boolean; originsName: string },
): string[] {
  const problems: (string | undefined)[] = [];
  if (config.sessionSecret === DEV_SESSION_SECRET || config.sessionSecret.length < 32) {
    problems.push(
      'SESSION_SECRET doit être défini en production (au moins 32 caractères, différent de la valeur de développement).',
    );
  }
  if (config.oauthClientSecret === DEV_CLIENT_SECRET) {
    problems.push(
      'OAUTH_CLIENT_SECRET ne peut pas garder la valeur de développement en production.',
    );
  }
  if (!given.providerSet) {
    problems.push(
      'AUTH_PROVIDER_URL doit être défini en production (l’adresse https du fournisseur d’identité).',
    );
  } else {
    problems.push(insecureUrl('AUTH_PROVIDER_URL', config.authProviderUrl));
    if (config.authEndSessionUrl) {
      problems.push(insecureUrl('AUTH_END_SESSION_URL', config.authEndSessionUrl));
    }
    if (config.authIntrospectionUrl) {
      problems.push(insecureUrl('AUTH_INTROSPECTION_URL', config.authIntrospectionUrl));
    }
  }
  if (!config.cookieSecure) {
    problems.push(
      'COOKIE_SECURE=0 est refusé en production\u00a0: le cookie de session doit être Secure.',
    );
  }
  if (config.authMode === 'spa' && !config.authIntrospectionUrl) {
    problems.push(
      'AUTH_MODE=spa demande AUTH_INTROSPECTION_URL\u00a0: sans introspection, l’API ne peut pas vérifier qu’un jeton lui est destiné.',
    );
  }
  if (!given.originsSet) {
    problems.push(
      'SITE_ORIGIN (ou SITE_ORIGINS) doit être défini en production (l’origine https publique du site).',
    );
  } else {
    for (const origin of config.siteOrigins) problems.push(insecureUrl(given.originsName, origin));
  }
  return problems.filter((p): p is string => p !== undefined);
}

/** `AUTH_MODE`: `spa` or `bff`; unset is `bff` in production, `spa` on a developer's machine. */
function authMode(value: string | undefined, production: boolean): 'spa' | 'bff' {
  const trimmed = value?.trim().toLowerCase() ?? '';
  if (!trimmed) return production ? 'bff' : 'spa';
  if (trimmed === 'spa' || trimmed === 'bff') return trimmed;
  throw new Error(`AUTH_MODE doit valoir « spa » ou « bff » (reçu « ${value} »).`);
}

/** A provider endpoint variable: unset derives it from the provider, `none` means there is none. */
function providerEndpoint(
  name: string,
  value: string | undefined,
  fallback: string,
): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.toLowerCase() === 'none') return null;
  if (!trimmed) return fallback;
  if (!/^https?:\/\/[^/]/.test(trimmed)) {
    throw new Error(
      `${name} doit être une adresse http(s) absolue ou « none » (reçu « ${trimmed} »).`,
    );
  }
  return trimmed;
}
