/**
 * Reads the raw INSEE files of data/opendata (never edited: every transformation is here) into
 * commune rows of the catalogue's stored indicators (those that are not ratios), in the source's
 * own geography. A malformed or truncated file stops the import with a French message naming the
 * file and the line.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INDICATOR_SOURCES, INDICATORS, type IndicatorSourceId } from '@epic/api-contract';
import { unzipSync } from 'fflate';
import { opendataDir, SourceFileError } from './opendata.js';
import { SOURCE_FILES } from './source-paths.js';

export { opendataDir, SourceFileError };

/** Cell states of a source row. */
export const CELL_OK = 0;
export const CELL_SECRET = 1;
export const CELL_NOT_COVERED = 2;

export interface SourceTable {
  source: IndicatorSourceId;
  geographyYear: number;
  checksum: string;
  /** Ids of the indicators stored per commune, in column order of `values`. */
  ids: string[];
  /** Per code: values (NaN when not ok) and cell states. */
  rows: Map<string, { values: Float64Array; cells: Uint8Array }>;
}

/** How each stored indicator is read from a row of the file (a column, or a difference). */
type Reader = string | { minus: [string, string] };

const COMPARATEUR_COLUMNS: Record<string, Reader> = {
  pop_rp2018: 'P18_POP',
  pop_rp2013: 'P13_POP',
  pop_change_2013_2018: { minus: ['P18_POP', 'P13_POP'] },
  area: 'SUPERF',
  births_2013_2018: 'NAIS1318',
  deaths_2013_2018: 'DECE1318',
  births_2020: 'NAISD20',
  deaths_2020: 'DECESD20',
  households_2018: 'P18_MEN',
  dwellings_2018: 'P18_LOG',
  main_homes_2018: 'P18_RP',
  second_homes_2018: 'P18_RSECOCC',
  vacant_2018: 'P18_LOGVAC',
  owner_homes_2018: 'P18_RP_PROP',
  jobs_2018: 'P18_EMPLT',
  jobs_2013: 'P13_EMPLT',
  jobs_change_2013_2018: { minus: ['P18_EMPLT', 'P13_EMPLT'] },
  salaried_jobs_2018: 'P18_EMPLT_SAL',
  pop_15_64_2018: 'P18_POP1564',
  actives_15_64_2018: 'P18_ACT1564',
  unemployed_15_64_2018: 'P18_CHOM1564',
  tax_households_2019: 'NBMENFISC19',
  median_income_2019: 'MED19',
  poverty_rate_2019: 'TP6019',
  taxed_share_2019: 'PIMP19',
  establishments_2018: 'ETTOT18',
  establishments_agriculture_2018: 'ETAZ18',
  establishments_industry_2018: 'ETBE18',
  establishments_construction_2018: 'ETFZ18',
  establishments_services_2018: 'ETGU18',
  establishments_trade_2018: 'ETGZ18',
  establishments_public_2018: 'ETOQ18',
  establishments_small_2018: 'ETTEF118',
  establishments_large_2018: 'ETTEFP1018',
};

const FILOSOFI_COLUMNS: Record<string, Reader> = {
  tax_households_2021: 'NBMENFISC21',
  tax_persons_2021: 'NBPERSMENFISC21',
  median_income_2021: 'MED21',
  poverty_rate_2021: 'TP6021',
  taxed_share_2021: 'PIMP21',
  d1_2021: 'D121',
  d9_2021: 'D921',
  interdecile_ratio_2021: 'RD21',
  income_activity_share_2021: 'PACT21',
  income_pensions_share_2021: 'PPEN21',
  income_property_share_2021: 'PPAT21',
  income_benefits_share_2021: 'PPSOC21',
  income_taxes_share_2021: 'PIMPOT21',
};

/** The commune files' columns (the Filosofi DISP files above the commune: filosofi-disp.ts). */
export const SOURCE_COLUMNS: Partial<Record<IndicatorSourceId, Record<string, Reader>>> = {
  'comparateur-2022': COMPARATEUR_COLUMNS,
  'filosofi-2021': FILOSOFI_COLUMNS,
};

const CODE = /^(?:\d{5}|2[AB]\d{3})$/;
const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/;

interface ParseOptions {
  file: string;
  decimalComma: boolean;
  /** Secret unless the code is outside the source's coverage (e.g. Mayotte in the census file). */
  notCovered: (code: string) => boolean;
}

/** Parses a `;`-separated INSEE table into rows of the source's stored indicators. */
export function parseTable(
  text: string,
  source: IndicatorSourceId,
  options: ParseOptions,
): Map<string, { values: Float64Array; cells: Uint8Array }> {
  const { file } = options;
  if (text.length === 0) throw new SourceFileError(file, null, 'fichier vide.');
  if (!text.endsWith('\n')) {
    throw new SourceFileError(
      file,
      text.split('\n').length,
      'fichier tronqué (la dernière ligne est incomplète).',
    );
  }
  const lines = text.split('\n');
  lines.pop();
  const header = (lines[0] ?? '').replace(/\r$/, '').split(';');
  const columns = SOURCE_COLUMNS[source] as Record<string, Reader>;
  const index = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new SourceFileError(file, 1, `colonne « ${name} » absente de l’en-tête.`);
    return i;
  };
  const codeAt = index('CODGEO');
  const readers = Object.values(columns).map((r) =>
    typeof r === 'string' ? [index(r)] : [index(r.minus[0]), index(r.minus[1])],
  );
  const rows = new Map<string, { values: Float64Array; cells: Uint8Array }>();
  for (let n = 1; n < lines.length; n++) {
    const line = (lines[n] as string).replace(/\r$/, '');
    const lineNo = n + 1;
    const cells = line.split(';');
    if (cells.length !== header.length) {
      throw new SourceFileError(
        file,
        lineNo,
        `${cells.length} champs au lieu de ${header.length} (ligne incomplète ou fichier tronqué).`,
      );
    }
    const code = cells[codeAt] as string;
    if (!CODE.test(code)) throw new SourceFileError(file, lineNo, `code « ${code} » invalide.`);
    if (rows.has(code)) throw new SourceFileError(file, lineNo, `code ${code} en double.`);
    const notCovered = options.notCovered(code);
    let unavailable = false;
    const cell = (i: number): number => {
      const raw = cells[i] as string;
      if (raw === '' || raw === 's') return Number.NaN;
      // "nd": not available in the source (12 communes in Filosofi 2021), not secret.
      if (raw === 'nd') {
        unavailable = true;
        return Number.NaN;
      }
      const text = options.decimalComma ? raw.replace(',', '.') : raw;
      if (!NUMBER.test(text)) {
        throw new SourceFileError(
          file,
          lineNo,
          `valeur « ${raw} » non numérique dans la colonne « ${header[i]} ».`,
        );
      }
      return Number(text);
    };
    const values = new Float64Array(readers.length);
    const states = new Uint8Array(readers.length);
    readers.forEach((at, k) => {
      unavailable = false;
      const v =
        at.length === 1 ? cell(at[0] as number) : cell(at[0] as number) - cell(at[1] as number);
      values[k] = v;
      const missing = notCovered || unavailable ? CELL_NOT_COVERED : CELL_SECRET;
      states[k] = Number.isNaN(v) ? missing : CELL_OK;
    });
    rows.set(code, { values, cells: states });
  }
  if (rows.size === 0) throw new SourceFileError(file, 2, 'aucune ligne de données.');
  return rows;
}

function sourceInfo(id: IndicatorSourceId) {
  const info = INDICATOR_SOURCES.find((s) => s.id === id);
  if (!info) throw new Error(`unknown source ${id}`);
  return { geographyYear: info.geographyYear, file: SOURCE_FILES[id] };
}

/** Reads one source file (the zip member for the comparateur) and parses it. */
export function readSourceTable(id: IndicatorSourceId, dir = opendataDir()): SourceTable {
  const info = sourceInfo(id);
  const path = join(dir, info.file);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch {
    throw new SourceFileError(info.file, null, 'fichier introuvable.');
  }
  const checksum = createHash('sha256').update(bytes).digest('hex');
  let text: string;
  let file: string = info.file;
  if (info.file.endsWith('.zip')) {
    const member = 'base_cc_comparateur.CSV';
    file = `${info.file} (${member})`;
    let files: Record<string, Uint8Array>;
    try {
      files = unzipSync(bytes, { filter: (f) => f.name === member });
    } catch (error) {
      throw new SourceFileError(
        info.file,
        null,
        `archive illisible (${(error as Error).message}).`,
      );
    }
    const content = files[member];
    if (!content)
      throw new SourceFileError(info.file, null, `membre ${member} absent de l’archive.`);
    text = new TextDecoder('utf-8').decode(content);
  } else {
    text = new TextDecoder('utf-8').decode(bytes);
  }
  const rows = parseTable(text, id, {
    file,
    decimalComma: id === 'filosofi-2021',
    // The census file has no census or Filosofi figures for Mayotte (INSEE does not cover it).
    notCovered: (code) => id === 'comparateur-2022' && code.startsWith('976'),
  });
  return {
    source: id,
    geographyYear: info.geographyYear,
    checksum,
    ids: Object.keys(SOURCE_COLUMNS[id] ?? {}),
    rows,
  };
}

/**
 * Every catalogue indicator that is not a ratio is read from a commune file's column, or is one of
 * the `published` ids (read above the commune from the Filosofi DISP files): the ids missing.
 */
export function checkCatalogueCoverage(published: readonly string[]): string[] {
  const stored = new Set(Object.values(SOURCE_COLUMNS).flatMap((c) => Object.keys(c ?? {})));
  for (const id of published) stored.add(id);
  return INDICATORS.filter((i) => i.aggregation.rule !== 'ratio' && !stored.has(i.id)).map(
    (i) => i.id,
  );
}
