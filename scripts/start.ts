/**
 * One-command start of the whole product: the local SSO server (apps/sso-dev), then the API
 * (apps/api, embedded PGlite database, data imported on first start) serving the built site, both
 * as the compiled JavaScript of `npm run build` run by plain `node`.
 * `--dev` runs them from the TypeScript sources instead (the API restarts on every change, `tsx
 * watch`) and the Vite dev server with hot reload, proxying /api to the API.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');

const ssoPort = Number(process.env.SSO_PORT ?? 4000);
const apiPort = Number(process.env.PORT ?? 3000);
const sitePort = 5173;
const siteUrl = dev ? `http://localhost:${sitePort}` : `http://localhost:${apiPort}`;
const ssoUrl = process.env.SSO_ISSUER ?? `http://localhost:${ssoPort}`;

const sharedEnv = {
  ...process.env,
  // The local demo: development defaults (production is any other NODE_ENV, unset included).
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  SSO_PORT: String(ssoPort),
  SSO_ISSUER: ssoUrl,
  AUTH_PROVIDER_URL: process.env.AUTH_PROVIDER_URL ?? ssoUrl,
  PORT: String(apiPort),
  SITE_ORIGIN: process.env.SITE_ORIGIN ?? siteUrl,
  FORCE_COLOR: '1',
};

const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, colour: number, args: string[], env = sharedEnv): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[${colour}m[${name}]\x1b[0m `;
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split(/\r?\n/))
      if (line) stream.write(`${prefix}${line}\n`);
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}arrêté (code ${code ?? signal}). Arrêt des autres services.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

/** Polls a URL until it answers (any HTTP status), so we print the address only when it works. */
async function waitFor(url: string, label: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${label} ne répond pas sur ${url} après ${Math.round(timeoutMs / 1000)} s.`);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (dev) {
  // `--conditions`: workspace packages (@epic/api-contract) from source, as in Vite.
  const source = ['--conditions=@epic/source'];
  run('sso', 35, [...source, '--import', 'tsx', 'apps/sso-dev/src/main.ts']);
  run('api', 36, [
    'node_modules/tsx/dist/cli.mjs',
    'watch',
    '--clear-screen=false',
    ...source,
    'apps/api/src/main.ts',
  ]);
  run('site', 33, [
    'node_modules/vite/bin/vite.js',
    'apps/site',
    '--config',
    'apps/site/vite.config.ts',
  ]);
} else {
  const built = ['apps/sso-dev/dist/main.js', 'apps/api/dist/main.js'];
  const missing = built.filter((file) => !existsSync(`${root}${file}`));
  if (missing.length > 0) {
    console.error(`Serveurs non compilés (${missing.join(', ')}) : lancez d’abord npm run build.`);
    process.exit(1);
  }
  // Compiled JavaScript: workspace packages resolve to their built dist/ (default conditions).
  run('sso', 35, [built[0] as string]);
  run('api', 36, [built[1] as string]);
}

try {
  await waitFor(`${ssoUrl}/`, 'Le serveur d’authentification', 30_000);
  // The first start imports seven vintages of data before the API listens.
  await waitFor(`http://localhost:${apiPort}/api/health/live`, 'L’API', 15 * 60_000);
  if (dev) await waitFor(`${siteUrl}/`, 'Le serveur de développement', 60_000);
  console.log(`
  EPIC est prêt : ${siteUrl}
  Connexion avec un compte de démonstration : camille.martin@example.org / epic-demo
  Ctrl+C pour tout arrêter.
`);
} catch (error) {
  console.error((error as Error).message);
  stop(1);
}
