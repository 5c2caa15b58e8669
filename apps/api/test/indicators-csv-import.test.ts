/**
 * The `--csv` import of further indicators: its metadata (the catalogue's aggregation rule, `sum`,
 * `ratio` or `none`) validated with French messages that name the file and the line, then the
 * values it writes, or refuses, on one vintage (PGlite, and PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { CsvImportError, importCsv, parseMeta } from '../src/import/csv.js';
import { backends } from './helpers.js';

const entry = (extra: Record<string, unknown>) => ({
  id: 'test_taux',
  label: 'Taux (test)',
  unit: '%',
  source: 'Insee (test)',
  licence: 'Licence Ouverte',
  ...extra,
});

describe('metadata of further indicators', () => {
  it('accepts the aggregation rules of the catalogue, and files without one', () => {
    for (const rule of ['sum', 'ratio', 'none']) {
      expect(parseMeta(JSON.stringify([entry({ aggregation: rule })]))[0]?.aggregation).toBe(rule);
    }
    expect(parseMeta(JSON.stringify([entry({})]))[0]?.aggregation).toBeUndefined();
  });

  it('refuses an unknown rule, naming the file and the line', () => {
    const text = JSON.stringify(
      { indicators: [entry({ id: 'a_ok' }), entry({ aggregation: 'moyenne' })] },
      null,
      2,
    );
    const line = text.split('\n').findIndex((l) => l.includes('"test_taux"')) + 1;
    expect(line).toBeGreaterThan(1);
    let error: unknown;
    try {
      parseMeta(text, 'meta.json');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CsvImportError);
    expect((error as CsvImportError).message).toBe(
      `Fichier de métadonnées meta.json, indicateur n° 2 (ligne ${line}), champ « aggregation »\u00a0: règle d’agrégation inconnue (sum, ratio ou none attendu).`,
    );
    expect((error as CsvImportError).line).toBe(line);
  });

  it('finds the line of an indicator given as an object key', () => {
    const text =
      '{\n  "x": {"label": "X", "unit": "", "source": "s", "licence": "l"},\n  "y": {"label": ""}\n}';
    expect(() => parseMeta(text, 'meta.json')).toThrow(
      'Fichier de métadonnées meta.json, indicateur n° 2 (ligne 3), champ « label »',
    );
  });

  it('refuses the id of a catalogue indicator', () => {
    expect(() => parseMeta(JSON.stringify([entry({ id: 'pop_rp2018' })]))).toThrow(
      /indicateur n° 1 \(ligne 1\)\s: « pop_rp2018 » est un indicateur du catalogue/,
    );
  });
});

// One vintage is enough: each import reads the codes of every vintage in the database.
describe.each(backends('epic_test_csv_import'))(
  'values of further indicators ($name)',
  (backend) => {
    let db: Db | undefined;
    const get = () => {
      if (!db) throw new Error('not ready');
      return { db };
    };
    beforeAll(async () => {
      db = await backend.openFixture('2024-indicators');
    }, 240_000);
    afterAll(async () => {
      await db?.close();
    });

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
  },
);
