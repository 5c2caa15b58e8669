/**
 * Rendering time of the largest commune map (≤ 50 ms of main-thread time for about 900
 * paths): the production build served by the API, signed in with the demo account, opens
 * `/explorer/?type=departement&id=62&year=2025` (Pas-de-Calais, about 890 communes) in Chromium
 * five times and reads the `epic-map-render` performance measure that `TerritoryMap` writes (from
 * building its model to the commit of its paths), with the long tasks seen meanwhile. Prints the
 * median and the maximum; exits 1 when the median is over 50 ms.
 *
 * Like `bench-lighthouse.ts`, it starts its own local SSO server and API (ports 4350 and 3350 by
 * default) on an embedded database (the first run imports the vintages), and builds the site into
 * `apps/site/dist-bench-map/` pointed at that SSO server.
 *
 * Environment: MAP_SSO_PORT, MAP_API_PORT, MAP_DATA_DIR (default /tmp/epic-bench-map-data),
 * MAP_RUNS (default 5), MAP_PATH (the address measured), MAP_SKIP_BUILD=1 (reuse the build),
 * MAP_OUT_DIR (the build's directory under apps/site/, default dist-bench-map: with MAP_SKIP_BUILD,
 * measures another build, e.g. of an earlier commit, the same way), CHROMIUM_PATH.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { log, signInWithDemo, startBenchStack } from './bench-stack.js';

const runs = Math.max(1, Number(process.env.MAP_RUNS ?? 5));
const path = process.env.MAP_PATH ?? '/explorer/?type=departement&id=62&year=2025';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const budgetMs = 50;

const stack = await startBenchStack({
  ssoPort: Number(process.env.MAP_SSO_PORT ?? 4350),
  apiPort: Number(process.env.MAP_API_PORT ?? 3350),
  dataDir: process.env.MAP_DATA_DIR ?? join(tmpdir(), 'epic-bench-map-data'),
  outDir: process.env.MAP_OUT_DIR ?? 'dist-bench-map',
  skipBuild: process.env.MAP_SKIP_BUILD === '1',
});
const { siteUrl } = stack;

type Run = { all: number[]; render: number; longTasks: number; areas: number };

async function main(): Promise<number> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  stack.onCleanup(() => browser.close());
  const context = await browser.newContext({ locale: 'fr-FR' });
  // Long tasks from the start of every page (the observer is registered before the site runs).
  await context.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        w.__longTasks.push({ start: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });

  const signIn = await context.newPage();
  await signInWithDemo(signIn, stack, path);
  await signIn.close();

  // The values endpoint the map asks (first answer computed, then from the response cache).
  const valuesUrl = (id: string) =>
    `${siteUrl}/api/indicators/${id}/values?level=commune&year=2025&parent=departement:62`;
  for (const id of ['population', 'unemployment_rate_2018']) {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      const response = await context.request.get(valuesUrl(id));
      if (!response.ok()) throw new Error(`${valuesUrl(id)} : ${response.status()}`);
      await response.body();
      times.push(performance.now() - start);
    }
    log(`  valeurs ${id} : ${times.map((t) => `${t.toFixed(1)} ms`).join(', ')}`);
  }

  const results: Run[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    await page.goto(`${siteUrl}${path}`);
    // The map loads when the reader gets near it (below the fold): scroll to its box.
    await page.locator('[data-map-box]').scrollIntoViewIfNeeded({ timeout: 30_000 });
    await page.waitForFunction(
      () => performance.getEntriesByName('epic-map-render', 'measure').length > 0,
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    // Let a re-render (if any) land, then keep the longest measure of the page.
    await page.waitForTimeout(500);
    const result = await page.evaluate(() => {
      const measures = performance.getEntriesByName('epic-map-render', 'measure');
      const longest = measures.reduce((a, b) => (b.duration > a.duration ? b : a));
      const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] })
        .__longTasks;
      // Long tasks overlapping the measured render (its main-thread cost beyond 50 ms chunks).
      const end = longest.startTime + longest.duration;
      const longTasks = tasks
        .filter((t) => t.start < end && t.start + t.duration > longest.startTime)
        .reduce((sum, t) => sum + t.duration, 0);
      return {
        all: measures.map((m) => Math.round(m.duration)),
        render: longest.duration,
        longTasks,
        areas: document.querySelectorAll('svg[data-map] a').length,
      };
    });
    log(
      `  essai ${run + 1} : ${result.render.toFixed(1)} ms (${result.areas} zones, tâches longues ${result.longTasks.toFixed(0)} ms, mesures ${result.all.join(', ')})`,
    );
    results.push(result);
    await page.close();
  }

  const renders = results.map((r) => r.render).sort((a, b) => a - b);
  const median = renders[Math.floor(renders.length / 2)] as number;
  const max = renders.at(-1) as number;
  process.stdout.write(
    `Carte ${path} : rendu médian ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms sur ${runs} essais (budget ${budgetMs} ms), ${results[0]?.areas ?? 0} zones\n`,
  );
  if (median > budgetMs) {
    process.stdout.write(`Budget dépassé : ${median.toFixed(1)} ms > ${budgetMs} ms\n`);
    return 1;
  }
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  log(`Échec : ${(error as Error).stack ?? error}`);
} finally {
  await stack.cleanup();
}
process.exit(code);
