/**
 * Do heavy CSV exports hold the API? From the root, after `npm run build:api` (or with
 * API_ENTRY=src):
 *
 *   npx tsx --conditions=@epic/source apps/api/scripts/exports-load.ts
 *
 * Starts the API like the bench (scripts/load-common.ts: the compiled server in a child process,
 * its own database with EPIC_DATA_DIR or DATABASE_URL, sessions made in the database), then, in two
 * rounds, downloads 4 exports of every commune of a région with all five indicator themes in
 * parallel (in a worker thread: reading 80 MB must not delay the probes), while this thread asks
 * `GET /api/health/live` every 20 ms and a territory (`/api/territories/commune/42218?year=2026`,
 * a cached answer) every 5 ms. Prints their latencies during the exports, and each export's time,
 * status and size.
 *
 * - identical: the issue's case, four times région 84 (a fresh instance: the first build).
 * - distinct: four exports that share nothing (other régions, the other dialect): no cache helps.
 *
 * Targets: /live ≤ 50 ms (its maximum) and the territory's p99 ≤ 200 ms in each round;
 * exit code 1 when one is missed. Each export comes from a session of its own (the API limits
 * heavy exports per session). EXPORTS_ROUNDS=identical or distinct runs one round only.
 */
import { Worker } from 'node:worker_threads';
import { type ApiUnderTest, machine, percentile, startApi } from './load-common.js';

const THEMES = 'population,logement,emploi,revenus,etablissements';
const exportPath = (region: string, dialect = 'fr') =>
  `/api/territories/region/${region}/children.csv?childType=commune&indicators=${THEMES}${dialect === 'fr' ? '' : `&dialect=${dialect}`}`;
const TERRITORY = '/api/territories/commune/42218?year=2026';
const LIVE = '/api/health/live';
const LIVE_TARGET_MS = 50;
const TERRITORY_P99_TARGET_MS = 200;

const ROUNDS: Record<string, string[]> = {
  identical: [exportPath('84'), exportPath('84'), exportPath('84'), exportPath('84')],
  // Occitanie, Nouvelle-Aquitaine, Grand Est: the other régions of 4 000 to 5 000 communes.
  distinct: [exportPath('76'), exportPath('75'), exportPath('44'), exportPath('84', 'rfc4180')],
};

interface ExportResult {
  path: string;
  status: number;
  ms: number;
  bytes: number;
}

async function timed(api: ApiUnderTest, path: string, cookie: string) {
  const t0 = performance.now();
  const r = await fetch(`${api.base}${path}`, {
    headers: { cookie },
    signal: AbortSignal.timeout(120_000),
  });
  const bytes = (await r.arrayBuffer()).byteLength;
  return { status: r.status, ms: performance.now() - t0, bytes };
}

/**
 * The exports' downloads, in a thread of their own: reading 80 MB here would delay the probes'
 * own answers, and count the client's time as the API's. Bodies are counted, not kept.
 */
const DOWNLOADS = `
const { parentPort, workerData } = require('node:worker_threads');
Promise.all(workerData.paths.map(async (path, i) => {
  const t0 = performance.now();
  const r = await fetch(workerData.base + path, { headers: { cookie: workerData.cookies[i] } });
  let bytes = 0;
  for await (const chunk of r.body) bytes += chunk.byteLength;
  return { path, status: r.status, ms: performance.now() - t0, bytes };
})).then((results) => parentPort.postMessage(results));
`;

function download(api: ApiUnderTest, paths: string[]): Promise<ExportResult[]> {
  const worker = new Worker(DOWNLOADS, {
    eval: true,
    workerData: { base: api.base, paths, cookies: api.cookies.slice(0, paths.length) },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (results: ExportResult[]) => {
      void worker.terminate();
      resolve(results);
    });
    worker.once('error', reject);
  });
}

/** Asks `path` back to back (with `gapMs` between answers) until `done()`; the latencies. */
async function probe(api: ApiUnderTest, path: string, gapMs: number, done: () => boolean) {
  const latencies: number[] = [];
  let errors = 0;
  const cookie = api.cookies.at(-1) as string;
  while (!done()) {
    const { status, ms } = await timed(api, path, cookie);
    if (status !== 200) errors++;
    latencies.push(ms);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return { latencies: latencies.sort((a, b) => a - b), errors };
}

const stats = (sorted: number[]) =>
  `n=${sorted.length}, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`;

async function round(api: ApiUnderTest, name: string, paths: string[]): Promise<boolean> {
  let running = true;
  const live = probe(api, LIVE, 20, () => !running);
  const territory = probe(api, TERRITORY, 5, () => !running);
  const t0 = performance.now();
  const exports = await download(api, paths);
  const wallMs = performance.now() - t0;
  running = false;
  const [l, t] = await Promise.all([live, territory]);
  const liveMax = l.latencies.at(-1) ?? Number.POSITIVE_INFINITY;
  const territoryP99 = percentile(t.latencies, 99);
  const ok =
    liveMax <= LIVE_TARGET_MS &&
    territoryP99 <= TERRITORY_P99_TARGET_MS &&
    l.errors + t.errors === 0 &&
    exports.every((e) => e.status === 200);
  console.log(`\n## ${name}: 4 exports in parallel, ${(wallMs / 1000).toFixed(2)} s in all`);
  for (const e of exports)
    console.log(
      `  ${e.status} ${(e.ms / 1000).toFixed(2)} s ${(e.bytes / 1024 / 1024).toFixed(1)} MB  ${e.path}`,
    );
  console.log(`  /api/health/live: ${stats(l.latencies)}, errors ${l.errors}`);
  console.log(`  territory 42218:  ${stats(t.latencies)}, errors ${t.errors}`);
  console.log(
    `  ${ok ? 'OK' : 'MISSED'}: /live max ≤ ${LIVE_TARGET_MS} ms, territory p99 ≤ ${TERRITORY_P99_TARGET_MS} ms, every answer 200`,
  );
  return ok;
}

async function main() {
  // A load test on loopback: the development defaults unless told otherwise (as `npm run bench`).
  process.env.NODE_ENV ??= 'development';
  const only = process.env.EXPORTS_ROUNDS;
  const api = await startApi(600);
  let ok = true;
  try {
    // Warm: the territory answer (cached, as a visitor's) and the connection pool.
    for (const path of [TERRITORY, LIVE]) await timed(api, path, api.cookies[0] as string);
    const idle = await probe(
      api,
      LIVE,
      20,
      (() => {
        const end = performance.now() + 2000;
        return () => performance.now() > end;
      })(),
    );
    console.log(`idle /api/health/live: ${stats(idle.latencies)}`);
    for (const [name, paths] of Object.entries(ROUNDS)) {
      if (only && only !== name) continue;
      ok = (await round(api, name, paths)) && ok;
    }
    console.log(`\n${machine(api.database, api.config)}`);
  } finally {
    await api.stop();
  }
  process.exit(ok ? 0 : 1);
}

await main();
