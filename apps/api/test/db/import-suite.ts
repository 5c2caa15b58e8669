// Long file: the import behaviours, one test each, run once per database backend (db/database-suite.ts).
import { ZONE_TYPES, type ZoneType } from '@epic/api-contract';
import { expect, it } from 'vitest';
import { importAll } from '../../src/import/importer.js';
import { VINTAGES } from '../../src/import/sources.js';
import { type DbContext, fingerprint, OFFICIAL_COMMUNES, raw } from './context.js';

interface RawCommune {
  code: string;
  type: string;
  population?: number;
  departement?: string;
  zone?: string;
  collectiviteOutremer?: unknown;
  commune?: string;
}

export function importSuite(get: () => DbContext) {
  it.each(VINTAGES)('imports the source’s counts for %i', async (year) => {
    const { db } = get();
    const communes = raw<RawCommune[]>(year, 'communes');
    const regions = raw<{ code: string; zone?: string }[]>(year, 'regions').filter(
      (r) => r.zone !== 'com',
    );
    const departements = raw<{ code: string; zone?: string }[]>(year, 'departements').filter(
      (d) => d.zone !== 'com',
    );
    const actual = communes.filter(
      (c) => c.type === 'commune-actuelle' && !c.collectiviteOutremer && c.zone !== 'com',
    );
    const rows = await db.query<{ type: string; n: number }>(
      `SELECT type, count(*)::int AS n FROM territory
       WHERE year = $1 AND type NOT IN ('ze', 'aav', 'uu', 'bv') GROUP BY type`,
      [year],
    );
    const counts = Object.fromEntries(rows.map((r) => [r.type, r.n]));
    expect(counts).toEqual({
      region: regions.length,
      departement: departements.length,
      epci: raw(year, 'epci').length,
      commune: actual.length,
      arrondissement: communes.filter((c) => c.type === 'arrondissement-municipal').length,
    });
    expect(counts.commune).toBe(OFFICIAL_COMMUNES[year]);
    expect(counts.region).toBe(18);
    expect(counts.departement).toBe(101);
    // Communes déléguées and associées are never communes.
    const actualCodes = new Set(actual.map((c) => c.code));
    const delegated = communes.find(
      (c) => c.type === 'commune-deleguee' && !actualCodes.has(c.code),
    );
    const found = await db.query('SELECT 1 FROM territory WHERE year = $1 AND code = $2', [
      year,
      delegated?.code,
    ]);
    expect(found).toHaveLength(0);
  });

  it.each(VINTAGES)(
    'stores the package populations of Paris, Lyon and Marseille for %i',
    async (year) => {
      const { db } = get();
      const communes = raw<RawCommune[]>(year, 'communes');
      for (const code of ['75056', '69123', '13055', '75101', '69381']) {
        const source = communes.find((c) => c.code === code && c.type !== 'commune-deleguee');
        const [row] = await db.query<{ population: number; v: number }>(
          `SELECT t.population, v.value AS v FROM territory t
         JOIN indicator_value v ON v.indicator = 'population' AND v.year = t.year AND v.type = t.type AND v.code = t.code
         WHERE t.year = $1 AND t.code = $2`,
          [year, code],
        );
        expect(source?.population).toBeGreaterThan(0);
        expect(row?.population).toBe(source?.population);
        expect(row?.v).toBe(source?.population);
      }
      const arr = await db.query<{ commune: string; n: number }>(
        `SELECT commune, count(*)::int AS n FROM territory WHERE year = $1 AND type = 'arrondissement' GROUP BY commune ORDER BY commune`,
        [year],
      );
      expect(arr).toEqual([
        { commune: '13055', n: 16 },
        { commune: '69123', n: 9 },
        { commune: '75056', n: 20 },
      ]);
    },
  );

  it('derives département and région populations as the sum of their communes, for every vintage', async () => {
    const { db } = get();
    for (const level of ['departement', 'region'] as const) {
      const wrong = await db.query(
        `SELECT p.year, p.code FROM territory p
         JOIN (SELECT year, ${level} AS code, sum(population)::int AS s, count(*)::int AS n FROM territory
               WHERE type = 'commune' GROUP BY year, ${level}) c ON c.year = p.year AND c.code = p.code
         WHERE p.type = $1 AND (p.population IS DISTINCT FROM c.s OR p.communes <> c.n)`,
        [level],
      );
      expect(wrong).toEqual([]);
    }
    const communes = raw<RawCommune[]>(2024, 'communes').filter(
      (c) => c.type === 'commune-actuelle' && c.departement === '42',
    );
    const [loire] = await db.query<{ population: number; communes: number }>(
      `SELECT population, communes FROM territory WHERE year = 2024 AND type = 'departement' AND code = '42'`,
    );
    expect(loire?.population).toBe(communes.reduce((s, c) => s + (c.population ?? 0), 0));
    expect(loire?.communes).toBe(communes.length);
  });

  it('links communes to their EPCI as listed in the package', async () => {
    const { db } = get();
    const lyon = raw<{ code: string; membres: { code: string }[] }[]>(2026, 'epci').find(
      (e) => e.code === '200046977',
    );
    const members = await db.query<{ code: string }>(
      `SELECT code FROM territory WHERE year = 2026 AND type = 'commune' AND epci = '200046977' ORDER BY code`,
    );
    expect(members.map((m) => m.code)).toEqual(lyon?.membres.map((m) => m.code).sort());
  });

  it('keeps the codes of the communes merged into each commune, as the package lists them', async () => {
    const { db } = get();
    for (const year of [2019, 2023, 2026]) {
      const expected = raw<{ code: string; type: string; anciensCodes?: string[] }[]>(
        year,
        'communes',
      )
        .filter((c) => c.type === 'commune-actuelle' && (c.anciensCodes ?? []).length > 0)
        .map((c) => [c.code, [...new Set(c.anciensCodes)].filter((a) => a !== c.code).sort()]);
      const communes = await db.query<{ code: string; former_codes: string[] }>(
        `SELECT code, former_codes FROM territory WHERE year = $1 AND type = 'commune'`,
        [year],
      );
      const inDb = new Set(communes.map((c) => c.code));
      const stored = communes
        .filter((c) => c.former_codes.length > 0)
        .map((c) => [c.code, c.former_codes])
        .sort();
      // Every commune of France excluding the COM keeps exactly the package's former codes.
      const wanted = expected.filter(
        ([code, codes]) => inDb.has(code as string) && (codes?.length ?? 0) > 0,
      );
      expect(stored.length).toBeGreaterThan(100);
      expect(stored).toEqual(wanted.sort());
    }
    const [culoz] = await db.query<{ former_codes: string[] }>(
      `SELECT former_codes FROM territory WHERE year = 2023 AND type = 'commune' AND code = '01138'`,
    );
    expect(culoz?.former_codes).toEqual(['01039']);
  });

  it('stores INSEE’s article type (typeLiaison) as every vintage’s package gives it', async () => {
    const ctx = get();
    for (const year of VINTAGES) {
      const expected = new Map<string, number>();
      for (const file of ['regions', 'departements', 'communes'] as const) {
        const prefix = file === 'regions' ? 'region' : file === 'departements' ? 'departement' : '';
        for (const r of raw<{ code: string; type?: string; typeLiaison?: number }[]>(year, file)) {
          if (r.typeLiaison === undefined) continue;
          // Communes déléguées and associées share codes with communes: not territories of EPIC.
          if (r.type === 'commune-deleguee' || r.type === 'commune-associee') continue;
          const type =
            prefix || (r.type === 'arrondissement-municipal' ? 'arrondissement' : 'commune');
          expected.set(`${type}:${r.code}`, r.typeLiaison);
        }
      }
      const rows = await ctx.db.query<{ type: string; code: string; type_liaison: number | null }>(
        `SELECT type, code, type_liaison FROM territory WHERE year = $1`,
        [year],
      );
      let checked = 0;
      // Gathered, then compared once: an expect per row costs more than the query.
      const wrong: string[] = [];
      for (const r of rows) {
        if (r.type === 'epci') {
          if (r.type_liaison !== null) wrong.push(`${r.type} ${r.code}: ${r.type_liaison}`);
          continue;
        }
        // A study zone's article is its level's ("la zone d'emploi"), set by the zonings import.
        if (ZONE_TYPES.includes(r.type as ZoneType)) continue;
        // Every commune, arrondissement, département and région of EPIC has one in every package.
        const want = expected.get(`${r.type}:${r.code}`);
        if (r.type_liaison !== want) wrong.push(`${r.type} ${r.code}: ${r.type_liaison} ≠ ${want}`);
        checked += 1;
      }
      expect(wrong, String(year)).toEqual([]);
      expect(checked).toBeGreaterThan(34_000);
    }
  });

  it('records the source package version and licence per vintage', async () => {
    const { db } = get();
    const rows = await db.query<{ year: number; source_version: string; licence: string }>(
      'SELECT year, source_version, licence FROM vintage ORDER BY year',
    );
    expect(rows.map((r) => [r.year, r.source_version])).toEqual([
      [2019, '0.7.0'],
      [2021, '1.1.1'],
      [2022, '2.3.1'],
      [2023, '3.1.1'],
      [2024, '4.1.0'],
      [2025, '5.3.0'],
      [2026, '6.0.0'],
    ]);
    for (const r of rows) expect(r.licence).toMatch(/Licence Ouverte/);
  });

  // A forced re-import, and one that fails, are checked on one vintage and its zones
  // (zonings.test.ts): here they would derive the zones of all seven again.
  it('is idempotent: re-running every import changes nothing', async () => {
    const ctx = get();
    const before = await fingerprint(ctx.db, 2023);
    const results = await importAll(ctx.db);
    expect(results.map((r) => r.status)).toEqual(VINTAGES.map(() => 'unchanged'));
    expect(await fingerprint(ctx.db, 2023)).toEqual(before);
    // Seven packages read again to find them unchanged: past 30 s on a busy machine.
  }, 120_000);
}
