/**
 * What the browser benchmarks (`bench-lighthouse.ts`, `bench-map.ts`) share: a production build of
 * the site pointed at their own local SSO server, that server and the API serving the build on an
 * embedded database, the sign-in with the demo account, and the cleanups run on exit or signal.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright';
import { loadConfig, openDb, prepareDatabase, startServer } from '../apps/api/src/index.js';
import { startSsoServer } from '../apps/sso-dev/src/index.js';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const log = (line: string) => process.stderr.write(`${line}\n`);
const demo = { email: 'camille.martin@example.org', password: 'epic-demo' };

export type BenchStack = {
  ssoUrl: string;
  siteUrl: string;
  /** Registers what `cleanup` undoes, last registered first. */
  onCleanup(fn: () => Promise<unknown> | unknown): void;
  cleanup(): Promise<void>;
};

/**
 * Builds the site into `apps/site/<outDir>/` for the SSO server at `ssoPort` (the provider URL is
 * fixed at build time; `skipBuild` reuses an existing build), then starts that SSO server and the
 * API on `apiPort` serving the build, on the embedded database in `dataDir` (the first run
 * imports the vintages). SIGINT and SIGTERM run the cleanups before exiting.
 */
export async function startBenchStack(options: {
  ssoPort: number;
  apiPort: number;
  dataDir: string;
  outDir: string;
  skipBuild: boolean;
}): Promise<BenchStack> {
  const ssoUrl = `http://localhost:${options.ssoPort}`;
  const siteUrl = `http://localhost:${options.apiPort}`;
  const siteDist = join(root, `apps/site/${options.outDir}/`);
  if (!options.skipBuild || !existsSync(join(siteDist, 'index.html'))) {
    log(`Construction du site (production) pour le SSO ${ssoUrl} → apps/site/${options.outDir}/`);
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        'apps/site',
        '--config',
        'apps/site/vite.config.ts',
        '--outDir',
        options.outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, VITE_AUTH_PROVIDER_URL: ssoUrl, VITE_AUTH_MODE: 'spa' },
      },
    );
  }

  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const cleanup = async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        log(`Arrêt : ${(error as Error).message}`);
      }
    }
  };
  process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
  process.on('SIGTERM', () => void cleanup().then(() => process.exit(143)));

  const sso = await startSsoServer({
    port: options.ssoPort,
    siteOrigins: [siteUrl],
    log: () => {},
  });
  cleanups.push(() => sso.close());
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test' },
    {
      host: '127.0.0.1',
      port: options.apiPort,
      dataDir: options.dataDir,
      authProviderUrl: sso.url,
      siteOrigins: [siteUrl],
      siteDist,
      logLevel: 'warn',
      rateLimitMax: 100_000,
      authRateLimitMax: 10_000,
    },
  );
  log(`Base de données ${options.dataDir} (le premier lancement importe les millésimes)…`);
  const db = await prepareDatabase(config, await openDb(config));
  cleanups.push(() => db.close());
  const api = await startServer(config, { db });
  cleanups.push(() => api.close());
  log(`API ${siteUrl}, SSO ${sso.url}`);
  return { ssoUrl, siteUrl, onCleanup: (fn) => cleanups.push(fn), cleanup };
}

/**
 * Opens `path` on the site, signs in with the demo account through the SSO form and waits until
 * the site is back with the authorisation code exchanged.
 */
export async function signInWithDemo(page: Page, stack: BenchStack, path: string) {
  await page.goto(`${stack.siteUrl}${path}`);
  await page.waitForURL(`${stack.ssoUrl}/interaction/**`, { timeout: 30_000 });
  await page.getByLabel('Adresse électronique').fill(demo.email);
  await page.getByLabel('Mot de passe').fill(demo.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.origin === stack.siteUrl && !url.searchParams.has('code'), {
    timeout: 30_000,
  });
}
