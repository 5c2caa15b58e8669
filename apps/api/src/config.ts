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
  /** Trust X-Forwarded-* headers (behind a load balancer). */
  trustProxy: boolean;
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

/** Reads the configuration from the environment, with working local defaults. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const production = env.NODE_ENV === 'production';
  const port = int(env.PORT, 3000, 'PORT');
  const origins = (env.SITE_ORIGINS ?? env.SITE_ORIGIN ?? 'http://localhost:3000')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const defaultDist = fileURLToPath(new URL('apps/site/dist/', `file://${repoRoot}`));
  const config: Config = {
    production,
    host: env.HOST ?? '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.EPIC_DATA_DIR ?? `${repoRoot}.data/pglite`,
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    sessionTtl: int(env.SESSION_TTL_SECONDS, 8 * 3600, 'SESSION_TTL_SECONDS'),
    authProviderUrl: (env.AUTH_PROVIDER_URL ?? 'http://localhost:4000').replace(/\/+$/, ''),
    authEndSessionUrl: null,
    oauthClientId: env.OAUTH_CLIENT_ID ?? 'epic-api',
    oauthClientSecret:
      env.OAUTH_CLIENT_SECRET !== undefined
        ? env.OAUTH_CLIENT_SECRET || undefined
        : production
          ? undefined
          : DEV_CLIENT_SECRET,
    siteOrigins: origins,
    siteDist: env.SITE_DIST ?? (existsSync(`${defaultDist}index.html`) ? defaultDist : undefined),
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitMax: int(env.RATE_LIMIT_MAX, 1200, 'RATE_LIMIT_MAX'),
    authRateLimitMax: int(env.AUTH_RATE_LIMIT_MAX, 20, 'AUTH_RATE_LIMIT_MAX'),
    providerTimeoutMs: int(env.PROVIDER_TIMEOUT_MS, 5000, 'PROVIDER_TIMEOUT_MS'),
    importOnStart: env.IMPORT_ON_START !== '0',
    importYears: years(env.IMPORT_YEARS),
    importIndicators: env.IMPORT_INDICATORS !== '0',
    trustProxy: env.TRUST_PROXY === '1',
    responseCache: env.RESPONSE_CACHE !== '0',
    catalogueMs: 5_000,
    ...overrides,
  };
  if (!('authEndSessionUrl' in overrides)) {
    config.authEndSessionUrl = endSessionUrl(env.AUTH_END_SESSION_URL, config.authProviderUrl);
  }
  checkProductionSecrets(config);
  return config;
}

/** `AUTH_END_SESSION_URL`: unset derives it from the provider, `none` means there is none. */
function endSessionUrl(value: string | undefined, providerUrl: string): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.toLowerCase() === 'none') return null;
  if (!trimmed) return `${providerUrl}/session/end`;
  if (!/^https?:\/\/[^/]/.test(trimmed)) {
    throw new Error(
      `AUTH_END_SESSION_URL doit être une adresse http(s) absolue ou « none » (reçu « ${trimmed} »).`,
    );
  }
  return trimmed;
}

/** Refuses to run in production with the development secrets. */
export function checkProductionSecrets(config: Config): void {
  if (!config.production) return;
  if (config.sessionSecret === DEV_SESSION_SECRET || config.sessionSecret.length < 32) {
    throw new Error(
      'SESSION_SECRET doit être défini en production (au moins 32 caractères, différent de la valeur de développement).',
    );
  }
  if (config.oauthClientSecret === DEV_CLIENT_SECRET) {
    throw new Error(
      'OAUTH_CLIENT_SECRET ne peut pas garder la valeur de développement en production.',
    );
  }
}
