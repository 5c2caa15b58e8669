import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from './adapter.js';

const dir = new URL('./migrations/', import.meta.url);

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function listMigrations(): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: Number(f.slice(0, 3)),
      name: f,
      sql: readFileSync(new URL(f, dir), 'utf8'),
    }));
}

/**
 * Applies the versioned SQL migrations not yet recorded, all in one transaction that first takes an
 * advisory lock: instances starting at once on one PostgreSQL server migrate one after the other
 * (the second finds everything applied), and even the bookkeeping table is created under the lock
 * (two concurrent `CREATE TABLE IF NOT EXISTS` can fail on PostgreSQL's catalogue).
 */
export async function migrate(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7270001)');
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migration (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migration')).map(
        (r) => r.version,
      ),
    );
    const applied: number[] = [];
    for (const m of listMigrations()) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migration (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      applied.push(m.version);
    }
    return applied;
  });
}
