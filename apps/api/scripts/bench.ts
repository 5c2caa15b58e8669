/**
 * `npm run bench:api` (= `npm run bench -w @epic/api`) — load test on loopback of the data
 * endpoints at 10, 50 and 200 connections, with the API's response cache on (cached pass) and off
 * (uncached pass, `RESPONSE_CACHE=0`: every answer computed, a first view), printed side by side:
 * req/s, p50/p95/p99, errors (connection errors, timeouts and every non-2xx answer), and each
 * throughput as a share of the framework's ceiling, a bare Fastify handler answering a fixed
 * 10-result search body (scripts/ceiling.ts), measured in the same run with the same settings.
 * Exit code 1 when a target of TARGETS is missed (each miss is named), or on any error.
 *
 * The API runs in a child process (see load-common.ts) with signed-in bench sessions. Inputs are
 * sampled from the database (hundreds of queries, territories and pairs) and each is sent once
 * before measuring, so the figures are those of a warm instance.
 *
 * Environment: BENCH_SECONDS per point (default 5), BENCH_CONNECTIONS (comma list, default
 * 10,50,200), BENCH_ENDPOINTS (comma list of the kinds below and rankingCsv; default all),
 * BENCH_CACHE (both, on, off; default both; RESPONSE_CACHE=0 means off), BENCH_MAX_REQUESTS per
 * point (default 400000; a point ends at whichever bound comes first), and the API's own
 * variables (DATABASE_URL to bench PostgreSQL, EPIC_DATA_DIR for PGlite).
 */
import autocannon from 'autocannon';
import { markdown, measure, type Point, sideBySide, startCeiling } from './bench-measure.js';
import { type ApiUnderTest, checkPaths, machine, startApi } from './load-common.js';

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer.`);
  return n;
}

const seconds = positiveInt('BENCH_SECONDS', 5);
const maxRequests = positiveInt('BENCH_MAX_REQUESTS', 400_000);
const levels = (process.env.BENCH_CONNECTIONS || '10,50,200').split(',').map((c) => {
  const n = Number(c.trim());
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new Error('BENCH_CONNECTIONS: comma-separated integers between 1 and 1000.');
  return n;
});
/**
 * The sampled territories' statistics (`…/statistics`, every indicator by default) with their
 * references and ranks: what the Explorer asks beside the key figures.
 */
const withAllIndicators = (paths: string[]) =>
  paths.map((p) => p.replace(/(\?|$)/, '/statistics$1'));
/** What browsers send: the compressed path's cost is measured on one endpoint. */
const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };

type Kind =
  | 'search'
  | 'searchTypo'
  | 'territory'
  | 'territoryIndicators'
  | 'territoryIndicatorsBr'
  | 'compare'
  | 'compare6'
  | 'children'
  | 'map'
  | 'ranking'
  | 'comparables'
  | 'check';
/** `cold`: also measured in the uncached pass (the first views). */
const ENDPOINTS: { name: string; kind: Kind; cold?: boolean }[] = [
  { name: 'search', kind: 'search' },
  { name: 'search typos', kind: 'searchTypo' },
  { name: 'territory', kind: 'territory', cold: true },
  { name: 'territory + all indicators', kind: 'territoryIndicators', cold: true },
  { name: 'territory + all indicators, br', kind: 'territoryIndicatorsBr', cold: true },
  { name: 'compare', kind: 'compare', cold: true },
  { name: 'compare 6 + all indicators', kind: 'compare6' },
  { name: 'children (50, 5 indicators)', kind: 'children', cold: true },
  { name: 'map values (one level)', kind: 'map', cold: true },
  { name: 'ranking first page', kind: 'ranking', cold: true },
  { name: 'comparables', kind: 'comparables' },
  { name: 'auth check', kind: 'check' },
];

/** The issues' targets, at 50 connections; `share`: of the ceiling's req/s. */
interface Target {
  kind: Kind;
  pass: 'cached' | 'uncached';
  rps?: number;
  p95?: number;
  share?: number;
  issue: string;
}
const TARGETS: Target[] = [
  { kind: 'search', pass: 'cached', rps: 2000, p95: 10, issue: '6' },
  { kind: 'search', pass: 'cached', share: 0.5, issue: '17 §2' },
  { kind: 'searchTypo', pass: 'cached', p95: 25, issue: '9' },
  { kind: 'territory', pass: 'cached', share: 0.5, issue: '17 §2' },
  { kind: 'territoryIndicators', pass: 'cached', rps: 8000, p95: 10, issue: '14' },
  { kind: 'compare6', pass: 'cached', p95: 15, issue: '16' },
  { kind: 'territory', pass: 'uncached', rps: 440, p95: 137, issue: '14 (no worse)' },
  { kind: 'territoryIndicators', pass: 'uncached', rps: 2000, p95: 25, issue: '17 §1' },
  { kind: 'compare', pass: 'uncached', rps: 1000, p95: 40, issue: '17 §1' },
  { kind: 'children', pass: 'uncached', rps: 1500, issue: '17 §1' },
  { kind: 'map', pass: 'uncached', rps: 500, issue: '17 §1' },
  { kind: 'ranking', pass: 'uncached', p95: 30, issue: '16' },
  { kind: 'check', pass: 'cached', rps: 8000, p95: 10, issue: '17 §3' },
];
const TARGET_CONNECTIONS = 50;
/** The CSV of a whole ranking (every commune), one timed request, first asked. */
const RANKING_CSV_TARGET_MS = 1000;

const only = (
  process.env.BENCH_ENDPOINTS || [...ENDPOINTS.map((e) => e.kind), 'rankingCsv'].join(',')
)
  .split(',')
  .map((e) => e.trim());
const endpoints = ENDPOINTS.filter((e) => only.includes(e.kind));
const rankingCsv = only.includes('rankingCsv');
if (endpoints.length + (rankingCsv ? 1 : 0) !== only.length)
  throw new Error(
    `BENCH_ENDPOINTS: comma list of ${ENDPOINTS.map((e) => e.kind).join(', ')}, rankingCsv.`,
  );
const cacheMode =
  process.env.RESPONSE_CACHE === '0' ? 'off' : (process.env.BENCH_CACHE ?? 'both').trim();
if (!['both', 'on', 'off'].includes(cacheMode)) throw new Error('BENCH_CACHE: both, on or off.');
/**
 * Long enough for V8's compiler threads to finish: in a fresh instance's first seconds they cost
 * several times a request's own CPU time, which a shorter warm-up would measure.
 */
const WARMUP_SECONDS = 5;

function pathsOf(api: ApiUnderTest, kind: Kind): string[] {
  if (kind === 'territoryIndicators' || kind === 'territoryIndicatorsBr')
    return withAllIndicators(api.inputs.territory);
  return api.inputs[kind];
}

/** The whole ranking's CSV, asked once before anything warms it. */
async function rankingCsvPoint(api: ApiUnderTest): Promise<{ line: string; ok: boolean }> {
  const url = `${api.base}/api/indicators/median_income_2021/values.csv?level=commune&sort=rank`;
  const t0 = performance.now();
  const response = await fetch(url, {
    headers: { cookie: api.cookies[0] ?? '' },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  const ms = performance.now() - t0;
  const ok = response.ok && ms <= RANKING_CSV_TARGET_MS;
  const line = `ranking CSV (every commune, ${body.split('\n').length - 2} rows, ${(body.length / 1024).toFixed(0)} KB): ${ms.toFixed(0)} ms, HTTP ${response.status} (target ≤ ${RANKING_CSV_TARGET_MS} ms) ${ok ? 'OK' : 'MISSED'}`;
  return { line, ok };
}

/** One pass: starts the API (response cache on or off), measures its endpoints, stops it. */
async function pass(cached: boolean, csv: boolean) {
  const list = endpoints.filter((e) => cached || e.cold);
  const api = await startApi(3600, { env: { RESPONSE_CACHE: cached ? '1' : '0' } });
  const points: Point[] = [];
  let csvPoint: { line: string; ok: boolean } | undefined;
  let ceilingBody = '';
  try {
    if (csv) csvPoint = await rankingCsvPoint(api);
    const search = await fetch(`${api.base}/api/territories/search?q=saint&limit=10`, {
      headers: { cookie: api.cookies[0] ?? '', accept: 'application/json' },
      signal: AbortSignal.timeout(120_000),
    });
    ceilingBody = await search.text();
    for (const e of list) await checkPaths(api, pathsOf(api, e.kind));
    const label = cached ? 'cached' : 'uncached (RESPONSE_CACHE=0)';
    console.log(
      `\n${label}: ${levels.join('/')} connections, ${seconds} s (at most ${maxRequests} requests) per point after a ${WARMUP_SECONDS} s warm-up; inputs: ${list.map((e) => `${pathsOf(api, e.kind).length} ${e.name}`).join(', ')}; ${api.cookies.length} sessions`,
    );
    for (const e of list) {
      const requests = api.requests(
        pathsOf(api, e.kind),
        e.kind === 'territoryIndicatorsBr' ? BROTLI : {},
      );
      await autocannon({ url: api.base, connections: 10, duration: WARMUP_SECONDS, requests });
      for (const connections of levels) {
        const point = await measure(
          e.name,
          api.base,
          requests,
          connections,
          seconds,
          maxRequests,
          api.pid,
        );
        points.push(point);
        console.log(
          `  ${e.name} @ ${connections}: ${point.rps.toFixed(0)} req/s, p95 ${point.p95.toFixed(2)} ms, ${point.cpuUs?.toFixed(0) ?? '?'} µs CPU/req, ${point.errors} errors${point.detail ? ` (${point.detail})` : ''}`,
        );
      }
    }
    return { points, csvPoint, ceilingBody, machine: machine(api.database, api.config) };
  } finally {
    await api.stop();
  }
}

/** The ceiling at every connection level: a bare Fastify handler with a real search body. */
async function ceiling(body: string): Promise<Point[]> {
  const server = await startCeiling(body);
  try {
    const requests = [{ method: 'GET' as const, path: '/api/territories/search?q=saint&limit=10' }];
    await autocannon({ url: server.base, connections: 10, duration: WARMUP_SECONDS, requests });
    const points: Point[] = [];
    for (const connections of levels) {
      const name = 'ceiling';
      points.push(
        await measure(name, server.base, requests, connections, seconds, maxRequests, server.pid),
      );
      const p = points.at(-1) as Point;
      console.log(
        `  ceiling @ ${connections}: ${p.rps.toFixed(0)} req/s, p95 ${p.p95.toFixed(2)} ms`,
      );
    }
    return points;
  } finally {
    await server.stop();
  }
}

function verdicts(cached: Point[], uncached: Point[], top: Point | undefined): string[] {
  const lines: string[] = [];
  for (const t of TARGETS) {
    const e = ENDPOINTS.find((x) => x.kind === t.kind);
    const list = t.pass === 'cached' ? cached : uncached;
    const p = list.find((x) => x.endpoint === e?.name && x.connections === TARGET_CONNECTIONS);
    if (!p) continue;
    const misses: string[] = [];
    const parts: string[] = [];
    if (t.rps !== undefined) {
      parts.push(`${p.rps.toFixed(0)} req/s (≥ ${t.rps})`);
      if (p.rps < t.rps) misses.push('req/s');
    }
    if (t.p95 !== undefined) {
      parts.push(`p95 ${p.p95.toFixed(2)} ms (≤ ${t.p95})`);
      if (p.p95 > t.p95) misses.push('p95');
    }
    if (t.share !== undefined && top) {
      const share = p.rps / top.rps;
      parts.push(`${(share * 100).toFixed(0)} % of the ceiling (≥ ${t.share * 100} %)`);
      if (share < t.share) misses.push('share');
    }
    lines.push(
      `${misses.length ? 'MISSED' : 'OK    '} issue ${t.issue}, ${e?.name} ${t.pass} @ ${TARGET_CONNECTIONS}: ${parts.join(', ')}${misses.length ? ` — missed: ${misses.join(', ')}` : ''}`,
    );
  }
  return lines;
}

let failed = false;
try {
  const cached = cacheMode !== 'off' ? await pass(true, rankingCsv) : undefined;
  const uncached = cacheMode !== 'on' ? await pass(false, rankingCsv && !cached) : undefined;
  const body = cached?.ceilingBody || uncached?.ceilingBody || '';
  console.log('\nceiling (scripts/ceiling.ts, bare Fastify, the same 10-result search body):');
  const top = await ceiling(body);
  const c = cached?.points ?? [];
  const u = uncached?.points ?? [];
  console.log(`\n${sideBySide(c, u, top)}\n`);
  const detail = [...c, ...u].map((p) => [
    p.endpoint + (u.includes(p) ? ' (uncached)' : ''),
    String(p.connections),
    String(p.requests),
    p.rps.toFixed(0),
    p.p50.toFixed(2),
    p.p95.toFixed(2),
    p.p99.toFixed(2),
    String(p.errors),
  ]);
  console.log(
    `${markdown(['endpoint', 'connections', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], detail)}\n`,
  );
  const lines = verdicts(
    c,
    u,
    top.find((p) => p.connections === TARGET_CONNECTIONS),
  );
  const csv = cached?.csvPoint ?? uncached?.csvPoint;
  if (csv) lines.push(`${csv.ok ? 'OK    ' : 'MISSED'} ranking CSV, ${csv.line}`);
  const errors = [...c, ...u].reduce((sum, p) => sum + p.errors, 0);
  lines.push(`${errors === 0 ? 'OK    ' : 'MISSED'} errors: ${errors} (target 0)`);
  for (const p of [...c, ...u].filter((x) => x.errors > 0))
    lines.push(`  ${p.endpoint} @ ${p.connections}: ${p.detail}`);
  if (!levels.includes(TARGET_CONNECTIONS))
    lines.push(`targets not checked: ${TARGET_CONNECTIONS} is not in BENCH_CONNECTIONS`);
  const missed = lines.filter((l) => l.startsWith('MISSED'));
  failed = missed.length > 0;
  console.log(
    `Verdict: ${failed ? `FAIL (${missed.length} missed)` : 'PASS'}\n  ${lines.join('\n  ')}`,
  );
  console.log(`Machine: ${cached?.machine ?? uncached?.machine}`);
} catch (error) {
  failed = true;
  console.error(`Bench failed: ${(error as Error).message}`);
}
process.exitCode = failed ? 1 : 0;
