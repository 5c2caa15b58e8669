/**
 * PGlite on a thread of its own (db/pglite-worker.ts): the same `Db` as in-process PGlite, its
 * calls crossing to the thread that owns the data directory and back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../src/db/errors.js';
import { openPgliteThread, type ThreadedDb } from '../src/db/pglite-worker.js';
import { until } from './multi-instance/cluster.js';

describe('PGlite on a thread of its own', () => {
  let dir: string;
  let db: ThreadedDb;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'epic-pglite-thread-'));
    db = await openPgliteThread(dir);
    await db.exec('CREATE TABLE place (id int PRIMARY KEY, name text NOT NULL, seen timestamptz)');
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers queries with their parameters and types', async () => {
    const seen = new Date('2026-01-02T03:04:05Z');
    await db.query('INSERT INTO place VALUES ($1, $2, $3)', [1, 'Lyon', seen]);
    expect(await db.query('SELECT id, name, seen, count(*) OVER () AS n FROM place')).toEqual([
      { id: 1, name: 'Lyon', seen, n: 1 },
    ]);
  });

  it('keeps the code and detail of a failed statement', async () => {
    const failed = await db.query('INSERT INTO place VALUES (1, $1)', ['Lyon']).catch((e) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(DatabaseUnavailableError);
    expect(failed).toMatchObject({ code: '23505', detail: 'Key (id)=(1) already exists.' });
  });

  it('commits a transaction, and rolls back one whose function throws', async () => {
    const kept = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO place VALUES (2, $1)', ['Brest']);
      // Its own writes, before the commit.
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM place'))[0]?.n;
    });
    expect(kept).toBe(2);
    const thrown = new Error('refused');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO place VALUES (3, $1)', ['Nice']);
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    expect(await db.query('SELECT name FROM place ORDER BY id')).toEqual([
      { name: 'Lyon' },
      { name: 'Brest' },
    ]);
    // The database serves on after both.
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('delivers notifications until the listener is closed', async () => {
    const heard: string[] = [];
    const states: boolean[] = [];
    const listener = await db.listen(['epic_test'], {
      notify: (channel, payload) => heard.push(`${channel}:${payload}`),
      state: (live) => states.push(live),
    });
    expect(listener.live).toBe(true);
    await db.exec("NOTIFY epic_test, 'one'");
    await until(() => heard.length === 1, 'the notification', { timeout: 5_000 });
    await listener.close();
    await db.exec("NOTIFY epic_test, 'two'");
    await db.query('SELECT 1');
    expect(heard).toEqual(['epic_test:one']);
    expect(states).toEqual([true]);
  });

  it('says the database is unavailable once closed', async () => {
    const closedDir = mkdtempSync(join(tmpdir(), 'epic-pglite-closed-'));
    const other = await openPgliteThread(closedDir);
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    // Closing again (a server and its owner both close it) is not an error.
    await expect(other.close()).resolves.toBeUndefined();
    rmSync(closedDir, { recursive: true, force: true });
  });
});
