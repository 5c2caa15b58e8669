/**
 * INSEE's Filosofi DISP files above the commune (2014–2019): read as published (every value
 * checked against an independent reading of the raw file), each year in the next year's
 * geography, and refused with a French message when malformed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DISP_MEASURE_IDS,
  DISP_MEASURES,
  DISP_YEARS,
  dispFile,
  dispGeographyYear,
  parseDisp,
  readDispTables,
} from '../src/indicators/filosofi-disp.js';
import { opendataDir, SourceFileError } from '../src/indicators/source-files.js';

const require = createRequire(import.meta.url);
const epciCodes = (year: number) =>
  new Set(
    (
      JSON.parse(
        readFileSync(
          join(dirname(require.resolve(`dec-${year}/package.json`)), 'data', 'epci.json'),
          'utf8',
        ),
      ) as { code: string }[]
    ).map((e) => e.code),
  );

/** A raw file as rows of cells, by header name: the test's own reading. */
function rawRows(file: string): Record<string, string>[] {
  const text = readFileSync(join(opendataDir(), file), 'utf8').replace(/^\uFEFF/, '');
  const [head, ...lines] = text.split(/\r?\n/).filter((l) => l.replace(/;+$/, '') !== '');
  const names = (head as string).split(';');
  return lines.map((l) => {
    const cells = l.split(';');
    return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
  });
}

const { tables } = readDispTables(opendataDir());
const table = (year: number, level: string) => {
  const t = tables.find((x) => x.year === year && x.level === level);
  if (!t) throw new Error(`${year} ${level}`);
  return t;
};

describe('Filosofi DISP files', () => {
  it('reads the 24 files with the rows INSEE published', () => {
    expect(tables).toHaveLength(24);
    expect(DISP_YEARS.map((y) => table(y, 'epci').rows.size)).toEqual([
      2123, 2048, 1252, 1249, 1244, 1240,
    ]);
    for (const y of DISP_YEARS) {
      // 13 metropolitan régions, Martinique (02) and La Réunion (04).
      expect(table(y, 'region').rows.size, String(y)).toBe(15);
      expect([...table(y, 'metropole').rows.values()].map((r) => r.name)).toEqual([
        'France métropolitaine',
      ]);
      expect(table(y, 'departement').rows.size, String(y)).toBe(98);
      // No Guadeloupe, Guyane, Mayotte.
      for (const code of ['971', '973', '976'])
        expect(table(y, 'departement').rows.has(code)).toBe(false);
    }
  });

  it('gives every value of every file as the raw file has it', () => {
    let checked = 0;
    for (const t of tables) {
      const yy = String(t.year).slice(2);
      for (const raw of rawRows(t.file)) {
        const row = t.rows.get(raw.CODGEO as string);
        expect(row, `${t.file} ${raw.CODGEO}`).toBeDefined();
        DISP_MEASURE_IDS.forEach((m, k) => {
          const prefix = DISP_MEASURES[m];
          const cell = raw[prefix === 'RD' ? 'RD' : `${prefix}${yy}`];
          const expected =
            cell === undefined || cell === '' ? null : Number(cell.replace(',', '.'));
          const value = row?.values[k] as number;
          expect(Number.isNaN(value) ? null : value, `${t.file} ${raw.CODGEO} ${m}`).toBe(expected);
          checked++;
        });
      }
    }
    expect(checked).toBeGreaterThan(90_000);
    // The notes' samples: Loire, Saint-Étienne Métropole, France métropolitaine in 2019.
    const median = DISP_MEASURE_IDS.indexOf('median');
    expect(table(2019, 'departement').rows.get('42')?.values[median]).toBe(20930);
    expect(table(2019, 'epci').rows.get('244200770')?.values[median]).toBe(20250);
    expect(table(2019, 'metropole').rows.get('1')?.values[median]).toBe(21930);
  });

  it('is in the geography of the year after the income year', () => {
    expect(dispGeographyYear(2018)).toBe(2019);
    // 2018's EPCI are exactly among the 2019 vintage's.
    const in2019 = epciCodes(2019);
    expect([...table(2018, 'epci').rows.keys()].every((c) => in2019.has(c))).toBe(true);
    // 2019's are 2020's: EPCI created on 1 January 2020 are there, so not all are 2019's…
    const codes2019 = [...table(2019, 'epci').rows.keys()];
    expect(codes2019.filter((c) => !in2019.has(c)).length).toBeGreaterThan(0);
    // …and the Métropole européenne de Lille still has its former SIREN, with the
    // Haute-Deûle beside it (merged on 1 January 2020 into 200093201): not 2021's geography.
    const in2021 = epciCodes(2021);
    expect(codes2019.filter((c) => !in2021.has(c)).sort()).toEqual(['245900410', '245901061']);
  });

  it('refuses a malformed file with a French message naming the file and the line', () => {
    const head =
      'CODGEO;LIBGEO;NBMEN19;NBPERS19;Q219;D119;D919;RD;GI19;PACT19;PPEN19;PPAT19;PPSOC19';
    const ok = `${head}\r\n42;Loire;1;2;20930;11500;35000;3,0;0,258;67,6;1;2;3\r\n`;
    expect(parseDisp(ok, 2019, 'departement', 'f.csv').rows.get('42')?.name).toBe('Loire');
    const bad = (text: string, message: RegExp, level: 'departement' | 'epci' = 'departement') => {
      expect(() => parseDisp(text, 2019, level, 'f.csv')).toThrow(SourceFileError);
      expect(() => parseDisp(text, 2019, level, 'f.csv')).toThrow(message);
    };
    bad('', /^Fichier f\.csv\s: fichier vide\./);
    bad(
      `${head}\r\n42;Loire;1;2;vingt;1;1;1;1;1;1;1;1\r\n`,
      /ligne 2\s: valeur « vingt » non numérique dans la colonne « Q219 »/,
    );
    bad(`${head}\r\n4;Loire;1;2;1;1;1;1;1;1;1;1;1\r\n`, /ligne 2\s: code « 4 » invalide/);
    bad(
      `${head}\r\n42;Loire;1;2;1;1;1;1;1;1;1;1;1\r\n42;Loire;1;2;1;1;1;1;1;1;1;1;1\r\n`,
      /ligne 3\s: code 42 en double/,
    );
    bad(`${head}\r\n42;Loire;1;2\r\n`, /ligne 2\s: 4 champs au lieu de 13/);
    bad(head.replace(';Q219', ''), /ligne 1\s: colonne « Q219 » absente de l’en-tête/);
    bad(`${head}\r\n`, /ligne 2\s: aucune ligne de données/);
    expect(dispFile(2017, 'region')).toBe('insee-filosofi-disp-2014-2019/FILO2017_DISP_REG.csv');
  });
});
