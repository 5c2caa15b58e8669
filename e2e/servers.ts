/**
 * Real servers for the end-to-end tests: the local SSO server and two API instances serving the
 * built site, one built in `spa` mode and one in `bff` mode, sharing one embedded database and its
 * data in memory, plus a third spa instance that the fault tests restart through a loopback
 * control port, which also says when all three have their indicators in memory (GET /ready, what
 * Playwright waits for).
 * Started by Playwright's webServer; stops on SIGTERM.
 */
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
if (base.dataDir && (await seedDataDir('all', base.dataDir))) {
  process.stdout.write('e2e servers: database seeded from the API tests’ dump\n');
}
const db = await prepareDatabase(base, await openDb(base));

const modes = ['spa', 'bff'] as const;
const startMode = (mode: (typeof modes)[number], shared?: RunningServer) =>
  startServer(
    {
      ...base,
      port: e2ePorts[mode],
      // A bff site's API refuses bare tokens (POST /api/auth/login).
      authMode: mode,
      siteDist: join(root, `apps/site/dist-e2e-${mode}${e2eTag}/`),
    },
    // The bff instance shares the spa one's data in memory: one reading of every vintage's
    // territories and indicators instead of two, the data being the same whatever the auth mode.
    { db, ...(shared ? { data: shared.app.data } : {}) },
  );
const spa = await startMode('spa');
const servers = [spa, await startMode('bff', spa)];
// A restart drops everything the instance kept in memory (session and response caches); only the
// database remains, as after a process restart.
const startRestartable = () =>
  startServer(
    { ...base, port: e2ePorts.restart, siteDist: join(root, `apps/site/dist-e2e-spa${e2eTag}/`) },
    { db },
  );
let restartable = await startRestartable();
let restarts = 0;
// An instance reads every vintage's indicators in the background after it listens: about 12 s and
// 20 s of CPU here (the spa and bff instances share one reading). Doing so while the first tests
// ran held the 2 cores, and those tests' pages took seconds to load (CI failed on it). So the
// tests start once all three are prepared (GET /ready, what Playwright waits for), and a restart
// answers once the new instance is.
const prepared = (server: RunningServer) => server.app.data.indicatorsPrepared();
/** The three instances, in the order of `named` (the restartable one as it is now). */
const instances = () => [...servers, restartable];
const named = [...modes, 'restart'];
// A restart answers 500 naming the cause before the fault test's request gives up (60 s).
const RESTART_LIMIT_MS = 50_000;
/** Polls until the instance has its indicators in memory; rejects after `limit` ms. */
async function whenPrepared(server: RunningServer, name: string, limit: number) {
  const deadline = Date.now() + limit;
  while (!prepared(server)) {
    if (Date.now() > deadline)
      throw new Error(`indicators not prepared after ${limit / 1000} s (${name})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
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
    await whenPrepared(restartable, 'restart', RESTART_LIMIT_MS);
    restarts++;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ restarts }));
  })().catch((error: unknown) => {
    response.writeHead(500).end(String(error));
  });
});
await new Promise<void>((resolve) => control.listen(e2ePorts.control, '127.0.0.1', resolve));

process.stdout.write(
  `e2e servers ready: sso ${sso.url}, spa ${servers[0]?.url}, bff ${servers[1]?.url}\n`,
);

// One instance whose preparation never ends (it failed before the first vintage) would hold
// Playwright until its webServer timeout of 10 min: stop then, saying which, so the run fails with
// its cause. Watched until all three are first prepared (a restart's wait is in whenPrepared).
const PREPARE_LIMIT_MS = 300_000;
const deadline = Date.now() + PREPARE_LIMIT_MS;
const watch = setInterval(() => {
  const late = instances().flatMap((s, i) => (prepared(s) ? [] : [named[i]]));
  if (late.length === 0) clearInterval(watch);
  else if (Date.now() > deadline) {
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
