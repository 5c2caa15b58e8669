/**
 * `npm run bench:soak` (= `npm run soak -w @epic/api`) — soak test on loopback: 200 req/s of mixed
 * traffic (search, also by substring and misspelt, territory alone and with every indicator,
 * children, series, compare of 2 to 6 sides, rankings, comparable territories, map values, auth
 * check, version) from 10 connections for SOAK_SECONDS (default 600 = 10 minutes, at least 30).
 * Reads the API process's RSS every 5 s (for the maximum), and after forced full GCs (SIGUSR2, see
 * load-common.ts) once the 10 s warm-up is over, every 30 s (progress line) and at the end, for
 * the growth (end minus the lowest of those readings). Exit code 1 unless there is no error
 * (connection errors, timeouts, non-2xx), the rate is held and memory is stable (growth ≤ 50 MB).
 * Runs on PGlite, or on PostgreSQL with DATABASE_URL.
 *
 * Same preparation as the bench (load-common.ts): inputs sampled from the database, each sent
 * once before the run, so that the caches are filled and later growth means a leak.
 */
import { INDICATORS } from '@epic/api-contract';
import autocannon from 'autocannon';
import {
  type ApiUnderTest,
  checkPaths,
  type Inputs,
  machine,
  mb,
  percentile,
  rotatePerClient,
  rssBytes,
  seededRandom,
  shuffle,
  startApi,
} from './load-common.js';

const RATE = 200;
const CONNECTIONS = 10;
const WARMUP_SECONDS = 10;
const SAMPLE_SECONDS = 5;
const PROGRESS_SECONDS = 30;
// Caches are full after the warm-up and RSS is read after forced full GCs, where it varies by a
// few MB at most; a leak of 1 KB per request adds 60 MB in 5 minutes.
const MAX_RSS_GROWTH = 50 * 1024 * 1024;
/** The rate counts as held at 95 % (first and last partial seconds). */
const MIN_RATE_RATIO = 0.95;
/** A comparison of the first `n` sides of a six-sided one (compare6 inputs). */
function firstSides(path: string, n: number): string {
  const url = new URL(path, 'http://x');
  for (let k = n + 1; k <= 6; k++)
    for (const key of ['type', 'id', 'year']) url.searchParams.delete(`${key}${k}`);
  return `${url.pathname}${url.search}`;
}
const THEMES = [...new Set(INDICATORS.map((i) => i.theme))].join(',');

/** Each kind of request: its share of the mix (out of 100) and its paths. */
const MIX: { kind: string; share: number; paths: (i: Inputs) => string[] }[] = [
  { kind: 'search', share: 28, paths: (i) => i.search },
  { kind: 'searchSubstring', share: 1, paths: (i) => i.searchSubstring },
  { kind: 'searchTypo', share: 2, paths: (i) => i.searchTypo },
  { kind: 'territory', share: 9, paths: (i) => i.territory },
  {
    kind: 'territory+indicators',
    share: 9,
    paths: (i) =>
      i.territory.map((p) => {
        const statistics = p.replace(/(\?|$)/, '/statistics$1');
        return `${statistics}${statistics.includes('?') ? '&' : '?'}indicators=${THEMES}`;
      }),
  },
  { kind: 'children', share: 6, paths: (i) => i.children },
  { kind: 'series', share: 5, paths: (i) => i.series },
  { kind: 'compare2', share: 6, paths: (i) => i.compare },
  {
    kind: 'compare3-5',
    share: 4,
    paths: (i) => i.compare6.map((p, k) => firstSides(p, 3 + (k % 3))),
  },
  { kind: 'compare6', share: 3, paths: (i) => i.compare6 },
  { kind: 'ranking', share: 5, paths: (i) => i.ranking },
  { kind: 'comparables', share: 5, paths: (i) => i.comparables },
  { kind: 'map', share: 6, paths: (i) => i.map },
  { kind: 'check', share: 9, paths: (i) => i.check },
  { kind: 'version', share: 2, paths: (i) => i.version },
];

/**
 * Sends every path once, one at a time and with a long timeout: the first request of a vintage
 * loads it (tens of seconds on a busy machine, where checkPaths' eight at a time can exceed its
 * 30 s limit). The soak measures the steady state; cold requests are bench:api's business.
 */
async function prime(api: ApiUnderTest, paths: readonly string[]) {
  for (const path of new Set(paths)) {
    const response = await fetch(`${api.base}${path}`, {
      headers: { cookie: api.cookies[0] as string, accept: 'application/json' },
      signal: AbortSignal.timeout(300_000),
    });
    await response.arrayBuffer();
  }
}

const raw = process.env.SOAK_SECONDS;
const seconds = raw === undefined || raw === '' ? 600 : Number(raw);
if (!Number.isInteger(seconds) || seconds < 30) {
  console.error('SOAK_SECONDS must be an integer of at least 30 (default 600, 10 minutes).');
  process.exit(1);
}

const api = await startApi(seconds + 3600, { gc: true });
let failed = false;
try {
  const kinds = MIX.map((m) => ({ ...m, list: m.paths(api.inputs) }));
  for (const { kind, list } of kinds)
    if (list.length === 0) throw new Error(`No input for ${kind} in this database.`);
  for (const { list } of kinds) await prime(api, list);
  for (const { list } of kinds) await checkPaths(api, list);

  // About 1 000 requests in the proportions of MIX, cycling through each kind's inputs.
  const random = seededRandom(7);
  const mixed: { kind: string; path: string }[] = [];
  for (const { kind, share, list } of kinds) {
    const paths = shuffle(list, random);
    for (let i = 0; i < share * 10; i++)
      mixed.push({ kind, path: paths[i % paths.length] as string });
  }
  const order = shuffle(mixed, random);
  const perKind = new Map(kinds.map((k) => [k.kind, { requests: 0, errors: 0 }]));
  const failures = new Map<string, number>();
  const requests: autocannon.Request[] = api.requests(order.map((r) => r.path)).map((req, i) => {
    const { kind, path } = order[i] as (typeof order)[number];
    return {
      ...req,
      onResponse: (status: number) => {
        const stats = perKind.get(kind);
        if (stats) stats.requests++;
        if (status < 200 || status >= 300) {
          if (stats) stats.errors++;
          const key = `${status} ${path}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      },
    };
  });

  console.log(
    `\nEPIC API soak: ${RATE} req/s from ${CONNECTIONS} connections for ${seconds} s (warm-up ${WARMUP_SECONDS} s); mix: ${kinds.map((k) => `${k.kind} ${k.share} %`).join(', ')}`,
  );
  console.log(`Machine: ${machine(api.database, api.config)}\n`);

  /** Forced GCs in progress: their pauses (hundreds of ms) are the soak's, not the API's. */
  let forcedGc = 0;
  /** RSS after full garbage collections in the API: live memory, not GC timing. */
  const settledRss = async () => {
    forcedGc++;
    try {
      await api.gc();
      return rssBytes(api.pid);
    } finally {
      forcedGc--;
    }
  };
  const rssBefore = await settledRss();
  const samples: { at: number; rss: number | null }[] = [];
  let responses = 0;
  let errors = 0;
  const latencies: number[] = [];
  const started = Date.now();
  const elapsed = () => (Date.now() - started) / 1000;
  let baseline: number | null = null;
  /** Readings after forced GCs from the end of the warm-up on (progress lines included). */
  const settled: number[] = [];
  let ticks = 0;
  let measuring = false;
  const sampler = setInterval(async () => {
    const at = ++ticks * SAMPLE_SECONDS;
    samples.push({ at, rss: rssBytes(api.pid) });
    const first = baseline === null && at >= WARMUP_SECONDS;
    if (!first && at % PROGRESS_SECONDS !== 0) return;
    const rss = await settledRss();
    if (rss !== null) settled.push(rss);
    if (first) {
      baseline = rss;
      // Latency counts from here, except while a forced GC runs.
      measuring = true;
      console.log(`  ${String(at).padStart(4)} s  warm-up done, RSS ${mb(rss)}`);
    } else {
      console.log(
        `  ${String(at).padStart(4)} s  ${String(responses).padStart(7)} requests  ${errors} errors  RSS ${mb(rss)}`,
      );
    }
  }, SAMPLE_SECONDS * 1000);

  let result: autocannon.Result;
  try {
    result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: api.base,
          connections: CONNECTIONS,
          overallRate: RATE,
          duration: seconds,
          // Bounded in count as well: the planned requests plus 5 %.
          maxOverallRequests: Math.ceil(RATE * seconds * 1.05),
          requests,
          setupClient: rotatePerClient(requests),
        },
        (error, r) => (error ? reject(error) : resolve(r)),
      );
      instance.on('response', (_client, status, _bytes, responseTime) => {
        responses++;
        if (measuring && forcedGc === 0) latencies.push(responseTime);
        if (status < 200 || status >= 300) errors++;
      });
      instance.on('reqError', () => {
        errors++;
      });
    });
  } finally {
    clearInterval(sampler);
  }
  samples.push({ at: Math.round(elapsed()), rss: rssBytes(api.pid) });
  const rssEnd = await settledRss();
  latencies.sort((a, b) => a - b);

  const total = result.requests.total;
  const achieved = total / Math.max(result.duration, 0.001);
  // `errors` already counts the timeouts.
  const errorCount = result.errors + result.non2xx;
  const known = samples.map((s) => s.rss).filter((r): r is number => r !== null);
  const rssMax = known.length ? Math.max(...known) : null;
  // From the lowest reading since the warm-up, not only the first one: memory freed by the
  // preparation is sometimes returned to the system only tens of seconds later, which would make
  // the first reading high and hide a leak. A leak raises every later reading, so it still shows.
  const floor = settled.length ? Math.min(...settled) : null;
  const growth = floor !== null && rssEnd !== null ? rssEnd - floor : null;

  console.log(
    `\nRequests: ${total} in ${result.duration.toFixed(1)} s = ${achieved.toFixed(1)} req/s`,
  );
  console.log(
    `Latency after the warm-up, forced GCs left out: p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(2)} ms`,
  );
  console.log(
    `Errors: ${errorCount} (${result.non2xx} non-2xx, ${result.errors} connection errors of which ${result.timeouts} timeouts)`,
  );
  for (const [kind, s] of perKind)
    console.log(
      `  ${kind.padEnd(15)} ${String(s.requests).padStart(7)} requests  ${s.errors} errors`,
    );
  for (const [key, count] of [...failures].slice(0, 10)) console.log(`  ${count}× ${key}`);
  console.log(
    `RSS (after forced GCs): before load ${mb(rssBefore)}, start (after the warm-up) ${mb(baseline)}, lowest since ${mb(floor)}, end ${mb(rssEnd)}; max of the 5 s readings ${mb(rssMax)}; growth lowest → end ${growth === null ? 'n/a' : `${mb(growth)} (${((growth / (floor ?? 1)) * 100).toFixed(1)} %)`}`,
  );

  const verdicts: string[] = [];
  const rateOk = achieved >= RATE * MIN_RATE_RATIO;
  verdicts.push(
    `rate ${achieved.toFixed(1)} req/s (target ${RATE}, ≥ ${RATE * MIN_RATE_RATIO}) ${rateOk ? 'OK' : 'MISSED'}`,
  );
  verdicts.push(`errors ${errorCount} (target 0) ${errorCount === 0 ? 'OK' : 'MISSED'}`);
  const memoryOk = growth !== null && growth <= MAX_RSS_GROWTH;
  verdicts.push(
    growth === null
      ? 'memory: RSS unavailable on this system MISSED'
      : `RSS growth ${mb(growth)} (target ≤ ${mb(MAX_RSS_GROWTH)}) ${memoryOk ? 'OK' : 'MISSED'}`,
  );
  failed = !rateOk || errorCount > 0 || !memoryOk;
  console.log(`\nVerdict: ${failed ? 'FAIL' : 'PASS'}\n  ${verdicts.join('\n  ')}`);
} catch (error) {
  failed = true;
  if (!api.interrupted) console.error(`Soak failed: ${(error as Error).message}`);
} finally {
  await api.stop();
}
process.exitCode = failed ? 1 : 0;
