/**
 * Several API instances on one PostgreSQL database, as an operator runs them: real processes
 * (`src/main.ts`), each with its own connections, plus the real local SSO server in this process.
 * Databases are created fresh from TEST_DATABASE_URL and dropped at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { demoAccounts, demoPassword, type RunningSsoServer, startSsoServer } from '@epic/sso-dev';
import { openPostgres } from '../../src/db/adapter.js';
import { authorizationCode, cookieOf, SITE } from '../helpers.js';

export const databaseUrl = process.env.TEST_DATABASE_URL;
export const skipReason =
  'TEST_DATABASE_URL non défini : les tests de plusieurs instances sur un même PostgreSQL sont ignorés (la CI le définit).';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));
/** The vintage that instances import on an empty database (one: about 5 s, not all seven). */
export const IMPORT_YEAR = 2024;

/** A fresh database next to TEST_DATABASE_URL's; `drop()` removes it. */
export async function freshDatabase(tag: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!databaseUrl) throw new Error(skipReason);
  const base = new URL(databaseUrl);
  const name = `${base.pathname.slice(1)}_${tag}_${randomBytes(3).toString('hex')}`;
  const admin = await openPostgres(databaseUrl, 1);
  try {
    await admin.exec(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const a = await openPostgres(databaseUrl, 1);
      try {
        await a.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await a.close();
      }
    },
  };
}

export interface Instance {
  url: string;
  process: ChildProcess;
  /** Everything the instance wrote on stderr. */
  output(): string;
  /** Resolves with the exit code (or the signal) once the process ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * Starts `src/main.ts` on the database; resolves once it listens, rejects (with its output) if it
 * exits first. It imports one vintage, without the statistical indicators, on an empty database.
 */
export function startInstance(
  db: string,
  providerUrl: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const child = spawn(
    process.execPath,
    ['--conditions=@epic/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: db,
        HOST: '127.0.0.1',
        PORT: '0',
        AUTH_PROVIDER_URL: providerUrl,
        SITE_ORIGINS: SITE,
        SITE_DIST: '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000',
        AUTH_RATE_LIMIT_MAX: '100000',
        IMPORT_YEARS: String(IMPORT_YEAR),
        IMPORT_INDICATORS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return new Promise((resolve, reject) => {
    // Ready after 11–15 s here (migrations and one vintage imported) with another test run busy.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`instance not ready after 60 s:\n${output}`));
    }, 60_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /API EPIC prête sur (http:\/\/\S+)/.exec(output);
      if (!ready?.[1]) return;
      clearTimeout(timer);
      resolve({
        url: ready[1],
        process: child,
        output: () => output,
        exited,
        stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited (${code}) before listening:\n${output}`));
    });
  });
}

/** The local SSO server; counts the refresh-token grants it answered. */
export async function startProvider(accessTokenTtl: number, bffClientSecret?: string) {
  const sso: RunningSsoServer = await startSsoServer({
    port: 0,
    siteOrigins: [SITE],
    accessTokenTtl,
    ...(bffClientSecret ? { bffClientSecret } : {}),
    log: () => {},
  });
  const grants = { refreshed: 0, refused: 0 };
  sso.provider.on('grant.success', (ctx) => {
    if (ctx.oidc.params?.grant_type === 'refresh_token') grants.refreshed++;
  });
  sso.provider.on('grant.error', () => {
    grants.refused++;
  });
  return { sso, grants };
}

const account = demoAccounts[0] as (typeof demoAccounts)[number];

/** A bff sign-in through the provider's login form, finished on `instance`: the session cookie. */
export async function signIn(sso: RunningSsoServer, instance: string): Promise<string> {
  const { code, verifier } = await authorizationCode(
    sso.url,
    'epic-api',
    account.email,
    demoPassword,
  );
  const r = await fetch(`${instance}/api/auth/oauth/callback`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json' },
    body: JSON.stringify({ code, code_verifier: verifier, redirect_uri: `${SITE}/` }),
    signal: AbortSignal.timeout(10_000),
  });
  const cookie = cookieOf({ headers: { 'set-cookie': r.headers.getSetCookie() } });
  if (r.status !== 200 || !cookie) throw new Error(`sign-in: ${r.status} ${await r.text()}`);
  return cookie;
}

export interface Outcome {
  instance: number;
  path: string;
  start: number;
  end: number;
  status: number;
  body: string;
}

/** One request; a network failure, or no answer within `timeoutMs`, is status 0. */
export async function send(
  instances: string[],
  instance: number,
  path: string,
  cookie: string,
  init: RequestInit = {},
  timeoutMs = 10_000,
): Promise<Outcome> {
  const start = performance.timeOrigin + performance.now();
  let status = 0;
  let body = '';
  try {
    const r = await fetch(`${instances[instance]}${path}`, {
      ...init,
      headers: { cookie, origin: SITE, ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = r.status;
    body = await r.text();
  } catch (error) {
    body = String(error);
  }
  return { instance, path, start, end: performance.timeOrigin + performance.now(), status, body };
}

/**
 * `workers` loops that send requests alternately to each instance, each path to every instance in
 * turn, until `stop()`; every outcome is kept.
 */
export function load(instances: string[], cookie: string, paths: string[], workers: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let k = w; running; k++) {
      const path = paths[Math.floor(k / instances.length) % paths.length] as string;
      outcomes.push(await send(instances, k % instances.length, path, cookie));
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/**
 * Polls `condition` every `interval` ms until it holds; throws, naming `what`, once `timeout` ms
 * passed without it. For the tests' waits: on what they need to see, never a fixed duration.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  { timeout, interval = 20 }: { timeout: number; interval?: number },
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeout} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
