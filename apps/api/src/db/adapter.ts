/**
 * One query layer for both databases: plain SQL (PostgreSQL dialect) through a tiny interface
 * implemented for embedded PGlite and for a PostgreSQL server (pg.Pool). Raw SQL rather than a
 * query builder because the queries that matter (trigram search, window functions, jsonb bulk
 * inserts) are plain PostgreSQL anyway, and Kysely 0.28 has no first-party PGlite dialect.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// int8 (count, sum) as JavaScript numbers: every value we handle is far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const extensions = { pg_trgm, unaccent };

/** Opens PGlite on a data directory (created when missing), in memory, or from a dump. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Db & { pglite: PGlite }> {
  if (options.dataDir && !existsSync(join(options.dataDir, 'PG_VERSION'))) {
    // New data directory: keep the write-ahead log small (PostgreSQL's default lets it grow to
    // 1 GB, which more than doubles the size on disk after an import). Applied at the next open.
    mkdirSync(options.dataDir, { recursive: true });
    const fresh = await PGlite.create({ dataDir: options.dataDir });
    await fresh.query(`ALTER SYSTEM SET max_wal_size = '64MB'`);
    await fresh.query(`ALTER SYSTEM SET min_wal_size = '32MB'`);
    await fresh.close();
  }
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions,
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(db);
  return {
    kind: 'pglite',
    pglite: db,
    query: base.query,
    exec: base.exec,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

/** Opens a connection pool to a PostgreSQL server (optionally in a schema of its own). */
export async function openPostgres(url: string, max = 10, schema?: string): Promise<Db> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 10_000,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // Fail early with a clear message when the server is unreachable.
  const client = await pool.connect();
  client.release();
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await q.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const result = await fn(wrap(c));
        await c.query('COMMIT');
        return result;
      } catch (error) {
        await c.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        c.release();
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
