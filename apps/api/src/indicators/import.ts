/**
 * Import of the statistical indicators: reads the raw INSEE files, maps them onto the
 * communes of every imported vintage, computes every level's values and writes them in one
 * transaction (a bad file stops before anything is written; a failure leaves the previous data).
 * Skipped when the files, the catalogue and the vintages are unchanged (checksum).
 */

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INDICATOR_SOURCES, INDICATORS } from '@epic/api-contract';
import type { Db } from '../db/adapter.js';
import type { Progress } from '../import/progress.js';
import { nextSlice } from '../slices.js';
import { zoningChecksums } from '../zonings/import.js';
import { ComparablesPool, type PackedComparables } from './comparables.js';
import { computeVintage, type MappedSource } from './compute.js';
import { DISP_DIR, readDispTables } from './filosofi-disp.js';
import { departementMoves, type MappingReport, mapCommunes } from './geography.js';
import type { VintagePerimeters } from './perimeters.js';
import {
  incomePack,
  matchDisp,
  packSeries,
  published2019,
  type SeriesPack,
} from './series-pack.js';
import { DIMENSION_IDS } from './similarity.js';
import { opendataDir, readSourceTable, SOURCE_COLUMNS } from './source-files.js';
import { SOURCE_FILES } from './source-paths.js';
import { pack } from './store.js';
import { StoredVintages } from './vintage-rows.js';

/** The sources read per commune (the Filosofi DISP files are read apart: filosofi-disp.ts). */
const COMMUNE_SOURCES = INDICATOR_SOURCES.filter((s) => s.id in SOURCE_COLUMNS);

/** Bumped when the derivation changes, so that unchanged files are still imported again. */
export const INDICATOR_IMPORTER_VERSION = 4;

export interface IndicatorImportResult {
  status: 'imported' | 'unchanged';
  years: number[];
  reports: (MappingReport & { source: string })[];
  ms: number;
  /** Time the import waited for the comparable territories (found on a worker meanwhile), ms. */
  comparableMs?: number;
}

/** The checksum of what the import derives from: files, catalogue, vintages. */
function checksumOf(dir: string, vintageChecksums: string[], dispChecksum: string): string {
  const hash = createHash('sha256').update(`indicators:${INDICATOR_IMPORTER_VERSION}`);
  hash.update(`${DISP_DIR}:${dispChecksum}`);
  for (const s of COMMUNE_SOURCES) {
    try {
      hash.update(readFileSync(join(dir, SOURCE_FILES[s.id])));
    } catch {
      hash.update(`missing:${SOURCE_FILES[s.id]}`);
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
  // Parsed first: a bad file stops here, before anything is written.
  const disp = readDispTables(dir);
  // The study zones aggregate too.
  const checksum = checksumOf(
    dir,
    [...vintages.map((v) => `${v.year}:${v.checksum}`), ...(await zoningChecksums(db))],
    disp.checksum,
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
  const tables = COMMUNE_SOURCES.map((s) => readSourceTable(s.id, dir));
  const [run] = await db.query<{ id: number }>(
    `INSERT INTO import_run (kind, source, status) VALUES ('indicators', $1, 'running') RETURNING id`,
    [INDICATOR_SOURCES.map((s) => SOURCE_FILES[s.id]).join(', ')],
  );
  let pool: ComparablesPool | undefined;
  try {
    const stored = await StoredVintages.read(db, years);
    const reports: IndicatorImportResult['reports'] = [];
    const packed: {
      year: number;
      ids: string[];
      keys: string[];
      data: Buffer;
      comparables: Promise<PackedComparables>;
      income: SeriesPack;
    }[] = [];
    // The oldest vintage's package records the communes that changed département before it.
    const moves = years.length > 0 ? departementMoves(years[0] as number) : [];
    const perimeters = await stored.perimeters();
    pool = new ComparablesPool();
    for (const [i, year] of years.entries()) {
      // A vintage per turn: an API that imports at its first start serves meanwhile.
      await nextSlice();
      const target = stored.geography(year);
      const territories = stored.territories(year);
      const sources: MappedSource[] = tables.map((table) => {
        const { mapping, report } = mapCommunes(stored.geography(table.geographyYear), target);
        reports.push({ ...report, source: table.source });
        return { table, mapping };
      });
      const here = perimeters[i] as VintagePerimeters;
      await nextSlice();
      const matched = matchDisp(here, perimeters, disp.tables, moves);
      await nextSlice();
      const values = computeVintage(year, territories, sources, published2019(matched));
      // Off the main thread while the next vintages are computed (comparables-worker.ts).
      const comparables = pool.compute(territories, values);
      const data = await pack(values);
      await nextSlice();
      packed.push({
        year,
        ids: values.ids,
        keys: values.keys,
        data,
        comparables,
        income: incomePack(here, matched),
      });
      options.progress?.(year, i + 1, years.length);
    }
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
      for (const { year, income } of packed) {
        await tx.query(
          `INSERT INTO income_vintage (year, ids, keys, data)
           VALUES ($1, $2, string_to_array($3, ','), decode($4, 'base64'))`,
          [year, income.ids, income.keys.join(','), packSeries(income).toString('base64')],
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
    return 'Indicateurs\u00a0: inchangés (fichiers sources identiques).';
  const fr = new Intl.NumberFormat('fr-FR');
  const lines = [
    `Indicateurs\u00a0: ${INDICATORS.length} indicateurs importés pour ${result.years.length} millésimes en ${(result.ms / 1000).toFixed(1)} s (dont attente des territoires comparables ${((result.comparableMs ?? 0) / 1000).toFixed(1)} s).`,
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
    r.codeChanges.map((c) => `  ${r.year} (${r.source})\u00a0: ${c.name} ${c.from} → ${c.to}`),
  );
  if (changes.length > 0)
    lines.push('Changements de code suivis (même périmètre)\u00a0:', ...new Set(changes));
  const homonyms = result.reports.flatMap((r) =>
    r.sameNameOtherPerimeter.map(
      (c) =>
        `  ${r.year} (${r.source})\u00a0: ${c.name} ${c.from} → ${c.to} (périmètre différent, non suivi)`,
    ),
  );
  if (homonyms.length > 0) lines.push('Même nom, nouveau code\u00a0:', ...new Set(homonyms));
  return lines.join('\n');
}
