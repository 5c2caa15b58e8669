// Long file: the load generator shared by bench and soak: server start, inputs and autocannon runs, read together.
/**
 * Shared by `scripts/bench.ts` and `scripts/soak.ts`: prepares the database, samples realistic
 * inputs from it, creates bench sessions, starts the API in a child process (so that the load
 * generator does not share its event loop) and always stops it again (also on error or Ctrl-C).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { INDICATORS } from '@epic/api-contract';
import type autocannon from 'autocannon';
import { apiProcessEnv } from '../src/allocator.js';
import { type Config, loadConfig } from '../src/config.js';
import { prepareDatabase } from '../src/index.js';
import { typoVariants } from '../src/search-ranking.js';
import { SessionStore } from '../src/session.js';

/** Sessions created for the run: the auth check and the data endpoints see several users. */
const SESSION_COUNT = 20;

export function freePort(): Promise<number> {
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

/**
 * Polls `url` until it answers 2xx (and, with `accept`, a body it accepts); gives up early when
 * `alive()` turns false.
 */
export async function waitFor(
  url: string,
  timeoutMs: number,
  alive: () => boolean = () => true,
  accept: (body: string) => boolean = () => true,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`The API process exited before answering on ${url}.`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (r.ok && accept(await r.text())) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API does not answer on ${url} after ${timeoutMs / 1000} s.`);
}

/** Value at percentile `p` (0–100) of an ascending array (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Deterministic pseudo-random numbers (mulberry32), so that runs send the same inputs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Resident set size of a process in bytes (Linux /proc, else `ps`), or null when unknown. */
export function rssBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (match) return Number(match[1]) * 1024;
  } catch {}
  try {
    const kb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }));
    return Number.isFinite(kb) && kb > 0 ? kb * 1024 : null;
  } catch {
    return null;
  }
}

export const mb = (bytes: number | null) =>
  bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Paths (with query string) per kind of request, sampled from the database. */
export interface Inputs {
  /** Names, prefixes, postal and official codes: answered by the in-memory index. */
  search: string[];
  /** Substrings inside a word: no prefix matches, answered by the typo pass or the database. */
  searchSubstring: string[];
  /**
   * Misspelt names (a letter swapped, missing, doubled or wrong in the longest word, as typed
   * by users): few or no exact or prefix matches, answered by the typo-tolerant pass.
   */
  searchTypo: string[];
  territory: string[];
  children: string[];
  series: string[];
  compare: string[];
  /** Six sides, every catalogue indicator. */
  compare6: string[];
  /** The first page of the ranking of every commune, one per catalogue indicator. */
  ranking: string[];
  /** Comparable territories, in France and within the département. */
  comparables: string[];
  /** One indicator for a whole level (`/api/indicators/:id/values`), as the map asks. */
  map: string[];
  check: string[];
  version: string[];
}

type Row = { type: string; code: string; name: string; year: number; postal_codes: string[] };

/** Spelling variants and edge cases typed by users, kept from the first version of the bench. */
const CURATED_QUERIES = [
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
  // Name + number and a word cut short.
  'marseille 13',
  'lyon 3',
  'paris 11e',
  'saint denis 93',
  'aix en provenc',
  'chalon sur saon',
  'bourg en bress',
];
/** No name starts with these: the typo pass, else a trigram search in the database, answers. */
const SUBSTRING_QUERIES = ['tienne', 'ourg', 'eneuve'];
/** Misspellings of the issue, plus those generated from the sampled names (typoVariants). */
const CURATED_TYPOS = [
  'strasbour',
  'nantse',
  'lile',
  'marsielle',
  'perpigan',
  'tolouse',
  'monpellier',
  'saint etiene',
  'aix en provance',
  'le harve',
];

async function sampleInputs(db: Awaited<ReturnType<typeof prepareDatabase>>): Promise<Inputs> {
  const years = (await db.query<{ year: number }>('SELECT year FROM vintage ORDER BY year')).map(
    (r) => Number(r.year),
  );
  const latest = years.at(-1);
  if (latest === undefined) throw new Error('The database holds no vintage (import the data).');
  const random = seededRandom(42);
  const cols = 'type, code, name, year, postal_codes';
  // Large communes (most searched) and a stable pseudo-random sample of the others.
  const big = await db.query<Row>(
    `SELECT ${cols} FROM territory WHERE year = $1 AND type = 'commune' ORDER BY population DESC NULLS LAST LIMIT 60`,
    [latest],
  );
  const any = async (type: string, n: number) =>
    db.query<Row>(
      `SELECT ${cols} FROM territory WHERE type = $1 ORDER BY md5(year || '/' || code) LIMIT ${n}`,
      [type],
    );
  const communes = await any('commune', 120);
  const small = communes.filter((r) => Number(r.year) === latest).slice(0, 60);
  const territories = shuffle(
    [
      ...big.slice(0, 30),
      ...communes,
      ...(await any('arrondissement', 10)),
      ...(await any('epci', 30)),
      ...(await any('departement', 30)),
      ...(await any('region', 12)),
    ],
    random,
  );
  const withYear = (r: Row) => (Number(r.year) === latest ? '' : `year=${r.year}`);
  const qs = (...parts: string[]) => {
    const s = parts.filter(Boolean).join('&');
    return s ? `?${s}` : '';
  };
  const ref = (r: Row) => `${r.type}/${encodeURIComponent(r.code)}`;

  // Search: what an autocomplete sends while a name is typed, postal and official codes.
  const queries = new Set(CURATED_QUERIES);
  for (const [i, r] of [...big, ...small].entries()) {
    const name = r.name.toLowerCase();
    queries.add(name.slice(0, 3));
    queries.add(name.slice(0, 6));
    queries.add(name);
    if (i % 3 === 0 && r.postal_codes[0]) queries.add(r.postal_codes[0]);
    if (i % 6 === 1) queries.add(r.code);
  }
  const misspelt = new Set(CURATED_TYPOS);
  for (const [i, r] of [...big, ...small].entries())
    for (const t of typoVariants(r.name, i)) misspelt.add(t);
  const older = years.filter((y) => y !== latest);
  const searchPath = (q: string, year = '') =>
    `/api/territories/search${qs(`q=${encodeURIComponent(q)}`, 'limit=10', year)}`;
  const search = [...queries].map((q, i) =>
    searchPath(q, i % 10 === 9 && older.length ? `year=${older[i % older.length]}` : ''),
  );

  const territory = territories.map((r) => `/api/territories/${ref(r)}${qs(withYear(r))}`);
  const series = territories.slice(0, 80).map((r) => `/api/territories/${ref(r)}/series`);
  const parents = territories.filter((r) => ['region', 'departement', 'epci'].includes(r.type));
  // A page of 50 members with 5 indicators (the first of each theme but one).
  const five = [...new Map(INDICATORS.map((i) => [i.theme, i.id])).values()].slice(0, 5);
  const children = [
    ...parents.map(
      (r) =>
        `/api/territories/${ref(r)}/children${qs(withYear(r), 'pageSize=50', `indicators=${five.join(',')}`)}`,
    ),
    // Paris, Lyon and Marseille have arrondissements.
    ...['75056', '69123', '13055'].map((c) => `/api/territories/commune/${c}/children`),
  ];
  const compare: string[] = [];
  for (let i = 0; i + 1 < territories.length && compare.length < 100; i += 2) {
    const a = territories[i] as Row;
    const b = territories[i + 1] as Row;
    compare.push(
      `/api/compare?type=${a.type}&id=${encodeURIComponent(a.code)}&year=${a.year}&type2=${b.type}&id2=${encodeURIComponent(b.code)}&year2=${b.year}`,
    );
  }
  const side = (r: Row, n: number) => {
    const k = n === 1 ? '' : String(n);
    return `type${k}=${r.type}&id${k}=${encodeURIComponent(r.code)}&year${k}=${r.year}`;
  };
  const compare6: string[] = [];
  for (let i = 0; i + 6 <= territories.length && compare6.length < 100; i += 6) {
    const six = territories.slice(i, i + 6);
    const keys = new Set(six.map((r) => `${r.type}:${r.code}:${r.year}`));
    if (keys.size < 6) continue;
    const q = six.map((r, k) => side(r, k + 1));
    compare6.push(
      `/api/compare?${q.join('&')}&indicators=population,logement,emploi,revenus,etablissements`,
    );
  }
  const ranking = INDICATORS.map(
    (i) => `/api/indicators/${i.id}/values?level=commune&year=${latest}&sort=rank&pageSize=50`,
  );
  const comparables = territories
    .filter((r) => r.type !== 'region')
    .slice(0, 100)
    .map(
      (r, i) =>
        `/api/territories/${ref(r)}/comparables${qs(withYear(r), i % 2 && r.type !== 'departement' ? 'scope=departement' : '')}`,
    );
  // What the Explorer's map asks, one indicator for a whole level (every département,
  // or the communes of a département), each catalogue indicator and the legal population.
  const departements = territories.filter(
    (r) => r.type === 'departement' && Number(r.year) === latest,
  );
  const map = [...INDICATORS.map((i) => i.id), 'population'].flatMap((id, i) => {
    const dep = departements[i % Math.max(1, departements.length)];
    const path = `/api/indicators/${id}/values?year=${latest}`;
    return [
      `${path}&level=departement`,
      ...(dep ? [`${path}&level=commune&parent=departement:${encodeURIComponent(dep.code)}`] : []),
    ];
  });

  return {
    search,
    searchSubstring: SUBSTRING_QUERIES.map((q) => searchPath(q)),
    searchTypo: [...misspelt].map((q) => searchPath(q)),
    territory,
    children,
    series,
    compare,
    compare6,
    ranking,
    comparables,
    map,
    check: ['/api/auth/check'],
    version: ['/api/version'],
  };
}

export interface ApiUnderTest {
  base: string;
  pid: number;
  config: Config;
  inputs: Inputs;
  /** One cookie per bench session. */
  cookies: string[];
  /** autocannon requests for `paths`, spread over the bench sessions, in order. */
  requests(paths: readonly string[], headers?: Record<string, string>): autocannon.Request[];
  /** Database kind, for the report. */
  database: string;
  /** True once SIGINT or SIGTERM was received (the run is being torn down: do not report). */
  readonly interrupted: boolean;
  /**
   * Runs a full garbage collection in the API (only with `startApi(…, { gc: true })`), so that a
   * following RSS sample shows live memory rather than where V8's collection cycle happens to be.
   */
  gc(): Promise<void>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Preloaded in the API with `gc: true`: SIGUSR2 runs a full garbage collection. */
const GC_ON_SIGNAL = `data:text/javascript,${encodeURIComponent("process.on('SIGUSR2', () => globalThis.gc?.());")}`;

/**
 * Prepares the database (imports the data when it is empty), samples inputs, creates
 * SESSION_COUNT sessions valid for `sessionSeconds`, starts the API without rate limits and
 * waits until it answers. The child is stopped by `stop()`, on SIGINT/SIGTERM and at exit.
 */
export async function startApi(
  sessionSeconds: number,
  options: { gc?: boolean; env?: Record<string, string> } = {},
): Promise<ApiUnderTest> {
  const config = loadConfig({ ...process.env, ...options.env });
  const db = await prepareDatabase(config);
  let inputs: Inputs;
  const cookies: string[] = [];
  try {
    inputs = await sampleInputs(db);
    const store = new SessionStore(db, config.sessionSecret, sessionSeconds);
    for (let i = 0; i < SESSION_COUNT; i++) {
      const { token } = await store.create(
        { id: `bench-${i}`, name: `Bench user ${i}`, email: `bench-${i}@example.org` },
        'spa',
        null,
        { issuer: config.authProviderUrl },
      );
      cookies.push(`epic_session=${token}`);
    }
  } finally {
    await db.close();
  }

  const port = await freePort();
  const root = fileURLToPath(new URL('..', import.meta.url));
  const flags = options.gc ? ['--expose-gc', '--import', GC_ON_SIGNAL] : [];
  // e.g. API_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the API under load.
  flags.push(...(process.env.API_NODE_FLAGS ?? '').split(' ').filter(Boolean));
  // The compiled server with plain node, as `npm start` runs it in production (`npm run
  // bench:api` builds it first); API_ENTRY=src: the sources through tsx (measured about 15 %
  // slower on an uncached territory with all indicators: tsx keeps function names at run time).
  const fromSource = process.env.API_ENTRY === 'src';
  if (!fromSource && !existsSync(new URL('../dist/main.js', import.meta.url)))
    throw new Error('apps/api/dist is missing: run `npm run build:api`, or set API_ENTRY=src.');
  const entry = fromSource
    ? ['--conditions=@epic/source', '--import', 'tsx', 'src/main.ts']
    : ['dist/main.js'];
  const child = spawn(process.execPath, [...flags, ...entry], {
    cwd: root,
    // As `npm start` runs it (GLIBC_TUNABLES= in the caller's environment: glibc's default).
    env: apiProcessEnv({
      ...process.env,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The load comes from one address: no rate limit may answer 429 during the run.
      RATE_LIMIT_MAX: '1000000000',
      AUTH_RATE_LIMIT_MAX: '1000000000',
      IMPORT_ON_START: '0',
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const killNow = () => {
    if (!exited(child)) child.kill('SIGKILL');
  };
  process.once('exit', killNow);
  let stopping: Promise<void> | undefined;
  let interrupted = false;
  const base = `http://127.0.0.1:${port}`;

  const stop = () => {
    stopping ??= (async () => {
      if (!exited(child)) {
        // Best effort: end the bench sessions through the API (CSRF rules: Origin and JSON).
        await Promise.allSettled(
          cookies.map((cookie) =>
            fetch(`${base}/api/auth/logout`, {
              method: 'POST',
              headers: {
                cookie,
                origin: config.siteOrigins[0] ?? '',
                'content-type': 'application/json',
              },
              body: '{}',
              signal: AbortSignal.timeout(2000),
            }),
          ),
        );
      }
      if (!exited(child)) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(killNow, 5000);
        await done;
        clearTimeout(timer);
      }
      process.off('exit', killNow);
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      process.stderr.write(`\n${signal}: stopping the API…\n`);
      void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }

  try {
    // Ready and prepared: measured earlier, the indicators' preparation after listen (every
    // vintage's values and ranks, seconds of CPU) would run inside the first endpoint's window.
    await waitFor(
      `${base}/api/health/ready`,
      120_000,
      () => !exited(child),
      (body) => /"indicators":"prepared"/.test(body),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error('The API process has no pid.');

  // A short list (the auth check) is repeated so that every session is used.
  const requests = (paths: readonly string[], headers: Record<string, string> = {}) =>
    Array.from({ length: Math.max(paths.length, paths.length ? cookies.length : 0) }, (_, i) => ({
      method: 'GET' as const,
      path: paths[i % paths.length] as string,
      headers: {
        cookie: cookies[i % cookies.length] as string,
        accept: 'application/json',
        ...headers,
      },
    }));
  return {
    base,
    pid: child.pid,
    config,
    inputs,
    cookies,
    requests,
    database: config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`,
    get interrupted() {
      return interrupted;
    },
    async gc() {
      if (!options.gc) return;
      // Measured: freed memory leaves the RSS only after a second collection and about a second
      // more (V8 returns pages lazily); then the RSS is stable to a fraction of a MB.
      for (const wait of [1000, 1500]) {
        if (exited(child)) return;
        child.kill('SIGUSR2');
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    },
    stop,
  };
}

/**
 * Sends every path once (a few at a time) and fails on the first answers that are not 200: the
 * sampled inputs are valid, and the caches are as warm as in production before measuring.
 */
export async function checkPaths(api: ApiUnderTest, paths: readonly string[], concurrency = 8) {
  const queue = [...new Set(paths)];
  const failures: string[] = [];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const r = await fetch(`${api.base}${path}`, {
        headers: { cookie: api.cookies[0] as string, accept: 'application/json' },
        // The first requests of a fresh instance load the data of each vintage they touch.
        signal: AbortSignal.timeout(120_000),
      });
      if (r.status !== 200)
        failures.push(`${path} → ${r.status} ${(await r.text()).slice(0, 200)}`);
      else await r.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failures.length > 0)
    throw new Error(
      `${failures.length} input(s) do not answer 200:\n  ${failures.slice(0, 10).join('\n  ')}`,
    );
}

/**
 * autocannon `setupClient`: each connection gets its own copy of `requests`, rotated, so that the
 * connections do not send the same path at the same moment.
 */
export function rotatePerClient(requests: readonly autocannon.Request[]) {
  let n = 0;
  return (client: autocannon.Client) => {
    const offset = (n++ * 7919) % Math.max(1, requests.length);
    client.setRequests(
      [...requests.slice(offset), ...requests.slice(0, offset)].map((r) => ({ ...r })),
    );
  };
}

/** One line describing the machine, for the reports. */
export function machine(database: string, config: Config): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length} cores, Node ${process.version}, ${os.platform()} ${os.release()}, load average ${load}; ${process.env.API_ENTRY === 'src' ? 'the sources through tsx' : 'the compiled server (dist)'}; database ${database}, response cache ${config.responseCache ? 'on' : 'off (RESPONSE_CACHE=0)'}`;
}
