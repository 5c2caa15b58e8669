/**
 * One-command start of the whole product: the local SSO server (apps/sso-dev), then the API
 * (apps/api, embedded PGlite database, data imported on first start) serving the built site, both
 * as compiled JavaScript run by plain `node`. The site builds while the servers build and the
 * latest vintage imports (`import --first`): on 2 cores both take about as long. A build whose
 * sources have not changed since the last one is skipped (build-stamp.ts): a restart only starts.
 * `--dev` runs them from the TypeScript sources instead (the API restarts on every change, `tsx
 * watch`) and the Vite dev server with hot reload, proxying /api to the API.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProcessEnv } from '../apps/api/src/allocator.js';
import { gitCommit } from '../apps/site/build/commit.js';
import { geoVersion } from '../apps/site/build/geo/pipeline.js';
import { inputsDigest, isBuilt, markBuilt } from './build-stamp.js';

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

/** Prefixes each line of a child's output with its name. */
function forward(child: ChildProcess, name: string, colour: number) {
  const prefix = `\x1b[${colour}m[${name}]\x1b[0m `;
  const to = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split(/\r?\n/))
      if (line) stream.write(`${prefix}${line}\n`);
  };
  child.stdout?.on('data', to(process.stdout));
  child.stderr?.on('data', to(process.stderr));
  return prefix;
}

/**
 * A preparation step (build, import): resolves when it succeeds; otherwise stops everything (the
 * process exits, and the promise never resolves).
 */
function step(name: string, colour: number, command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, {
    cwd: root,
    // `npm start` runs the code and needs no type declarations (tsup.config.ts).
    env: { ...sharedEnv, EPIC_NO_DTS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  forward(child, name, colour);
  children.push(child);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      if (stopping) return;
      console.error(`[${name}] échec (code ${code ?? signal}). Arrêt.`);
      stop(code ?? 1);
    });
  });
}

function run(name: string, colour: number, args: string[], env = sharedEnv): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = forward(child, name, colour);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}arrêté (code ${code ?? signal}). Arrêt des autres services.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

/** Longest wait for the services to close (the API closes its database first). */
const CLOSE_TIMEOUT_MS = 60_000;

/**
 * Stops every service and exits once they have: leaving earlier would let a new `npm start`
 * open the database while the old API still writes it.
 */
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  const slow = setTimeout(
    () => console.error('Arrêt\u00a0: fermeture de la base de données en cours…'),
    2_000,
  );
  const forced = setTimeout(() => {
    console.error('Arrêt forcé\u00a0: un service ne s’est pas arrêté à temps.');
    for (const child of running) child.kill('SIGKILL');
    process.exit(code || 1);
  }, CLOSE_TIMEOUT_MS);
  void Promise.all(
    running.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) resolve(undefined);
          else c.once('exit', resolve);
        }),
    ),
  ).then(() => {
    clearTimeout(slow);
    clearTimeout(forced);
    process.exit(code);
  });
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
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const shared = ['package-lock.json', 'tsconfig.base.json'];
  // The site's build also reads the map files' inputs, the commit and VITE_* variables.
  const vite = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  const site = {
    // Where the API serves no file from (plugins/site.ts).
    stamp: join(root, 'apps/site/dist/.vite/epic-build-stamp'),
    digest: inputsDigest(
      root,
      [
        'apps/site',
        ...['ui', 'auth', 'api-contract'].flatMap((p) => [
          `packages/${p}/src`,
          `packages/${p}/package.json`,
        ]),
        'scripts/css-modules.ts',
        ...shared,
      ],
      [geoVersion(), gitCommit(), JSON.stringify(vite.sort())],
    ),
  };
  const servers = [
    ['@epic/api-contract', 'packages/api-contract'],
    ['@epic/sso-dev', 'apps/sso-dev'],
    ['@epic/api', 'apps/api'],
  ].map(([workspace, dir]) => ({
    workspace: workspace as string,
    stamp: join(root, `${dir}/dist/.epic-build-stamp`),
    digest: inputsDigest(root, [
      `${dir}/src`,
      `${dir}/package.json`,
      `${dir}/tsup.config.ts`,
      'scripts/tsup-dts.ts',
      ...shared,
    ]),
  }));
  const stale = servers.filter((s) => !isBuilt(s.stamp, s.digest));
  const siteStale = !isBuilt(site.stamp, site.digest);
  if (!siteStale) console.log('Site déjà construit depuis ces sources\u00a0: pas de build.');
  if (stale.length === 0)
    console.log('Serveurs déjà construits depuis ces sources\u00a0: pas de build.');
  await Promise.all([
    siteStale &&
      step('site', 33, npm, ['run', 'build', '--silent', '-w', '@epic/site']).then(() =>
        markBuilt(site.stamp, site.digest),
      ),
    (async () => {
      if (stale.length > 0) {
        await step('build', 34, npm, [
          'run',
          'build',
          '--silent',
          ...stale.flatMap((s) => ['-w', s.workspace]),
        ]);
        for (const s of stale) markBuilt(s.stamp, s.digest);
      }
      // While the site builds: a first start imports the latest vintage meanwhile (the API would
      // otherwise do it when it starts, as it does here when there is nothing to build).
      if (siteStale)
        await step('import', 36, process.execPath, ['apps/api/dist/import/cli.js', '--first']);
    })(),
  ]);
  // Compiled JavaScript: workspace packages resolve to their built dist/ (default conditions).
  run('sso', 35, ['apps/sso-dev/dist/main.js']);
  run('api', 36, ['apps/api/dist/main.js'], apiProcessEnv(sharedEnv));
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
