/**
 * The answers read from memory (data/book.ts, data/memory-repository.ts) are those the
 * SQL of data/repository.ts gives, in the same order (the database's collation included), and the
 * JSON answers are compressed for clients that accept it.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TerritoryType } from '@epic/api-contract';
import { expect, it } from 'vitest';
import { BookCache } from '../../src/data/book.js';
import { type ChildrenPage, DataRepository } from '../../src/data/repository.js';
import { signIn } from '../helpers.js';
import type { DbContext } from './context.js';

export function bookSuite(get: () => DbContext) {
  // The book the server answers from, for the tests that only read it: another of the seven
  // vintages would cost seconds to read.
  const memory = async () => {
    const { db, app } = get();
    const mem = await app.data.source();
    return { sql: new DataRepository(db), mem, book: mem.book };
  };

  it('reads every vintage at the data version, as the territory table holds it', async () => {
    const { sql, mem, book } = await memory();
    expect(book.version).toBe(await sql.importVersion());
    expect(book.years).toEqual([2019, 2021, 2022, 2023, 2024, 2025, 2026]);
    for (const [type, code] of [
      ['commune', '42218'],
      ['departement', '2A'],
      ['epci', '244200770'],
      ['arrondissement', '75101'],
    ] as const) {
      const history = await mem.history(type, code);
      expect(
        history.map(({ year, name, population, former_codes, type_liaison }) => ({
          year,
          name,
          population,
          former_codes,
          type_liaison,
        })),
      ).toEqual(await sql.history(type, code));
      const row = mem.row(2026, type, code);
      const { search_name: _, ...expected } = (await sql.territory(2026, type, code)) ?? {};
      expect(row && { ...row, nameOrder: undefined }).toEqual({
        ...expected,
        nameOrder: undefined,
      });
    }
  });

  it('keeps the vintages whose import did not change when the data version changes', async () => {
    const { db } = get();
    const cache = new BookCache(db);
    const first = await cache.get('v1');
    const second = await cache.get('v2');
    expect(second).not.toBe(first);
    expect(second.vintages.get(2026)?.rows).toBe(first.vintages.get(2026)?.rows);
    const [before] = await db.query<{ at: string }>(
      'SELECT imported_at::text AS at FROM vintage WHERE year = 2025',
    );
    await db.query(
      `UPDATE vintage SET imported_at = imported_at + interval '1 second' WHERE year = 2025`,
    );
    try {
      const third = await cache.get('v3');
      expect(third.vintages.get(2025)?.rows).not.toBe(second.vintages.get(2025)?.rows);
      // Read again page by page (an instance that serves): the same rows in the same order.
      const rowsOf = (book: typeof second) => [...(book.vintages.get(2025)?.rows.values() ?? [])];
      expect(rowsOf(third).map((r) => `${r.type}:${r.code}:${r.nameOrder}`)).toEqual(
        rowsOf(second).map((r) => `${r.type}:${r.code}:${r.nameOrder}`),
      );
      expect(rowsOf(third).length).toBeGreaterThan(30_000);
      expect(third.vintages.get(2026)?.rows).toBe(second.vintages.get(2026)?.rows);
      expect(third.history('commune:42218').map((r) => r.year)).toEqual(
        second.history('commune:42218').map((r) => r.year),
      );
    } finally {
      await db.query('UPDATE vintage SET imported_at = $1::timestamptz WHERE year = 2025', [
        before?.at,
      ]);
    }
    // A book of its own, the seven vintages read: past 30 s on a machine busy with others.
  }, 120_000);

  it('pages children in the database’s order for every sort', async () => {
    const { sql, mem } = await memory();
    const parents: [TerritoryType, string, TerritoryType][] = [
      ['departement', '42', 'commune'],
      ['region', '84', 'epci'],
      ['epci', '244200770', 'commune'],
      ['commune', '13055', 'arrondissement'],
    ];
    for (const [parentType, parentCode, childType] of parents) {
      for (const sort of ['name', 'code', 'population'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          for (const page of [1, 3]) {
            const q: ChildrenPage = {
              year: 2024,
              parentType,
              parentCode,
              childType,
              sort,
              order,
              page,
              pageSize: 40,
            };
            const fromSql = await sql.children(q);
            const fromMemory = mem.children(q);
            expect(fromMemory.total).toBe(fromSql.total);
            expect(fromMemory.items.map((i) => i.code)).toEqual(fromSql.items.map((i) => i.code));
          }
        }
      }
      expect(mem.countChildren(2024, parentType, parentCode, childType)).toBe(
        await sql.countChildren(2024, parentType, parentCode, childType),
      );
    }
  });

  it('finds the same mergers, series and level values as the SQL', async () => {
    const { sql, mem } = await memory();
    // Communes nouvelles and their former communes, EPCIs before and after a merger.
    const merged = await get().db.query<{ code: string; former: string }>(
      `SELECT code, former_codes[1] AS former FROM territory
       WHERE year = 2026 AND type = 'commune' AND cardinality(former_codes) > 1 ORDER BY code LIMIT 20`,
    );
    expect(merged.length).toBeGreaterThan(0);
    for (const { code, former } of merged) {
      for (const year of [2019, 2022, 2026]) {
        expect(await mem.mergedInto(former, year)).toEqual(await sql.mergedInto(former, year));
        expect(await mem.communesIn(year, [former, code])).toEqual(
          await sql.communesIn(year, [former, code]),
        );
      }
      const everyYear = (rows: { code: string; year: number }[]) =>
        rows.map((r) => `${r.code}/${r.year}`).sort();
      expect(everyYear(await mem.communesEveryYear([former, code]))).toEqual(
        everyYear(await sql.communesEveryYear([former, code])),
      );
      expect(mem.series('commune', code, 'population')).toEqual(
        await sql.series('commune', code, 'population'),
      );
    }
    const epcis = await get().db.query<{ code: string }>(
      `SELECT code FROM territory WHERE year = 2019 AND type = 'epci' ORDER BY md5(code) LIMIT 15`,
    );
    for (const { code } of epcis)
      for (const to of [2022, 2026])
        expect(await mem.epciOfMembers(code, 2019, to)).toEqual(
          await sql.epciOfMembers(code, 2019, to),
        );
    for (const level of ['region', 'departement', 'epci'] as const)
      expect(mem.levelValues(2025, level, 'population')).toEqual(
        await sql.levelValues(2025, level, 'population'),
      );
  });

  it('compresses JSON answers for clients that accept it, once per answer', async () => {
    const { app } = get();
    const cookie = await signIn(app);
    const url = '/api/territories/departement/42/children?pageSize=100';
    const ask = (encoding?: string) =>
      app.inject({
        url,
        headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await ask();
    expect(plain.statusCode, plain.body.slice(0, 300)).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.length).toBeGreaterThan(5000);
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ask('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // The same bytes on a second hit (kept beside the cached answer).
    expect((await ask('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    // Tiny answers and CSV downloads are sent as they are.
    const small = await app.inject({
      url: '/api/territories/search?q=xqzw',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const csv = await app.inject({
      url: '/api/territories/departement/42/children.csv',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBeUndefined();
  });
}
