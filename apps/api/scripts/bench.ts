/**
 * `npm run bench:api` — load test of the search, territory and compare endpoints on loopback.
 * Prepares the database (imports the data if it is empty), creates a session for a bench user
 * directly in the database, starts the API in a child process (so that the load generator does
 * not share its event loop) and runs autocannon for a bounded time per endpoint.
 * Environment: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), and the API's own
 * variables (DATABASE_URL to bench on PostgreSQL, EPIC_DATA_DIR for PGlite, RESPONSE_CACHE=0 to
 * measure without the in-memory response cache).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.js';
import { prepareDatabase } from '../src/index.js';
import { SessionStore } from '../src/session.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`L’API ne répond pas sur ${url}.`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const config = loadConfig();
const db = await prepareDatabase(config);
const { token } = await new SessionStore(db, config.sessionSecret, 3600).create(
  { id: 'bench', name: 'Banc d’essai', email: 'bench@example.org' },
  'spa',
);
await db.close();

const port = await freePort();
const root = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    IMPORT_ON_START: '0',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitFor(`${base}/api/openapi.json`, 120_000);
  const headers = { cookie: `epic_session=${token}`, accept: 'application/json' };
  const queries = [
    'paris',
    'saint etienne',
    'st-etienne',
    '42000',
    'lyon',
    'marseille',
    'bordeaux',
    'mont',
    'sainte',
    'val',
    'l hay',
    '69123',
    'nantes',
    'toulouse',
    'ville',
  ];
  const suites = [
    {
      name: 'search',
      paths: queries.map((q) => `/api/territories/search?q=${encodeURIComponent(q)}&limit=10`),
    },
    {
      name: 'territory',
      paths: [
        'commune/75056',
        'commune/42218',
        'departement/42',
        'region/84',
        'epci/200046977',
        'commune/69123?year=2019',
      ].map((p) => `/api/territories/${p}`),
    },
    {
      name: 'compare',
      paths: [
        '/api/compare?type=commune&id=75056&year=2019&type2=commune&id2=69123&year2=2026',
        '/api/compare?type=departement&id=42&type2=departement&id2=69',
        '/api/compare?type=region&id=11&type2=epci&id2=200046977',
      ],
    },
  ];
  for (const s of suites) {
    const check = await fetch(`${base}${s.paths[0]}`, {
      headers,
      signal: AbortSignal.timeout(5000),
    });
    if (check.status !== 200)
      throw new Error(`${s.name}: statut ${check.status} ${await check.text()}`);
  }
  const rows: string[][] = [];
  for (const s of suites) {
    // Short warm-up, then the measured run.
    await autocannon({
      url: base,
      connections: 10,
      duration: 2,
      requests: s.paths.map((path) => ({ method: 'GET', path, headers })),
    });
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections,
          duration: seconds,
          requests: s.paths.map((path) => ({ method: 'GET', path, headers })),
        },
        (error, r) => (error ? reject(error) : resolve(r)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) =>
        latencies.push(responseTime),
      );
    });
    latencies.sort((a, b) => a - b);
    rows.push([
      s.name,
      String(result.requests.total),
      result.requests.average.toFixed(0),
      percentile(latencies, 50).toFixed(2),
      percentile(latencies, 95).toFixed(2),
      percentile(latencies, 99).toFixed(2),
      String(result.non2xx + result.errors + result.timeouts),
    ]);
  }
  const header = ['endpoint', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padStart(widths[i] ?? 0)).join(' | ')} |`;
  console.log(
    `\nEPIC API — ${connections} connexions, ${seconds} s par point d’accès, base ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, cache des réponses ${config.responseCache ? 'actif' : 'désactivé'}\n`,
  );
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
} finally {
  child.kill('SIGTERM');
}
