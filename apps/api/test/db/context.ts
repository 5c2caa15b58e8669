import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../src/db/adapter.js';

export interface DbContext {
  backend: string;
  db: Db;
  app: FastifyInstance;
  cookie: string;
}

const require = createRequire(import.meta.url);
const cache = new Map<string, unknown>();

/** Reads a data file of a vintage directly from its package, independently of the importer. */
export function raw<T = Record<string, unknown>[]>(year: number, file: string): T {
  const key = `${year}/${file}`;
  if (!cache.has(key)) {
    cache.set(
      key,
      JSON.parse(readFileSync(require.resolve(`dec-${year}/data/${file}.json`), 'utf8')),
    );
  }
  return cache.get(key) as T;
}

/** Official numbers of communes on 1 January (Insee), for France excluding the COM. */
export const OFFICIAL_COMMUNES: Record<number, number> = {
  2019: 34970,
  2021: 34965,
  2022: 34955,
  2023: 34945,
  2024: 34935,
  2025: 34875,
  2026: 34875,
};

/** A vintage's territory rows (study zones included) and postal codes, as a count and a hash. */
export async function fingerprint(db: Queryable, year: number) {
  const [row] = await db.query<{ n: number; h: string }>(
    `SELECT count(*)::int AS n, md5(string_agg(type || code || name || coalesce(population::text, '') || coalesce(epci, '') ||
       coalesce(departement, '') || coalesce(region, '') || array_to_string(postal_codes, ' ') ||
       coalesce(rank_national::text, '') || coalesce(rank_parent::text, ''), ',' ORDER BY type, code)) AS h
     FROM territory WHERE year = $1`,
    [year],
  );
  const [pc] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM postal_code WHERE year = $1',
    [year],
  );
  return { ...row, postal: pc?.n };
}
