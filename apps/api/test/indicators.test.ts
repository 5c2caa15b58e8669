// Long file: the indicators' rules, each checked on the real INSEE files.
/**
 * Indicators on the real files of data/opendata: parsing, the mapping of each source's
 * geography onto other vintages, aggregates, then the import and the API on PGlite (one vintage,
 * 2024, the geography of the Filosofi file; the census file's 2021 geography is read from its
 * package).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INDICATORS, TERRITORY_TYPES, type TerritoryType } from '@epic/api-contract';
import {
  childrenResponseSchema,
  statisticValueSchema,
  territoryStatisticsSchema,
} from '@epic/api-contract/schemas';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import { DataService } from '../src/data/index.js';
import { DataRepository } from '../src/data/repository.js';
import type { Db } from '../src/db/adapter.js';
import { CsvImportError, importCsv, parseCsv } from '../src/import/csv.js';
import { loadVintage } from '../src/import/sources.js';
import {
  computeVintage,
  coveredAt,
  FRANCE_KEY,
  type VintageValues,
} from '../src/indicators/compute.js';
import { DISP_DIR, DISP_LEVELS, DISP_YEARS, dispFile } from '../src/indicators/filosofi-disp.js';
import {
  buildGeography,
  delegatedOf,
  type Geography,
  mapCommunes,
} from '../src/indicators/geography.js';
import { importIndicators } from '../src/indicators/import.js';
import { RankThread } from '../src/indicators/rank-thread.js';
import { emptyRanks, rankColumn } from '../src/indicators/ranks.js';
import {
  opendataDir,
  parseTable,
  readSourceTable,
  SourceFileError,
  type SourceTable,
} from '../src/indicators/source-files.js';
import { describeStatus } from '../src/indicators/status.js';
import { pack, unpack } from '../src/indicators/store.js';
import { IndicatorValues } from '../src/indicators/values.js';
import { comparables } from '../src/routes/data/comparables/service.js';
import { indicatorValues } from '../src/routes/data/rankings/service.js';
import {
  keyFiguresWithStatistics,
  territoryStatistics,
} from '../src/routes/data/statistics/service.js';
import { children } from '../src/routes/data/territories/service.js';
import { buildServer } from '../src/server.js';
import { backends, providerStandIn, signIn, testConfig } from './helpers.js';

/** The census file's rows, read here independently of the importer: code → column → text. */
function rawComparateur(): Map<string, Record<string, string>> {
  const zip = readFileSync(
    join(opendataDir(), 'insee-comparateur-ed2022-geo2021/base_cc_comparateur_csv.zip'),
  );
  const text = new TextDecoder().decode(unzipSync(zip)['base_cc_comparateur.CSV']);
  const [head, ...lines] = text.trim().split(/\r?\n/);
  const columns = (head as string).split(';');
  const map = new Map<string, Record<string, string>>();
  for (const line of lines) {
    const cells = line.split(';');
    map.set(cells[0] as string, Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ''])));
  }
  return map;
}

/** `db` counting its queries (those `counts` accepts, every one by default). */
function countingQueries(db: Db, counts: (sql: string) => boolean = () => true) {
  let queries = 0;
  const counted: Db = {
    ...db,
    query: (sql, params) => {
      if (counts(sql)) queries++;
      return db.query(sql, params);
    },
  };
  return { db: counted, queries: () => queries };
}

/** What the catalogue's read queries contain (data/repository.ts). */
const CATALOGUE_READS = ['FROM vintage ORDER BY', 'FROM indicator ORDER BY', 'FROM import_run'];

/** The first byte where two typed arrays differ, or -1 (a length too is a difference). */
function firstDifference(a: ArrayBufferView, b: ArrayBufferView): number {
  const x = Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  const y = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  if (x.equals(y)) return -1;
  const at = x.findIndex((byte, i) => byte !== y[i]);
  return at >= 0 ? at : Math.min(x.length, y.length);
}

describe('indicators computed from the real files (no database)', () => {
  let tables: SourceTable[];
  const geographies = new Map<
    number,
    { geo: Geography; rows: ReturnType<typeof loadVintage>['territories'] }
  >();
  const results = new Map<number, VintageValues>();
  const reports = new Map<string, ReturnType<typeof mapCommunes>['report']>();
  const raw = rawComparateur();

  const geography = (year: number) => {
    let g = geographies.get(year);
    if (!g) {
      const rows = loadVintage(year).territories;
      const communes = rows
        .filter((r) => r.type === 'commune')
        .map((r) => ({ code: r.code, name: r.name, formerCodes: r.former_codes }));
      g = { geo: buildGeography(year, communes, delegatedOf(year)), rows };
      geographies.set(year, g);
    }
    return g;
  };

  beforeAll(() => {
    tables = [readSourceTable('comparateur-2022'), readSourceTable('filosofi-2021')];
    for (const year of [2021, 2024, 2026]) {
      const target = geography(year);
      const sources = tables.map((table) => {
        const { mapping, report } = mapCommunes(geography(table.geographyYear).geo, target.geo);
        reports.set(`${year}:${table.source}`, report);
        return { table, mapping };
      });
      results.set(year, computeVintage(year, target.rows, sources));
    }
  }, 240_000);

  const get = (year: number, key: string, id: string) => {
    const v = results.get(year) as VintageValues;
    const row = v.keys.indexOf(key);
    const col = v.ids.indexOf(id);
    expect(row, key).toBeGreaterThanOrEqual(0);
    const at = row * v.ids.length + col;
    const value = v.values[at] as number;
    return {
      value: Number.isNaN(value) ? null : value,
      ...describeStatus(v.status[at] as number),
      covered: coveredAt(v, row, col),
      of: v.members[row],
    };
  };

  it('reads every stored indicator of the catalogue from one source column, or above the commune from the files INSEE publishes there', () => {
    const stored = new Set(tables.flatMap((t) => t.ids));
    // Published above the commune only (Filosofi DISP files): no commune column.
    for (const i of INDICATORS) if (i.source === 'filosofi-disp') stored.add(i.id);
    for (const i of INDICATORS) {
      const a = i.aggregation;
      if (a.rule === 'ratio') {
        expect(stored.has(a.numerator), i.id).toBe(true);
        expect(stored.has(a.denominator), i.id).toBe(true);
        for (const part of [a.numerator, a.denominator]) {
          expect(INDICATORS.find((x) => x.id === part)?.aggregation.rule, i.id).toBe('sum');
        }
      } else expect(stored.has(i.id), i.id).toBe(true);
    }
    expect(INDICATORS.length).toBeGreaterThanOrEqual(30);
  });

  it('gives Saint-Étienne’s published figures', () => {
    for (const year of [2021, 2024, 2026]) {
      expect(get(year, 'commune:42218', 'pop_rp2018').value).toBe(173089);
      expect(get(year, 'commune:42218', 'area').value).toBe(79.97);
      expect(get(year, 'commune:42218', 'median_income_2019').value).toBe(18410);
      expect(get(year, 'commune:42218', 'poverty_rate_2019').value).toBe(26);
      expect(get(year, 'commune:42218', 'median_income_2021').value).toBe(19010);
    }
  });

  it('gives Saint-Étienne Métropole the sum of its communes and a density of Σpop / Σarea', () => {
    const pop = get(2021, 'epci:244200770', 'pop_rp2018');
    expect(pop).toMatchObject({ value: 404607, status: 'ok', covered: 53, of: 53 });
    expect(get(2021, 'epci:244200770', 'density_rp2018').value).toBeCloseTo(559.2, 1);
  });

  it('computes an EPCI ratio as the sum of numerators over the sum of denominators', () => {
    const v = results.get(2024) as VintageValues;
    const members = geography(2024).rows.filter(
      (r) => r.type === 'commune' && r.epci === '244200770',
    );
    let num = 0;
    let den = 0;
    let mean = 0;
    for (const m of members) {
      num += get(2024, `commune:${m.code}`, 'unemployed_15_64_2018').value as number;
      den += get(2024, `commune:${m.code}`, 'actives_15_64_2018').value as number;
      mean +=
        (get(2024, `commune:${m.code}`, 'unemployment_rate_2018').value as number) / members.length;
    }
    const rate = get(2024, 'epci:244200770', 'unemployment_rate_2018').value as number;
    expect(rate).toBeCloseTo((num / den) * 100, 10);
    expect(Math.abs(rate - mean)).toBeGreaterThan(0.01); // not an average of ratios
    expect(v.ids).toContain('unemployment_rate_2018');
  });

  it('shows non-aggregable figures at commune level only', () => {
    for (const key of ['epci:244200770', 'departement:42', 'region:84', FRANCE_KEY]) {
      expect(get(2024, key, 'median_income_2021')).toMatchObject({
        value: null,
        status: 'not_applicable',
      });
    }
  });

  it('tells statistical secret from data the source does not cover', () => {
    expect(raw.get('01019')?.MED19).toBe('');
    expect(get(2024, 'commune:01019', 'median_income_2019')).toMatchObject({ status: 'secret' });
    // Mayotte: no census in the comparateur; not in Filosofi; Guadeloupe: not in Filosofi.
    expect(get(2024, 'commune:97611', 'pop_rp2018')).toMatchObject({
      status: 'unavailable',
      reason: 'not_covered',
    });
    expect(get(2024, 'commune:97611', 'births_2020').value).toBe(Number(raw.get('97611')?.NAISD20));
    expect(get(2024, 'commune:97101', 'median_income_2021')).toMatchObject({
      status: 'unavailable',
      reason: 'not_covered',
    });
    expect(get(2024, 'departement:976', 'pop_rp2018')).toMatchObject({
      status: 'unavailable',
      reason: 'not_covered',
      covered: 0,
      of: 17,
    });
  });

  it('sums the counts of a merged commune’s predecessors and leaves its medians unavailable', () => {
    // Béon (01039) merged into Culoz (01138), Culoz-Béon, in 2023: after the 2021 geography.
    const sum = (col: string) => Number(raw.get('01039')?.[col]) + Number(raw.get('01138')?.[col]);
    expect(get(2024, 'commune:01138', 'pop_rp2018').value).toBe(sum('P18_POP'));
    expect(get(2024, 'commune:01138', 'dwellings_2018').value).toBeCloseTo(sum('P18_LOG'), 6);
    expect(get(2024, 'commune:01138', 'vacant_share_2018').value).toBeCloseTo(
      (sum('P18_LOGVAC') / sum('P18_LOG')) * 100,
      8,
    );
    expect(get(2024, 'commune:01138', 'median_income_2019')).toMatchObject({
      status: 'unavailable',
      reason: 'merged',
    });
    // In its own geography (2024) the Filosofi figures of Culoz-Béon are the published ones.
    expect(get(2024, 'commune:01138', 'median_income_2021').status).toBe('ok');
    // Back in 2021, Culoz alone: the 2024 figures cover Culoz-Béon, a larger perimeter.
    expect(get(2021, 'commune:01138', 'median_income_2021')).toMatchObject({
      status: 'unavailable',
      reason: 'perimeter_changed',
    });
    expect(get(2021, 'commune:01039', 'tax_households_2021')).toMatchObject({
      reason: 'absent_from_source',
    });
  });

  it('marks re-established communes and the communes they left', () => {
    // 2024: L'Oie (85165) and Sainte-Florence (85212) left Essarts-en-Bocage (85084).
    for (const code of ['85165', '85212']) {
      expect(get(2024, `commune:${code}`, 'pop_rp2018')).toMatchObject({
        status: 'unavailable',
        reason: 'absent_from_source',
      });
    }
    expect(get(2024, 'commune:85084', 'pop_rp2018')).toMatchObject({
      status: 'unavailable',
      reason: 'perimeter_changed',
    });
    // Their aggregates say how many communes they are computed on.
    const dep = get(2024, 'departement:85', 'pop_rp2018');
    expect(dep.covered).toBe((dep.of as number) - 3);
  });

  it('follows a code change with the same perimeter and lists it', () => {
    const report = reports.get('2026:comparateur-2022');
    const conques = report?.codeChanges.find((c) => c.to === '12218');
    expect(conques).toMatchObject({ from: '12076', name: 'Conques-en-Rouergue' });
    expect(get(2026, 'commune:12218', 'pop_rp2018').value).toBe(Number(raw.get('12076')?.P18_POP));
    // Les Hauts-Talican: 60054 in 2021, 60694 in 2024 with another perimeter per the packages.
    const talican = reports.get('2021:filosofi-2021')?.sameNameOtherPerimeter;
    expect(talican).toContainEqual({ from: '60694', to: '60054', name: 'Les Hauts-Talican' });
  });

  it('stores a vintage packed and reads it back identically', async () => {
    const v = results.get(2024) as VintageValues;
    const back = await unpack(2024, v.ids, v.keys, await pack(v));
    // Compared as bytes: toEqual walks their millions of elements one by one (some 20 s in CI).
    expect(back.coveredFrom).toBe(v.coveredFrom);
    expect(v.coveredFrom).toBeGreaterThan(30_000);
    for (const column of ['status', 'covered', 'members'] as const) {
      expect(back[column].constructor, column).toBe(v[column].constructor);
      expect(firstDifference(back[column], v[column]), column).toBe(-1);
    }
    const differ: number[] = [];
    for (let i = 0; i < v.values.length; i++) {
      const a = v.values[i] as number;
      const b = back.values[i] as number;
      const same = Number.isNaN(a) ? Number.isNaN(b) : Math.abs(a - b) <= 1e-9 * Math.abs(a);
      if (!same) differ.push(i);
    }
    expect(differ).toEqual([]);
  });

  it('maps a source onto its own geography unchanged', () => {
    const own = reports.get('2021:comparateur-2022');
    expect(own).toMatchObject({ merged: 0, absent: 0, perimeterChanged: 0, codeChanges: [] });
    expect(reports.get('2024:filosofi-2021')).toMatchObject({
      merged: 0,
      absent: 0,
      perimeterChanged: 0,
    });
  });

  it('adds up to INSEE’s national census population, without counting Paris, Lyon and Marseille twice', () => {
    // Population municipale 2018, France excluding Mayotte (Insee, populations légales 2018).
    expect(get(2021, FRANCE_KEY, 'pop_rp2018')).toMatchObject({
      value: 66732538,
      covered: 34948,
      of: 34965,
    });
    const arrondissements = [...raw.keys()].filter(
      (c) =>
        /^(751|132|6938)/.test(c) && c.length === 5 && !['75056', '13055', '69123'].includes(c),
    );
    expect(arrondissements).toHaveLength(45);
    const paris = get(2021, 'commune:75056', 'pop_rp2018').value as number;
    const parisArr = arrondissements
      .filter((c) => c.startsWith('751'))
      .reduce((s, c) => s + (get(2021, `arrondissement:${c}`, 'pop_rp2018').value as number), 0);
    expect(parisArr).toBe(paris);
    expect(get(2021, 'departement:75', 'pop_rp2018').value).toBe(paris);
  });
});

describe('source files: bad or truncated files stop with the file and the line', () => {
  const header =
    'CODGEO;NBMENFISC21;NBPERSMENFISC21;MED21;PIMP21;TP6021;D121;D921;RD21;PACT21;PPEN21;PPAT21;PPSOC21;PIMPOT21\n';
  const options = { file: 'essai.csv', decimalComma: true, notCovered: () => false };
  it('reads a well-formed table, secret and not-available cells', () => {
    const rows = parseTable(
      `${header}01001;346;895;25820;s;s;s;s;s;s;s;s;s;s\n09304;nd;nd;nd;nd;nd;nd;nd;nd;nd;nd;nd;nd;nd\n`,
      'filosofi-2021',
      options,
    );
    expect(rows.get('01001')?.values[2]).toBe(25820);
    expect([...(rows.get('01001')?.cells ?? [])].slice(0, 4)).toEqual([0, 0, 0, 1]);
    expect(rows.get('09304')?.cells[0]).toBe(2);
  });
  it('refuses a truncated last line', () => {
    expect(() => parseTable(`${header}01001;346;895;25`, 'filosofi-2021', options)).toThrow(
      'Fichier essai.csv, ligne 2\u00a0: fichier tronqué',
    );
    expect(() => parseTable(`${header}01001;346;895\n`, 'filosofi-2021', options)).toThrow(
      /^Fichier essai\.csv, ligne 2\s: 3 champs au lieu de 14/,
    );
  });
  it('refuses a value that is not a number, a bad code and a missing column', () => {
    expect(() =>
      parseTable(`${header}01001;346;895;abc;s;s;s;s;s;s;s;s;s;s\n`, 'filosofi-2021', options),
    ).toThrow(
      'Fichier essai.csv, ligne 2\u00a0: valeur « abc » non numérique dans la colonne « MED21 ».',
    );
    expect(() =>
      parseTable(`${header}1001;346;895;1;s;s;s;s;s;s;s;s;s;s\n`, 'filosofi-2021', options),
    ).toThrow('ligne 2\u00a0: code « 1001 » invalide.');
    expect(() => parseTable('CODGEO;MED21\n01001;1\n', 'filosofi-2021', options)).toThrow(
      'ligne 1\u00a0: colonne « NBMENFISC21 » absente',
    );
  });
});

const provider = providerStandIn();

/** A statistic without its references and ranks. */
const valueFields = ({ references: _r, rank: _k, ...rest }: Record<string, unknown>) => rest;

/** A CSV answer of the API (`fr` dialect) as header and rows, read back with the import's parser. */
function readCsv(body: string): { header: string[]; rows: string[][] } {
  const [header, ...rows] = parseCsv(body.replace(/^\uFEFF/, ''), ';').map((r) => r.cells);
  return { header: header ?? [], rows };
}

describe.each(backends('epic_test_indicators'))('indicators import and API ($name)', (backend) => {
  let ctx:
    | {
        db: Awaited<ReturnType<typeof backend.open>>;
        app: Awaited<ReturnType<typeof buildServer>>;
        cookie: string;
      }
    | undefined;
  const get = () => {
    if (!ctx) throw new Error('not ready');
    return ctx;
  };
  const api = async (url: string, accept?: string) => {
    const c = get();
    const headers = { cookie: c.cookie, ...(accept ? { accept } : {}) };
    const r = await c.app.inject({ method: 'GET', url, headers });
    return { status: r.statusCode, json: () => r.json(), body: r.body, headers: r.headers };
  };

  beforeAll(async () => {
    provider.server.listen({ onUnhandledRequest: 'bypass' });
    const db = await backend.openFixture('2024-indicators');
    const app = await buildServer({ config: testConfig({ rateLimitMax: 100_000 }), db });
    ctx = { db, app, cookie: await signIn(app) };
  }, 400_000);

  let prepared: DataService | undefined;
  /** The service the preparing test made (or a new one when it is not run). */
  const dataService = () => {
    prepared ??= new DataService(get().db, 60_000);
    return prepared;
  };

  afterAll(async () => {
    prepared?.invalidate();
    await ctx?.app.close();
    await ctx?.db.close();
    provider.server.close();
  });

  it('skips an unchanged import and keeps the data when a file is bad', async () => {
    const { db } = get();
    expect((await importIndicators(db)).status).toBe('unchanged');
    const dir = mkdtempSync(join(tmpdir(), 'epic-opendata-'));
    try {
      for (const sub of [
        'insee-comparateur-ed2022-geo2021',
        'insee-filosofi-2021-geo2024',
        DISP_DIR,
      ]) {
        mkdirSync(join(dir, sub));
      }
      for (const year of DISP_YEARS) {
        for (const level of DISP_LEVELS) {
          const file = dispFile(year, level);
          writeFileSync(join(dir, file), readFileSync(join(opendataDir(), file)));
        }
      }
      const zip = 'insee-comparateur-ed2022-geo2021/base_cc_comparateur_csv.zip';
      writeFileSync(join(dir, zip), readFileSync(join(opendataDir(), zip)));
      const csv = 'insee-filosofi-2021-geo2024/cc_filosofi_2021_COM.csv';
      const text = readFileSync(join(opendataDir(), csv), 'utf8');
      writeFileSync(join(dir, csv), text.slice(0, 100_000));
      const before = await db.query('SELECT year, checksum FROM indicator_vintage');
      await expect(importIndicators(db, { dir })).rejects.toThrow(SourceFileError);
      await expect(importIndicators(db, { dir })).rejects.toThrow(
        /^Fichier insee-filosofi-2021-geo2024\/cc_filosofi_2021_COM\.csv, ligne \d+\s: fichier tronqué/,
      );
      expect(await db.query('SELECT year, checksum FROM indicator_vintage')).toEqual(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a vintage loaded, ranks included, across imports that leave it unchanged', async () => {
    const { db } = get();
    const values = new IndicatorValues(db);
    const first = await values.vintage(2024, 'v1');
    await values.rankColumns(first, first.values.ids);
    // Another data version (an import of another vintage, or of a CSV): nothing read again.
    expect(await values.vintage(2024, 'v2')).toBe(first);
    const [before] = await db.query<{ at: string }>(
      'SELECT imported_at::text AS at FROM vintage WHERE year = 2024',
    );
    await db.query(
      `UPDATE vintage SET imported_at = imported_at + interval '1 second' WHERE year = 2024`,
    );
    try {
      // The vintage imported again: read again, its ranks computed afresh, the same values.
      const third = await values.vintage(2024, 'v3');
      expect(third).not.toBe(first);
      expect(third.ranks.ranked.every((r) => r === 0)).toBe(true);
      expect(firstDifference(third.values.values, first.values.values)).toBe(-1);
      await values.rankColumns(third, third.values.ids);
      expect(firstDifference(third.ranks.national, first.ranks.national)).toBe(-1);
    } finally {
      await db.query('UPDATE vintage SET imported_at = $1::timestamptz WHERE year = 2024', [
        before?.at,
      ]);
    }
  });

  it('ranks on the rank thread exactly as on the main thread', async () => {
    const v = await new IndicatorValues(get().db).vintage(2024, 'rank-thread');
    const width = v.values.ids.length;
    const onThread = emptyRanks(v.layout, width);
    const ranking = new RankThread().rank(v.layout, v.values.values, onThread);
    expect(ranking).not.toBeNull();
    await ranking;
    const here = emptyRanks(v.layout, width);
    for (let col = 0; col < width; col++) rankColumn(v.layout, v.values.values, col, here);
    for (const part of ['ranked', 'national', 'parent', 'parentOf'] as const)
      expect(firstDifference(onThread[part], here[part]), part).toBe(-1);
    expect(onThread.nationalOf).toEqual(here.nationalOf);
  });

  it('serves the catalogue', async () => {
    const r = await api('/api/indicators');
    expect(r.status).toBe(200);
    const body = r.json();
    expect(body.indicators.length).toBe(INDICATORS.length);
    expect(body.indicators.find((i: { id: string }) => i.id === 'pop_rp2018')).toMatchObject({
      label: 'Population (recensement 2018)',
      theme: 'population',
      source: 'comparateur-2022',
      referenceYear: 'RP 2018',
      aggregation: { rule: 'sum' },
    });
    expect(body.sources.map((s: { geographyYear: number }) => s.geographyYear)).toEqual([
      2021, 2024, 2020,
    ]);
  });

  it('prepares the indicators ahead, one read of a vintage’s values: the first territory asked with all of them reads no database, nor do rankings and comparables', async () => {
    const { db } = get();
    // The catalogue's reads (vintages, indicators, data version) are not counted: this is about
    // indicator reads, and the catalogue is read again once older than its 60 s, which preparing
    // can take on a loaded machine.
    const counted = countingQueries(
      db,
      (sql) => !CATALOGUE_READS.some((read) => sql.includes(read)),
    );
    const values = countingQueries(counted.db, (sql) => sql.includes('FROM indicator_vintage'));
    // The later tests serve from this service once prepared: preparing costs seconds.
    const service = new DataService(values.db, 60_000);
    prepared = service;
    await service.warm();
    expect(service.indicatorsPrepared()).toBe(false);
    await service.prepareIndicators();
    expect(service.indicatorsPrepared()).toBe(true);
    expect(values.queries()).toBe(1);
    const before = counted.queries();
    const detail = await keyFiguresWithStatistics(
      service,
      'commune',
      '42218',
      2024,
      'population,revenus',
    );
    expect(counted.queries()).toBe(before);
    const served = (
      await api('/api/territories/commune/42218/statistics?year=2024&indicators=population,revenus')
    ).json();
    expect(JSON.parse(JSON.stringify(detail.statistics))).toEqual(served.statistics);
    expect(detail.statistics?.find((s) => s.id === 'pop_rp2018')?.rank?.parent?.rank).toBe(1);
    const ranking = { level: 'commune' as const, year: 2024, sort: 'rank' as const, page: 1 };
    // A territory, a ranking, comparables, then again: the vintage loaded ahead serves them all
    // (a ranking read at another version string once loaded it again at each switch).
    for (let round = 0; round < 2; round++) {
      await territoryStatistics(service, 'commune', '42218', 2024, 'population');
      await indicatorValues(service, 'pop_rp2018', ranking);
      await comparables(service, 'commune', '42218', 2024);
    }
    expect(values.queries()).toBe(1);
  });

  it('serves children pages with their statistics as the contract would check and write them', async () => {
    const service = dataService();
    const pages = [
      ['departement', '42', { indicators: 'population,revenus' }],
      ['departement', '42', { childType: 'epci', indicators: 'emploi' }],
      ['epci', '244200770', { sort: 'population', order: 'desc', indicators: 'logement' }],
      ['region', '84', { pageSize: 5, indicators: 'etablissements,pop_rp2018' }],
      ['commune', '69123', { indicators: 'population' }],
    ] as const;
    for (const [type, code, query] of pages) {
      const params = new URLSearchParams({ year: '2024' });
      for (const [key, value] of Object.entries(query)) params.set(key, String(value));
      const served = await api(`/api/territories/${type}/${code}/children?${params}`);
      expect(served.status).toBe(200);
      const page = await children(service, type, code, { year: 2024, ...query });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items[0]?.statistics?.length).toBeGreaterThan(0);
      const contract = safeParse(childrenResponseSchema, page);
      expect(contract.success).toBe(true);
      expect(served.body).toBe(JSON.stringify(contract.data));
    }
  });

  it('serves the statistics as the contract would check and write them, on every kind of territory', async () => {
    const { db } = get();
    const service = dataService();
    // Through the route: a commune (département, région and France as references), one whose
    // name is beyond Latin-1 (Œuilly: the answer's bytes are UTF-8), a département, a région.
    for (const [type, code] of [
      ['commune', '42218'],
      ['commune', '02565'],
      ['departement', '42'],
      ['region', '84'],
    ] as const) {
      const url = `/api/territories/${type}/${code}/statistics?year=2024&indicators=population,revenus,emploi`;
      const served = await api(url);
      expect(served.status).toBe(200);
      const detail = await keyFiguresWithStatistics(
        service,
        type,
        code,
        2024,
        'population,revenus,emploi',
      );
      const france = detail.statistics?.[0]?.references?.france;
      expect(Object.isFrozen(france)).toBe(true);
      const { territory, parents, statistics } = detail;
      const contract = safeParse(territoryStatisticsSchema, { territory, parents, statistics });
      expect(contract.success).toBe(true);
      expect(served.body).toBe(JSON.stringify(contract.data));
    }
    // Written from the arrays (statistics-json.ts): every région and département, every 25th EPCI,
    // commune and arrondissement, with all the indicators and with a few, as the contract's check
    // writes the statistics built as objects.
    const rows = await db.query<{ type: TerritoryType; code: string }>(
      'SELECT type, code FROM territory WHERE year = 2024 ORDER BY type, code',
    );
    const sample = rows.filter(
      (r, i) => r.type === 'region' || r.type === 'departement' || i % 25 === 0,
    );
    // The four administrative levels, arrondissements and the four study zonings.
    expect(new Set(sample.map((r) => r.type)).size).toBe(TERRITORY_TYPES.length);
    const statistics = z.array(statisticValueSchema);
    for (const { type, code } of sample) {
      for (const indicators of [
        'population,logement,emploi,revenus,etablissements',
        'revenus,pop_rp2018,vacant_share_2018',
      ]) {
        const built = await keyFiguresWithStatistics(service, type, code, 2024, indicators);
        const checked = safeParse(statistics, built.statistics);
        expect(checked.success).toBe(true);
        const written = await territoryStatistics(service, type, code, 2024, indicators);
        expect(written.statistics().toString('utf8')).toBe(JSON.stringify(checked.data));
      }
    }
  });

  it('gives every territory of a level, with ranks, in a parent, and France', async () => {
    const r = await api(
      '/api/indicators/pop_rp2018/values?level=commune&year=2024&parent=departement:42',
    );
    expect(r.status).toBe(200);
    const body = r.json();
    expect(body.parent).toEqual({ type: 'departement', code: '42', name: 'Loire' });
    const se = body.values.find((v: { code: string }) => v.code === '42218');
    expect(se).toMatchObject({ value: 173089, status: 'ok', rank: 1 });
    expect(body.france.status).toBe('ok');
    const epci = (await api('/api/indicators/density_rp2018/values?level=epci')).json();
    const sem = epci.values.find((v: { code: string }) => v.code === '244200770');
    expect(sem.value).toBeCloseTo(559.2, 1);
    expect(sem.coverage).toEqual({ covered: 53, of: 53 });
    const csv = await api('/api/indicators/pop_rp2018/values.csv?level=region');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
  });

  it('answers bad ids, levels and parents with coded errors', async () => {
    expect((await api('/api/indicators/nope/values?level=commune')).json().error.code).toBe(
      'INDICATOR_NOT_FOUND',
    );
    const level = await api('/api/indicators/pop_rp2018/values?level=pays');
    expect(level.status).toBe(400);
    expect(level.json().error.code).toBe('INVALID_LEVEL');
    const parent = await api('/api/indicators/pop_rp2018/values?level=commune&parent=42');
    expect(parent.json().error.code).toBe('INVALID_PARENT');
    for (const bad of [
      'level=commune&parent=commune:42218',
      'level=commune&parent=arrondissement:75101',
      'level=commune&parent=departement:',
      'level=commune&parent=%25%00',
      'level=commune&parent=departement:99',
    ]) {
      const r = await api(`/api/indicators/pop_rp2018/values?${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.json().error.code, bad).toBe('INVALID_PARENT');
    }
    expect((await api('/api/indicators/pop_rp2018/values?level=region&year=2019')).status).toBe(
      404,
    );
    expect((await api('/api/indicators/pop_rp2018/values?level=region&year=abc')).status).toBe(400);
    expect((await api(`/api/indicators/${'x'.repeat(80)}/values?level=region`)).status).toBe(400);
    const none = await api('/api/territories/commune/42218/statistics?indicators=');
    expect(none.json().statistics).toEqual([]);
    const unknown = await api('/api/territories/commune/42218/statistics?indicators=revenus,foo');
    expect(unknown.status).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'INDICATOR_NOT_FOUND',
      details: { unknown: ['foo'] },
    });
  });

  it('gives a territory the asked indicators, beside its key figures', async () => {
    const plain = (await api('/api/territories/commune/42218')).json();
    expect(plain).not.toHaveProperty('statistics');
    const r = await api('/api/territories/commune/42218/statistics?indicators=revenus,pop_rp2018');
    expect(r.status).toBe(200);
    const body = r.json();
    const { statistics, ...rest } = body;
    expect(rest).toEqual({
      territory: {
        type: 'commune',
        code: '42218',
        name: plain.territory.name,
        typeLiaison: plain.territory.typeLiaison,
        year: plain.territory.year,
      },
      parents: plain.parents,
    });
    expect(statistics[0]).toMatchObject({ id: 'pop_rp2018', value: 173089, status: 'ok' });
    const density = (
      await api('/api/territories/commune/42218/statistics?indicators=density_rp2018')
    ).json();
    expect(density.statistics[0].value).toBeCloseTo(173089 / 79.97, 9);
    expect(statistics.find((s: { id: string }) => s.id === 'poverty_rate_2019').value).toBe(26);
    const epci = (
      await api(
        '/api/territories/epci/244200770/statistics?indicators=median_income_2021,pop_rp2018',
      )
    ).json();
    expect(epci.statistics.map(valueFields)).toEqual([
      { id: 'pop_rp2018', value: 404607, status: 'ok', coverage: { covered: 53, of: 53 } },
      { id: 'median_income_2021', value: null, status: 'not_applicable' },
    ]);
    const cmp = (
      await api('/api/compare?type=commune&id=42218&type2=epci&id2=244200770&indicators=pop_rp2018')
    ).json();
    expect(cmp.a.statistics[0].value).toBe(173089);
    expect(cmp.b.statistics[0].value).toBe(404607);
    // The Comparer shows values only: no references nor ranks on its sides.
    expect(Object.keys(cmp.a.statistics[0]).sort()).toEqual(['id', 'status', 'value']);
    const plainCmp = (
      await api('/api/compare?type=commune&id=42218&type2=epci&id2=244200770')
    ).json();
    expect(plainCmp.a).not.toHaveProperty('statistics');
    expect(cmp.rows).toEqual(plainCmp.rows);
    const mayotte = (
      await api('/api/territories/commune/97611/statistics?indicators=pop_rp2018')
    ).json();
    expect(mayotte.statistics[0]).toMatchObject({ status: 'unavailable', reason: 'not_covered' });
  });

  // Ranks and references of the territory endpoint.
  const RANKED = ['pop_rp2018', 'unemployment_rate_2018', 'poverty_rate_2021'];
  type Listed = { code: string; value: number | null; rank: number | null };

  it.each([
    ['commune', '42218', 'departement:42'],
    ['epci', '244200770', 'departement:42'],
    ['departement', '42', 'region:84'],
  ])(
    'ranks %s %s as GET /api/indicators/:id/values does, nationally and in %s',
    async (type, code, parent) => {
      const detail = (
        await api(
          `/api/territories/${type}/${code}/statistics?year=2024&indicators=${RANKED.join(',')}`,
        )
      ).json();
      for (const stat of detail.statistics) {
        const ranked = async (query: string) => {
          const body = (
            await api(`/api/indicators/${stat.id}/values?level=${type}&year=2024${query}`)
          ).json();
          const values = body.values as Listed[];
          return {
            entry: values.find((v) => v.code === code),
            of: values.filter((v) => v.value !== null).length,
          };
        };
        const national = await ranked('');
        const inParent = await ranked(`&parent=${parent}`);
        if (stat.status !== 'ok') {
          expect(stat.rank, `${type} ${stat.id}`).toEqual({ national: null, parent: null });
          expect(national.entry?.rank).toBeNull();
          continue;
        }
        expect(stat.rank.national, `${type} ${stat.id}`).toEqual({
          rank: national.entry?.rank,
          of: national.of,
        });
        const [parentType, parentCode] = parent.split(':');
        expect(stat.rank.parent, `${type} ${stat.id}`).toEqual({
          rank: inParent.entry?.rank,
          of: inParent.of,
        });
        // The parent of the rank is the answer's own (not repeated on each value).
        expect(detail.parents[parentType as string]?.code).toBe(parentCode);
      }
      // A sum and a ratio rank every level; a `none` indicator only communes.
      const ok = detail.statistics.filter((s: { status: string }) => s.status === 'ok');
      expect(ok.length).toBe(type === 'commune' ? 3 : 2);
    },
  );

  it('gives ties the same rank and counts the territories that have a value', async () => {
    const body = (
      await api('/api/indicators/births_2020/values?level=commune&year=2024&parent=departement:42')
    ).json();
    const values = (body.values as Listed[]).filter((v) => v.value !== null);
    const tie = values.find((a) => values.some((b) => b !== a && b.value === a.value));
    expect(tie).toBeDefined();
    const detail = (
      await api(`/api/territories/commune/${tie?.code}/statistics?year=2024&indicators=births_2020`)
    ).json();
    const rank = detail.statistics[0].rank;
    expect(rank.parent).toMatchObject({ rank: tie?.rank, of: values.length });
    const same = values.filter((v) => v.value === tie?.value);
    expect(new Set(same.map((v) => v.rank)).size).toBe(1);
    expect(values.filter((v) => (v.value as number) > (tie?.value as number)).length + 1).toBe(
      tie?.rank,
    );
  });

  it('gives each statistic its département, région and France values, same rule', async () => {
    const ids = [
      'poverty_rate_2021',
      'unemployment_rate_2018',
      'unemployed_15_64_2018',
      'actives_15_64_2018',
    ];
    const detail = (
      await api(`/api/territories/commune/42218/statistics?year=2024&indicators=${ids.join(',')}`)
    ).json();
    const stat = (id: string) => detail.statistics.find((s: { id: string }) => s.id === id);
    const poverty = stat('poverty_rate_2021');
    expect(poverty).toMatchObject({ status: 'ok', value: expect.any(Number) });
    expect(poverty.references).toEqual({
      departement: { value: null, status: 'not_applicable' },
      region: { value: null, status: 'not_applicable' },
      france: { value: null, status: 'not_applicable' },
    });
    const rate = stat('unemployment_rate_2018').references;
    const num = stat('unemployed_15_64_2018').references;
    const den = stat('actives_15_64_2018').references;
    for (const level of ['departement', 'region', 'france'] as const) {
      expect(rate[level].status).toBe('ok');
      expect(rate[level].value).toBeCloseTo((num[level].value / den[level].value) * 100, 9);
      expect(rate[level].coverage.of).toBeGreaterThan(0);
    }
    const dep = (
      await api('/api/indicators/unemployment_rate_2018/values?level=departement&year=2024')
    ).json();
    expect(dep.values.find((v: Listed) => v.code === '42').value).toBe(rate.departement.value);
    expect(dep.france.value).toBe(rate.france.value);
    // A région has only France above it; an EPCI its département and région (from `parents`).
    const region = (
      await api('/api/territories/region/84/statistics?year=2024&indicators=pop_rp2018')
    ).json();
    expect(Object.keys(region.statistics[0].references)).toEqual(['france']);
    expect(region.statistics[0].rank.parent).toBeNull();
    const epci = (
      await api('/api/territories/epci/244200770/statistics?year=2024&indicators=pop_rp2018')
    ).json();
    expect(epci.parents.departement.code).toBe('42');
    expect(Object.keys(epci.statistics[0].references)).toEqual(['departement', 'region', 'france']);
    const loire = (
      await api('/api/territories/departement/42/statistics?year=2024&indicators=pop_rp2018')
    ).json();
    expect(epci.statistics[0].references.departement).toEqual({
      value: loire.statistics[0].value,
      status: loire.statistics[0].status,
      coverage: loire.statistics[0].coverage,
    });
  });

  it('adds statistics to the members of a territory, and indicator columns to their CSV', async () => {
    const url =
      '/api/territories/epci/244200770/children?year=2024&pageSize=100&indicators=pop_rp2018,median_income_2021';
    const r = await api(url);
    expect(r.status).toBe(200);
    const body = r.json();
    expect(body.items).toHaveLength(53);
    const se = body.items.find((i: { code: string }) => i.code === '42218');
    expect(se.statistics).toEqual([
      { id: 'pop_rp2018', value: 173089, status: 'ok' },
      { id: 'median_income_2021', value: 19010, status: 'ok' },
    ]);
    const plain = (await api('/api/territories/epci/244200770/children?year=2024')).json();
    expect(plain.items[0]).not.toHaveProperty('statistics');
    const unknown = await api('/api/territories/epci/244200770/children?indicators=foo');
    expect(unknown.status).toBe(404);
    expect(unknown.json().error.code).toBe('INDICATOR_NOT_FOUND');
    const csv = await api(url.replace('/children?', '/children.csv?'));
    expect(csv.status).toBe(200);
    const { header, rows } = readCsv(csv.body);
    expect(header).toEqual([
      'type',
      'code',
      'nom',
      'population (recensement 2022)',
      'part',
      'codes_postaux',
      'Population (recensement 2018) (habitants)',
      'Population (recensement 2018) (statut)',
      'Médiane du niveau de vie (2021) (€)',
      'Médiane du niveau de vie (2021) (statut)',
      'annees_reference',
      'sources',
      'licences',
    ]);
    expect(rows).toHaveLength(53);
    for (const row of rows) expect(row).toHaveLength(header.length);
    const line = rows.find((row) => row[1] === '42218') as string[];
    expect(line.slice(6, 10)).toEqual(['173089', '', '19010', '']);
    expect(line[10]).toContain('RP 2018');
    expect(line[11]).toContain('Source\u00a0: Insee, Base du comparateur de territoires');
    expect(line[11]).toContain('Filosofi');
    expect(line[12]).toContain('Licence Ouverte');
    const secret = rows.find((row) => row[8] === '');
    if (secret) expect(secret[9]).not.toBe('');
  });

  it('maps every catalogue indicator for départements and régions', async () => {
    const map = await api('/api/map/departement?year=2024&indicator=unemployment_rate_2018');
    expect(map.status).toBe(200);
    const body = map.json();
    expect(body.indicator).toEqual({
      id: 'unemployment_rate_2018',
      label: expect.any(String),
      unit: '%',
    });
    const values = (
      await api('/api/indicators/unemployment_rate_2018/values?level=departement&year=2024')
    ).json();
    expect(body.values).toEqual(
      values.values.map((v: Listed & { name: string }) => ({
        code: v.code,
        name: v.name,
        value: v.value,
      })),
    );
    expect(body.min).toBe(
      Math.min(
        ...values.values.filter((v: Listed) => v.value !== null).map((v: Listed) => v.value),
      ),
    );
    const none = (await api('/api/map/region?year=2024&indicator=median_income_2021')).json();
    expect(none.values.every((v: { value: number | null }) => v.value === null)).toBe(true);
    expect(none.min).toBeNull();
    const population = (await api('/api/map/region?year=2024')).json();
    expect(population.indicator.id).toBe('population');
    const unknown = await api('/api/map/region?indicator=inconnu');
    expect(unknown.status).toBe(404);
    expect(unknown.json().error.code).toBe('INDICATOR_NOT_FOUND');
    expect(unknown.json().error.details.available).toContain('pop_rp2018');
  });

  it('names the unit, reference year, source and licence in the CSV exports of indicators', async () => {
    const CSV = 'text/csv';
    const values = await api(
      '/api/indicators/poverty_rate_2021/values.csv?level=commune&year=2024&parent=departement:42',
    );
    const { header, rows } = readCsv(values.body);
    expect(header).toEqual([
      'code',
      'nom',
      'Taux de pauvreté (2021) (%, Filosofi 2021)',
      'statut',
      'motif',
      'rang',
      'unite',
      'annee_reference',
      'source',
      'licence',
    ]);
    const se = rows.find((r) => r[0] === '42218') as string[];
    // Rounded as the ranking shows it: one decimal.
    for (const row of rows) expect(row[2], row[0]).toMatch(/^(\d+(,\d)?)?$/);
    expect(se[2]).toBe('28');
    expect(se.slice(6)).toEqual([
      '%',
      'Filosofi 2021',
      'Source\u00a0: Insee-DGFiP-Cnaf-Cnav-CCMSA, Fichier localisé social et fiscal (Filosofi) 2021 — Licence Ouverte 2.0',
      'Licence Ouverte / Open Licence 2.0 (Etalab)',
    ]);
    const rfc = await api(
      '/api/indicators/pop_rp2018/values.csv?level=region&year=2024&dialect=rfc4180',
    );
    const [head] = parseCsv(rfc.body, ',');
    expect(head?.cells.at(-2)).toBe('source');

    const compare = await api(
      '/api/compare.csv?type=commune&id=42218&year=2024&type2=epci&id2=244200770&year2=2024&indicators=pop_rp2018,poverty_rate_2021',
    );
    expect(compare.status).toBe(200);
    const table = readCsv(compare.body);
    expect(table.header.slice(-3)).toEqual(['annee_reference', 'source', 'licence']);
    const pop = table.rows.find((r) => r[0] === 'pop_rp2018') as string[];
    expect(pop.slice(3, 6)).toEqual(['173089', '404607', String(404607 - 173089)]);
    expect(pop.slice(-3, -1)).toEqual([
      'RP 2018',
      'Source\u00a0: Insee, Base du comparateur de territoires (édition 2022, géographie au 01/01/2021) — Licence Ouverte 2.0',
    ]);
    const poverty = table.rows.find((r) => r[0] === 'poverty_rate_2021') as string[];
    expect(poverty[4]).toBe(''); // not applicable to an EPCI
    // Rounded as the Comparer shows it (one decimal for a rate), not a float's 17 digits.
    expect(poverty[3]).toBe('28');
    const density = readCsv(
      (
        await api(
          '/api/compare.csv?type=commune&id=42218&year=2024&type2=epci&id2=244200770&year2=2024&indicators=density_rp2018',
        )
      ).body,
    ).rows.find((r) => r[0] === 'density_rp2018') as string[];
    for (const cell of density.slice(3, 6)) expect(cell).toMatch(/^-?\d+(,\d)?$/);
    for (const row of table.rows) expect(row).toHaveLength(table.header.length);
    const plain = readCsv(
      (await api('/api/compare.csv?type=commune&id=42218&type2=epci&id2=244200770')).body,
    );
    expect(plain.header).not.toContain('source');

    const territory = readCsv(
      (await api('/api/territories/commune/42218?year=2024&indicators=pop_rp2018,d1_2021', CSV))
        .body,
    );
    expect(territory.header).toEqual([
      'indicateur',
      'libelle',
      'valeur',
      'unite',
      'statut',
      'annee_reference',
      'source',
      'licence',
    ]);
    const popRow = territory.rows.find((r) => r[0] === 'pop_rp2018') as string[];
    expect(popRow.slice(2, 6)).toEqual(['173089', 'habitants', '', 'RP 2018']);
    expect(territory.rows.find((r) => r[0] === 'population')?.[5]).toBe('2024');
    for (const row of territory.rows) expect(row).toHaveLength(territory.header.length);
    const epci = readCsv(
      (await api('/api/territories/epci/244200770?year=2024&indicators=d1_2021', CSV)).body,
    );
    expect(epci.rows.find((r) => r[0] === 'd1_2021')?.slice(2, 5)).toEqual([
      '',
      '€',
      'sans objet (publié à la commune uniquement)',
    ]);
    const bare = readCsv((await api('/api/territories/commune/42218?year=2024', CSV)).body);
    expect(bare.header).toEqual(['indicateur', 'libelle', 'valeur', 'unite']);
  });

  it('refuses a further indicator whose rule is none above the commune level', async () => {
    const { db } = get();
    const meta = JSON.stringify([
      {
        id: 'test_mediane',
        label: 'Médiane (test)',
        unit: '€',
        source: 'Test',
        licence: 'Licence Ouverte',
        aggregation: 'none',
      },
    ]);
    const csv = 'code,year,indicator,value\n42218,2024,test_mediane,1\n42,2024,test_mediane,2\n';
    const error = await importCsv(db, csv, meta, { csv: 'valeurs.csv' }).catch((e) => e);
    expect(error).toBeInstanceOf(CsvImportError);
    expect(error.message).toMatch(
      /^Fichier valeurs\.csv, ligne 3, colonne « code »\s: l’indicateur « test_mediane » n’est pas agrégeable/,
    );
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM indicator_value WHERE indicator = 'test_mediane'`,
    );
    expect(row?.n).toBe(0);

    // A commune-level median is accepted, and its rule is stored and served.
    const communeOnly = 'code,year,indicator,value\n42218,2024,test_mediane,18410\n';
    await importCsv(db, communeOnly, meta, { csv: 'valeurs.csv' });
    const [stored] = await db.query<{ aggregation: string | null }>(
      `SELECT aggregation FROM indicator WHERE id = 'test_mediane'`,
    );
    expect(stored?.aggregation).toBe('none');
    const repo = new DataRepository(db);
    expect((await repo.indicators()).find((i) => i.id === 'test_mediane')?.aggregation).toBe(
      'none',
    );
    expect(await repo.indicatorValues(2024, 'commune', '42218')).toContainEqual(
      expect.objectContaining({ id: 'test_mediane', value: 18410, aggregation: 'none' }),
    );
    expect((await repo.indicators()).find((i) => i.id === 'population')?.aggregation).toBe('sum');
  });
});
