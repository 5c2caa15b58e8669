/**
 * INSEE's table d'appartenance géographique des communes au 1er janvier 2022 (the unmodified
 * archive in data/opendata/insee-table-appartenance-geo-2022): for each commune of the 2022
 * geography, its study zones, and each zone's name and number of communes. Read with
 * read-excel-file; a malformed file stops with a French message naming the sheet and the line.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { opendataDir, SourceFileError } from '../indicators/opendata.js';
import { AAV_CATEGORIES } from './categories.js';

export { AAV_CATEGORIES };

export const ZONING_FILE =
  'insee-table-appartenance-geo-2022/table-appartenance-geo-communes-22.zip';
const XLSX = 'table-appartenance-geo-communes-22.xlsx';
/** The geography of the table: communes au 1er janvier 2022, EPIC's vintage 2022. */
export const ZONING_GEOGRAPHY_YEAR = 2022;

/** INSEE's study zonings that EPIC shows as territory levels. */
export const ZONE_LEVELS = ['ze', 'aav', 'uu', 'bv'] as const;
export type ZoneLevel = (typeof ZONE_LEVELS)[number];

interface LevelSpec {
  /** Column of the COM sheet and NIVGEO of the Zones_supra_communales sheet. */
  column: string;
  /** A zone code's format. */
  pattern: RegExp;
  /** Codes that mean "in no zone of this level": not territories. */
  none: (code: string) => boolean;
}

export const LEVEL_SPECS: Readonly<Record<ZoneLevel, LevelSpec>> = {
  // Every commune is in a zone d'emploi (Mayotte's are 06xx).
  ze: { column: 'ZE2020', pattern: /^\d{4}$/, none: () => false },
  // 000: a commune outside every aire (hors attraction des villes).
  aav: { column: 'AAV2020', pattern: /^[0-9A-Z]{3}$/, none: (code) => code === '000' },
  // XX000: the rural communes of département XX, not an unité urbaine.
  uu: { column: 'UU2020', pattern: /^[0-9][0-9A-Z]\d{3}$/, none: (code) => code.endsWith('000') },
  // ZZZZZ: no bassin de vie (Mayotte).
  bv: { column: 'BV2012', pattern: /^(\d{5}|2[AB]\d{3}|ZZZZZ)$/, none: (code) => code === 'ZZZZZ' },
};

export interface Zone {
  name: string;
  /** NB_COM as INSEE publishes it (communes of the 2022 geography). */
  communes: number;
}

export interface ZoningTable {
  checksum: string;
  /** Per commune code of 2022: its zone per level (null: in none) and its AAV category. */
  communes: Map<string, { zones: Record<ZoneLevel, string | null>; aavCategory: string }>;
  /** Per level: zone code → zone (the "none" codes left out). */
  zones: Record<ZoneLevel, Map<string, Zone>>;
}

const COMMUNE_CODE = /^(\d{5}|2[AB]\d{3})$/;
/** Four title lines, the long labels, then the variable codes on line 6; data from line 7. */
const HEADER_LINE = 6;

type Cells = (string | number | boolean | Date | null)[];

function header(rows: Cells[], sheet: string, names: string[]): Map<string, number> {
  const cells = (rows[HEADER_LINE - 1] ?? []).map((cell) => String(cell ?? ''));
  const at = new Map(cells.map((name, index) => [name, index]));
  for (const name of names) {
    if (!at.has(name)) {
      throw new SourceFileError(
        `${ZONING_FILE} (feuille ${sheet})`,
        HEADER_LINE,
        `colonne « ${name} » absente.`,
      );
    }
  }
  return at;
}

const defaultPath = () => join(opendataDir(), ZONING_FILE);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The archive's SHA-256, what an import compares before reading the table at all. */
export function zoningFileChecksum(path = defaultPath()): string {
  return sha256(readFileSync(path));
}

/** Reads the table from the archive (`path` overrides data/opendata's, for tests). */
export async function readZoningTable(path = defaultPath()): Promise<ZoningTable> {
  const archive = readFileSync(path);
  let xlsx: Uint8Array | undefined;
  try {
    xlsx = unzipSync(archive)[XLSX];
  } catch (error) {
    throw new SourceFileError(
      ZONING_FILE,
      null,
      `archive illisible (${(error as Error).message}).`,
    );
  }
  if (!xlsx) throw new SourceFileError(ZONING_FILE, null, `l’archive ne contient pas ${XLSX}.`);
  const buffer = Buffer.from(xlsx);
  // Codes as written: "01000" must not become 1000.
  const asText = { parseNumber: (text: string) => text };
  const read = async (sheet: string) => {
    try {
      return (await readSheet(buffer, sheet, asText)) as Cells[];
    } catch (error) {
      throw new SourceFileError(
        `${ZONING_FILE} (feuille ${sheet})`,
        null,
        (error as Error).message,
      );
    }
  };
  const zones = readZones(await read('Zones_supra_communales'));
  const communes = readCommunes(await read('COM'), zones);
  return { checksum: sha256(archive), communes, zones };
}

function readZones(rows: Cells[]): ZoningTable['zones'] {
  const sheet = 'Zones_supra_communales';
  const at = header(rows, sheet, ['NIVGEO', 'CODGEO', 'LIBGEO', 'NB_COM']);
  const zones = Object.fromEntries(
    ZONE_LEVELS.map((level) => [level, new Map<string, Zone>()]),
  ) as ZoningTable['zones'];
  const byColumn = new Map(ZONE_LEVELS.map((level) => [LEVEL_SPECS[level].column, level]));
  rows.slice(HEADER_LINE).forEach((row, index) => {
    const line = HEADER_LINE + 1 + index;
    const level = byColumn.get(String(row[at.get('NIVGEO') as number] ?? ''));
    if (!level) return;
    const code = String(row[at.get('CODGEO') as number] ?? '');
    const name = String(row[at.get('LIBGEO') as number] ?? '').trim();
    const count = Number(row[at.get('NB_COM') as number]);
    const where = `${ZONING_FILE} (feuille ${sheet})`;
    if (!LEVEL_SPECS[level].pattern.test(code))
      throw new SourceFileError(
        where,
        line,
        `code « ${code} » invalide pour ${LEVEL_SPECS[level].column}.`,
      );
    if (!name) throw new SourceFileError(where, line, `libellé absent pour ${code}.`);
    if (!Number.isInteger(count) || count < 1)
      throw new SourceFileError(
        where,
        line,
        `nombre de communes « ${String(row[at.get('NB_COM') as number])} » invalide.`,
      );
    if (!LEVEL_SPECS[level].none(code)) zones[level].set(code, { name, communes: count });
  });
  return zones;
}

function readCommunes(rows: Cells[], zones: ZoningTable['zones']): ZoningTable['communes'] {
  const sheet = 'COM';
  const where = `${ZONING_FILE} (feuille ${sheet})`;
  const columns = ZONE_LEVELS.map((level) => LEVEL_SPECS[level].column);
  const at = header(rows, sheet, ['CODGEO', ...columns, 'CATEAAV2020']);
  const communes: ZoningTable['communes'] = new Map();
  rows.slice(HEADER_LINE).forEach((row, index) => {
    const line = HEADER_LINE + 1 + index;
    const code = String(row[at.get('CODGEO') as number] ?? '');
    if (!COMMUNE_CODE.test(code))
      throw new SourceFileError(where, line, `code commune « ${code} » invalide.`);
    const of = {} as Record<ZoneLevel, string | null>;
    for (const level of ZONE_LEVELS) {
      const spec = LEVEL_SPECS[level];
      const zone = String(row[at.get(spec.column) as number] ?? '');
      if (!spec.pattern.test(zone))
        throw new SourceFileError(where, line, `code « ${zone} » invalide pour ${spec.column}.`);
      if (spec.none(zone)) of[level] = null;
      else if (!zones[level].has(zone))
        throw new SourceFileError(
          where,
          line,
          `${spec.column} « ${zone} » absent de la liste des zones.`,
        );
      else of[level] = zone;
    }
    const category = String(row[at.get('CATEAAV2020') as number] ?? '');
    if (!(category in AAV_CATEGORIES))
      throw new SourceFileError(where, line, `catégorie d’aire « ${category} » inconnue.`);
    if (communes.has(code)) throw new SourceFileError(where, line, `commune ${code} en double.`);
    communes.set(code, { zones: of, aavCategory: category });
  });
  return communes;
}
