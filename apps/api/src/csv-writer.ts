/**
 * A CSV document written a slice at a time: the same bytes as `toCsv` of `@epic/api-contract/csv`
 * (BOM, separator, quoting, formulas neutralised, CRLF after every line), but a table of thousands
 * of rows is written in slices of a few milliseconds, so that the caller can give the event loop
 * back between them.
 */
import {
  CSV_FORMATS,
  type CsvDialect,
  type CsvValue,
  csvField,
  UTF8_BOM,
} from '@epic/api-contract/csv';

export type CsvRow = readonly CsvValue[];

/**
 * A table's rows and their number: an array, or rows made one at a time as they are written
 * (lazyRows), possibly waiting for their data (an async iterable).
 */
export type CsvRows = (Iterable<CsvRow> | AsyncIterable<CsvRow>) & { readonly length: number };

/** Rows made from `items` as they are written: a large table is never held whole as cells. */
export function lazyRows<I>(
  items: readonly I[],
  row: (item: I) => CsvRow,
): Iterable<CsvRow> & { readonly length: number } {
  return {
    length: items.length,
    *[Symbol.iterator]() {
      for (const item of items) yield row(item);
    },
  };
}

export class CsvWriter {
  private readonly rows: Iterator<CsvRow> | AsyncIterator<CsvRow>;
  private readonly separator: string;
  private started = false;
  /** True once every row is written. */
  done = false;

  constructor(
    private readonly header: readonly string[],
    rows: Iterable<CsvRow> | AsyncIterable<CsvRow>,
    private readonly dialect: CsvDialect,
  ) {
    this.rows =
      Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
    this.separator = CSV_FORMATS[dialect].separator;
  }

  /**
   * The next slice as UTF-8: the BOM and header first, then rows for about `ms` milliseconds (at
   * least one); empty once done.
   */
  async slice(ms: number): Promise<Buffer> {
    let text = '';
    if (!this.started) {
      this.started = true;
      text = `${CSV_FORMATS[this.dialect].bom ? UTF8_BOM : ''}${this.line(this.header)}`;
    }
    const end = performance.now() + ms;
    // The clock after every row: reading it costs far less than writing a row.
    while (!this.done) {
      const pending = this.rows.next();
      // Rows of an async iterable wait for their data (microtasks when it is in memory).
      const next = pending instanceof Promise ? await pending : pending;
      if (next.done) this.done = true;
      else text += this.line(next.value);
      if (performance.now() >= end) break;
    }
    return Buffer.from(text, 'utf8');
  }

  private line(row: CsvRow): string {
    let line = '';
    for (let i = 0; i < row.length; i++) {
      if (i > 0) line += this.separator;
      line += csvField(row[i], this.dialect);
    }
    return `${line}\r\n`;
  }
}
