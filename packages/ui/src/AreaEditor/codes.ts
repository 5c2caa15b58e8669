/**
 * Reading lists of INSEE commune codes as users bring them: pasted from a spreadsheet or a
 * document, or imported from a file (an area's JSON export, a CSV, a plain list).
 */

/** Separators between pasted codes: any white space (non-breaking too), commas, semicolons. */
const SEPARATORS = /[\s,;\u00a0\u202f]+/;
/** A commune's INSEE code: five digits, or 2A/2B and three digits for Corsica. */
export const COMMUNE_CODE = /^(\d{5}|2[AB]\d{3})$/;
/** A column header that names the commune code in an INSEE or home-made CSV. */
const CODE_HEADER = /^(code(_|\s)?(insee|commune|geo)?|codgeo|depcom|com|insee)$/i;

const clean = (token: string) =>
  token
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .toUpperCase();

/** The codes of a pasted text, in order, duplicates kept (the API names them). */
export function parseCodes(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map(clean)
    .filter((code) => code !== '');
}

/** What an imported file gives the form: codes, and the name and vintage of an area's export. */
export type ImportedCodes = { codes: string[]; name?: string; year?: number };

/** Reads an area's JSON export (`{ name, year, communes }`), or null for anything else. */
function fromJson(text: string): ImportedCodes | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const body = value as { name?: unknown; year?: unknown; communes?: unknown } | null;
  if (!body || typeof body !== 'object' || !Array.isArray(body.communes)) return null;
  return {
    codes: body.communes.filter((c): c is string => typeof c === 'string').map(clean),
    ...(typeof body.name === 'string' ? { name: body.name } : {}),
    ...(typeof body.year === 'number' ? { year: body.year } : {}),
  };
}

/**
 * Reads a CSV of several columns: the column headed like a code (`codgeo`, `code_insee`…), else
 * the first whose first row holds a commune code; a header row is skipped. A single column is
 * read as a pasted list.
 */
function fromTable(text: string): ImportedCodes {
  const rows = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(/[;,\t]/).map(clean));
  if (!rows.some((cells) => cells.length > 1)) return { codes: parseCodes(text) };
  const first = rows[0] ?? [];
  let column = first.findIndex((cell) => CODE_HEADER.test(cell));
  const header = column >= 0 || !first.some((cell) => COMMUNE_CODE.test(cell));
  if (column < 0) {
    const sample = header ? (rows[1] ?? []) : first;
    column = Math.max(
      0,
      sample.findIndex((cell) => COMMUNE_CODE.test(cell)),
    );
  }
  return {
    codes: rows
      .slice(header ? 1 : 0)
      .map((cells) => cells[column] ?? '')
      .filter((code) => code !== ''),
  };
}

/** The codes of an imported file: an area's JSON export, a CSV or a plain list of codes. */
export function parseCodesFile(text: string): ImportedCodes {
  const body = text.replace(/^\uFEFF/, '');
  return fromJson(body) ?? fromTable(body);
}
