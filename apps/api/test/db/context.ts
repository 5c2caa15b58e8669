import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/adapter.js';

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
