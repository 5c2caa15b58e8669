// Long file: the one query interface and its two implementations (PGlite, pg.Pool), read together.
/**
 * One query layer for both databases: plain SQL (PostgreSQL dialect) through a tiny interface
 * implemented for embedded PGlite and for a PostgreSQL server (pg.Pool). Raw SQL rather than a
 * query builder because the queries that matter (trigram search, window functions, jsonb bulk
 * inserts) are plain PostgreSQL anyway, and Kysely 0.28 has no first-party PGlite dialect.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { Breaker } from './breaker.js';
import { DataDirBusyError, lockDataDir } from './dir-lock.js';
import { classified, DatabaseUnavailableError } from './errors.js';
import { inSchema, type Listener, type ListenHandlers, listenPostgres } from './listen.js';

export type { Listener, ListenHandlers } from './listen.js';

/**
 * Runs a database call, its connection failures thrown as `DatabaseUnavailableError` (errors.ts):
 * callers tell an unreachable database from a failed query without knowing the driver.
 */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw classified(error);
  }
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Notifications (`NOTIFY`) on some channels: from every instance on a PostgreSQL server (a
   * connection of its own, re-opened when lost), or from this process on PGlite. Those of
   * migration 009's channels reach `handlers` only for this database's schema, as their ids.
   */
  listen(channels: string[], handlers: ListenHandlers): Promise<Listener>;
  /**
   * Runs `fn` while holding a lock named `name` for the whole database: a PostgreSQL advisory lock
   * held by a connection of its own (other instances wait), or a lock in this process on PGlite
   * (one process owns its data directory). `onWait` is called when the lock is held elsewhere.
   */
  withLock<T>(name: string, fn: () => Promise<T>, onWait?: () => void): Promise<T>;
  close(): Promise<void>;
}

/** A lock per name within this process (PGlite: no other process opens the same data). */
export function localLocks(): Db['withLock'] {
  const tails = new Map<string, Promise<unknown>>();
  return async (name, fn) => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.catch(() => {}).then(fn);
    const tail = run.catch(() => {});
    tails.set(name, tail);
    try {
      return await run;
    } finally {
      if (tails.get(name) === tail) tails.delete(name);
    }
  };
}

/** PGlite's in-process notifications: always delivered while the database is open. */
async function listenPglite(
  db: PGlite,
  channels: string[],
  handlers: ListenHandlers,
): Promise<Listener> {
  const stops = await Promise.all(
    channels.map((channel) => db.listen(channel, (payload) => handlers.notify(channel, payload))),
  );
  let live = true;
  handlers.state(true);
  return {
    get live() {
      return live;
    },
    async close() {
      live = false;
      if (!db.closed) await Promise.all(stops.map((stop) => stop()));
    },
  };
}

/**
 * The schema that unqualified tables are created in and read from (their triggers' schema), read
 * when the database is opened: `listen` then needs no query, and still resolves while the
 * server is unreachable.
 */
const CURRENT_SCHEMA = 'SELECT current_schema() AS schema';
type SchemaRow = { schema: string | null };

// int8 (count, sum) as JavaScript numbers: every value we handle is far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const extensions = { pg_trgm, unaccent };

/**
 * PGlite's shared buffers, in its WebAssembly memory, which never shrinks: PostgreSQL's default
 * (128 MB) cached what the API already keeps in memory; the files stay in the system's cache. A
 * small write-ahead log: PostgreSQL's default lets it grow to 1 GB, which more than doubled the
 * size of a data directory after an import (and the memory of one in memory).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=32MB', '-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'],
];

/** Opens PGlite on a data directory (created when missing), in memory, or from a dump. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Db & { pglite: PGlite }> {
  let db: PGlite;
  let release = () => {};
  try {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      release = lockDataDir(options.dataDir);
    }
    db = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions,
      startParams: PGLITE_START_PARAMS,
      parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
    });
  } catch (error) {
    release();
    if (!options.dataDir || error instanceof DataDirBusyError) throw error;
    throw new Error(
      `dossier de données PGlite inutilisable (${options.dataDir})\u00a0: ${describeError(error)}. Vérifiez EPIC_DATA_DIR (un dossier accessible en écriture, ouvert par un seul processus).`,
    );
  }
  // PGlite answers without I/O: a chain of awaited queries (an import beside the requests it
  // serves) would never let the event loop turn. Every 20 ms, a query waits a turn.
  let turned = performance.now();
  const run = async <T>(call: () => Promise<T>): Promise<T> => {
    if (performance.now() - turned >= 20) {
      await new Promise((resolve) => setImmediate(resolve));
      turned = performance.now();
    }
    return guarded(call);
  };
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await run(() => q.query<T>(sql, params))).rows,
    exec: (sql: string) => run(() => q.exec(sql)).then(() => undefined),
  });
  const base = wrap(db);
  const [current] = await base.query<SchemaRow>(CURRENT_SCHEMA);
  const schema = current?.schema ?? '';
  return {
    kind: 'pglite',
    pglite: db,
    query: base.query,
    exec: base.exec,
    transaction: (fn) => guarded(() => db.transaction((tx) => fn(wrap(tx)))),
    listen: (channels, handlers) => listenPglite(db, channels, inSchema(schema, handlers)),
    withLock: localLocks(),
    close: () => db.close().finally(release),
  };
}

/** A short French reason for a failure to open a database (codes of Node and of PostgreSQL). */
function describeError(error: unknown, timeoutMs?: number): string {
  const e = error as { code?: string; message?: string };
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'connexion refusée (aucun serveur n’écoute à cette adresse)',
    ENOTFOUND: 'nom d’hôte inconnu',
    EAI_AGAIN: 'nom d’hôte introuvable pour l’instant (DNS)',

    EHOSTUNREACH: 'hôte injoignable',
    ENOTDIR: 'un élément du chemin n’est pas un dossier',
    EACCES: 'permission refusée',
    EROFS: 'système de fichiers en lecture seule',
    ENOSPC: 'plus d’espace disque',
    '28P01': 'authentification refusée (utilisateur ou mot de passe)',
    '28000': 'connexion non autorisée pour cet utilisateur',
    '3D000': 'base de données inexistante',
  };
  if (e?.code && reasons[e.code]) return reasons[e.code] as string;
  if (e?.code === 'ETIMEDOUT' || /timeout/i.test(e?.message ?? '')) {
    return `délai de connexion dépassé${timeoutMs ? ` (${timeoutMs / 1000} s)` : ''}`;
  }
  return e?.message ?? String(error);
}

/** Host, port and database of a PostgreSQL URL, never its credentials (for messages). */
function describePostgres(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_URL illisible';
  }
}

const CONNECT_TIMEOUT_MS = 10_000;

/** Opens a connection pool to a PostgreSQL server (optionally in a schema of its own). */
export async function openPostgres(
  url: string,
  max = 10,
  schema?: string,
  breaker = new Breaker(),
): Promise<Db> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: Math.min(CONNECT_TIMEOUT_MS, breaker.timeoutMs),
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle connection cut by the server (restart, administrator) is dropped from the pool and
  // replaced at the next query; without this listener the 'error' event would end the process.
  pool.on('error', (error) => {
    process.stderr.write(
      `Connexion PostgreSQL perdue, elle sera rouverte à la prochaine requête\u00a0: ${describeError(error)}\n`,
    );
  });
  // Fail early with a clear message when the server is unreachable.
  let current: SchemaRow | undefined;
  try {
    const client = await pool.connect();
    try {
      [current] = (await client.query<SchemaRow>(CURRENT_SCHEMA)).rows;
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(
      `base de données PostgreSQL (${describePostgres(url)})\u00a0: ${describeError(error, CONNECT_TIMEOUT_MS)}. Vérifiez DATABASE_URL et que le serveur est démarré.`,
    );
  }
  const timed = (q: pg.Pool | pg.PoolClient, text: string, values?: unknown[]) =>
    // `query_timeout` is pg's per-query read timeout (missing from its types).
    breaker.run(() =>
      q.query({ text, values, query_timeout: breaker.timeoutMs } as pg.QueryConfig),
    );
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    query: <T>(sql: string, params: unknown[] = []) =>
      guarded(async () => (await timed(q, sql, params)).rows as T[]),
    exec: (sql: string) =>
      guarded(async () => {
        await timed(q, sql);
      }),
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const c = await guarded(() => breaker.run(() => pool.connect()));
      let broken = false;
      try {
        await guarded(() => timed(c, 'BEGIN'));
        const result = await fn(wrap(c));
        await guarded(() => timed(c, 'COMMIT'));
        return result;
      } catch (error) {
        // A connection that timed out may still be waiting for its answer: dropped, not reused.
        broken = error instanceof DatabaseUnavailableError;
        if (!broken) await c.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        c.release(broken);
      }
    },
    listen: (channels, handlers) =>
      listenPostgres(url, channels, inSchema(current?.schema ?? '', handlers)),
    async withLock(name, fn, onWait) {
      const c = await guarded(() => pool.connect());
      let broken = false;
      try {
        const [free] = await guarded(() =>
          c
            .query<{ ok: boolean }>('SELECT pg_try_advisory_lock(7270, hashtext($1)) AS ok', [name])
            .then((r) => r.rows),
        );
        if (!free?.ok) {
          onWait?.();
          await guarded(() => c.query('SELECT pg_advisory_lock(7270, hashtext($1))', [name]));
        }
        try {
          return await fn();
        } finally {
          await c.query('SELECT pg_advisory_unlock(7270, hashtext($1))', [name]).catch(() => {
            broken = true;
          });
        }
      } finally {
        // A connection that could not unlock is discarded (closing it releases the lock).
        c.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

export function openDb(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Db> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: config.dataDir });
}
