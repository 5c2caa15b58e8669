/**
 * @epic/api: the product backend. `startServer(config)` opens the database (PGlite or PostgreSQL),
 * applies the migrations, imports the data packages when the database is empty (progress on
 * stderr), then listens.
 */
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from './config.js';
import { type Db, openDb } from './db/adapter.js';
import { migrate } from './db/migrate.js';
import { formatResults, hasData, importAll, importIsCurrent } from './import/importer.js';
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
  await underLock(config, database, () => importOnStart(config, database));
  return database;
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
        'Une autre instance prépare la base de données (migrations, import) : attente de la fin…\n',
      ),
  );
}

/** The vintages an import at start brings in: IMPORT_YEARS, or every vintage of the packages. */
const yearsOf = (config: Config): readonly number[] => config.importYears ?? VINTAGES;

async function missingYears(config: Config, db: Db): Promise<number[]> {
  const rows = await db.query<{ year: number }>('SELECT year FROM vintage');
  const stored = new Set(rows.map((r) => Number(r.year)));
  return yearsOf(config).filter((year) => !stored.has(year));
}

/** Whether a first start stopped before every vintage, its populations and indicators were in. */
async function unfinished(config: Config, db: Db, missing: number[]): Promise<boolean> {
  if (missing.length > 0) return true;
  const [row] = await db.query<{ vintages: number; populations: number; indicators: number }>(
    `SELECT (SELECT count(*) FROM vintage)::int AS vintages,
            (SELECT count(*) FROM population_vintage)::int AS populations,
            (SELECT count(*) FROM indicator_vintage)::int AS indicators`,
  );
  if (!row) return false;
  return (
    row.populations < row.vintages || (config.importIndicators && row.indicators < row.vintages)
  );
}

/** Imports at start: every vintage, or only `years` when the database is empty. */
async function importOnStart(config: Config, db: Db, years?: readonly number[]): Promise<void> {
  const options = { progress: terminalProgress(), years: years ?? yearsOf(config) };
  if (!(await hasData(db))) {
    process.stderr.write(
      years
        ? `Base de données vide : import du millésime ${years.join(', ')}, les autres suivront une fois l’API démarrée…\n`
        : 'Base de données vide : import des millésimes (une seule fois)…\n',
    );
    process.stderr.write(`${formatResults(await importAll(db, options))}\n`);
  } else if (!(await importIsCurrent(db))) {
    // Data imported by an older importer (no mergers or no article types): imported again.
    process.stderr.write('Données d’un import antérieur : nouvel import des millésimes…\n');
    process.stderr.write(`${formatResults(await importAll(db, options))}\n`);
  } else if (!years && (await unfinished(config, db, await missingYears(config, db)))) {
    // A first start stopped before the other vintages (or their populations) were in.
    process.stderr.write('Premier démarrage inachevé : reprise de l’import…\n');
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
    const empty = !(await hasData(db));
    const missing = await missingYears(config, db);
    if (empty && missing.length > 1) {
      await importOnStart(config, db, [Math.max(...missing)]);
      rest = true;
    } else if (!empty && (await unfinished(config, db, missing)) && (await importIsCurrent(db))) {
      rest = true;
    } else {
      await importOnStart(config, db);
    }
  });
  return rest;
}

/**
 * The vintages `importFirst` left, under the same lock as at start. Each vintage's import holds an
 * embedded database for its transaction: requests that query it wait that long.
 */
function importRest(config: Config, db: Db): Promise<void> {
  return underLock(config, db, () => importOnStart(config, db));
}

export async function startServer(
  configOrOverrides: Config | Partial<Config> = {},
  options: { db?: Db } = {},
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
    app = await buildServer({ config, db });
    // The territories in memory before the first visitor: on PGlite reading them holds the
    // process for a few seconds, which would otherwise fall on the first data request.
    await app.data.warm();
    await app.listen({ host: config.host, port: config.port });
    void app.data.prepareIndicators();
    if (rest)
      void importRest(config, db).then(
        () => process.stderr.write('Tous les millésimes sont importés.\n'),
        (error: unknown) =>
          process.stderr.write(
            `Import des autres millésimes interrompu : ${(error as Error).message}. Il reprendra au prochain démarrage.\n`,
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
