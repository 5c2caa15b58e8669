/** Byte order mark: without it Excel reads UTF-8 CSV as Windows-1252 and breaks accents. */
export const UTF8_BOM = '\ufeff';

export type CsvValue = string | number | null | undefined;

/** Quotes a field when it holds the separator, a quote, a line break or edge spaces (RFC 4180). */
export function csvField(value: CsvValue, separator = ';'): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? csvNumber(value) : value;
  return text.includes(separator) ||
    text.includes('"') ||
    text.includes('\n') ||
    text.includes('\r') ||
    text !== text.trim()
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** Numbers for a French spreadsheet: no grouping, decimal comma ("1234,5"). */
export function csvNumber(value: number): string {
  return String(value).replace('.', ',');
}

/**
 * A CSV document for French Excel and LibreOffice: UTF-8 with BOM, `;` separator (the comma is
 * the decimal separator), CRLF line endings, fields quoted when needed.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map((value) => csvField(value)).join(';'));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** Saves a CSV string as a file through a temporary object URL. */
export function downloadCsv(csv: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
