/**
 * The database's notifications reach the deployment of their own schema only (migration 009).
 * PostgreSQL delivers a channel to every listener in the database: before, two deployments in two
 * schemas of one database (or two test files at once) made each other drop sessions and read their
 * catalogue again. The PostgreSQL part needs TEST_DATABASE_URL (CI sets it).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../src/db/adapter.js';
import { payloadFor } from '../src/db/listen.js';
import { migrate } from '../src/db/migrate.js';
import { buildServer } from '../src/server.js';
import { DATA_CHANNEL, SESSION_CHANNEL } from '../src/session.js';
import { openFixture } from './fixture-db.js';
import { testConfig } from './helpers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every notification `db` passes on, as `channel id`, on the v2 channels and the v1 ones. */
async function heardOn(db: Db) {
  const heard: string[] = [];
  const listener = await db.listen([SESSION_CHANNEL, DATA_CHANNEL, 'epic_session', 'epic_data'], {
    notify: (channel, id) => heard.push(`${channel} ${id}`),
    state: () => {},
  });
  return { heard, listener };
}

/** Waits (at most 5 s) until `done()`, then 300 ms more for anything that should not come. */
async function settle(done: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!done() && Date.now() < deadline) await sleep(20);
  await sleep(300);
}

/** An import that succeeded (the trigger of `epic_data`), with its id. */
async function importSucceeded(db: Db): Promise<string> {
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO import_run (kind, source, status) VALUES ('vintage', 'notifications.test', 'succeeded') RETURNING id",
  );
  return String(row?.id);
}

/** A session opened, then ended (the trigger of `epic_session`). */
async function sessionEnded(db: Db, id: string) {
  await db.query(
    "INSERT INTO session (id, user_id, user_name, user_email, mode, expires_at) VALUES ($1, 'u1', 'Alice', 'alice@example.org', 'spa', now() + interval '1 hour')",
    [id],
  );
  await db.query('DELETE FROM session WHERE id = $1', [id]);
}

describe('payloadFor', () => {
  it('gives the id of its own schema’s payload, null for another schema’s, anything else whole', () => {
    expect(payloadFor('public', '{"schema":"public","id":"42"}')).toBe('42');
    expect(payloadFor('public', '{"schema":"staging","id":"42"}')).toBeNull();
    // Migration 008's payloads (an instance of the previous release sending): the id alone.
    expect(payloadFor('public', '42')).toBe('42');
    expect(payloadFor('public', '{not json')).toBe('{not json');
    expect(payloadFor('public', '{"id":42}')).toBe('{"id":42}');
  });
});

describe('PGlite', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openFixture('migrated');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('an import and a sign-out are heard as their ids, on both channels', async () => {
    const { heard, listener } = await heardOn(db);
    try {
      const run = await importSucceeded(db);
      await sessionEnded(db, 'pglite-session');
      await settle(() => heard.length >= 4);
      expect(heard.sort()).toEqual(
        [
          `${DATA_CHANNEL} ${run}`,
          `epic_data ${run}`,
          `${SESSION_CHANNEL} pglite-session`,
          'epic_session pglite-session',
        ].sort(),
      );
    } finally {
      await listener.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('two schemas of one PostgreSQL database', () => {
  const schemas = ['epic_test_notify_a', 'epic_test_notify_b'] as const;
  let a: Db;
  let b: Db;

  beforeAll(async () => {
    const admin = await openPostgres(url as string, 1);
    await admin.exec(
      schemas.map((s) => `DROP SCHEMA IF EXISTS ${s} CASCADE; CREATE SCHEMA ${s};`).join(' '),
    );
    await admin.close();
    a = await openPostgres(url as string, 2, schemas[0]);
    b = await openPostgres(url as string, 2, schemas[1]);
    await migrate(a);
    await migrate(b);
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('each schema hears its own import and sign-out, and not the other’s', async () => {
    const onA = await heardOn(a);
    const onB = await heardOn(b);
    try {
      const run = await importSucceeded(a);
      await sessionEnded(a, 'session-of-a');
      await settle(() => onA.heard.length >= 4);
      expect(onA.heard).toContain(`${DATA_CHANNEL} ${run}`);
      expect(onA.heard).toContain(`${SESSION_CHANNEL} session-of-a`);
      // B hears nothing on the v2 channels; the v1 ones stay database-wide (previous release).
      expect(onB.heard.sort()).toEqual([`epic_data ${run}`, 'epic_session session-of-a'].sort());
    } finally {
      await onA.listener.close();
      await onB.listener.close();
    }
  });

  it('an API on B keeps its catalogue after an import on A, and reads it again after one on B', async () => {
    const config = testConfig({ catalogueMs: 60_000 });
    let app: FastifyInstance | undefined;
    const onA = await heardOn(a);
    try {
      app = await buildServer({ config, db: b });
      await app.ready();
      const version = await app.data.dataVersion();
      expect(app.data.answerVersion()).toBe(`${version}#0`);
      const run = await importSucceeded(a);
      await settle(() => onA.heard.includes(`${DATA_CHANNEL} ${run}`));
      expect(onA.heard).toContain(`${DATA_CHANNEL} ${run}`);
      expect(app.data.answerVersion()).toBe(`${version}#0`);
      // The control: B's own import is heard, and the next request reads the catalogue again.
      await importSucceeded(b);
      const deadline = Date.now() + 5_000;
      while (app.data.answerVersion() !== undefined && Date.now() < deadline) await sleep(20);
      expect(app.data.answerVersion()).toBeUndefined();
      expect(await app.data.dataVersion()).not.toBe(version);
    } finally {
      await app?.close();
      await onA.listener.close();
    }
  });
});
