/**
 * Import of the statistical indicators (issue 14): reads the raw INSEE files, maps them onto the
 * communes of every imported vintage, computes every level's values and writes them in one
 * transaction (a bad file stops before anything is written; a failure leaves the previous data).
 * Skipped when the files, the catalogue and the vintages are unchanged (checksum).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INDICATOR_SOURCES, INDICATORS, type TerritoryType } from '@epic/api-contract';
import type { Db } from '../db/adapter.js';
import type { Progress } from '../import/progress.js';
import { loadVintage } from '../import/sources.js';
import { ComparablesPool, type PackedComparables } from './comparables.js';
import { computeVintage, type MappedSource, type VintageTerritory } from './compute.js';
import {
  buildGeography,
  delegatedOf,
  type GeoCommune,
  type Geography,
  type MappingReport,
  mapCommunes,
} from './geography.js';
import { DIMENSION_IDS } from './similarity.js';
import { opendataDir, readSourceTable } from './source-files.js';
import { pack } from './store.js';

/** Bumped when the derivation changes, so that unchanged files are still imported again. */
export const INDICATOR_IMPORTER_VERSION = 2;

export interface IndicatorImportResult {
  status: 'imported' | 'unchanged';
  years: number[];
  reports: (MappingReport & { source: string })[];
  ms: number;
  /** Time the import waited for the comparable territories (found on a worker meanwhile), ms. */
  comparableMs?: number;
}

interface TerritoryDbRow extends VintageTerritory {
  name: string;
  former_codes: string[];
  population: number | null;
}

/** A vintage's territories, read as one JSON text (much faster than 36 000 rows on PGlite). */
async function territoriesOf(db: Db, year: number): Promise<TerritoryDbRow[]> {
  const [row] = await db.query<{ j: string }>(
    `SELECT coalesce(json_agg(json_build_array(type, code, name, former_codes, epci, departement, region, population)), '[]')::text AS j
     FROM territory WHERE year = $1`,
    [year],
  );
  const list = JSON.parse(row?.j ?? '[]') as [
    TerritoryType,
    string,
    string,
    string[],
    string | null,
    string | null,
    string | null,
    number | null,
  ][];
  return list.map(([type, code, name, former_codes, epci, departement, region, population]) => ({
    type,
    code,
    name,
    former_codes,
    epci,
    departement,
    region,
    population,
  }));
}

function geographyOf(
  year: number,
  rows: { type: TerritoryType; code: string; name: string; former_codes: string[] }[],
): Geography {
  const communes: GeoCommune[] = rows
    .filter((r) => r.type === 'commune')
    .map((r) => ({ code: r.code, name: r.name, formerCodes: r.former_codes }));
  return buildGeography(year, communes, delegatedOf(year));
}

/** The checksum of what the import derives from: files, catalogue, vintages. */
function checksumOf(dir: string, vintageChecksums: string[]): string {
  const hash = createHash('sha256').update(`indicators:${INDICATOR_IMPORTER_VERSION}`);
  for (const s of INDICATOR_SOURCES) {
    try {
      hash.update(readFileSync(join(dir, s.file)));
    } catch {
      hash.update(`missing:${s.file}`);
    }
  }
  hash.update(JSON.stringify(INDICATORS));
  for (const c of vintageChecksums) hash.update(c);
  return hash.digest('hex');
}

export async function importIndicators(
  db: Db,
  options: { force?: boolean; progress?: Progress; dir?: string } = {},
): Promise<IndicatorImportResult> {
  const started = Date.now();
  const dir = options.dir ?? opendataDir();
  const vintages = await db.query<{ year: number; checksum: string }>(
    'SELECT year, checksum FROM vintage ORDER BY year',
  );
  const years = vintages.map((v) => v.year);
  const checksum = checksumOf(
    dir,
    vintages.map((v) => `${v.year}:${v.checksum}`),
  );
  const stored = await db.query<{ year: number; checksum: string }>(
    'SELECT year, checksum FROM indicator_vintage',
  );
  if (
    !options.force &&
    stored.length === years.length &&
    stored.every((s) => s.checksum === checksum && years.includes(s.year))
  ) {
    return { status: 'unchanged', years, reports: [], ms: Date.now() - started };
  }
  // Parsed first: a bad file stops here, before anything is written.
  const tables = INDICATOR_SOURCES.map((s) => readSourceTable(s.id, dir));
  const [run] = await db.query<{ id: number }>(
    `INSERT INTO import_run (kind, source, status) VALUES ('indicators', $1, 'running') RETURNING id`,
    [INDICATOR_SOURCES.map((s) => s.file).join(', ')],
  );
  let pool: ComparablesPool | undefined;
  try {
    const territories = new Map<number, TerritoryDbRow[]>();
    for (const y of years) territories.set(y, await territoriesOf(db, y));
    const geographies = new Map<number, Geography>();
    const geography = (year: number) => {
      let g = geographies.get(year);
      if (!g) {
        // A source geography that is not an imported vintage is read from its package.
        const rows = territories.get(year) ?? loadVintage(year).territories;
        g = geographyOf(year, rows);
        geographies.set(year, g);
      }
      return g;
    };
    const reports: IndicatorImportResult['reports'] = [];
    const packed: {
      year: number;
      ids: string[];
      keys: string[];
      data: Buffer;
      comparables: Promise<PackedComparables>;
    }[] = [];
    pool = new ComparablesPool();
    years.forEach((year, i) => {
      const target = geography(year);
      const sources: MappedSource[] = tables.map((table) => {
        const { mapping, report } = mapCommunes(geography(table.geographyYear), target);
        reports.push({ ...report, source: table.source });
        return { table, mapping };
      });
      const values = computeVintage(year, territories.get(year) ?? [], sources);
      // Off the main thread while the next vintages are computed (comparables-worker.ts).
      const comparables = (pool as ComparablesPool).compute(territories.get(year) ?? [], values);
      packed.push({ year, ids: values.ids, keys: values.keys, data: pack(values), comparables });
      options.progress?.(year, i + 1, years.length);
    });
    let comparableMs = 0;
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM indicator_vintage');
      for (const p of packed) {
        await tx.query(
          // Keys as one text and data as base64: PGlite binds a large text[] or bytea slowly.
          `INSERT INTO indicator_vintage (year, checksum, ids, keys, data, report)
           VALUES ($1, $2, $3, string_to_array($4, ','), decode($5, 'base64'), $6::jsonb)`,
          [
            p.year,
            checksum,
            p.ids,
            p.keys.join(','),
            p.data.toString('base64'),
            JSON.stringify(reports.filter((r) => r.year === p.year)),
          ],
        );
      }
      // The comparables, found meanwhile on the worker; the wait is what they add to the import.
      const waited = performance.now();
      const computed = await Promise.all(packed.map((p) => p.comparables));
      comparableMs = performance.now() - waited;
      for (const [k, p] of packed.entries()) {
        const comparables = computed[k] as PackedComparables;
        await tx.query(
          `INSERT INTO comparable_vintage (year, dims, stats, data)
           VALUES ($1, $2, $3::jsonb, decode($4, 'base64'))`,
          [
            p.year,
            DIMENSION_IDS,
            JSON.stringify(comparables.stats),
            comparables.data.toString('base64'),
          ],
        );
      }
    });
    await pool.close();
    await db.query(
      `UPDATE import_run SET status = 'succeeded', counts = $2::jsonb, finished_at = now() WHERE id = $1`,
      [run?.id, JSON.stringify({ years, indicators: INDICATORS.length })],
    );
    return {
      status: 'imported',
      years,
      reports,
      ms: Date.now() - started,
      comparableMs: Math.max(0, Math.round(comparableMs)),
    };
  } catch (error) {
    await pool?.close();
    await db.query(
      `UPDATE import_run SET status = 'failed', message = $2, finished_at = now() WHERE id = $1`,
      [run?.id, (error as Error).message],
    );
    throw error;
  }
}

/** The import report, in French, for the terminal. */
export function formatIndicatorReport(result: IndicatorImportResult): string {
  if (result.status === 'unchanged')
    return 'Indicateurs : inchangés (fichiers sources identiques).';
  const fr = new Intl.NumberFormat('fr-FR');
  const lines = [
    `Indicateurs : ${INDICATORS.length} indicateurs importés pour ${result.years.length} millésimes en ${(result.ms / 1000).toFixed(1)} s (dont attente des territoires comparables ${((result.comparableMs ?? 0) / 1000).toFixed(1)} s).`,
    'Millésime  Source             Géo.  Inchangées  Fusionnées  Absentes  Périmètre modifié  Code changé',
  ];
  for (const r of result.reports) {
    lines.push(
      [
        String(r.year).padEnd(10),
        r.source.padEnd(18),
        String(r.sourceYear).padEnd(5),
        fr.format(r.same).padStart(10),
        fr.format(r.merged).padStart(11),
        fr.format(r.absent).padStart(9),
        fr.format(r.perimeterChanged).padStart(18),
        fr.format(r.codeChanges.length).padStart(12),
      ].join(' '),
    );
  }
  const changes = result.reports.flatMap((r) =>
    r.codeChanges.map((c) => `  ${r.year} (${r.source}) : ${c.name} ${c.from} → ${c.to}`),
  );
  if (changes.length > 0)
    lines.push('Changements de code suivis (même périmètre) :', ...new Set(changes));
  const homonyms = result.reports.flatMap((r) =>
    r.sameNameOtherPerimeter.map(
      (c) =>
        `  ${r.year} (${r.source}) : ${c.name} ${c.from} → ${c.to} (périmètre différent, non suivi)`,
    ),
  );
  if (homonyms.length > 0) lines.push('Même nom, nouveau code :', ...new Set(homonyms));
  return lines.join('\n');
}
