/**
 * Real servers for the end-to-end tests: the local SSO server and two API instances serving the
 * built site, one built in `spa` mode and one in `bff` mode, sharing one embedded database and its
 * data in memory, plus a third spa instance that the fault tests restart through a loopback
 * control port, which also says when all three have their indicators in memory (GET /ready, what
 * Playwright waits for).
 * Builds the two sites (scripts/build-e2e.sh) while it prepares the database and reads the data.
 * Started by Playwright's webServer; stops on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataService } from '../apps/api/src/data/index.js';
import {
  loadConfig,
  openDb,
  prepareDatabase,
  type RunningServer,
  startServer,
} from '../apps/api/src/index.js';
// Its `app.data` decorator's type (the instances' readiness below).
import type {} from '../apps/api/src/plugins/data.js';
import { seedDataDir } from '../apps/api/test/fixture-db.js';
import { startSsoServer } from '../apps/sso-dev/src/index.js';
import { e2ePorts, e2eTag } from './ports.js';

const root = new URL('..', import.meta.url).pathname;
// Each site at both local names, as in development (apps/api/src/config.ts): signing in from
// 127.0.0.1 comes back there.
const origins = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
const siteOrigins = [e2ePorts.spa, e2ePorts.bff, e2ePorts.restart].flatMap(origins);

const started = Date.now();
const log = (line: string) => process.stdout.write(`e2e servers: ${line}\n`);

// The sites are built meanwhile: the database and the data in memory need no site, and the
// instances, which read the builds' files when they start, wait for them below.
const build = spawn('bash', [join(root, 'scripts/build-e2e.sh')], { stdio: 'inherit' });
const built = new Promise<void>((resolve, reject) => {
  build.on('error', reject);
  build.on('exit', (code, signal) =>
    code === 0 ? resolve() : reject(new Error(`site build failed (${signal ?? code})`)),
  );
});
built.then(
  () => log(`sites built after ${(Date.now() - started) / 1000} s`),
  (error: unknown) => {
    process.stderr.write(`e2e servers: ${(error as Error).message}\n`);
    process.exit(1);
  },
);

const sso = await startSsoServer({
  port: e2ePorts.sso,
  siteOrigins,
  log: (line) => process.stdout.write(`${line}\n`),
});

const base = loadConfig(
  { ...process.env, NODE_ENV: 'test' },
  {
    host: '127.0.0.1',
    dataDir: process.env.E2E_DATA_DIR ?? join(tmpdir(), `epic-e2e-pglite${e2eTag}`),
    authProviderUrl: sso.url,
    siteOrigins,
    oauthClientId: 'epic-api',
    oauthClientSecret: 'epic-dev-secret',
    logLevel: 'warn',
    rateLimitMax: 100_000,
    authRateLimitMax: 10_000,
  },
);
// A new data directory starts from the seven vintages the API's tests imported in this run, if
// their dump is there for the current code and data: only the indicators are left to import.
const seeded = base.dataDir !== undefined && (await seedDataDir('all', base.dataDir));
if (seeded) log('database seeded from the API tests’ dump');
const db = await prepareDatabase(base, await openDb(base));
log(`database ready after ${(Date.now() - started) / 1000} s`);

// The territories and every vintage's indicators in memory, read once, while the sites build, for
// the spa and bff instances and the restartable one's first start: the data is the same whatever
// the auth mode. Reading them while the first tests ran held the 2 cores and their pages took
// seconds to load (CI failed on it): the tests start once they are read (GET /ready).
const data = new DataService(db, base.catalogueMs);
await data.warm();
void data.prepareIndicators();

await built;
// Prepared above: no instance checks the imports again (a start does so under a lock, one by one).
const instance = { ...base, importOnStart: false };
const modes = ['spa', 'bff'] as const;
const startMode = (mode: (typeof modes)[number]) =>
  startServer(
    {
      ...instance,
      port: e2ePorts[mode],
      // A bff site's API refuses bare tokens (POST /api/auth/login).
      authMode: mode,
      siteDist: join(root, `apps/site/dist-e2e-${mode}${e2eTag}/`),
    },
    { db, data },
  );
const servers = [await startMode('spa'), await startMode('bff')];
const restartConfig = {
  ...instance,
  port: e2ePorts.restart,
  siteDist: join(root, `apps/site/dist-e2e-spa${e2eTag}/`),
};
// A restart drops the sessions and answers the instance kept in memory: only the database
// remains for them, as after a process restart. It keeps the territories and indicators read
// above (closing an instance leaves them to their owner, plugins/data.ts): reading them again
// is what the fault test does not check, and it slowed the other tests' pages.
const startRestartable = () => startServer(restartConfig, { db, data });
let restartable = await startRestartable();
let restarts = 0;
const prepared = (server: RunningServer) => server.app.data.indicatorsPrepared();
/** The three instances, in the order of `named` (the restartable one as it is now). */
const instances = () => [...servers, restartable];
const named = [...modes, 'restart'];
const control = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/ready') {
    const all = instances().every(prepared);
    response.writeHead(all ? 200 : 503).end();
    return;
  }
  if (request.method !== 'POST' || request.url !== '/restart') {
    response.writeHead(404).end();
    return;
  }
  void (async () => {
    await restartable.close();
    restartable = await startRestartable();
    restarts++;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ restarts }));
  })().catch((error: unknown) => {
    response.writeHead(500).end(String(error));
  });
});
await new Promise<void>((resolve) => control.listen(e2ePorts.control, '127.0.0.1', resolve));

log(
  `listening after ${(Date.now() - started) / 1000} s: sso ${sso.url}, spa ${servers[0]?.url}, bff ${servers[1]?.url}`,
);

// One instance whose preparation never ends (it failed before the first vintage) would hold
// Playwright until its webServer timeout of 10 min: stop then, saying which, so the run fails with
// its cause. Watched until all three are first prepared.
const PREPARE_LIMIT_MS = 300_000;
const deadline = Date.now() + PREPARE_LIMIT_MS;
const watch = setInterval(() => {
  const late = instances().flatMap((s, i) => (prepared(s) ? [] : [named[i]]));
  if (late.length === 0) {
    clearInterval(watch);
    log(`indicators prepared after ${(Date.now() - started) / 1000} s`);
  } else if (Date.now() > deadline) {
    process.stderr.write(
      `e2e servers: indicators not prepared after ${PREPARE_LIMIT_MS / 1000} s (${late.join(', ')})\n`,
    );
    process.exit(1);
  }
}, 1000);

const stop = async () => {
  control.close();
  await Promise.allSettled([...servers.map((s) => s.close()), restartable.close(), sso.close()]);
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
