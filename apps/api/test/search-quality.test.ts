/**
 * Search quality on the real data: the 2026 vintage is imported into an in-memory PGlite, then
 * the labelled queries of search-quality.cases.ts (names, prefixes, postal codes, codes, EPCI,
 * départements, régions, typos, name + number, words cut short, and the names people type that
 * are no longer a territory's own: former communes, communes déléguées, régions before 2016,
 * a commune with its département's name, "s/", roman numerals, a département's number and name,
 * usual names of intercommunalities) go through DataService.search,
 * the code path of GET /api/territories/search. Prints the rank-1 and top-5 rates per category;
 * fails when fewer than 95 % of the queries find the labelled territory first.
 */

import type { SearchResult } from '@epic/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataService } from '../src/data/index.js';
import type { Db } from '../src/db/adapter.js';
import { search as searchData } from '../src/routes/data/search/service.js';
import { COMMUNE_HISTORY } from '../src/search-history.data.js';
import { deriveCommuneHistory, historyFile } from '../src/search-history-derive.js';
import { typoVariants } from '../src/search-ranking.js';
import { openFixture } from './fixture-db.js';
import { type Label, QUALITY_CASES, type QualityCase } from './search-quality.cases.js';

const YEAR = 2026;
let db: Db | undefined;
let data: DataService | undefined;

beforeAll(async () => {
  // Every vintage, loaded from the dump other files share (fixture-db.ts), not imported here.
  db = await openFixture('all');
  data = new DataService(db, 60_000);
});

afterAll(async () => {
  await db?.close();
});

function ready() {
  if (!db || !data) throw new Error('database not ready');
  return { db, data };
}

async function search(q: string, type?: QualityCase['type']): Promise<SearchResult[]> {
  return (await searchData(ready().data, { q, type, year: YEAR, limit: 10 })).results;
}

const position = (results: SearchResult[], [type, code]: Label) =>
  results.findIndex((r) => r.type === type && r.code === code);

const percent = (n: number, total: number) => `${((100 * n) / total).toFixed(1)} %`;

describe('search quality on the imported 2026 data', () => {
  it('has at least 150 labelled queries, each naming a real territory of the data', async () => {
    expect(QUALITY_CASES.length).toBeGreaterThanOrEqual(150);
    const categories = new Set(QUALITY_CASES.map((c) => c.category));
    expect(categories.size).toBe(18);
    for (const category of categories) {
      expect(QUALITY_CASES.filter((c) => c.category === category).length).toBeGreaterThanOrEqual(4);
    }
    const labels = QUALITY_CASES.flatMap((c) => [c.expect, ...(c.alsoTop5 ?? [])]);
    const rows = await ready().db.query<{ type: string; code: string; name: string }>(
      'SELECT type, code, name FROM territory WHERE year = $1',
      [YEAR],
    );
    const names = new Map(rows.map((r) => [`${r.type}/${r.code}`, r.name]));
    const wrong = labels.filter(([type, code, name]) => names.get(`${type}/${code}`) !== name);
    expect(wrong).toEqual([]);
  });

  it('finds the labelled territory first for at least 95 % of the queries', async () => {
    const perCategory = new Map<string, { total: number; first: number; top5: number }>();
    const misses: string[] = [];
    let first = 0;
    let top5 = 0;
    for (const c of QUALITY_CASES) {
      const results = await search(c.q, c.type);
      const at = position(results, c.expect);
      const others =
        (c.alsoTop5 ?? []).every((label) => {
          const p = position(results, label);
          return p >= 0 && p < 5;
        }) &&
        (c.note === undefined || (at >= 0 && (results[at]?.note ?? '').includes(c.note)));
      const stats = perCategory.get(c.category) ?? { total: 0, first: 0, top5: 0 };
      stats.total++;
      if (at === 0) {
        first++;
        stats.first++;
      }
      if (at >= 0 && at < 5 && others) {
        top5++;
        stats.top5++;
      }
      perCategory.set(c.category, stats);
      if (at !== 0 || !others) {
        misses.push(
          `“${c.q}” → ${c.expect[2]} at ${at < 0 ? 'none' : at + 1}${others ? '' : ' (alsoTop5 missing)'}: ${results
            .slice(0, 3)
            .map((r) => r.name)
            .join(' | ')}`,
        );
      }
    }
    const n = QUALITY_CASES.length;
    const lines = [
      `Search quality (${n} queries, vintage ${YEAR}): rank 1 ${percent(first, n)}, top 5 ${percent(top5, n)}`,
      ...[...perCategory].map(
        ([category, s]) =>
          `  ${category.padEnd(12)} ${String(s.total).padStart(3)} queries: rank 1 ${percent(s.first, s.total)}, top 5 ${percent(s.top5, s.total)}`,
      ),
      ...misses.map((m) => `  miss: ${m}`),
    ];
    console.info(lines.join('\n'));
    expect(first / n).toBeGreaterThanOrEqual(0.95);
    expect(top5 / n).toBeGreaterThanOrEqual(0.95);
  });

  it('offers the arrondissement municipal named by a number, and its commune', async () => {
    const cases = QUALITY_CASES.filter((c) => c.alsoTop5);
    expect(cases.length).toBeGreaterThanOrEqual(10);
    for (const c of cases) {
      const results = await search(c.q, c.type);
      expect(position(results, c.expect), c.q).toBe(0);
      for (const label of c.alsoTop5 ?? []) {
        expect(position(results, label), `${c.q}: ${label[2]}`).toBeGreaterThan(0);
        expect(position(results, label), `${c.q}: ${label[2]}`).toBeLessThan(5);
      }
    }
  });

  it('says why a former name or code leads to a territory, and nothing otherwise', async () => {
    const [beon] = await search('01039');
    expect(beon).toMatchObject({ code: '01138', name: 'Culoz-Béon', match: 'code' });
    expect(beon?.note).toBe('Béon (01039), commune déléguée, fusionnée dans Culoz-Béon en 2023');
    // Béon (Yonne) bears the name: first, without a note; Culoz-Béon next, with its reason.
    const named = await search('Béon');
    expect(named[0]).toMatchObject({ code: '89037', name: 'Béon' });
    expect(named[0]?.note).toBeUndefined();
    expect(named.find((r) => r.code === '01138')?.note).toContain('commune déléguée');
    for (const r of await search('Lyon')) expect(r.note).toBeUndefined();
  });

  it('labels "13001" as Marseille’s postal code and Aix-en-Provence’s official code', async () => {
    const results = await search('13001');
    expect(results.find((r) => r.code === '13001')).toMatchObject({ match: 'code' });
    expect(results.find((r) => r.code === '13055')).toMatchObject({
      match: 'postalCode',
      postalCode: '13001',
    });
    expect(results.find((r) => r.code === '13201')).toMatchObject({ match: 'postalCode' });
  });

  it('reads the communes’ history from the packages (search-history.data.ts is up to date)', () => {
    expect(historyFile(deriveCommuneHistory())).toContain(COMMUNE_HISTORY);
  });

  it('finds one-typo misspellings of the 150 most populous communes in the first three', async () => {
    // Deterministic typos in the longest word of each name (typoVariants): two letters swapped,
    // one missing, one doubled, one wrong. Some land on another real name ("bois" for Blois): those are
    // right to find that name first, hence a rate rather than every query.
    const big = await ready().db.query<{ code: string; name: string }>(
      `SELECT code, name FROM territory WHERE year = $1 AND type = 'commune'
       ORDER BY population DESC NULLS LAST, code LIMIT 150`,
      [YEAR],
    );
    let total = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const [k, row] of big.entries()) {
      for (const q of typoVariants(row.name, k)) {
        const p = position(await search(q), ['commune', row.code, row.name]);
        total++;
        if (p >= 0 && p < 3) top3++;
        else misses.push(`${q} (${row.name})`);
      }
    }
    console.info(
      `Generated typos: ${total} queries, intended commune in the first three: ${percent(top3, total)}${misses.length ? `; misses: ${misses.join(', ')}` : ''}`,
    );
    expect(total).toBeGreaterThan(400);
    expect(top3 / total).toBeGreaterThanOrEqual(0.97);
  });
});
