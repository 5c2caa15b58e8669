/**
 * The legal populations on a constant perimeter (series-pack.ts `populationPack`): every
 * territory of every vintage rebuilt in every other vintage, computed after the vintages are
 * imported and stored in `population_vintage`. Skipped when no vintage changed (checksum).
 */

import { createHash } from 'node:crypto';
import type { Db } from '../db/adapter.js';
import { zoningChecksums } from '../zonings/import.js';
import { packSeries, populationPack } from './series-pack.js';
import { StoredVintages } from './vintage-rows.js';

/** Bumped when the derivation changes, so that unchanged vintages are still rebuilt. */
export const POPULATION_REBUILD_VERSION = 1;

export async function importPopulations(
  db: Db,
  options: { force?: boolean } = {},
): Promise<{ status: 'imported' | 'unchanged'; ms: number }> {
  const started = Date.now();
  const vintages = await db.query<{ year: number; checksum: string }>(
    'SELECT year, checksum FROM vintage ORDER BY year',
  );
  const hash = createHash('sha256').update(`populations:${POPULATION_REBUILD_VERSION}`);
  for (const v of vintages) hash.update(`${v.year}:${v.checksum}`);
  // The study zones are rebuilt too.
  for (const z of await zoningChecksums(db)) hash.update(z);
  const checksum = hash.digest('hex');
  const stored = await db.query<{ year: number; checksum: string }>(
    'SELECT year, checksum FROM population_vintage',
  );
  if (
    !options.force &&
    stored.length === vintages.length &&
    stored.every((s) => s.checksum === checksum)
  ) {
    return { status: 'unchanged', ms: Date.now() - started };
  }
  const years = vintages.map((v) => v.year);
  const perimeters = await (await StoredVintages.read(db, years)).perimeters();
  const packs: Awaited<ReturnType<typeof populationPack>>[] = [];
  for (const p of perimeters) packs.push(await populationPack(p, perimeters));
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM population_vintage');
    for (const p of packs) {
      await tx.query(
        // Keys as one text and data as base64: PGlite binds a large text[] or bytea slowly.
        `INSERT INTO population_vintage (year, checksum, ids, keys, data, notes)
         VALUES ($1, $2, $3, string_to_array($4, ','), decode($5, 'base64'), $6::jsonb)`,
        [
          p.year,
          checksum,
          p.ids,
          p.keys.join(','),
          packSeries(p).toString('base64'),
          JSON.stringify(p.from),
        ],
      );
    }
    // A new data version: every instance reads the new populations (notification at commit).
    await tx.query(
      `INSERT INTO import_run (kind, source, status, counts, finished_at)
       VALUES ('populations', 'populations légales à périmètre constant', 'succeeded', $1::jsonb, now())`,
      [JSON.stringify({ years })],
    );
  });
  return { status: 'imported', ms: Date.now() - started };
}
