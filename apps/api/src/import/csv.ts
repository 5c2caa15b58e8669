/**
 * Import of further indicators from a user CSV (columns code, year, indicator, value, optional type;
 * comma or semicolon separated; French column names annee/indicateur/valeur accepted) with a
 * metadata JSON file (label, unit, source, licence and aggregation rule per indicator, see
 * csv-meta.ts). Every line is checked before anything is written; the first bad line stops the
 * import with its line number, column and reason.
 */
import { readFileSync } from 'node:fs';
import { CODE_PATTERNS, TERRITORY_TYPES, type TerritoryType } from '@epic/api-contract';
import type { Db } from '../db/adapter.js';
import { CsvImportError, type IndicatorMeta, parseMeta } from './csv-meta.js';

export { AGGREGATION_RULES, CsvImportError, type IndicatorMeta, parseMeta } from './csv-meta.js';

/** Splits CSV text into rows of cells (RFC 4180 quotes), with the line number of each row. */
export function parseCsv(text: string, delimiter: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (quoted) throw new CsvImportError(`Ligne ${rowLine}\u00a0: guillemet non refermé.`, rowLine);
  cells.push(cell);
  if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
  return rows;
}

const COLUMN_NAMES: Record<string, 'code' | 'year' | 'indicator' | 'value' | 'type'> = {
  code: 'code',
  year: 'year',
  annee: 'year',
  année: 'year',
  millesime: 'year',
  indicator: 'indicator',
  indicateur: 'indicator',
  value: 'value',
  valeur: 'value',
  type: 'type',
  niveau: 'type',
};

export interface CsvImportResult {
  rows: number;
  indicators: string[];
  years: number[];
}

export async function importCsv(
  db: Db,
  csvText: string,
  metaText: string,
  /** File names, for the messages. */
  files: { csv?: string; meta?: string } = {},
): Promise<CsvImportResult> {
  const meta = parseMeta(metaText, files.meta);
  const metaById = new Map(meta.map((m) => [m.id, m]));
  const text = csvText.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows = parseCsv(text, delimiter);
  const header = rows.shift();
  if (!header) throw new CsvImportError('Le fichier CSV est vide.', 1);
  const columns = header.cells.map((c) => COLUMN_NAMES[c.trim().toLowerCase()]);
  const index = (name: 'code' | 'year' | 'indicator' | 'value' | 'type') => columns.indexOf(name);
  for (const required of ['code', 'year', 'indicator', 'value'] as const) {
    if (index(required) < 0) {
      throw new CsvImportError(
        `Ligne 1\u00a0: colonne « ${required} » absente (colonnes attendues\u00a0: code, year, indicator, value et, en option, type).`,
        1,
        required,
      );
    }
  }
  if (rows.length === 0)
    throw new CsvImportError('Le fichier CSV ne contient aucune ligne de données.', 2);

  const vintages = new Set(
    (await db.query<{ year: number }>('SELECT year FROM vintage')).map((r) => r.year),
  );
  const existing = new Set(
    (
      await db.query<{ k: string }>(`SELECT year || ':' || type || ':' || code AS k FROM territory`)
    ).map((r) => r.k),
  );
  const seen = new Set<string>();
  const values: {
    indicator: string;
    year: number;
    type: TerritoryType;
    code: string;
    value: number;
  }[] = [];
  for (const { line, cells } of rows) {
    const get = (name: 'code' | 'year' | 'indicator' | 'value' | 'type') =>
      (cells[index(name)] ?? '').trim();
    const fail = (column: string, reason: string): never => {
      // Name the column as the file does (valeur, annee…).
      const i = columns.indexOf(column as (typeof columns)[number]);
      const shown = i >= 0 ? (header.cells[i]?.trim() ?? column) : column;
      const place = files.csv ? `Fichier ${files.csv}, ligne ${line}` : `Ligne ${line}`;
      throw new CsvImportError(`${place}, colonne « ${shown} »\u00a0: ${reason}`, line, shown);
    };
    if (cells.length !== header.cells.length) {
      fail('*', `${cells.length} colonnes au lieu de ${header.cells.length}.`);
    }
    const indicator = get('indicator');
    if (!metaById.has(indicator))
      fail('indicator', `indicateur « ${indicator} » absent du fichier de métadonnées.`);
    const yearText = get('year');
    const year = Number(yearText);
    if (!/^\d{4}$/.test(yearText)) fail('year', `« ${yearText} » n’est pas une année.`);
    if (!vintages.has(year))
      fail('year', `le millésime ${year} n’est pas importé (${[...vintages].sort().join(', ')}).`);
    const code = get('code').toUpperCase();
    let type: TerritoryType;
    if (index('type') >= 0) {
      const t = get('type') as TerritoryType;
      if (!TERRITORY_TYPES.includes(t))
        fail('type', `type « ${t} » inconnu (${TERRITORY_TYPES.join(', ')}).`);
      type = t;
    } else if (/^\d{9}$/.test(code)) type = 'epci';
    else if (code.length === 5)
      type = existing.has(`${year}:arrondissement:${code}`) ? 'arrondissement' : 'commune';
    else type = 'departement';
    if (!CODE_PATTERNS[type].test(code))
      fail('code', `« ${code} » n’est pas un code valide pour le type ${type}.`);
    if (!existing.has(`${year}:${type}:${code}`))
      fail('code', `aucun territoire ${type} de code ${code} en ${year}.`);
    if (
      metaById.get(indicator)?.aggregation === 'none' &&
      type !== 'commune' &&
      type !== 'arrondissement'
    ) {
      fail(
        'code',
        `l’indicateur « ${indicator} » n’est pas agrégeable (aggregation\u00a0: none)\u00a0: il est publié à la commune uniquement, pas pour un territoire de type ${type}.`,
      );
    }
    const valueText = get('value').replace(/\s/g, '').replace(',', '.');
    const value = Number(valueText);
    if (valueText === '' || !Number.isFinite(value))
      fail('value', `« ${get('value')} » n’est pas un nombre.`);
    const key = `${indicator}:${year}:${type}:${code}`;
    if (seen.has(key)) fail('code', `valeur en double pour ${indicator}, ${year}, ${code}.`);
    seen.add(key);
    values.push({ indicator, year, type, code, value });
  }

  const used = [...new Set(values.map((v) => v.indicator))].sort();
  const years = [...new Set(values.map((v) => v.year))].sort();
  const [run] = await db.query<{ id: number }>(
    `INSERT INTO import_run (kind, source, status) VALUES ('csv', $1, 'running') RETURNING id`,
    [used.join(',')],
  );
  try {
    await db.transaction(async (tx) => {
      for (const id of used) {
        const m = metaById.get(id) as IndicatorMeta;
        await tx.query(
          `INSERT INTO indicator (id, label, unit, source, licence, aggregation)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO UPDATE SET label = EXCLUDED.label, unit = EXCLUDED.unit,
             source = EXCLUDED.source, licence = EXCLUDED.licence,
             aggregation = EXCLUDED.aggregation`,
          [m.id, m.label, m.unit, m.source, m.licence, m.aggregation ?? null],
        );
      }
      for (let i = 0; i < values.length; i += 5000) {
        await tx.query(
          `INSERT INTO indicator_value (indicator, year, type, code, value)
           SELECT * FROM jsonb_to_recordset($1::jsonb)
             AS x(indicator text, year integer, type text, code text, value double precision)
           ON CONFLICT (indicator, year, type, code) DO UPDATE SET value = EXCLUDED.value`,
          [JSON.stringify(values.slice(i, i + 5000))],
        );
      }
    });
  } catch (error) {
    await db.query(
      `UPDATE import_run SET status = 'failed', message = $2, finished_at = now() WHERE id = $1`,
      [run?.id, (error as Error).message],
    );
    throw error;
  }
  await db.exec('ANALYZE indicator_value;');
  const counts = { rows: values.length, indicators: used, years };
  await db.query(
    `UPDATE import_run SET status = 'succeeded', counts = $2::jsonb, finished_at = now() WHERE id = $1`,
    [run?.id, JSON.stringify(counts)],
  );
  return counts;
}

export function importCsvFiles(
  db: Db,
  csvPath: string,
  metaPath: string,
): Promise<CsvImportResult> {
  const read = (path: string, what: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      throw new CsvImportError(`Impossible de lire le fichier ${what}\u00a0: ${path}`);
    }
  };
  return importCsv(db, read(csvPath, 'CSV'), read(metaPath, 'de métadonnées'), {
    csv: csvPath,
    meta: metaPath,
  });
}
