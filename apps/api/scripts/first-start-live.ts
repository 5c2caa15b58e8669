/**
 * `npx tsx apps/api/scripts/first-start-live.ts [apps/api folder]` (after `npm run build:api`):
 * starts the compiled API on an empty PGlite data directory, as a first start does, and once it
 * listens asks `/api/health/live` every 20 ms for 45 s while it imports the other vintages in the
 * background. Prints when it listened, the latencies' p50, p99 and maximum, how many took over
 * 50 ms and over 1 s, and whether the import ended within the window. Another folder (a worktree
 * of an older commit) measures that build, for before/after pairs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProcessEnv } from '../src/allocator.js';
import { freePort, percentile } from './load-common.js';

const SECONDS = 45;
const EVERY_MS = 20;

const folder = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
const dataDir = mkdtempSync(join(tmpdir(), 'epic-first-start-'));
const port = await freePort();
const started = performance.now();
const api = spawn(process.execPath, ['dist/main.js'], {
  cwd: folder,
  env: apiProcessEnv({
    ...process.env,
    NODE_ENV: 'production',
    EPIC_DATA_DIR: dataDir,
    PORT: String(port),
    AUTH_PROVIDER_URL: 'https://sso.example.org',
    SESSION_SECRET: 'first-start-live-measure-secret-0123456789',
    SITE_ORIGIN: 'http://localhost:5173',
    AUTH_MODE: 'spa',
    LOG_LEVEL: 'warn',
  }),
  stdio: ['ignore', 'ignore', 'pipe'],
});
let stderr = '';
api.stderr.on('data', (chunk: Buffer) => {
  stderr += chunk.toString();
});
const stop = async () => {
  api.kill('SIGTERM');
  if (api.exitCode === null) await new Promise((done) => api.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
};

const url = `http://127.0.0.1:${port}/api/health/live`;
for (;;) {
  if (api.exitCode !== null) {
    process.stderr.write(stderr);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(1);
  }
  const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((done) => setTimeout(done, 100));
}
console.log(`listening after ${((performance.now() - started) / 1000).toFixed(1)} s`);

// Requests sent on a fixed schedule, not one after the other: a held event loop delays them all.
const latencies: number[] = [];
const sent: Promise<void>[] = [];
const end = performance.now() + SECONDS * 1000;
while (performance.now() < end) {
  const at = performance.now();
  sent.push(
    fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
      async (r) => {
        await r.arrayBuffer();
        latencies.push(performance.now() - at);
      },
      () => {
        latencies.push(10_000);
      },
    ),
  );
  await new Promise((done) => setTimeout(done, EVERY_MS));
}
await Promise.all(sent);
latencies.sort((a, b) => a - b);
const ms = (v: number) => `${v.toFixed(0)} ms`;
console.log(
  `/api/health/live: ${latencies.length} requests, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}, over 50 ms ${latencies.filter((v) => v > 50).length}, over 1 s ${latencies.filter((v) => v > 1000).length}`,
);
console.log(
  /Tous les millésimes sont importés/.test(stderr)
    ? 'every vintage imported within the window'
    : 'the import was still running at the end of the window',
);
await stop();
