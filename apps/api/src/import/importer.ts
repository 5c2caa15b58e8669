import type { Db, Queryable } from '../db/adapter.js';
import type { TerritoryRow } from '../db/rows.js';
import { importPopulations } from '../indicators/population-import.js';
import { importZonings } from '../zonings/import.js';
import type { Progress } from './progress.js';
import {
  loadVintage,
  SOURCE_LICENCE,
  SOURCE_NAME,
  sourceTexts,
  VINTAGES,
  type VintageData,
} from './sources.js';

const CHUNK = 1000;

export const POPULATION_INDICATOR = {
  id: 'population',
  label: 'Population municipale',
  unit: 'habitants',
  source: `${SOURCE_NAME} (populations légales de l’Insee)`,
  licence: SOURCE_LICENCE,
};

export interface VintageResult {
  year: number;
  version: string;
  status: 'imported' | 'unchanged';
  counts: VintageData['counts'];
  ms: number;
}

const TERRITORY_COLUMNS = `year integer, type text, code text, name text, search_name text, nature text,
  commune text, epci text, departement text, region text, chef_lieu text, postal_codes text[],
  population integer, communes integer, rank_national integer, count_national integer,
  rank_parent integer, count_parent integer, former_codes text[], type_liaison smallint`;

async function insertTerritories(
  tx: Queryable,
  year: number,
  rows: TerritoryRow[],
  tick: (n: number) => void,
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await tx.query(
      `INSERT INTO territory SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${TERRITORY_COLUMNS})`,
      [JSON.stringify(chunk)],
    );
    tick(chunk.length);
  }
  // From the rows just written rather than from the JSON again: parsing it is most of the cost.
  await tx.query(
    `INSERT INTO postal_code (year, postal_code, type, code)
     SELECT DISTINCT t.year, p, t.type, t.code FROM territory t, unnest(t.postal_codes) AS p
     WHERE t.year = $1`,
    [year],
  );
  await tx.query(
    `INSERT INTO indicator_value (indicator, year, type, code, value)
     SELECT 'population', year, type, code, population FROM territory
     WHERE year = $1 AND population IS NOT NULL`,
    [year],
  );
}

async function ensurePopulationIndicator(tx: Queryable) {
  const p = POPULATION_INDICATOR;
  await tx.query(
    `INSERT INTO indicator (id, label, unit, source, licence, aggregation)
     VALUES ($1, $2, $3, $4, $5, 'sum')
     ON CONFLICT (id) DO UPDATE SET label = EXCLUDED.label, unit = EXCLUDED.unit,
       source = EXCLUDED.source, licence = EXCLUDED.licence, aggregation = 'sum'`,
    [p.id, p.label, p.unit, p.source, p.licence],
  );
}

export interface ImportOptions {
  force?: boolean;
  progress?: Progress;
  /** Test hook: called inside the transaction after the territories are written. */
  beforeCommit?: (tx: Queryable) => Promise<void>;
}

/**
 * Imports one vintage in a single transaction: the previous rows of that vintage are replaced, so a
 * failure leaves them intact. A vintage whose source checksum is unchanged is skipped.
 */
export async function importVintage(
  db: Db,
  year: number,
  options: ImportOptions = {},
): Promise<VintageResult> {
  const started = Date.now();
  const [existing] = await db.query<{
    checksum: string;
    source_version: string;
    counts: VintageData['counts'];
  }>('SELECT checksum, source_version, counts FROM vintage WHERE year = $1', [year]);
  // Compared before anything is derived: an unchanged vintage costs only hashing its files.
  const texts = sourceTexts(year);
  if (existing?.checksum === texts.checksum && !options.force) {
    await db.query(
      `INSERT INTO import_run (kind, year, source, status, counts, finished_at)
       VALUES ('vintage', $1, $2, 'unchanged', $3::jsonb, now())`,
      [year, `${SOURCE_NAME}@${existing.source_version}`, JSON.stringify(existing.counts)],
    );
    options.progress?.(year, 1, 1);
    return {
      year,
      version: existing.source_version,
      status: 'unchanged',
      counts: existing.counts,
      ms: Date.now() - started,
    };
  }
  const data = loadVintage(year, texts);
  const [run] = await db.query<{ id: number }>(
    `INSERT INTO import_run (kind, year, source, status) VALUES ('vintage', $1, $2, 'running') RETURNING id`,
    [year, `${SOURCE_NAME}@${data.version}`],
  );
  try {
    const total = data.territories.length;
    let done = 0;
    options.progress?.(year, 0, total);
    await db.transaction(async (tx) => {
      await ensurePopulationIndicator(tx);
      await tx.query(`DELETE FROM indicator_value WHERE year = $1 AND indicator = 'population'`, [
        year,
      ]);
      await tx.query('DELETE FROM postal_code WHERE year = $1', [year]);
      await tx.query('DELETE FROM territory WHERE year = $1', [year]);
      // Its study zones went with its rows: the zonings import (importAll) derives them again.
      await tx.query('DELETE FROM zone_membership WHERE year = $1', [year]);
      await tx.query('DELETE FROM commune_zone WHERE year = $1', [year]);
      await tx.query(
        `INSERT INTO vintage (year, source_name, source_version, licence, checksum, counts)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb)
         ON CONFLICT (year) DO UPDATE SET source_name = EXCLUDED.source_name,
           source_version = EXCLUDED.source_version, licence = EXCLUDED.licence,
           checksum = EXCLUDED.checksum, counts = EXCLUDED.counts, imported_at = now()`,
        [
          year,
          SOURCE_NAME,
          data.version,
          SOURCE_LICENCE,
          data.checksum,
          JSON.stringify(data.counts),
        ],
      );
      await insertTerritories(tx, year, data.territories, (n) => {
        done += n;
        options.progress?.(year, done, total);
      });
      if (options.beforeCommit) await options.beforeCommit(tx);
    });
    // Fresh statistics after a bulk load, or the planner may choose nested loops over seq scans.
    await db.exec('ANALYZE territory; ANALYZE postal_code; ANALYZE indicator_value;');
    await db.query(
      `UPDATE import_run SET status = 'succeeded', counts = $2::jsonb, finished_at = now() WHERE id = $1`,
      [run?.id, JSON.stringify(data.counts)],
    );
    return {
      year,
      version: data.version,
      status: 'imported',
      counts: data.counts,
      ms: Date.now() - started,
    };
  } catch (error) {
    await db.query(
      `UPDATE import_run SET status = 'failed', message = $2, finished_at = now() WHERE id = $1`,
      [run?.id, (error as Error).message],
    );
    throw error;
  }
}

export async function importAll(
  db: Db,
  options: ImportOptions & { years?: readonly number[] } = {},
): Promise<VintageResult[]> {
  const results: VintageResult[] = [];
  for (const year of options.years ?? VINTAGES)
    results.push(await importVintage(db, year, options));
  // Every territory rebuilt in every vintage: needs them all, so once they are in.
  const force = results.some((r) => r.status === 'imported');
  // The zones first: the populations on a constant perimeter rebuild them too.
  await importZonings(db, { force });
  await importPopulations(db, { force });
  return results;
}

export async function hasData(db: Db): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM vintage LIMIT 1');
  return rows.length > 0;
}

/**
 * Whether the stored data records what the current importer derives: commune mergers (imports
 * before importer version 2 did not), article types (not before version 3) and each vintage's
 * census (not before version 4).
 */
export async function importIsCurrent(db: Db): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM territory WHERE type = 'commune' AND former_codes <> '{}'
       AND EXISTS (SELECT 1 FROM territory WHERE type = 'commune' AND type_liaison IS NOT NULL)
       AND NOT EXISTS (SELECT 1 FROM vintage WHERE NOT counts ? 'census')
     LIMIT 1`,
  );
  return rows.length > 0;
}

export function formatResults(results: VintageResult[]): string {
  const fr = new Intl.NumberFormat('fr-FR');
  const lines = [
    'Millésime  Source   Statut     Régions  Départements  EPCI   Communes  Arr. mun.  Population  Durée',
  ];
  for (const r of results) {
    const c = r.counts;
    lines.push(
      [
        String(r.year).padEnd(10),
        r.version.padEnd(8),
        (r.status === 'imported' ? 'importé' : 'inchangé').padEnd(10),
        fr.format(c.region).padStart(7),
        fr.format(c.departement).padStart(13),
        fr.format(c.epci).padStart(5),
        fr.format(c.commune).padStart(9),
        fr.format(c.arrondissement).padStart(10),
        fr.format(c.population).padStart(11),
        `${(r.ms / 1000).toFixed(1)} s`.padStart(6),
      ].join(' '),
    );
  }
  return lines.join('\n');
}
