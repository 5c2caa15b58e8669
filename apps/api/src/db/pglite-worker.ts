/**
 * An embedded database (PGlite) on a thread of its own, for a serving API: PGlite runs its
 * statements on the thread that calls it, so on the API's thread a statement of an import (a
 * tenth of a second to half a second) held every request, liveness included. Here the thread
 * owns the database (db/pglite-thread.ts); this side is the same `Db` as `openPglite`'s, its calls
 * sent as messages, and the import of the vintages a first start left runs there too.
 */
import type { Worker } from 'node:worker_threads';
import type { ImportConfig } from '../prepare.js';
import { startWorker } from '../threads.js';
import { type Db, type ListenHandlers, localLocks, type Queryable } from './adapter.js';
import { DatabaseUnavailableError } from './errors.js';

/** An error of the database's thread, as it crosses to this one. */
export interface SentError {
  name: string;
  message: string;
  /** A `DatabaseUnavailableError` there (the database cannot be used). */
  unavailable: boolean;
  /** Its own fields that are text, numbers or booleans (`code`, `detail`, …). */
  fields: Record<string, string | number | boolean>;
}

/** What this side asks, each with an `id` its reply carries back. */
export type ThreadRequest =
  | { op: 'open'; dataDir: string }
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; listener: number; channels: string[] }
  | { op: 'unlisten'; listener: number }
  | { op: 'import'; config: ImportConfig }
  | { op: 'close' };

/** A reply (`id`), or a notification of a listener (`listener`). */
export type ThreadMessage =
  | { id: number; error: SentError }
  | { id: number; rows?: unknown[]; tx?: number }
  | { listener: number; channel: string; payload: string }
  | { listener: number; live: boolean };

export interface ThreadedDb extends Db {
  /** Imports what a first start left (`importMissing`), on the database's thread. */
  importRest(config: ImportConfig): Promise<void>;
}

/** Whether `db` is PGlite on a thread of its own (it imports there). */
export function onThread(db: Db): db is ThreadedDb {
  return 'importRest' in db;
}

function revived(sent: SentError): Error {
  const error = Object.assign(new Error(sent.message), sent.fields);
  error.name = sent.name;
  return sent.unavailable ? new DatabaseUnavailableError(error) : error;
}

/** Opens PGlite on `dataDir` (created when missing) on a thread of its own. */
export async function openPgliteThread(dataDir: string): Promise<ThreadedDb> {
  const worker: Worker = startWorker('db/pglite-thread');
  const pending = new Map<number, { resolve: (m: object) => void; reject: (e: Error) => void }>();
  const listeners = new Map<number, ListenHandlers>();
  let next = 0;
  let gone: Error | undefined;
  const failAll = (error: Error) => {
    gone ??= error;
    for (const p of pending.values()) p.reject(gone);
    pending.clear();
    for (const handlers of listeners.values()) handlers.state(false);
  };
  worker.on('message', (m: ThreadMessage) => {
    if ('listener' in m) {
      const handlers = listeners.get(m.listener);
      if ('live' in m) handlers?.state(m.live);
      else handlers?.notify(m.channel, m.payload);
      return;
    }
    const p = pending.get(m.id);
    pending.delete(m.id);
    if ('error' in m) p?.reject(revived(m.error));
    else p?.resolve(m);
  });
  worker.on('error', (error) => failAll(new DatabaseUnavailableError(error)));
  worker.on('exit', () => failAll(new DatabaseUnavailableError(new Error('PGlite arrêté'))));

  const call = <T extends object>(request: ThreadRequest): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (m: object) => void, reject });
      worker.postMessage({ id, ...request });
    });
  };
  const on = (tx?: number): Queryable => ({
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await call<{ rows: T[] }>({ op: 'query', sql, params, ...(tx === undefined ? {} : { tx }) }))
        .rows,
    exec: async (sql: string) => {
      await call({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) });
    },
  });

  try {
    await call({ op: 'open', dataDir });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  const base = on();
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const { tx } = await call<{ tx: number }>({ op: 'begin' });
      let result: T;
      try {
        result = await fn(on(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channels, handlers) {
      const listener = next++;
      let live = false;
      listeners.set(listener, {
        notify: handlers.notify,
        state: (state) => {
          live = state;
          handlers.state(state);
        },
      });
      await call({ op: 'listen', listener, channels });
      return {
        get live() {
          return live;
        },
        async close() {
          live = false;
          if (!listeners.delete(listener) || gone) return;
          await call({ op: 'unlisten', listener });
        },
      };
    },
    withLock: localLocks(),
    importRest: ({ importOnStart, importYears, importIndicators }) =>
      call({ op: 'import', config: { importOnStart, importYears, importIndicators } }).then(
        () => undefined,
      ),
    close() {
      // A thread that already stopped has nothing left to close.
      closing ??= call({ op: 'close' })
        .then(
          () => undefined,
          (error: unknown) => {
            if (!gone) throw error;
          },
        )
        .finally(async () => {
          listeners.clear();
          await worker.terminate();
        });
      return closing;
    },
  };
}
