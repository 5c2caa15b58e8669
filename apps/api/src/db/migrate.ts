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
 * Applies the versioned SQL migrations not yet recorded, each in its own transaction. An advisory
 * lock makes concurrent starts of several instances on one PostgreSQL server safe.
 */
export async function migrate(db: Db): Promise<number[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migration (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: number[] = [];
  for (const m of listMigrations()) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7270001)');
      const rows = await tx.query('SELECT 1 FROM schema_migration WHERE version = $1', [m.version]);
      if (rows.length > 0) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migration (version, name) VALUES ($1, $2)', [
        m.version,
        m.name,
      ]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}
