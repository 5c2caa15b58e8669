/**
 * Reads INSEE's Filosofi « DISP » files (distribution of disposable income per consumption unit)
 * for EPCI, départements, régions and France métropolitaine, income years 2014 to 2019, as
 * published: medians and deciles are not additive, so these are the only values EPIC has above
 * the commune. Each year's files are in the geography of the following year (checked in
 * test/filosofi-disp.test.ts against the vintages' code lists).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceFileError } from './source-files.js';
import { DISP_DIR } from './source-paths.js';

export { DISP_DIR };
export const DISP_YEARS = [2014, 2015, 2016, 2017, 2018, 2019] as const;
export type DispLevel = 'epci' | 'departement' | 'region' | 'metropole';
const LEVEL_FILES: Record<DispLevel, string> = {
  epci: 'EPCI',
  departement: 'DEP',
  region: 'REG',
  metropole: 'METROPOLE',
};
export const DISP_LEVELS = Object.keys(LEVEL_FILES) as DispLevel[];

/**
 * The measures read, by EPIC id: INSEE's column prefix, followed by the two digits of the year
 * (`Q219`), except `RD` which has none. 2014's files have no activity income share (`PACT14`).
 */
export const DISP_MEASURES = {
  median: 'Q2',
  d1: 'D1',
  d9: 'D9',
  interdecile_ratio: 'RD',
  gini: 'GI',
  activity_share: 'PACT',
  pensions_share: 'PPEN',
  property_share: 'PPAT',
  benefits_share: 'PPSOC',
  households: 'NBMEN',
} as const;
export type DispMeasure = keyof typeof DISP_MEASURES;
export const DISP_MEASURE_IDS = Object.keys(DISP_MEASURES) as DispMeasure[];

/** The geography a year's files are published in (INSEE: the year after the income year). */
export const dispGeographyYear = (year: number) => year + 1;

export interface DispRow {
  name: string;
  /** In DISP_MEASURE_IDS order; NaN where the file has no value (blank: secret or not published). */
  values: Float64Array;
}

export interface DispTable {
  year: number;
  level: DispLevel;
  file: string;
  rows: Map<string, DispRow>;
}

const CODES: Record<DispLevel, RegExp> = {
  epci: /^\d{9}$/,
  departement: /^(?:\d{2}|2[AB]|97\d)$/,
  region: /^\d{2}$/,
  metropole: /^1$/,
};
const NUMBER = /^-?\d+(?:,\d+)?$/;

export const dispFile = (year: number, level: DispLevel) =>
  `${DISP_DIR}/FILO${year}_DISP_${LEVEL_FILES[level]}.csv`;

/** Parses one DISP file (`;`, decimal comma, UTF-8 with BOM, CRLF; INSEE codes as text). */
export function parseDisp(text: string, year: number, level: DispLevel, file: string): DispTable {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.replace(/;+$/, '') !== '');
  if (lines.length === 0) throw new SourceFileError(file, null, 'fichier vide.');
  // Some years end every line with empty columns (`;;;`): they are not fields.
  const header = (lines[0] as string).replace(/;+$/, '').split(';');
  const at = (name: string, required: boolean) => {
    const i = header.indexOf(name);
    if (i < 0 && required)
      throw new SourceFileError(file, 1, `colonne « ${name} » absente de l’en-tête.`);
    return i;
  };
  const yy = String(year).slice(2);
  const codeAt = at('CODGEO', true);
  const nameAt = at('LIBGEO', true);
  const columns = DISP_MEASURE_IDS.map((m) => {
    const prefix = DISP_MEASURES[m];
    const name = prefix === 'RD' ? 'RD' : `${prefix}${yy}`;
    // The activity share is not in 2014's files; every other measure must be there.
    return at(name, !(m === 'activity_share' && year === 2014));
  });
  const rows = new Map<string, DispRow>();
  for (let n = 1; n < lines.length; n++) {
    const cells = (lines[n] as string).split(';');
    const lineNo = n + 1;
    if (cells.length < header.length) {
      throw new SourceFileError(
        file,
        lineNo,
        `${cells.length} champs au lieu de ${header.length} (ligne incomplète ou fichier tronqué).`,
      );
    }
    const code = cells[codeAt] as string;
    if (!CODES[level].test(code))
      throw new SourceFileError(file, lineNo, `code « ${code} » invalide.`);
    if (rows.has(code)) throw new SourceFileError(file, lineNo, `code ${code} en double.`);
    const values = new Float64Array(columns.length).fill(Number.NaN);
    columns.forEach((i, k) => {
      if (i < 0) return;
      const raw = (cells[i] as string).trim();
      if (raw === '') return;
      if (!NUMBER.test(raw)) {
        throw new SourceFileError(
          file,
          lineNo,
          `valeur « ${raw} » non numérique dans la colonne « ${header[i]} ».`,
        );
      }
      values[k] = Number(raw.replace(',', '.'));
    });
    rows.set(code, { name: cells[nameAt] as string, values });
  }
  if (rows.size === 0) throw new SourceFileError(file, 2, 'aucune ligne de données.');
  return { year, level, file, rows };
}

/** Every DISP file of the data folder, parsed; a missing or malformed file stops the import. */
export function readDispTables(dir: string): { tables: DispTable[]; checksum: string } {
  const hash = createHash('sha256');
  const tables: DispTable[] = [];
  for (const year of DISP_YEARS) {
    for (const level of DISP_LEVELS) {
      const file = dispFile(year, level);
      let bytes: Buffer;
      try {
        bytes = readFileSync(join(dir, file));
      } catch {
        throw new SourceFileError(file, null, 'fichier introuvable.');
      }
      hash.update(bytes);
      tables.push(parseDisp(new TextDecoder('utf-8').decode(bytes), year, level, file));
    }
  }
  return { tables, checksum: hash.digest('hex') };
}
