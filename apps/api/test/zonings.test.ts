/**
 * INSEE's study zonings (table d'appartenance géographique des communes au 1er janvier 2022) read
 * from the unmodified archive, and their composition followed into the other vintages through the
 * etalab packages' mergers.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { importVintage } from '../src/import/importer.js';
import { loadVintage } from '../src/import/sources.js';
import type { Geography } from '../src/indicators/geography.js';
import { SourceFileError } from '../src/indicators/source-files.js';
import { geographyOf } from '../src/indicators/vintage-rows.js';
import { importZonings } from '../src/zonings/import.js';
import { zoneMembership } from '../src/zonings/membership.js';
import { readZoningTable, ZONE_LEVELS, type ZoningTable } from '../src/zonings/table.js';
import { fingerprint } from './db/context.js';
import { backends } from './helpers.js';

let table: ZoningTable;
const geographies = new Map<number, Geography>();
const geography = (year: number) => {
  let g = geographies.get(year);
  if (!g) {
    g = geographyOf(year, loadVintage(year).territories);
    geographies.set(year, g);
  }
  return g;
};

beforeAll(async () => {
  table = await readZoningTable();
}, 60_000);

describe('the table as INSEE publishes it', () => {
  it('has every zone of the four levels, without the codes that mean "in none"', () => {
    expect(table.communes.size).toBe(34_955);
    expect(Object.fromEntries(ZONE_LEVELS.map((l) => [l, table.zones[l].size]))).toEqual({
      ze: 306,
      aav: 699, // 700 less 000, hors attraction des villes
      uu: 2_467, // 2 563 less the 96 XX000, rural communes of each département
      bv: 1_663, // 1 664 less ZZZZZ (Mayotte)
    });
    expect(table.zones.aav.has('000')).toBe(false);
    expect(table.zones.uu.has('42000')).toBe(false);
    expect(table.zones.bv.has('ZZZZZ')).toBe(false);
    expect(table.zones.aav.get('GEN')?.name).toBe('Genève - Annemasse (partie française)');
  });

  it('gives each zone the communes INSEE counts for it', () => {
    for (const level of ZONE_LEVELS) {
      const counted = new Map<string, number>();
      for (const { zones } of table.communes.values()) {
        const zone = zones[level];
        if (zone) counted.set(zone, (counted.get(zone) ?? 0) + 1);
      }
      for (const [code, zone] of table.zones[level])
        expect(counted.get(code), code).toBe(zone.communes);
    }
    // Names as INSEE writes them: without the hyphen and accent for the zone d'emploi.
    expect(table.zones.ze.get('8428')).toEqual({ name: 'Saint Etienne', communes: 134 });
    expect(table.zones.aav.get('023')).toEqual({ name: 'Saint-Étienne', communes: 105 });
    expect(table.zones.uu.get('00753')).toEqual({ name: 'Saint-Étienne', communes: 32 });
    expect(table.zones.bv.get('42218')).toEqual({ name: 'Saint-Étienne', communes: 59 });
    expect(table.zones.aav.get('001')?.communes).toBe(1_929);
    const saintEtienne = table.communes.get('42218');
    expect(saintEtienne).toEqual({
      zones: { ze: '8428', aav: '023', uu: '00753', bv: '42218' },
      aavCategory: '11',
    });
    // A rural commune outside every aire: in no unité urbaine and no aire.
    expect(table.communes.get('01002')?.zones).toMatchObject({ aav: null, uu: null });
  });

  it('refuses an archive without the table, or not an archive, naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'epic-zonings-'));
    try {
      const wrong = join(dir, 'wrong.zip');
      writeFileSync(wrong, zipSync({ 'autre.xlsx': strToU8('x') }));
      await expect(readZoningTable(wrong)).rejects.toThrow(SourceFileError);
      await expect(readZoningTable(wrong)).rejects.toThrow(/ne contient pas table-appartenance/);
      const broken = join(dir, 'broken.zip');
      writeFileSync(broken, 'pas une archive');
      await expect(readZoningTable(broken)).rejects.toThrow(/archive illisible/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the zones of each vintage', () => {
  it('are INSEE’s own in the 2022 geography', () => {
    const m = zoneMembership(table, geography(2022), geography(2022));
    for (const level of ZONE_LEVELS) {
      expect(m[level].perimeterChanged.size, level).toBe(0);
      expect(m[level].split.size, level).toBe(0);
      for (const [code, entry] of table.communes) {
        expect(m[level].zoneOf.get(code) ?? null, `${level} ${code}`).toBe(entry.zones[level]);
      }
    }
  });

  it('put a commune merged after 2022 in its zone when all its parts were there', () => {
    const g2022 = geography(2022);
    const g2025 = geography(2025);
    const m = zoneMembership(table, g2022, g2025);
    let merged = 0;
    for (const [code, commune] of g2025.communes) {
      const parts = new Set([...commune.atoms].map((a) => g2022.atomOwner.get(a)).filter(Boolean));
      if (parts.size < 2) continue;
      for (const level of ZONE_LEVELS) {
        const zones = new Set([...parts].map((p) => table.communes.get(p as string)?.zones[level]));
        if (zones.size === 1) {
          merged++;
          expect(m[level].zoneOf.get(code) ?? null, `${level} ${code}`).toBe([...zones][0] ?? null);
          expect(m[level].split.has(code)).toBe(false);
        }
      }
    }
    expect(merged).toBeGreaterThan(100);
  });

  it('put a commune nouvelle across two zones in its chef-lieu’s, both marked as changed', () => {
    const m = zoneMembership(table, geography(2022), geography(2025));
    // 17268 (Charente-Maritime) covers 2022 communes of the zones d'emploi 7520 and 7528.
    expect(m.ze.split.get('17268')).toEqual(['7520', '7528']);
    expect(m.ze.zoneOf.get('17268')).toBe(table.communes.get('17268')?.zones.ze);
    expect(m.ze.perimeterChanged.has('7520')).toBe(true);
    expect(m.ze.perimeterChanged.has('7528')).toBe(true);
    // Saint-Étienne's zones keep INSEE's perimeter.
    expect(m.ze.perimeterChanged.has('8428')).toBe(false);
    expect(m.aav.perimeterChanged.has('023')).toBe(false);
  });

  it('put a commune of an earlier vintage in the zone of the 2022 commune that absorbed it', () => {
    const g2022 = geography(2022);
    const g2019 = geography(2019);
    const m = zoneMembership(table, g2022, g2019);
    let absorbed = 0;
    for (const code of g2019.communes.keys()) {
      if (g2022.communes.has(code)) continue;
      const owner = g2022.atomOwner.get(code);
      if (!owner) continue;
      absorbed++;
      expect(m.ze.zoneOf.get(code), code).toBe(table.communes.get(owner)?.zones.ze);
    }
    expect(absorbed).toBeGreaterThan(10);
    expect(m.ze.perimeterChanged.size).toBe(0);
  });
});

describe.each(backends('epic_test_zonings'))(
  'the zones stored with a vintage ($name)',
  (backend) => {
    let db: Db | undefined;
    const get = () => {
      if (!db) throw new Error('not ready');
      return db;
    };
    beforeAll(async () => {
      db = await backend.openFixture('2025');
    }, 240_000);
    afterAll(async () => {
      await db?.close();
    });

    it('stores every zone once, with its communes, their population and where it lies', async () => {
      expect((await importZonings(get(), { table })).status).toBe('imported');
      expect((await importZonings(get(), { table })).status).toBe('unchanged');
      const levels = await get().query<{ level: string; n: number }>(
        `SELECT type AS level, count(*)::int AS n FROM territory
         WHERE year = 2025 AND type IN ('ze', 'aav', 'uu', 'bv') GROUP BY type ORDER BY type`,
      );
      // Every zone still has communes in 2025.
      expect(Object.fromEntries(levels.map((l) => [l.level, l.n]))).toEqual({
        aav: 699,
        bv: 1_663,
        uu: 2_467,
        ze: 306,
      });
      // Computed here from the table and the packages, apart from the import.
      const membership = zoneMembership(table, geography(2022), geography(2025));
      for (const [level, code] of [
        ['ze', '8428'],
        ['aav', '023'],
        ['uu', '00753'],
        ['bv', '42218'],
        ['aav', '001'],
      ] as const) {
        const members = [...membership[level].zoneOf].filter(([, z]) => z === code).map(([c]) => c);
        const [expected] = await get().query<{ population: string }>(
          `SELECT sum(population)::text AS population FROM territory
         WHERE year = 2025 AND type = 'commune' AND code = ANY($1)`,
          [members],
        );
        const [zone] = await get().query<{
          communes: number;
          population: string;
          departement: string | null;
          region: string | null;
          perimeter_changed: boolean;
        }>(
          `SELECT communes, population::text AS population, departement, region, perimeter_changed
         FROM territory WHERE year = 2025 AND type = $1 AND code = $2`,
          [level, code],
        );
        expect(zone?.communes, `${level} ${code}`).toBe(members.length);
        expect(zone?.population, `${level} ${code}`).toBe(expected?.population);
        expect(zone?.perimeter_changed).toBe(false);
      }
      // Saint-Étienne's unité urbaine reaches into Haute-Loire: no département, one région.
      const place = (level: string, code: string) =>
        get().query<{ departement: string | null; region: string | null }>(
          'SELECT departement, region FROM territory WHERE year = 2025 AND type = $1 AND code = $2',
          [level, code],
        );
      expect(await place('uu', '00753')).toEqual([{ departement: null, region: '84' }]);
      // An unité urbaine's code starts with its département when it lies in one.
      expect(await place('uu', '38120')).toEqual([{ departement: '38', region: '84' }]);
      const [paris] = await get().query<{ departement: string | null; communes: number }>(
        `SELECT departement, communes FROM territory WHERE year = 2025 AND type = 'aav' AND code = '001'`,
      );
      expect(paris?.departement).toBeNull();
      expect(paris?.communes).toBeGreaterThan(1_800);
      // The commune nouvelle across two zones d'emploi: both marked.
      const changed = await get().query<{ code: string }>(
        `SELECT code FROM territory WHERE year = 2025 AND type = 'ze' AND perimeter_changed ORDER BY code`,
      );
      expect(changed.map((c) => c.code)).toEqual(expect.arrayContaining(['7520', '7528']));
      const [stored] = await get().query<{ communes: number; split: string[] }>(
        `SELECT cardinality(communes) AS communes, split FROM zone_membership
       WHERE year = 2025 AND level = 'ze'`,
      );
      expect(stored?.communes).toBe(membership.ze.zoneOf.size);
      expect(stored?.split).toContain('17268');
    });

    // A vintage imported again over itself, with the zones just stored: one vintage shows it
    // (the seven of db/import-suite.ts would have all their zones derived again).
    it('leave the previous data intact when a vintage’s import fails', async () => {
      const before = await fingerprint(get(), 2025);
      const [{ n: zones } = { n: 0 }] = await get().query<{ n: number }>(
        `SELECT count(*)::int AS n FROM territory WHERE year = 2025 AND type IN ('ze', 'aav', 'uu', 'bv')`,
      );
      expect(zones).toBeGreaterThan(5_000);
      await expect(
        importVintage(get(), 2025, {
          force: true,
          beforeCommit: async (tx) => {
            // Every territory of the package, the study zones left to the zonings import.
            const [n] = await tx.query<{ n: number }>(
              'SELECT count(*)::int AS n FROM territory WHERE year = 2025',
            );
            expect(n?.n).toBe((before.n ?? 0) - zones);
            throw new Error('panne simulée');
          },
        }),
      ).rejects.toThrow('panne simulée');
      expect(await fingerprint(get(), 2025)).toEqual(before);
      const [run] = await get().query<{ status: string; message: string }>(
        `SELECT status, message FROM import_run WHERE year = 2025 ORDER BY id DESC LIMIT 1`,
      );
      expect(run).toEqual({ status: 'failed', message: 'panne simulée' });
      // A whole vintage written before it fails: past 30 s on a machine busy with others.
    }, 120_000);

    it('are the same after a forced re-import of their vintage, derived again', async () => {
      const before = await fingerprint(get(), 2025);
      expect((await importVintage(get(), 2025, { force: true })).status).toBe('imported');
      // Its study zones went with its rows: derived again, as importAll does after the vintages.
      expect((await importZonings(get(), { table })).status).toBe('imported');
      expect(await fingerprint(get(), 2025)).toEqual(before);
      // A whole vintage and its zones written again: past 30 s on a machine busy with others.
    }, 120_000);
  },
);
