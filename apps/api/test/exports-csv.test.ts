/**
 * CSV exports: the slice-at-a-time writer gives the bytes of `toCsv` (both dialects), the
 * per-session limit of heavy exports, and formulas neutralised in the API's answers.
 */
import { toCsv } from '@epic/api-contract/csv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvRow, CsvWriter, lazyRows } from '../src/csv-writer.js';
import { ExportLimits } from '../src/rate-limits.js';

/** The whole document, written in slices of `ms` (0: one row a slice). */
async function written(writer: CsvWriter, ms: number): Promise<{ text: string; slices: number }> {
  const parts: Buffer[] = [];
  while (!writer.done) parts.push(await writer.slice(ms));
  return { text: Buffer.concat(parts).toString('utf8'), slices: parts.length };
}

/** The same rows, each after a wait (as deferred statistics are read). */
async function* waiting(rows: readonly CsvRow[]): AsyncGenerator<CsvRow> {
  for (const row of rows) {
    await Promise.resolve();
    yield row;
  }
}

const cell = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '=1+2',
    '@SUM(A1)',
    '-12,5',
    '-3.5',
    '+7',
    '\tx',
    '\rx',
    ' a ',
    'a;b',
    'a,b',
    '"',
  ),
  fc.double(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constant(null),
  fc.constant(undefined),
);

describe('CsvWriter', () => {
  it('given any table should write the bytes of toCsv, in both dialects, however sliced', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string(), { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 60 }),
        fc.constantFrom('fr' as const, 'rfc4180' as const),
        fc.constantFrom(0, 1000),
        fc.boolean(),
        async (header, rows, dialect, ms, deferred) => {
          const source = deferred ? Object.assign(waiting(rows), { length: rows.length }) : rows;
          const { text } = await written(new CsvWriter(header, source, dialect), ms);
          expect(text).toBe(toCsv(header, rows, dialect));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('given many rows and no time should write them in several slices, BOM and header once', async () => {
    const rows = lazyRows(
      Array.from({ length: 100 }, (_, i) => i),
      (i): CsvRow => [String(i), i / 4, -i],
    );
    expect(rows.length).toBe(100);
    const { text, slices } = await written(new CsvWriter(['code', 'part', 'écart'], rows, 'fr'), 0);
    expect(slices).toBeGreaterThan(5);
    expect(text).toBe(toCsv(['code', 'part', 'écart'], [...rows], 'fr'));
    expect(text.startsWith('\ufeffcode;part;écart\r\n0;0;0\r\n1;0,25;-1\r\n')).toBe(true);
    expect(text.indexOf('\ufeff', 1)).toBe(-1);
  });

  it('given no rows should write the header alone, then nothing', async () => {
    const writer = new CsvWriter(['a', 'b'], [], 'rfc4180');
    expect((await writer.slice(10)).toString()).toBe('a,b\r\n');
    expect(writer.done).toBe(true);
    expect((await writer.slice(10)).length).toBe(0);
  });
});

describe('ExportLimits', () => {
  /** Limits on a clock the test moves. */
  function limitsAt(concurrent: number, perWindow: number) {
    const clock = { now: 0 };
    const limits = new ExportLimits(concurrent, perWindow, 60_000, () => clock.now);
    const start = (session: string) => {
      const end = limits.start(session);
      if (typeof end !== 'function') throw new Error(`refused: ${JSON.stringify(end)}`);
      return end;
    };
    return { limits, clock, start };
  }

  it('given two exports running should refuse a third until one ends', () => {
    const { limits, clock, start } = limitsAt(2, 10);
    const a = start('s1');
    start('s1');
    clock.now = 10;
    expect(limits.start('s1')).toEqual({ reason: 'concurrent', retryAfter: 5 });
    // Another session is not held by this one.
    start('s2');
    a();
    a();
    clock.now = 20;
    start('s1');
    expect(limits.start('s1')).toEqual({ reason: 'concurrent', retryAfter: 5 });
  });

  it('given the window full should refuse with the seconds until the oldest start leaves it', () => {
    const { limits, clock, start } = limitsAt(2, 3);
    for (const at of [0, 1_000, 2_000]) {
      clock.now = at;
      start('s')();
    }
    clock.now = 2_500;
    expect(limits.refusal('s')).toEqual({ reason: 'window', retryAfter: 58 });
    clock.now = 59_999;
    expect(limits.start('s')).toEqual({ reason: 'window', retryAfter: 1 });
    clock.now = 60_000;
    start('s')();
  });

  it('given sessions that never come back should not keep their entries', () => {
    const { limits, clock, start } = limitsAt(2, 10);
    for (let i = 0; i < 50; i++) start(`s${i}`)();
    expect(limits.size).toBe(50);
    clock.now = 120_000;
    start('late')();
    expect(limits.size).toBe(1);
  });
});
