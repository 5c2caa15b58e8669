// Long file: one self-contained benchmark (site build, SSO and API servers, sign-in, Lighthouse runs, report).
/**
 * Lighthouse report of the production build served by the API, as a visitor gets it: `/`,
 * `/a-propos/`, `/version/` signed out, then `/explorer/?…` and `/comparer/?…` signed in (demo
 * account), each on mobile (Lighthouse's default: simulated slow 4G, 4× CPU) and desktop.
 * Prints performance, accessibility, best practices, LCP, TBT and CLS, the failing audits of any
 * category below its target, and exits 1 when a target is missed. Full JSON reports go to
 * `.lighthouse/`.
 *
 * Starts its own local SSO server and API (ports 4300 and 3300 by default, so it can run beside
 * `npm start` and the e2e servers) on a dedicated embedded database, and builds the site into
 * `apps/site/dist-lh/` pointed at that SSO server (the provider URL is fixed at build time).
 *
 * Environment: LH_SSO_PORT, LH_API_PORT, LH_DATA_DIR (default /tmp/epic-lh-data), LH_RUNS (runs
 * per page and form factor, the median by performance is kept; default 1), LH_ONLY (substring of
 * the page names or paths to keep), LH_FORM (mobile or desktop only), LH_SKIP_BUILD=1 (reuse
 * apps/site/dist-lh), CHROMIUM_PATH.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';
import { type SiteRoute, siteRoutes } from '../apps/site/src/routes.js';
import { log, root, signInWithDemo, startBenchStack } from './bench-stack.js';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type FormFactor = 'mobile' | 'desktop';
type Page = { name: string; path: string; signedIn?: boolean };

const runs = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = join(root, '.lighthouse');

/**
 * How each of the site's routes (apps/site/src/routes.ts) is measured: its name in the report and,
 * for a signed-in screen, an address with data: Saint-Étienne (2024), compared with Lyon, real data
 * at every level of the hierarchy. A route missing here is measured at its bare address.
 */
const measured: Record<string, { name: string; query?: string }> = {
  '/': { name: 'Accueil' },
  '/a-propos': { name: 'À propos' },
  '/version': { name: 'Version' },
  '/explorer': { name: 'Explorer', query: '?type=commune&id=42218&year=2024' },
  '/comparer': {
    name: 'Comparer',
    query: '?type=commune&id=42218&year=2024&type2=commune&id2=69123&year2=2024',
  },
};
const pages: Page[] = siteRoutes
  .filter((route) => route.path !== '*')
  .map((route: SiteRoute) => ({
    name: measured[route.path]?.name ?? route.path,
    path: `${route.path.endsWith('/') ? route.path : `${route.path}/`}${measured[route.path]?.query ?? ''}`,
    signedIn: route.signedIn === true,
  }))
  // A département's commune map (the largest, Pas-de-Calais) on its Explorer page.
  .concat([
    {
      name: 'Explorer (carte du Pas-de-Calais)',
      path: '/explorer/?type=departement&id=62&year=2025',
      signedIn: true,
    },
  ])
  // Signed out first, then signed in once for the rest.
  .sort((a, b) => Number(a.signedIn) - Number(b.signedIn))
  .filter((p) => !process.env.LH_ONLY || `${p.name} ${p.path}`.includes(process.env.LH_ONLY));
const formFactors = (['mobile', 'desktop'] as const).filter(
  (f) => !process.env.LH_FORM || process.env.LH_FORM === f,
);
const targets = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
type CategoryId = keyof typeof targets;
const categories = Object.keys(targets) as CategoryId[];

const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
];

// ------------------------------------------------------------------ build and servers
const stack = await startBenchStack({
  ssoPort: Number(process.env.LH_SSO_PORT ?? 4300),
  apiPort: Number(process.env.LH_API_PORT ?? 3300),
  dataDir: process.env.LH_DATA_DIR ?? join(tmpdir(), 'epic-lh-data'),
  outDir: 'dist-lh',
  skipBuild: process.env.LH_SKIP_BUILD === '1',
});
const { siteUrl } = stack;

// ------------------------------------------------------------------ browser
/** Debian Chromium with a fresh profile; Lighthouse and Playwright share it over CDP. */
async function launchChromium(): Promise<{
  port: number;
  process: ChildProcess;
  close(): Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), 'epic-lh-chromium-'));
  const child = spawn(
    chromiumPath,
    [...chromiumFlags, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium muet :\n${stderr}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium s’est arrêté (code ${code}) :\n${stderr}`));
    });
  });
  return {
    port,
    process: child,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** Signs in with the demo account through the SSO form, in the browser's default context. */
async function signIn(port: number, path: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Pas de contexte par défaut dans Chromium.');
    const page = await context.newPage();
    try {
      await signInWithDemo(page, stack, path);
      await page.waitForFunction(
        async () => (await fetch('/api/auth/check', { credentials: 'include' })).ok,
        undefined,
        { timeout: 30_000, polling: 500 },
      );
    } catch (error) {
      const shot = join(reportDir, 'sign-in-failure.png');
      await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
      throw new Error(`Connexion impossible (${page.url()}), capture : ${shot}`, { cause: error });
    }
    await page.close();
  } finally {
    // Disconnects only (the browser was not launched by Playwright), so Lighthouse is alone on it.
    await browser.close();
  }
}

// ------------------------------------------------------------------ lighthouse
async function audit(port: number, page: Page, formFactor: FormFactor): Promise<Result> {
  const url = `${siteUrl}${page.path}`;
  const measured: Result[] = [];
  for (let run = 0; run < runs; run++) {
    // Lighthouse's storage reset clears the HTTP cache, service workers and Cache Storage but
    // keeps cookies and localStorage (Lighthouse 12 defaults), so the signed-in state survives
    // while every run is a cold load. `disableStorageReset` would skip the cache clearing too.
    let lhr: Result | undefined;
    // A trace that could not be recorded (NO_NAVSTART, NO_FCP…) happens now and then: try again.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await lighthouse(
        url,
        { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${url}.`);
      lhr = result.lhr;
      if (!lhr.runtimeError) break;
      log(`  essai ${attempt} : ${lhr.runtimeError.code}`);
    }
    if (!lhr || lhr.runtimeError) throw new Error(`${url} : ${lhr?.runtimeError?.message}`);
    if (page.signedIn && !lhr.finalDisplayedUrl.startsWith(siteUrl)) {
      throw new Error(`${url} a quitté le site (${lhr.finalDisplayedUrl}) : session perdue ?`);
    }
    measured.push(lhr);
  }
  measured.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = measured[Math.floor((measured.length - 1) / 2)] as Result;
  // From the page's name: two pages of one route (Explorer, Explorer with a map) keep two reports.
  const slug = page.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  writeFileSync(join(reportDir, `${slug}-${formFactor}.json`), JSON.stringify(median, null, 1));
  return median;
}

function score(lhr: Result, id: CategoryId): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** Audits of a category that lose points, worst first. */
function failing(lhr: Result, id: CategoryId): string[] {
  const category = lhr.categories[id];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ ref, audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < (id === 'performance' ? 0.9 : 1) &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) &&
        (id !== 'performance' || ref.weight > 0 || audit.scoreDisplayMode === 'metricSavings'),
    )
    .sort((a, b) => (a.audit?.score ?? 0) - (b.audit?.score ?? 0))
    .map(({ audit }) => {
      const value = audit?.displayValue ? ` (${audit.displayValue})` : '';
      return `${audit?.id} — ${audit?.title}${value}`;
    });
}

const rows: { page: Page; formFactor: FormFactor; lhr: Result }[] = [];
const chrome = await launchChromium();
stack.onCleanup(() => chrome.close());
mkdirSync(reportDir, { recursive: true });
let exitCode = 0;
try {
  let signedIn = false;
  for (const page of pages) {
    if (page.signedIn && !signedIn) {
      log('Connexion avec le compte de démonstration…');
      await signIn(chrome.port, page.path);
      signedIn = true;
    }
    for (const formFactor of formFactors) {
      log(`Lighthouse ${formFactor} ${page.path}`);
      rows.push({ page, formFactor, lhr: await audit(chrome.port, page, formFactor) });
    }
  }
} catch (error) {
  log(String((error as Error).message ?? error));
  if ((error as Error).cause) log(String(((error as Error).cause as Error).message));
  exitCode = 2;
}

// ------------------------------------------------------------------ report
const header = ['page', 'form', 'perf', 'a11y', 'bp', 'LCP ms', 'TBT ms', 'CLS'];
const table = rows.map(({ page, formFactor, lhr }) => [
  page.name,
  formFactor,
  ...categories.map((id) => {
    const value = score(lhr, id);
    return value < targets[id] ? `${value}✗` : String(value);
  }),
  String(Math.round(numeric(lhr, 'largest-contentful-paint'))),
  String(Math.round(numeric(lhr, 'total-blocking-time'))),
  numeric(lhr, 'cumulative-layout-shift').toFixed(3),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
console.log(`\nLighthouse ${lighthouseVersion()} — ${siteUrl} (build de production, Chromium)`);
console.log(`Cibles : performance ≥ 95, accessibilité 100, bonnes pratiques ≥ 95\n`);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));

const misses: string[] = [];
for (const { page, formFactor, lhr } of rows) {
  for (const id of categories) {
    if (score(lhr, id) >= targets[id]) continue;
    misses.push(`${page.name} ${formFactor} — ${id} ${score(lhr, id)} < ${targets[id]}`);
    for (const audit of failing(lhr, id)) misses.push(`    ${audit}`);
  }
}
if (misses.length) {
  console.log(`\nCibles manquées :\n${misses.join('\n')}`);
  exitCode ||= 1;
} else if (rows.length) {
  console.log('\nToutes les cibles sont atteintes.');
}
console.log(`\nRapports JSON : ${reportDir}/`);

function lighthouseVersion(): string {
  const pkg = join(root, 'node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

await stack.cleanup();
process.exit(exitCode);
