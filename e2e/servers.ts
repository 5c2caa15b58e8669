/**
 * Real servers for the end-to-end tests: the local SSO server and two API instances serving the
 * built site, one built in `spa` mode and one in `bff` mode, sharing one embedded database.
 * Started by Playwright's webServer; stops on SIGTERM.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, openDb, prepareDatabase, startServer } from '../apps/api/src/index.js';
import { startSsoServer } from '../apps/sso-dev/src/index.js';
import { e2ePorts } from './ports.js';

const root = new URL('..', import.meta.url).pathname;
const origin = (port: number) => `http://localhost:${port}`;
const siteOrigins = [origin(e2ePorts.spa), origin(e2ePorts.bff)];

const sso = await startSsoServer({
  port: e2ePorts.sso,
  siteOrigins,
  log: (line) => process.stdout.write(`${line}\n`),
});

const base = loadConfig(
  { ...process.env, NODE_ENV: 'test' },
  {
    host: '127.0.0.1',
    dataDir: process.env.E2E_DATA_DIR ?? join(tmpdir(), 'epic-e2e-pglite'),
    authProviderUrl: sso.url,
    siteOrigins,
    oauthClientId: 'epic-api',
    oauthClientSecret: 'epic-dev-secret',
    logLevel: 'warn',
    rateLimitMax: 100_000,
    authRateLimitMax: 10_000,
  },
);
const db = await prepareDatabase(base, await openDb(base));

const servers = await Promise.all(
  (['spa', 'bff'] as const).map((mode) =>
    startServer(
      { ...base, port: e2ePorts[mode], siteDist: join(root, `apps/site/dist-e2e-${mode}/`) },
      { db },
    ),
  ),
);
process.stdout.write(
  `e2e servers ready: sso ${sso.url}, spa ${servers[0]?.url}, bff ${servers[1]?.url}\n`,
);

const stop = async () => {
  await Promise.allSettled([...servers.map((s) => s.close()), sso.close()]);
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
