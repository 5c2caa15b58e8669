/**
 * @epic/api: the product backend. `startServer(config)` opens the database (PGlite or PostgreSQL),
 * applies the migrations, imports the data packages when the database is empty (progress on
 * stderr), then listens.
 */
import type { FastifyInstance } from 'fastify';
import { type Config, loadConfig } from './config.js';
import type { DataService } from './data/service.js';
import { type Db, openDb } from './db/adapter.js';
import { onThread, openPgliteThread } from './db/pglite-worker.js';
import { importFirst, importMissing } from './prepare.js';
import { buildServer } from './server.js';

export { type Config, loadConfig } from './config.js';
export { type Db, openDb, openPglite, openPostgres } from './db/adapter.js';
export { migrate } from './db/migrate.js';
export { importAll, importVintage } from './import/importer.js';
export { importFirst, prepareDatabase } from './prepare.js';
export { buildServer } from './server.js';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
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
  // A serving API's embedded database on a thread of its own (db/pglite-worker.ts).
  const db =
    options.db ??
    (config.databaseUrl ? await openDb(config) : await openPgliteThread(config.dataDir));
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
      void (onThread(db) ? db.importRest(config) : importMissing(config, db)).then(
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
