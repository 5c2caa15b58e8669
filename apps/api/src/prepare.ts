/**
 * What a start imports, and when: the migrations and the data packages a database lacks, under the
 * lock that start-ups share. Apart from the server, so that the thread that owns an embedded
 * database (db/pglite-thread.ts) can import without loading it.
 */
import type { Config } from './config.js';
import { type Db, openDb } from './db/adapter.js';
import { migrate } from './db/migrate.js';
import { formatResults, importAll, importIsCurrent } from './import/importer.js';
import { terminalProgress } from './import/progress.js';
import { VINTAGES } from './import/sources.js';
import { formatIndicatorReport, importIndicators } from './indicators/import.js';

/** What an import at start reads of the configuration. */
export type ImportConfig = Pick<Config, 'importOnStart' | 'importYears' | 'importIndicators'>;

/**
 * Migrates and imports the data when the database is empty (or imported by an older importer).
 * Instances that start at once on one PostgreSQL server do this one at a time (an advisory lock):
 * the first migrates and imports, the others wait for it, then find nothing left to do.
 */
export async function prepareDatabase(config: Config, db?: Db): Promise<Db> {
  const database = db ?? (await openDb(config));
  await importMissing(config, database);
  return database;
}

/** Migrates, then imports what the database lacks, under the lock that start-ups share. */
export function importMissing(config: ImportConfig, db: Db): Promise<void> {
  return underLock(config, db, async () => importOnStart(config, db, await stored(config, db)));
}

function underLock(config: ImportConfig, db: Db, fn: () => Promise<void>): Promise<void> {
  return db.withLock(
    'epic-prepare',
    async () => {
      await migrate(db);
      if (config.importOnStart) await fn();
    },
    () =>
      process.stderr.write(
        'Une autre instance prépare la base de données (migrations, import)\u00a0: attente de la fin…\n',
      ),
  );
}

/** The vintages an import at start brings in: IMPORT_YEARS, or every vintage of the packages. */
const yearsOf = (config: ImportConfig): readonly number[] => config.importYears ?? VINTAGES;

/** What the database holds, read once for each decision of an import at start. */
interface Stored {
  empty: boolean;
  /** Imported by the current importer (importIsCurrent). */
  current: boolean;
  missing: number[];
  /** Every vintage, its populations and zonings are in: they need not be checked again. */
  vintagesDone: boolean;
  /** Every vintage's indicators are in (or this instance imports none). */
  indicatorsDone: boolean;
}

async function stored(config: ImportConfig, db: Db): Promise<Stored> {
  const [row] = await db.query<{
    years: number[];
    populations: number;
    zonings: number;
    indicators: number;
  }>(
    `SELECT coalesce((SELECT array_agg(year) FROM vintage), '{}') AS years,
            (SELECT count(*) FROM population_vintage)::int AS populations,
            (SELECT count(DISTINCT year) FROM zone_membership)::int AS zonings,
            (SELECT count(*) FROM indicator_vintage)::int AS indicators`,
  );
  const years = new Set((row?.years ?? []).map(Number));
  const missing = yearsOf(config).filter((year) => !years.has(year));
  const populations = row?.populations ?? 0;
  const indicators = row?.indicators ?? 0;
  const empty = years.size === 0;
  const vintagesDone =
    !empty &&
    missing.length === 0 &&
    populations >= years.size &&
    (row?.zonings ?? 0) >= years.size;
  return {
    empty,
    current: empty || (await importIsCurrent(db)),
    missing,
    vintagesDone,
    indicatorsDone: !config.importIndicators || indicators >= years.size,
  };
}

/** Imports at start: every vintage, or only `years` when the database is empty. */
async function importOnStart(
  config: ImportConfig,
  db: Db,
  state: Stored,
  years?: readonly number[],
): Promise<void> {
  const options = { progress: terminalProgress(), years: years ?? yearsOf(config) };
  if (state.empty) {
    process.stderr.write(
      years
        ? `Base de données vide\u00a0: import du millésime ${years.join(', ')}, les autres suivront une fois l’API démarrée…\n`
        : 'Base de données vide\u00a0: import des millésimes (une seule fois)…\n',
    );
    process.stderr.write(`${formatResults(await importAll(db, options))}\n`);
  } else if (!state.current) {
    // Data imported by an older importer (no mergers or no article types): imported again.
    process.stderr.write('Données d’un import antérieur\u00a0: nouvel import des millésimes…\n');
    process.stderr.write(`${formatResults(await importAll(db, options))}\n`);
  } else if (!state.vintagesDone) {
    // A first start stopped before the other vintages (or their populations) were in.
    process.stderr.write('Premier démarrage inachevé\u00a0: reprise de l’import…\n');
    process.stderr.write(`${formatResults(await importAll(db, options))}\n`);
  }
  if (!config.importIndicators) return;
  // Skipped at once when the files and vintages are unchanged (checksum).
  const indicators = await importIndicators(db, { progress: terminalProgress() });
  if (indicators.status === 'imported') {
    process.stderr.write(`${formatIndicatorReport(indicators)}\n`);
  }
}

/**
 * What a start imports before it serves: on an empty database with several vintages to import,
 * the latest one and its indicators (a first start is usable in seconds instead of the whole
 * import); otherwise what `prepareDatabase` imports, unless a first start stopped before the end
 * (then everything is left). Returns whether anything is left, to import while serving.
 */
export async function importFirst(config: ImportConfig, db: Db): Promise<boolean> {
  let rest = false;
  await underLock(config, db, async () => {
    const state = await stored(config, db);
    if (state.empty && state.missing.length > 1) {
      await importOnStart(config, db, state, [Math.max(...state.missing)]);
      rest = true;
    } else if (!state.empty && state.current && !(state.vintagesDone && state.indicatorsDone)) {
      // A first start stopped before the end: the rest is imported while serving.
      rest = true;
    } else {
      await importOnStart(config, db, state);
    }
  });
  return rest;
}
