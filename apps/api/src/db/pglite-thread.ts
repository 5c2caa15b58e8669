/**
 * The thread that owns a serving API's embedded database (see pglite-worker.ts): it answers the
 * other side's queries, holds its transactions open between their statements, forwards
 * notifications and runs the import a first start left.
 */
import { parentPort } from 'node:worker_threads';
import { type Db, type Listener, openPglite, type Queryable } from './adapter.js';
import { DatabaseUnavailableError } from './errors.js';
import type { SentError, ThreadMessage, ThreadRequest } from './pglite-worker.js';

const port = parentPort;
if (!port) throw new Error('pglite-thread runs on a worker thread');

let db: Db | undefined;
/** Open transactions: their queries, and how to end them. */
const transactions = new Map<number, { q: Queryable; end: (commit: boolean) => void }>();
const ended = new Map<number, Promise<unknown>>();
const listeners = new Map<number, Listener>();
let nextTx = 0;
/** Thrown in a transaction the other side rolls back. */
const ROLLBACK = new Error('rollback');

function sent(error: unknown): SentError {
  const e = error instanceof Error ? error : new Error(String(error));
  const fields: SentError['fields'] = {};
  for (const [key, value] of Object.entries(e))
    if (['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value as string | number | boolean;
  return {
    name: e.name,
    message: e.message,
    unavailable: e instanceof DatabaseUnavailableError,
    fields,
  };
}

function post(message: ThreadMessage) {
  (port as NonNullable<typeof port>).postMessage(message);
}

function open(): Db {
  if (!db) throw new DatabaseUnavailableError(new Error('PGlite n’est pas ouvert'));
  return db;
}

function on(tx: number | undefined): Queryable {
  if (tx === undefined) return open();
  const t = transactions.get(tx);
  if (!t) throw new Error(`transaction ${tx} is over`);
  return t.q;
}

/** Opens a transaction and answers once inside it; it ends at the other side's `end`. */
function begin(): Promise<{ tx: number }> {
  const tx = nextTx++;
  return new Promise((resolve, reject) => {
    let inside = false;
    const done = open().transaction(async (q) => {
      inside = true;
      const commit = await new Promise<boolean>((end) => {
        transactions.set(tx, { q, end });
        resolve({ tx });
      });
      if (!commit) throw ROLLBACK;
    });
    ended.set(
      tx,
      done.catch((error: unknown) => {
        if (!inside) reject(error);
        if (error !== ROLLBACK) throw error;
      }),
    );
  });
}

async function end(tx: number, commit: boolean): Promise<object> {
  transactions.get(tx)?.end(commit);
  transactions.delete(tx);
  try {
    await ended.get(tx);
  } finally {
    ended.delete(tx);
  }
  return {};
}

async function handle(request: ThreadRequest): Promise<object> {
  switch (request.op) {
    case 'open':
      db = await openPglite({ dataDir: request.dataDir });
      return {};
    case 'query':
      return { rows: await on(request.tx).query(request.sql, request.params) };
    case 'exec':
      await on(request.tx).exec(request.sql);
      return {};
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'listen': {
      const { listener } = request;
      const listening = await open().listen(request.channels, {
        notify: (channel, payload) => post({ listener, channel, payload }),
        state: (live) => post({ listener, live }),
      });
      listeners.set(listener, listening);
      return {};
    }
    case 'unlisten':
      await listeners.get(request.listener)?.close();
      listeners.delete(request.listener);
      return {};
    case 'import': {
      // Loaded when there is something to import: a restart's thread holds only the database.
      const { importMissing } = await import('../prepare.js');
      await importMissing(request.config, open());
      return {};
    }
    case 'close': {
      for (const listening of listeners.values()) await listening.close();
      listeners.clear();
      const closing = db;
      db = undefined;
      await closing?.close();
      return {};
    }
  }
}

port.on('message', (message: { id: number } & ThreadRequest) => {
  handle(message).then(
    (reply) => post({ id: message.id, ...reply }),
    (error: unknown) => post({ id: message.id, error: sent(error) }),
  );
});
