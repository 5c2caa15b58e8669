// Long file: every fault case (database, provider, restart) with its real process setup.
/**
 * Faults: the database unavailable at start (the real entry point, spawned), the API restarted as a
 * real process in the middle of a session, PostgreSQL dropping the API's connections, and the
 * authentication provider down, hanging or slow during sign-in and during the bff refresh.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { type Db, openPostgres } from '../src/db/adapter.js';
import { migrate } from '../src/db/migrate.js';
import { prepareDatabase } from '../src/index.js';
import { buildServer } from '../src/server.js';
import { SessionStore } from '../src/session.js';
import { openFixture } from './fixture-db.js';
import { cookieOf, PROVIDER, SITE, signIn, testConfig, useProviderStandIn } from './helpers.js';

const provider = useProviderStandIn();

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const json = { origin: SITE, 'content-type': 'application/json' };

// ---------------------------------------------------------------- helpers

/** A TCP server that accepts connections and never answers (a hung database or provider). */
async function blackHole(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const hole = await blackHole();
  await hole.close();
  return hole.port;
}

interface Api {
  child: ChildProcess;
  stderr(): string;
  /** Resolves with the API's URL once it says it is ready. */
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

/** Spawns the real entry point (`npm start` in apps/api) with its own environment. */
function startApi(env: Record<string, string>): Api {
  const started = Date.now();
  const tsx = ['--conditions=@epic/source', '--import', 'tsx']; // the contract from source
  const child = spawn(process.execPath, [...tsx, 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      IMPORT_ON_START: '0',
      SITE_DIST: join(tmpdir(), 'epic-no-site'),
      AUTH_PROVIDER_URL: PROVIDER,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let onReady: (url: string) => void = () => {};
  const ready = new Promise<string>((resolve) => {
    onReady = resolve;
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr += chunk;
    const url = /API EPIC prête sur (\S+)/.exec(stderr)?.[1];
    if (url) onReady(url);
  });
  child.stdout?.resume();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>(
    (resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, ms: Date.now() - started })),
  );
  return { child, stderr: () => stderr, ready, exited };
}

/** Waits for the process to exit, killing it after `ms` (the test then fails on the exit time). */
async function exitWithin(api: Api, ms: number) {
  const timer = setTimeout(() => api.child.kill('SIGKILL'), ms);
  try {
    return await api.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** The French startup error: one clear line, no stack trace. */
function expectClearStartupError(stderr: string) {
  expect(stderr).toMatch(/^Démarrage impossible\s: /m);
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(stderr.trim().split('\n').length).toBeLessThanOrEqual(3);
}

// ---------------------------------------------------------------- database at start

describe('database unavailable at start (real process)', () => {
  it('PostgreSQL refusing connections: exits 1 quickly with a French message, no password', async () => {
    const port = await closedPort();
    const api = startApi({ DATABASE_URL: `postgres://epic:s3cr3t@127.0.0.1:${port}/nope` });
    const { code, ms } = await exitWithin(api, 20_000);
    expect(code).toBe(1);
    expect(ms).toBeLessThan(15_000);
    const stderr = api.stderr();
    expectClearStartupError(stderr);
    expect(stderr).toMatch(/base (de données )?PostgreSQL/i);
    expect(stderr).toContain(`127.0.0.1:${port}`);
    expect(stderr).toMatch(/refusée/);
    expect(stderr).not.toContain('s3cr3t');
  });

  it('PostgreSQL accepting but never answering: gives up after the connect timeout', async () => {
    const hole = await blackHole();
    try {
      const api = startApi({ DATABASE_URL: `postgres://epic:epic@127.0.0.1:${hole.port}/nope` });
      const { code, ms } = await exitWithin(api, 25_000);
      expect(code).toBe(1);
      expect(ms).toBeLessThan(20_000);
      const stderr = api.stderr();
      expectClearStartupError(stderr);
      expect(stderr).toMatch(/délai/);
    } finally {
      await hole.close();
    }
  }, 30_000);

  it('an unusable PGlite data directory: exits 1 with a French message naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'epic-faults-'));
    try {
      const file = join(dir, 'a-file');
      writeFileSync(file, 'not a directory');
      const dataDir = join(file, 'pglite');
      const api = startApi({ EPIC_DATA_DIR: dataDir });
      const { code, ms } = await exitWithin(api, 20_000);
      expect(code).toBe(1);
      expect(ms).toBeLessThan(15_000);
      const stderr = api.stderr();
      expectClearStartupError(stderr);
      expect(stderr).toMatch(/dossier de données/i);
      expect(stderr).toContain(dataDir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// ---------------------------------------------------------------- restart

describe('API restarted in the middle of a session (real process)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'epic-restart-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the session across a graceful SIGTERM and a new start', async () => {
    const dataDir = join(dir, 'pglite');
    const env = { EPIC_DATA_DIR: dataDir, SESSION_SECRET: 'faults-test-secret-'.padEnd(40, 'x') };
    // The session is created in the database before the API starts (PGlite: one process at a time).
    const config = loadConfig({ ...env, NODE_ENV: 'test', IMPORT_ON_START: '0' });
    const db = await prepareDatabase(config);
    const user = { id: 'restart', name: 'Dominique Redémarrage', email: 'restart@example.org' };
    const { token } = await new SessionStore(db, config.sessionSecret, 3600).create(
      user,
      'spa',
      null,
      {
        issuer: config.authProviderUrl,
      },
    );
    await db.close();
    const cookie = `epic_session=${token}`;

    const checkOn = async (url: string) => {
      const r = await fetch(`${url}/api/auth/check`, {
        headers: { cookie },
        signal: AbortSignal.timeout(5000),
      });
      return { status: r.status, body: await r.json() };
    };

    for (let round = 0; round < 2; round++) {
      const api = startApi(env);
      try {
        const url = await Promise.race([
          api.ready,
          api.exited.then(() => {
            throw new Error(`the API exited: ${api.stderr()}`);
          }),
        ]);
        const r = await checkOn(url);
        expect(r.status, `round ${round}`).toBe(200);
        expect(r.body).toEqual({ authenticated: true, user });
      } finally {
        api.child.kill('SIGTERM');
      }
      const { code, signal } = await exitWithin(api, 15_000);
      expect({ code, signal }, api.stderr()).toEqual({ code: 0, signal: null });
    }
  }, 60_000);
});

// ---------------------------------------------------------------- PostgreSQL drops connections

const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)('PostgreSQL dropping the API’s connections', () => {
  it('survives idle connections being terminated and reconnects', async () => {
    const schema = 'epic_test_faults';
    const admin = await openPostgres(pgUrl as string, 1);
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema};`);
    const db = await openPostgres(pgUrl as string, 2, schema);
    let app: FastifyInstance | undefined;
    try {
      await migrate(db);
      app = await buildServer({ config: testConfig(), db });
      const cookie = await signIn(app);
      const pids = new Set<number>();
      const [a, b] = await Promise.all([
        db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)'),
        db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)'),
      ]);
      for (const row of [...(a ?? []), ...(b ?? [])]) pids.add(row.pid);
      // A database restart or an administrator: the idle connections of the pool are cut.
      await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
        [...pids],
      ]);
      await new Promise((r) => setTimeout(r, 300));
      const r = await app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } });
      expect(r.statusCode).toBe(200);
    } finally {
      await app?.close();
      await db.close();
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE;`);
      await admin.close();
    }
  });
});

// ---------------------------------------------------------------- provider

describe('authentication provider down or slow', () => {
  let db: Db;
  let app: FastifyInstance;
  const TIMEOUT = 500;
  const MARGIN = 2_000;

  beforeAll(async () => {
    db = await openFixture('migrated');
    app = await buildServer({
      config: testConfig({ providerTimeoutMs: TIMEOUT, authRateLimitMax: 100_000 }),
      db,
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const login = (server: FastifyInstance = app) =>
    server.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: { access_token: 'good-token' },
    });
  const callback = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/oauth/callback',
      headers: json,
      payload: { code: 'good-code', code_verifier: 'v'.repeat(43), redirect_uri: `${SITE}/` },
    });
  const check = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } });

  function expectUnavailable(r: Awaited<ReturnType<typeof login>>) {
    expect(r.statusCode).toBe(502);
    expect(r.json().error).toEqual({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'Le service d’authentification ne répond pas. Réessayez dans quelques instants.',
    });
    expect(r.headers['set-cookie']).toBeUndefined();
  }

  it('sign-in with the provider unreachable (network error): 502 in French, no session', async () => {
    provider.server.use(
      http.get(`${PROVIDER}/api/user`, () => HttpResponse.error()),
      http.post(`${PROVIDER}/api/oauth/token`, () => HttpResponse.error()),
    );
    expectUnavailable(await login());
    expectUnavailable(await callback());
  });

  it('sign-in with nothing listening at the provider’s address: 502, at once', async () => {
    const port = await closedPort();
    const down = await buildServer({
      config: testConfig({ authProviderUrl: `http://127.0.0.1:${port}`, providerTimeoutMs: 5000 }),
      db,
    });
    try {
      const started = Date.now();
      expectUnavailable(await login(down));
      expect(Date.now() - started).toBeLessThan(MARGIN);
    } finally {
      await down.close();
    }
  });

  it('sign-in with a provider that accepts and never answers: 502 after the timeout', async () => {
    const hole = await blackHole();
    const hung = await buildServer({
      config: testConfig({
        authProviderUrl: `http://127.0.0.1:${hole.port}`,
        providerTimeoutMs: TIMEOUT,
      }),
      db,
    });
    try {
      const started = Date.now();
      expectUnavailable(await login(hung));
      expect(Date.now() - started).toBeLessThan(TIMEOUT + MARGIN);
    } finally {
      await hung.close();
      await hole.close();
    }
  });

  it('sign-in with the provider answering 500 or garbage: 502', async () => {
    provider.server.use(
      http.get(`${PROVIDER}/api/user`, () => new HttpResponse('oops', { status: 500 })),
    );
    expectUnavailable(await login());
    provider.server.use(
      http.get(`${PROVIDER}/api/user`, () => new HttpResponse('<html>', { status: 200 })),
    );
    const r = await login();
    expect(r.statusCode).toBe(502);
    expect(r.json().error.code).toBe('PROVIDER_INVALID_RESPONSE');
  });

  describe('bff refresh', () => {
    /** A bff session whose provider tokens are due for a refresh (expiring in 30 s). */
    async function dueSession() {
      provider.state.expiresIn = 30;
      const r = await callback();
      expect(r.statusCode).toBe(200);
      provider.state.expiresIn = 3600;
      return cookieOf(r) as string;
    }
    const store = () => new SessionStore(db, testConfig().sessionSecret, 3600);
    const slowToken = () =>
      provider.server.use(
        http.post(`${PROVIDER}/api/oauth/token`, async () => {
          await new Promise((r) => setTimeout(r, TIMEOUT + 2_500));
          return HttpResponse.json({ access_token: 'issued-late', expires_in: 3600 });
        }),
      );

    it('provider slower than the timeout, token still valid: answers in time and keeps the user signed in', async () => {
      const cookie = await dueSession();
      slowToken();
      const started = Date.now();
      const r = await check(cookie);
      expect(Date.now() - started).toBeLessThan(TIMEOUT + MARGIN);
      // The access token has 30 s left: a failed early refresh is not the user's problem.
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().user.id).toBe('42');
      provider.server.resetHandlers();
      // Once the provider is back, the next request refreshes.
      const refreshes = provider.calls.refresh;
      expect((await check(cookie)).statusCode).toBe(200);
      expect(provider.calls.refresh).toBe(refreshes + 1);
    });

    it('provider unreachable and token expired: a French 502 in time, the session is kept', async () => {
      const cookie = await dueSession();
      const token = cookie.split('=')[1] as string;
      const sessions = store();
      const session = await sessions.get(token);
      if (!session?.tokens) throw new Error('no bff session');
      await sessions.updateTokens(
        session,
        { ...session.tokens, expiresAt: Date.now() - 1000 },
        session.user,
      );
      for (const down of [
        slowToken,
        () =>
          provider.server.use(http.post(`${PROVIDER}/api/oauth/token`, () => HttpResponse.error())),
      ]) {
        provider.server.resetHandlers();
        down();
        const started = Date.now();
        const r = await check(cookie);
        expect(Date.now() - started).toBeLessThan(TIMEOUT + MARGIN);
        expectUnavailable(r);
        // Not logged out by a transient failure.
        expect(await sessions.get(token)).not.toBeNull();
      }
      provider.server.resetHandlers();
      const r = await check(cookie);
      expect(r.statusCode).toBe(200);
    });

    it('a refused refresh does log out (contrast)', async () => {
      const cookie = await dueSession();
      provider.state.refreshFails = true;
      expect((await check(cookie)).statusCode).toBe(401);
      expect(await store().get(cookie.split('=')[1])).toBeNull();
    });
  });
});
