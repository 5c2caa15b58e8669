/**
 * @epic/api: the product backend. `startServer(config)` opens the database (PGlite or PostgreSQL),
 * applies the migrations, imports the data packages when the database is empty (progress on
 * stderr), then listens.
 */
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from './config.js';
import type { DataService } from './data/service.js';
import { type Db, openDb } from './db/adapter.js';
import { migrate } from './db/migrate.js';
import { formatResults, importAll, importIsCurrent } from './import/importer.js';
import { terminalProgress } from './import/progress.js';
import { VINTAGES } from './import/sources.js';
import { formatIndicatorReport, importIndicators } from './indicators/import.js';
import { buildServer } from './server.js';

export { type Config, loadConfig } from './config.js';
export { type Db, openDb, openPglite, openPostgres } from './db/adapter.js';
export { migrate } from './db/migrate.js';
export { importAll, importVintage } from './import/importer.js';
export { buildServer } from './server.js';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

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
function importMissing(config: Config, db: Db): Promise<void> {
  return underLock(config, db, async () => importOnStart(config, db, await stored(config, db)));
}

function underLock(config: Config, db: Db, fn: () => Promise<void>): Promise<void> {
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
const yearsOf = (config: Config): readonly number[] => config.importYears ?? VINTAGES;

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

async function stored(config: Config, db: Db): Promise<Stored> {
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
  config: Config,
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
export async function importFirst(config: Config, db: Db): Promise<boolean> {
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

export async function startServer(
  configOrOverrides: Config | Partial<Config> = {},
  /** An open database, and another server's data service to share (see plugins/data.ts). */
  options: { db?: Db; data?: DataService } = {},
): Promise<RunningServer> {
  const config =
    'sessionSecret' in configOrOverrides &&
    'siteOrigins' in configOrOverrides &&
    'dataDir' in configOrOverrides
      ? (configOrOverrides as Config)
      : loadConfig(process.env, configOrOverrides);
  const db = options.db ?? (await openDb(config));
  let app: FastifyInstance | undefined;
  try {
    const rest = await importFirst(config, db);
    app = await buildServer({ config, db, ...(options.data ? { data: options.data } : {}) });
    // The territories in memory before the first visitor: on PGlite reading them holds the
    // process for a few seconds, which would otherwise fall on the first data request.
    await app.data.warm();
    await app.listen({ host: config.host, port: config.port });
    void app.data.prepareIndicators();
    if (rest)
      // What `importFirst` left. Each vintage's import holds an embedded database for its
      // transaction: requests that query it wait that long.
      void importMissing(config, db).then(
        () => process.stderr.write('Tous les millésimes sont importés.\n'),
        (error: unknown) =>
          process.stderr.write(
            `Import des autres millésimes interrompu\u00a0: ${(error as Error).message}. Il reprendra au prochain démarrage.\n`,
          ),
      );
  } catch (error) {
    await app?.close();
    if (!options.db) await db.close();
    throw error;
  }
  const served = app;
  const address = served.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    app: served,
    db,
    async close() {
      // Graceful: requests in progress may finish. Connections a browser opened ahead of need and
      // never used are not "idle" to Node and would hold the close for a minute: cut after 3 s.
      const cut = setTimeout(() => served.server.closeAllConnections(), 3000);
      try {
        await served.close();
      } finally {
        clearTimeout(cut);
      }
      if (!options.db) await db.close();
    },
  };
}
