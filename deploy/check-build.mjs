/**
 * `node deploy/check-build.mjs` (CI, after `npm run build`): the compiled servers run with plain
 * node, as in production. The API starts on an empty embedded database with NODE_ENV=production,
 * migrates (SQL files copied beside the code), imports one vintage and its statistical indicators
 * (the data packages and data/opendata found from dist/) and must then answer ready; the local
 * SSO server must answer its discovery document. Exit code 1 otherwise, with the servers' output.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

/** Starts `node <file>`; keeps its output for the report. */
function start(file, env) {
  if (!existsSync(join(root, file))) throw new Error(`${file} absent : lancez npm run build.`);
  const child = spawn(process.execPath, [file], {
    cwd: root,
    env: { ...process.env, ...env },
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

const dataDir = mkdtempSync(join(tmpdir(), 'epic-check-build-'));
const servers = [];
let failed = false;
try {
  const [apiPort, ssoPort] = [await freePort(), await freePort()];
  const started = Date.now();
  const api = start('apps/api/dist/main.js', {
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    OAUTH_CLIENT_SECRET: '',
    EPIC_DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    IMPORT_YEARS: '2024',
  });
  servers.push(api);
  const sso = start('apps/sso-dev/dist/main.js', { SSO_PORT: String(ssoPort) });
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
