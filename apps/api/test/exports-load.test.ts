/**
 * Heavy CSV exports over real HTTP: the export
 * of every commune of a région with all five themes (4 025 rows × 58 indicators, as région 84)
 * must leave `/api/health/live` answering, give the bytes `toCsv` gives, and be built once for
 * identical requests (the per-session limit: exports-limits.test.ts).
 *
 * The data service answers a made-up région (exports.fixture.ts), as it does for a CSV. What is
 * measured is the route's work, the table and its CSV, which held the event loop for about a
 * second per export (20 MB) before. `scripts/exports-load.ts` measures the real thing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expected, get, path, type Server, server } from './exports.fixture.js';
import { signIn, useProviderStandIn } from './helpers.js';

useProviderStandIn();

/** Asks /api/health/live every 10 ms until `done` settles: the latencies. */
async function liveDuring(s: Server, done: Promise<unknown>): Promise<number[]> {
  let running = true;
  void done.finally(() => {
    running = false;
  });
  const latencies: number[] = [];
  while (running) {
    const { status, ms } = await get(s, '/api/health/live', '');
    expect(status).toBe(200);
    latencies.push(ms);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return latencies;
}

describe('heavy CSV exports', () => {
  let s: Server;
  let cookie: string;

  beforeAll(async () => {
    s = await server();
    cookie = await signIn(s.app);
    expected('84');
    expected('84', 'rfc4180');
  });
  afterAll(() => s?.close());

  it('while a région’s communes with all themes are exported, /live answers within 300 ms', async () => {
    // Warm: the first request of a route compiles its schemas (a light export: 10 rows).
    await get(s, '/api/health/live', '');
    expect((await get(s, path('12'), cookie)).status).toBe(200);
    const exported = get(s, path('84', '&dialect=rfc4180'), cookie, expected('84', 'rfc4180'));
    const latencies = await liveDuring(s, exported);
    const r = await exported;
    expect(r.status).toBe(200);
    expect(r.same).toBe(true);
    // Meaningful: the export took long enough for /live to be asked during it, several times.
    expect(latencies.length).toBeGreaterThanOrEqual(3);
    // Before: one block of about a second (tsx, idle machine) for every /live asked meanwhile.
    const max = Math.max(...latencies);
    console.info(
      `/api/health/live during the export: ${latencies.length} answers, max ${max.toFixed(0)} ms`,
    );
    expect(max).toBeLessThan(300);
  });

  it('sends the bytes of toCsv: BOM, CRLF, quoting, formulas neutralised, negative numbers as numbers', async () => {
    const r = await get(s, path('84'), cookie, expected('84'));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe(
      'attachment; filename="region-84-2026-commune.csv"',
    );
    expect(r.same).toBe(true);
    const lines = r.text.split('\r\n');
    expect(lines[0]?.startsWith('\ufefftype;code;nom;population (recensement 2022);part;')).toBe(
      true,
    );
    expect(lines[1]).toMatch(/^commune;10000;"'=HYPERLINK\(""http:\/\/x\.test""\)";100;/);
    expect(lines[2]).toMatch(/^commune;10001;'@SOMME\(A1\);137;/);
    // Commune 2, first indicator: (2 × 31) % 2000 / 8 − 60 = −52,25, a number.
    expect(lines[3]).toMatch(/^commune;10002;Commune n° 2;174;[\d,e-]+;10002;-52,25;;/);
  });

  it('builds identical exports once: together, and then from memory', async () => {
    const before = s.built();
    const url = path('84', '&sort=code');
    const answers = await Promise.all([1, 2, 3, 4].map(() => get(s, url, cookie, expected('84'))));
    for (const r of answers) {
      expect(r.status).toBe(200);
      expect(r.same).toBe(true);
    }
    expect(s.built() - before).toBe(1);
    const kept = await get(s, url, cookie, expected('84'));
    expect(kept.same).toBe(true);
    expect(kept.headers.get('content-length')).toBe(String(kept.bytes));
    expect(s.built() - before).toBe(1);
  });
});
