import { loadConfig } from './config.js';
import { type RunningServer, startServer } from './index.js';
import { onStopSignal } from './signals.js';

let serving: Promise<RunningServer> | undefined;
let started = false;
onStopSignal(async () => {
  // During the import at start: its step ends, the server starts, then it is closed.
  if (!started)
    process.stderr.write('Arrêt demandé\u00a0: fin de l’étape d’import en cours, puis arrêt…\n');
  await (await serving)?.close();
});

try {
  const config = loadConfig();
  serving = startServer(config);
  const server = await serving;
  started = true;
  process.stderr.write(
    `API EPIC prête sur ${server.url} (base\u00a0: ${config.databaseUrl ? 'PostgreSQL' : `PGlite, ${config.dataDir}`})\n`,
  );
} catch (error) {
  process.stderr.write(`Démarrage impossible\u00a0: ${(error as Error).message}\n`);
  process.exit(1);
}
