// Long file: the import behaviours, one test each, run once per database backend (db/database-suite.ts).
import { ZONE_TYPES, type ZoneType } from '@epic/api-contract';
import { expect, it } from 'vitest';
import { importCsv } from '../../src/import/csv.js';
import { importAll, importVintage } from '../../src/import/importer.js';
import { VINTAGES } from '../../src/import/sources.js';
import { importZonings } from '../../src/zonings/import.js';
import { type DbContext, OFFICIAL_COMMUNES, raw } from './context.js';

interface RawCommune {
  code: string;
  type: string;
  population?: number;
  departement?: string;
  zone?: string;
  collectiviteOutremer?: unknown;
  commune?: string;
}

async function fingerprint(ctx: DbContext, year: number) {
  const [row] = await ctx.db.query<{ n: number; h: string }>(
    `SELECT count(*)::int AS n, md5(string_agg(type || code || name || coalesce(population::text, '') || coalesce(epci, '') ||
       coalesce(departement, '') || coalesce(region, '') || array_to_string(postal_codes, ' ') ||
       coalesce(rank_national::text, '') || coalesce(rank_parent::text, ''), ',' ORDER BY type, code)) AS h
     FROM territory WHERE year = $1`,
    [year],
  );
  const [pc] = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM postal_code WHERE year = $1',
    [year],
  );
  return { ...row, postal: pc?.n };
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
      for (const r of rows) {
        if (r.type === 'epci') {
          expect(r.type_liaison).toBeNull();
          continue;
        }
        // A study zone's article is its level's ("la zone d'emploi"), set by the zonings import.
        if (ZONE_TYPES.includes(r.type as ZoneType)) continue;
        // Every commune, arrondissement, département and région of EPIC has one in every package.
        expect(r.type_liaison, `${year} ${r.type} ${r.code}`).toBe(
          expected.get(`${r.type}:${r.code}`),
        );
        checked += 1;
      }
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

  // A whole vintage imported again: 12–17 s of the default 30 s in CI, over 30 s with a second
  // test file running beside it (two Vitest workers on 2 cores: both timed out).
  const REIMPORT_MS = 120_000;

  it(
    'is idempotent: re-running changes nothing, a forced re-import gives identical rows',
    async () => {
      const ctx = get();
      const before = await fingerprint(ctx, 2023);
      const results = await importAll(ctx.db);
      expect(results.map((r) => r.status)).toEqual(VINTAGES.map(() => 'unchanged'));
      expect(await fingerprint(ctx, 2023)).toEqual(before);
      const forced = await importVintage(ctx.db, 2023, { force: true });
      expect(forced.status).toBe('imported');
      // Its study zones are derived again from the vintages, as importAll does after them.
      expect((await importZonings(ctx.db)).status).toBe('imported');
      expect(await fingerprint(ctx, 2023)).toEqual(before);
    },
    REIMPORT_MS,
  );

  it(
    'leaves the previous data intact when an import fails',
    async () => {
      const ctx = get();
      const before = await fingerprint(ctx, 2022);
      const [{ n: zones } = { n: 0 }] = await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM territory WHERE year = 2022 AND type IN ('ze', 'aav', 'uu', 'bv')`,
      );
      await expect(
        importVintage(ctx.db, 2022, {
          force: true,
          beforeCommit: async (tx) => {
            // Every territory of the package, the study zones left to the zonings import.
            const [n] = await tx.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM territory WHERE year = 2022',
            );
            expect(n?.n).toBe((before.n ?? 0) - zones);
            throw new Error('panne simulée');
          },
        }),
      ).rejects.toThrow('panne simulée');
      expect(await fingerprint(ctx, 2022)).toEqual(before);
      const [run] = await ctx.db.query<{ status: string; message: string }>(
        `SELECT status, message FROM import_run WHERE year = 2022 ORDER BY id DESC LIMIT 1`,
      );
      expect(run).toEqual({ status: 'failed', message: 'panne simulée' });
    },
    REIMPORT_MS,
  );

  const meta = JSON.stringify({
    indicators: [
      {
        id: 'test_chomage',
        label: 'Taux de chômage',
        unit: '%',
        source: 'Insee (test)',
        licence: 'Licence Ouverte',
      },
    ],
  });

  it('imports a CSV of further indicators with their metadata', async () => {
    const { db } = get();
    const csv =
      'code;annee;indicateur;valeur\n75056;2024;test_chomage;7,1\n69123;2024;test_chomage;6.5\n"42";2024;test_chomage;8\n';
    const result = await importCsv(db, csv, meta);
    expect(result).toEqual({ rows: 3, indicators: ['test_chomage'], years: [2024] });
    const values = await db.query<{ type: string; code: string; value: number }>(
      `SELECT type, code, value FROM indicator_value WHERE indicator = 'test_chomage' ORDER BY code`,
    );
    expect(values).toEqual([
      { type: 'departement', code: '42', value: 8 },
      { type: 'commune', code: '69123', value: 6.5 },
      { type: 'commune', code: '75056', value: 7.1 },
    ]);
  });

  it.each([
    [
      'code,year,indicator,value\n75056,2024,test_chomage,abc\n',
      /^Ligne 2, colonne « value »\s: « abc » n’est pas un nombre/,
    ],
    [
      'code,year,indicator,value\n75056,2024,test_chomage,1\n99999,2024,test_chomage,2\n',
      /^Ligne 3, colonne « code »\s: aucun territoire commune de code 99999 en 2024/,
    ],
    [
      'code,year,indicator,value\n75056,2020,test_chomage,1\n',
      /^Ligne 2, colonne « year »\s: le millésime 2020 n’est pas importé/,
    ],
    [
      'code,year,indicator,value\n75056,2024,inconnu,1\n',
      /^Ligne 2, colonne « indicator »\s: indicateur « inconnu » absent/,
    ],
    ['code,year,value\n75056,2024,1\n', /^Ligne 1\s: colonne « indicator » absente/],
    [
      'code,year,indicator,value\n75056,2024,test_chomage,1\n75056,2024,test_chomage,2\n',
      /^Ligne 3, colonne « code »\s: valeur en double/,
    ],
    [
      'code,year,indicator,value,type\n11,2024,test_chomage,1,pays\n',
      /^Ligne 2, colonne « type »\s: type « pays » inconnu/,
    ],
    [
      'code;annee;indicateur;valeur\n75056;2024;test_chomage;x\n',
      /^Ligne 2, colonne « valeur »\s: « x » n’est pas un nombre/,
    ],
    [
      'code,year,indicator,value\n75056,2024,test_chomage\n',
      /^Ligne 2, colonne « \* »\s: 3 colonnes au lieu de 4/,
    ],
  ])('refuses a bad CSV with a French message and writes nothing (%#)', async (csv, message) => {
    const { db } = get();
    const before = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM indicator_value WHERE year = 2024`,
    );
    await expect(importCsv(db, csv, meta)).rejects.toThrow(message);
    expect(
      await db.query(`SELECT count(*)::int AS n FROM indicator_value WHERE year = 2024`),
    ).toEqual(before);
  });

  it('refuses invalid metadata', async () => {
    const { db } = get();
    await expect(
      importCsv(db, 'code,year,indicator,value\n', '{"x": {"label": ""}}'),
    ).rejects.toThrow(/Fichier de métadonnées, indicateur n° 1/);
  });
}
