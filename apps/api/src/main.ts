import { loadConfig } from './config.js';
import { startServer } from './index.js';

try {
  const config = loadConfig();
  const server = await startServer(config);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.stderr.write(
    `API EPIC prête sur ${server.url} (base\u00a0: ${config.databaseUrl ? 'PostgreSQL' : `PGlite, ${config.dataDir}`})\n`,
  );
} catch (error) {
  process.stderr.write(`Démarrage impossible\u00a0: ${(error as Error).message}\n`);
  process.exit(1);
}
