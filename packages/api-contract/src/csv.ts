/**
 * CSV documents in two dialects, shared by the site's exports (through `@epic/ui`) and the API's
 * CSV answers, so that both write the same bytes. No React, no DOM, no Node import.
 *
 * - `fr` (the default), for French Excel and LibreOffice: `;` separator (the comma is the decimal
 *   separator), decimal comma, UTF-8 with a byte order mark, CRLF line endings.
 * - `rfc4180`, for programs: `,` separator, decimal point, no byte order mark, CRLF line endings.
 *
 * Both quote a field that holds the separator, a quote, a line break or edge spaces (RFC 4180
 * quoting: the field in quotes, its quotes doubled); numbers are written without grouping, a
 * non-finite number and a missing value as an empty field. A text that a spreadsheet would run as
 * a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return) is written after a `'`
 * (OWASP, CSV injection), so that a name typed by a user can never run in the reader's spreadsheet;
 * numbers, and texts that are only a number (`-12,5`), stay as they are.
 */

/** Byte order mark: without it Excel reads UTF-8 CSV as Windows-1252 and breaks accents. */
export const UTF8_BOM = '\ufeff';

export const CSV_DIALECTS = ['fr', 'rfc4180'] as const;
export type CsvDialect = (typeof CSV_DIALECTS)[number];
export const DEFAULT_CSV_DIALECT: CsvDialect = 'fr';

export interface CsvFormat {
  separator: ';' | ',';
  decimal: ',' | '.';
  bom: boolean;
}

export const CSV_FORMATS: Record<CsvDialect, CsvFormat> = {
  fr: { separator: ';', decimal: ',', bom: true },
  rfc4180: { separator: ',', decimal: '.', bom: false },
};

export type CsvValue = string | number | null | undefined;

export function isCsvDialect(value: unknown): value is CsvDialect {
  return (CSV_DIALECTS as readonly unknown[]).includes(value);
}

/** A number without grouping, with the dialect's decimal separator ("1234,5" in `fr`). */
export function csvNumber(value: number, dialect: CsvDialect = DEFAULT_CSV_DIALECT): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  return CSV_FORMATS[dialect].decimal === ',' ? text.replace('.', ',') : text;
}

/** A number written as text, in either dialect: a spreadsheet reads it as a number, not a formula. */
const NUMBER_TEXT = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:e[+-]?\d+)?$/i;

/**
 * A text as a spreadsheet may safely read it: after a `'` when it starts like a formula (`=`, `+`,
 * `-`, `@`, tab, carriage return) and is not just a number.
 */
export function neutraliseFormula(text: string): string {
  switch (text.charCodeAt(0)) {
    case 0x3d: // =
    case 0x40: // @
    case 0x09: // tab
    case 0x0d: // carriage return
      return `'${text}`;
    case 0x2b: // +
    case 0x2d: // -
      return NUMBER_TEXT.test(text) ? text : `'${text}`;
    default:
      return text;
  }
}

/**
 * What makes a field need quotes, per dialect: the separator, a quote, a line break, or a space at
 * either end (JavaScript's `\s` is the set `trim()` removes).
 */
const NEEDS_QUOTES: Record<CsvDialect, RegExp> = {
  fr: /[;"\n\r]|^\s|\s$/,
  rfc4180: /[,"\n\r]|^\s|\s$/,
};

/**
 * One field: a number in the dialect's notation, a text with a formula neutralised; quoted when
 * it holds the separator, a quote, a line break or edge spaces.
 */
export function csvField(value: CsvValue, dialect: CsvDialect = DEFAULT_CSV_DIALECT): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? csvNumber(value, dialect) : neutraliseFormula(value);
  return NEEDS_QUOTES[dialect].test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole document: header and rows, CRLF after every line, the BOM first in `fr`. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  dialect: CsvDialect = DEFAULT_CSV_DIALECT,
): string {
  const { separator, bom } = CSV_FORMATS[dialect];
  const lines = [header, ...rows].map((row) =>
    row.map((value) => csvField(value, dialect)).join(separator),
  );
  return `${bom ? UTF8_BOM : ''}${lines.join('\r\n')}\r\n`;
}

/** Decimals the screen shows for each indicator format (the catalogue's `format`). */
const SHOWN_DIGITS = { integer: 0, euro: 0, decimal1: 1, decimal2: 2 } as const;

/**
 * A value rounded as the screen shows it: an export matches the screen (a JSON answer may keep the
 * raw value, named as such).
 */
export function roundAsShown(value: number, format: keyof typeof SHOWN_DIGITS): number {
  const factor = 10 ** SHOWN_DIGITS[format];
  return Math.round(value * factor) / factor;
}
