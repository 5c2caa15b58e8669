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
  await database.withLock(
    'epic-prepare',
    async () => {
      await migrate(database);
      if (config.importOnStart) await importOnStart(config, database);
    },
    () =>
      process.stderr.write(
        'Une autre instance prépare la base de données (migrations, import) : attente de la fin…\n',
      ),
  );
  return database;
}

async function importOnStart(config: Config, db: Db): Promise<void> {
  const options = {
    progress: terminalProgress(),
    ...(config.importYears ? { years: config.importYears } : {}),
  };
  if (!(await hasData(db))) {
    process.stderr.write('Base de données vide : import des millésimes (une seule fois)…\n');
    process.stderr.write(`${formatResults(await importAll(db, options))}\n`);
  } else if (!(await importIsCurrent(db))) {
    // Data imported by an older importer (no mergers or no article types): imported again.
    process.stderr.write('Données d’un import antérieur : nouvel import des millésimes…\n');
    process.stderr.write(`${formatResults(await importAll(db, options))}\n`);
  }
  if (!config.importIndicators) return;
  // Skipped at once when the files and vintages are unchanged (checksum).
  const indicators = await importIndicators(db, { progress: terminalProgress() });
  if (indicators.status === 'imported') {
    process.stderr.write(`${formatIndicatorReport(indicators)}\n`);
  }
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
  const db = await prepareDatabase(config, options.db);
  const app = await buildServer({ config, db });
  try {
    // The territories in memory before the first visitor: on PGlite reading them holds the
    // process for a few seconds, which would otherwise fall on the first data request.
    await app.data.warm();
    await app.listen({ host: config.host, port: config.port });
    void app.data.prepareIndicators();
  } catch (error) {
    await app.close();
    if (!options.db) await db.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    app,
    db,
    async close() {
      // Graceful: requests in progress may finish. Connections a browser opened ahead of need and
      // never used are not "idle" to Node and would hold the close for a minute: cut after 3 s.
      const cut = setTimeout(() => app.server.closeAllConnections(), 3000);
      try {
        await app.close();
      } finally {
        clearTimeout(cut);
      }
      if (!options.db) await db.close();
    },
  };
}
