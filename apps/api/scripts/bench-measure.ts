/**
 * One autocannon point of `npm run bench:api` (req/s, p50/p95/p99, errors), the framework's
 * ceiling (a bare Fastify handler, scripts/ceiling.ts, in its own process) and the side-by-side
 * table of the cached and uncached passes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, percentile, rotatePerClient, waitFor } from './load-common.js';

export interface Point {
  endpoint: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  detail: string;
  /** CPU time of the server process per request (µs, user + system), when its pid is known. */
  cpuUs: number | null;
}

/** User + system CPU time of a process in µs (Linux /proc), or null. */
export function cpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 (1-based, the pid first): clock ticks, 100 per second.
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/** Loads `base` with `requests` for `seconds` (at most `maxRequests`) from `connections`. */
export async function measure(
  name: string,
  base: string,
  requests: autocannon.Request[],
  connections: number,
  seconds: number,
  maxRequests: number,
  pid?: number,
): Promise<Point> {
  const cpu0 = cpuMicros(pid);
  const latencies: number[] = [];
  const seen = new WeakSet<autocannon.Client>();
  let setup = 0;
  const t0 = performance.now();
  let lastAnswer = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        maxOverallRequests: Math.max(maxRequests, connections),
        requests,
        setupClient: rotatePerClient(requests),
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    // autocannon creates its connections synchronously (a few ms each with hundreds of inputs,
    // about 1 s for 200) while its clock runs: that time is not the API's. It is taken out of the
    // duration, and the first answer of each connection (written before the others existed) is
    // left out of the latencies.
    setup = (performance.now() - t0) / 1000;
    instance.on('response', (client, _status, _bytes, responseTime) => {
      lastAnswer = performance.now();
      if (seen.has(client)) latencies.push(responseTime);
      else seen.add(client);
    });
  });
  const cpu1 = cpuMicros(pid);
  const cpuUs =
    cpu0 !== null && cpu1 !== null && result.requests.total > 0
      ? (cpu1 - cpu0) / result.requests.total
      : null;
  latencies.sort((a, b) => a - b);
  // `errors` already counts the timeouts.
  const errors = result.errors + result.non2xx;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${s.count ?? 0}× HTTP ${code}`);
  if (result.errors > 0)
    codes.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
  return {
    endpoint: name,
    connections,
    requests: result.requests.total,
    // Up to the last answer: a point that ends at `maxRequests` waits for autocannon's next
    // one-second tick, which its own duration counts (a fast point would read far too low).
    rps:
      result.requests.total /
      Math.max((lastAnswer > 0 ? (lastAnswer - t0) / 1000 : result.duration) - setup, 0.001),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
    detail: codes.join(', '),
    cpuUs,
  };
}

/** A markdown table, the first column left-aligned. */
export function markdown(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

const cell = (p: Point | undefined, ceiling: Point | undefined) =>
  p
    ? [
        p.rps.toFixed(0),
        p.p95.toFixed(2),
        ceiling ? `${((p.rps / ceiling.rps) * 100).toFixed(0)} %` : '',
        p.cpuUs === null ? '' : p.cpuUs.toFixed(0),
        String(p.errors),
      ]
    : ['', '', '', '', ''];

/** Cached and uncached points of each endpoint side by side, with the share of the ceiling. */
export function sideBySide(cached: Point[], uncached: Point[], ceiling: Point[]): string {
  const keys = [...cached, ...uncached].map((p) => `${p.endpoint}@${p.connections}`);
  const rows = [...new Set(keys)].map((key) => {
    const find = (list: Point[]) => list.find((p) => `${p.endpoint}@${p.connections}` === key);
    const any = (find(cached) ?? find(uncached)) as Point;
    const top = ceiling.find((p) => p.connections === any.connections);
    return [
      any.endpoint,
      String(any.connections),
      ...cell(find(cached), top),
      ...cell(find(uncached), top),
    ];
  });
  for (const c of ceiling)
    rows.push([
      'ceiling (bare Fastify, fixed search body)',
      String(c.connections),
      ...cell(c, c),
      '',
      '',
      '',
      '',
    ]);
  return markdown(
    [
      'endpoint',
      'conn.',
      'cached req/s',
      'p95 ms',
      'of ceiling',
      'CPU µs/req',
      'errors',
      'uncached req/s',
      'p95 ms',
      'of ceiling',
      'CPU µs/req',
      'errors',
    ],
    rows,
  );
}

/**
 * Starts scripts/ceiling.ts with `body` (a real 10-result search answer) in its own process and
 * returns its base URL and a stop function.
 */
export async function startCeiling(body: string) {
  const dir = mkdtempSync(join(os.tmpdir(), 'epic-ceiling-'));
  const file = join(dir, 'search.json');
  writeFileSync(file, body);
  const port = await freePort();
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ceiling.ts', file], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const kill = () => {
    if (alive()) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (alive()) {
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(kill, 3000);
      await done;
      clearTimeout(timer);
    }
    process.off('exit', kill);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/api/territories/search`, 30_000, alive);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, pid: child.pid };
}
