/**
 * `node deploy/check-build.mjs` (CI, after `npm run build`): the compiled servers run with plain
 * node, as in production. Both must first refuse a production start without its settings (the
 * API without NODE_ENV and its secrets, the local SSO server without NODE_ENV=development). Then the
 * API starts on an empty embedded database with NODE_ENV=production and the explicit https
 * provider and site origin production requires, migrates (SQL files copied beside the code),
 * imports one vintage and its statistical indicators (the data packages and data/opendata found
 * from dist/) and must answer ready, and serve the built site without its source maps and Vite
 * manifests; the local SSO server, in development, must answer its discovery document. Exit code 1 otherwise, with the servers' output.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 180_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The caller's environment without NODE_ENV: each start below says its own. */
const { NODE_ENV: _callerMode, ...callerEnv } = process.env;

/** Starts `node <file>`; keeps its output for the report. */
function start(file, env) {
  if (!existsSync(join(root, file))) throw new Error(`${file} absent : lancez npm run build.`);
  const child = spawn(process.execPath, [file], {
    cwd: root,
    env: { ...callerEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => {
    output += c;
  });
  child.stderr.on('data', (c) => {
    output += c;
  });
  return { child, output: () => output };
}

/** Polls `url` until it answers 200 (resolves with the body) or the deadline passes. */
async function until200(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`process exited (${server.child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = await response.text();
      if (response.status === 200) return body;
      last = `${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}: ${last} after ${timeoutMs / 1000} s`);
}

/** Starts `file` and expects it to exit with code 1 within 30 s, saying `expected`. */
async function refuses(file, env, expected) {
  const server = start(file, env);
  const code = await new Promise((resolve) => {
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
    server.child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 1 || !expected.test(server.output()))
    throw new Error(`${file} started or failed otherwise (code ${code}):\n${server.output()}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'epic-check-build-'));
const servers = [];
let failed = false;
try {
  const [apiPort, ssoPort] = [await freePort(), await freePort()];
  // Without NODE_ENV is production: the development secrets and local defaults are refused.
  await refuses(
    'apps/api/dist/main.js',
    { PORT: String(apiPort), EPIC_DATA_DIR: dataDir },
    /SESSION_SECRET doit être défini en production[\s\S]*AUTH_PROVIDER_URL doit être défini/,
  );
  await refuses('apps/sso-dev/dist/main.js', { SSO_PORT: String(ssoPort) }, /démarrage refusé/);
  console.log('Sans NODE_ENV, l’API et le serveur d’authentification local refusent de démarrer.');
  const started = Date.now();
  const api = start('apps/api/dist/main.js', {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    OAUTH_CLIENT_SECRET: '',
    // Production requires both, in https (the API calls the provider only at a sign-in).
    AUTH_PROVIDER_URL: 'https://sso.epic.example.org',
    SITE_ORIGIN: 'https://epic.example.org',
    EPIC_DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    IMPORT_YEARS: '2024',
  });
  servers.push(api);
  const sso = start('apps/sso-dev/dist/main.js', {
    NODE_ENV: 'development',
    SSO_PORT: String(ssoPort),
  });
  servers.push(sso);

  const base = `http://127.0.0.1:${apiPort}`;
  const ready = JSON.parse(await until200(`${base}/api/health/ready`, api, READY_TIMEOUT_MS));
  if (ready.status !== 'ready' || ready.vintages !== 1)
    throw new Error(`unexpected readiness: ${JSON.stringify(ready)}`);
  console.log(
    `API compilée prête en ${((Date.now() - started) / 1000).toFixed(1)} s (import compris).`,
  );
  const openapi = JSON.parse(await until200(`${base}/api/openapi.json`, api, 5000));
  if (!openapi.paths['/api/health/live']) throw new Error('OpenAPI: /api/health/live absent');
  // The built site: its pages with the route manifest's hints, never its source maps or manifests.
  const home = await fetch(`${base}/`, { signal: AbortSignal.timeout(5000) });
  if (home.status !== 200 || !home.headers.get('link')?.includes('/assets/'))
    throw new Error(`/: ${home.status}, Link ${home.headers.get('link')}`);
  const assets = join(root, 'apps/site/dist/assets');
  const map = readdirSync(assets).find((file) => file.endsWith('.js.map'));
  for (const path of ['/.vite/manifest.json', '/.vite/route-manifest.json', `/assets/${map}`]) {
    const answer = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5000) });
    if (answer.status !== 404) throw new Error(`${path}: ${answer.status}, 404 attendu`);
  }
  console.log('Site servi sans ses source maps ni ses manifestes Vite.');
  const discovery = JSON.parse(
    await until200(
      `http://127.0.0.1:${ssoPort}/.well-known/openid-configuration`,
      sso,
      READY_TIMEOUT_MS,
    ),
  );
  if (!discovery.issuer) throw new Error('SSO: no issuer in the discovery document');
  console.log(`Serveur d’authentification compilé prêt : ${discovery.issuer}`);
} catch (error) {
  failed = true;
  console.error(`Échec : ${error.message}`);
  for (const server of servers) console.error(server.output());
} finally {
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    servers.map(({ child }) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
