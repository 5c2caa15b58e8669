/**
 * Two API instances (real processes) on one PostgreSQL database with the real local SSO server,
 * requests sent alternately to each: shared sessions and sign-outs within 1 s even
 * with requests in flight, one bff refresh for both, an import while both serve, and an instance
 * killed under load. Needs TEST_DATABASE_URL (CI sets it).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openPostgres } from '../../src/db/adapter.js';
import { LISTEN_APPLICATION_NAME } from '../../src/db/listen.js';
import {
  databaseUrl,
  freshDatabase,
  IMPORT_YEAR,
  type Instance,
  load,
  type Outcome,
  send,
  signIn,
  skipReason,
  startInstance,
  startProvider,
  until,
} from './cluster.js';

if (!databaseUrl) console.warn(skipReason);

/** Access tokens live 62 s: a minute before expiry (when the API renews them) comes after 2 s. */
const TOKEN_TTL = 62;
const logout = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };

describe.skipIf(!databaseUrl)('two instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let a: Instance;
  let b: Instance;
  let urls: string[];

  // Two instances starting: 11–15 s here (startInstance gives up after 60 s, with their output).
  beforeAll(async () => {
    database = await freshDatabase('multi');
    provider = await startProvider(TOKEN_TTL);
    [a, b] = await Promise.all([
      startInstance(database.url, provider.sso.url),
      startInstance(database.url, provider.sso.url),
    ]);
    urls = [a.url, b.url];
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await provider?.sso.close();
    await database?.drop();
  });

  it('a session opened on A is valid on B, and both refuse it within 1 s of a sign-out on A, with requests in flight', async () => {
    const delays: number[] = [];
    for (let trial = 0; trial < 5; trial++) {
      const cookie = await signIn(provider.sso, a.url);
      expect((await send(urls, 1, '/api/auth/check', cookie)).status).toBe(200);
      // Data requests on both instances from the start, so that some read the session while the
      // sign-out runs (the race in which a read in flight put the session back in the cache).
      const traffic = load(urls, cookie, ['/api/vintages', '/api/auth/check'], 8);
      // The sign-out after 0, 2, 4… answers: at a different point of the traffic each trial.
      await until(() => traffic.outcomes.length >= trial * 2, 'answers before the sign-out', {
        timeout: 5000,
      });
      const out = await send(urls, 0, '/api/auth/logout', cookie, logout);
      expect(out.status).toBe(204);
      // Until each instance answered a request sent over 1 s after the sign-out: the whole second
      // checked below is watched.
      const watched = (i: number) =>
        traffic.outcomes.some((o) => o.instance === i && o.start > out.end + 1000);
      await until(() => watched(0) && watched(1), 'answers to requests sent 1 s after', {
        timeout: 10_000,
      });
      const outcomes = await traffic.stop();
      const accepted = (o: Outcome) => o.status === 200;
      expect(outcomes.filter((o) => o.status !== 200 && o.status !== 401)).toEqual([]);
      // On A, refused as soon as the sign-out answered.
      expect(outcomes.filter((o) => o.instance === 0 && o.start > out.end && accepted(o))).toEqual(
        [],
      );
      // On B, within 1 s of it.
      const lateOnB = outcomes.filter((o) => o.instance === 1 && o.start > out.end && accepted(o));
      delays.push(Math.max(0, ...lateOnB.map((o) => o.start - out.end)));
      expect(lateOnB.filter((o) => o.start > out.end + 1000)).toEqual([]);
      for (const i of [0, 1])
        expect((await send(urls, i, '/api/vintages', cookie)).status).toBe(401);
    }
    console.info(`sign-out seen by B after at most ${Math.max(...delays).toFixed(0)} ms`);
  });

  it('while the notification connection is down, a revocation still takes effect within 1 s (database read), and listening resumes', async () => {
    const admin = await openPostgres(database.url, 1);
    const listeners = async () =>
      Number(
        (
          await admin.query<{ n: number }>(
            'SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
            [LISTEN_APPLICATION_NAME],
          )
        )[0]?.n,
      );
    const refusedWithin1s = async (cookie: string) => {
      const deadline = Date.now() + 1000;
      for (const i of [0, 1]) {
        await until(
          async () => (await send(urls, i, '/api/vintages', cookie)).status === 401,
          `instance ${i} refuses the revoked session`,
          { timeout: deadline - Date.now() },
        );
      }
    };
    try {
      const cookie = await signIn(provider.sso, a.url);
      for (const i of [0, 1])
        expect((await send(urls, i, '/api/vintages', cookie)).status).toBe(200);
      expect(await listeners()).toBe(2);
      // Both instances lose their LISTEN connection; the session is revoked meanwhile (the
      // notification is lost): they must stop trusting their cache.
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTEN_APPLICATION_NAME],
      );
      await admin.query('DELETE FROM session');
      await refusedWithin1s(cookie);
      // They listen again: a later revocation is notified (and cached sessions are used again).
      await until(async () => (await listeners()) >= 2, 'both instances listening again', {
        timeout: 5000,
        interval: 50,
      });
      expect(await listeners()).toBe(2);
      const next = await signIn(provider.sso, b.url);
      for (const i of [0, 1]) expect((await send(urls, i, '/api/vintages', next)).status).toBe(200);
      await admin.query('DELETE FROM session');
      await refusedWithin1s(next);
    } finally {
      await admin.close();
    }
  });

  it('a token near expiry with concurrent requests on A and B: one refresh at the provider, still signed in', async () => {
    const cookies = await Promise.all(
      [0, 1, 0].map((i) => signIn(provider.sso, urls[i] as string)),
    );
    // The API renews a token in the minute before the expiry it stored: wait until the latest of
    // these three (sessions before them were opened earlier) is in that minute.
    const admin = await openPostgres(database.url, 1);
    const [latest] = await admin
      .query<{ at: number }>(
        'SELECT extract(epoch FROM max(token_expires_at)) * 1000 AS at FROM session',
      )
      .finally(() => admin.close());
    const renewFrom = Number(latest?.at) - 60_000;
    expect(Number.isFinite(renewFrom), 'the stored token expiry').toBe(true);
    await until(() => Date.now() > renewFrom, 'the tokens in their last minute', {
      timeout: 10_000,
    });
    for (const cookie of cookies) {
      const before = { ...provider.grants };
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, k) => send(urls, k % 2, '/api/auth/check', cookie)),
      );
      expect(burst.map((o) => o.status)).toEqual(Array(10).fill(200));
      expect(provider.grants.refreshed - before.refreshed).toBe(1);
      expect(provider.grants.refused).toBe(before.refused);
      for (const i of [0, 1]) {
        expect((await send(urls, i, '/api/auth/check', cookie)).status).toBe(200);
        expect((await send(urls, i, '/api/vintages', cookie)).status).toBe(200);
      }
      expect(provider.grants.refreshed - before.refreshed).toBe(1);
    }
  });

  it('an import while both serve: no error, both on the new version within 1 s of its commit, no stall over 200 ms', async () => {
    const cookie = await signIn(provider.sso, a.url);
    const search = (q: string) => `/api/territories/search?q=${q}`;
    const paths = ['/api/vintages', search('lyon'), search('saint etiene'), search('marseile')];
    for (const path of paths) for (const i of [0, 1]) await send(urls, i, path, cookie);
    const dir = mkdtempSync(join(tmpdir(), 'epic-multi-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const id = `test_multi_${Date.now().toString(36)}`;
    writeFileSync(
      join(dir, 'values.csv'),
      `code;annee;indicateur;valeur\n75056;${IMPORT_YEAR};${id};7,1\n69123;${IMPORT_YEAR};${id};6.5\n`,
    );
    writeFileSync(
      join(dir, 'meta.json'),
      JSON.stringify([{ id, label: 'Test', unit: '%', source: 'Test', licence: 'Test' }]),
    );
    const traffic = load(urls, cookie, paths, 6);
    // Before the import: every path answered on both instances.
    const answers = (i: number) => traffic.outcomes.filter((o) => o.instance === i).length;
    await until(() => answers(0) >= paths.length && answers(1) >= paths.length, 'answers before', {
      timeout: 5000,
    });
    const cliStart = Date.now();
    await promisify(execFile)(
      process.execPath,
      ['--conditions=@epic/source', '--import', 'tsx', 'src/import/cli.ts'].concat([
        '--csv',
        join(dir, 'values.csv'),
        '--meta',
        join(dir, 'meta.json'),
      ]),
      {
        cwd: fileURLToPath(new URL('../../', import.meta.url)),
        env: { ...process.env, DATABASE_URL: database.url },
        // A few seconds here: stopped, with its error, before the test's own limit (30 s).
        timeout: 20_000,
      },
    );
    const admin = await openPostgres(database.url, 1);
    const [run] = await admin.query<{ at: number }>(
      `SELECT extract(epoch FROM finished_at) * 1000 AS at FROM import_run WHERE kind = 'csv' AND status = 'succeeded' ORDER BY id DESC LIMIT 1`,
    );
    await admin.close();
    const committed = Number(run?.at);
    // Until each instance answered a request sent over 2 s after the commit: the windows checked
    // below are watched whole.
    const watched = (i: number) =>
      traffic.outcomes.some((o) => o.instance === i && o.start > committed + 2000);
    await until(() => watched(0) && watched(1), 'answers to requests sent 2 s after the commit', {
      timeout: 15_000,
    });
    const outcomes = await traffic.stop();
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    const worst = (from: number, to: number) => {
      const within = outcomes.filter((o) => o.start >= from && o.start < to);
      return Math.max(0, ...within.map((o) => o.end - o.start)).toFixed(0);
    };
    console.info(
      `slowest answer: before the import ${worst(0, cliStart)} ms, during it ${worst(cliStart, committed)} ms, in the 2 s after its commit ${worst(committed, committed + 2000)} ms`,
    );
    // While the instances switch to the new version (catalogue read again, caches of the previous
    // version dropped, search indexes kept: the vintage did not change), nothing stalls.
    const stalled = outcomes.filter(
      (o) => o.start >= committed && o.start < committed + 2000 && o.end - o.start > 200,
    );
    expect(stalled.map((o) => `${o.path}: ${(o.end - o.start).toFixed(0)} ms`)).toEqual([]);
    const versions = outcomes.filter((o) => o.path === '/api/vintages');
    for (const i of [0, 1]) {
      const seen = versions.filter((o) => o.instance === i);
      const fresh = seen.filter((o) => o.body.includes(id));
      const old = seen.filter((o) => !o.body.includes(id));
      expect(fresh.length).toBeGreaterThan(0);
      // Every answer to a request sent 1 s after the commit has the new version…
      expect(old.filter((o) => o.start > committed + 1000)).toEqual([]);
      // …and once an instance answered with it, it never answers with the previous one again.
      const first = Math.min(...fresh.map((o) => o.end));
      expect(old.filter((o) => o.start > first)).toEqual([]);
      console.info(
        `instance ${i}: new version served ${(Math.min(...fresh.map((o) => o.start)) - committed).toFixed(0)} ms after the commit`,
      );
    }
  });

  it('B killed under load: no request to A fails and no session is lost', async () => {
    const cookie = await signIn(provider.sso, b.url);
    const traffic = load([a.url], cookie, ['/api/vintages', '/api/auth/check'], 4);
    const onB = load([b.url], cookie, ['/api/vintages'], 4);
    await until(() => traffic.outcomes.length >= 10 && onB.outcomes.length >= 4, 'both busy', {
      timeout: 5000,
    });
    b.process.kill('SIGKILL');
    await b.exited;
    const killed = performance.timeOrigin + performance.now();
    const sinceKill = () => traffic.outcomes.filter((o) => o.start > killed).length;
    await until(() => sinceKill() >= 12, 'A answering requests sent after B died', {
      timeout: 10_000,
    });
    const outcomes = await traffic.stop();
    await onB.stop();
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    expect((await send([a.url], 0, '/api/auth/check', cookie)).status).toBe(200);
  });
});
