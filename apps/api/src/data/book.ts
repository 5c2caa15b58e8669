/**
 * Every vintage's territories in memory, read once per data version (one REPEATABLE READ
 * transaction, so that a book never mixes two imports), with the lookups the data answers need:
 * a territory in a vintage, its history over the vintages, the members of a parent, the communes
 * whose former codes hold a code, a level's territories. The answers of memory-repository.ts are
 * read from it without a query: a first view (the response cache misses) costs no round trip to
 * the database.
 */

import { type TerritoryType, ZONE_TYPES, type ZoneType } from '@epic/api-contract';
import type { Db, Queryable } from '../db/adapter.js';
import { intern } from '../intern.js';
import { nextSlice } from '../slices.js';
import type { IndicatorValueRow, TerritoryRow } from './repository.js';
import { DataRepository } from './repository.js';

/** A territory row of the book: `TerritoryRow` without its search name, plus its name order. */
export interface BookRow extends Omit<TerritoryRow, 'search_name'> {
  /** Dense rank of the search name in the vintage (the database's collation order). */
  nameOrder: number;
}

/** The parent columns of a territory row (a commune's zones are its parents too). */
export type ParentColumn = 'commune' | 'epci' | 'departement' | 'region' | ZoneType;

/** One vintage of the book. */
export interface VintageBook {
  year: number;
  /** When the vintage was imported (`vintage.imported_at`): its rows change only with it. */
  stamp: string;
  /** `type:code` → row. */
  rows: Map<string, BookRow>;
  /** `childType|column|code` → the members, in name order (then code). */
  members: Map<string, BookRow[]>;
  /** A level's territories in code order. */
  levels: Map<TerritoryType, BookRow[]>;
  /** Former code → the communes of the vintage whose former codes hold it. */
  formerCodes: Map<string, BookRow[]>;
  /** Indicator values other than the population (CSV imports), `type:code` → rows by id. */
  extra: Map<string, IndicatorValueRow[]>;
}

export interface Book {
  /** The data version the book was read at. */
  version: string;
  years: number[];
  vintages: Map<number, VintageBook>;
  /**
   * `type:code` → the territory in every vintage where it exists, by year: looked up in each
   * vintage when asked (seven lookups), rather than built for every territory after each import.
   */
  history(key: string): BookRow[];
  /** Lists sorted for a children page, kept with the book (`members key|sort|order`). */
  sorted: Map<string, BookRow[]>;
}

type Packed = [
  TerritoryType,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string[],
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  string[],
  number | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  boolean | null,
  string,
];

/**
 * One JSON text per vintage (far faster than row by row on PGlite), in the database's name order
 * (its collation: the children pages sort by name in SQL), the search name last.
 */
const VINTAGE_ROWS = `SELECT coalesce(json_agg(json_build_array(type, code, name, nature, commune, epci, departement, region, chef_lieu, postal_codes, population, communes, rank_national, count_national, rank_parent, count_parent, former_codes, type_liaison, ze, aav, uu, bv, aav_category, perimeter_changed, search_name) ORDER BY search_name, code, type), '[]')::text AS j
  FROM territory_zoned WHERE year = $1`;
const VINTAGE_PAGE = VINTAGE_ROWS.replace(
  'FROM territory_zoned WHERE year = $1',
  'FROM (SELECT * FROM territory_zoned WHERE year = $1 ORDER BY search_name, code, type LIMIT $2 OFFSET $3) t',
);

/**
 * Rows read (and parsed) at a time by an instance that serves (after an import): a vintage's whole
 * text parsed at once held it for a few hundred milliseconds. At start, one text per vintage:
 * each page sorts the vintage again, which made a start seconds longer.
 */
const ROWS_PER_PAGE = 3_000;

/** A vintage's rows in name order, at once or page by page (the event loop turning between). */
async function vintageRows(tx: Queryable, year: number, paged: boolean): Promise<Packed[]> {
  if (!paged) {
    const [list] = await tx.query<{ j: string }>(VINTAGE_ROWS, [year]);
    return JSON.parse(list?.j ?? '[]') as Packed[];
  }
  const rows: Packed[] = [];
  for (let offset = 0; ; offset += ROWS_PER_PAGE) {
    const [page] = await tx.query<{ j: string }>(VINTAGE_PAGE, [year, ROWS_PER_PAGE, offset]);
    const parsed = JSON.parse(page?.j ?? '[]') as Packed[];
    for (const row of parsed) rows.push(row);
    if (parsed.length < ROWS_PER_PAGE) return rows;
    await nextSlice();
  }
}

const PARENTS: ParentColumn[] = ['commune', 'epci', 'departement', 'region', ...ZONE_TYPES];

export const membersKey = (childType: TerritoryType, column: ParentColumn, code: string) =>
  `${childType}|${column}|${code}`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** An indicator value of a CSV import, with its territory. */
type ExtraRow = IndicatorValueRow & { year: number; type: TerritoryType; code: string };

/** One shared empty list for the many rows without postal or former codes (memory). */
const NONE: string[] = [];

function extraValues(extra: ExtraRow[]): VintageBook['extra'] {
  const map: VintageBook['extra'] = new Map();
  for (const { year: _, type, code, ...value } of extra) push(map, `${type}:${code}`, value);
  return map;
}

/** Rows indexed between two turns of the event loop: a whole vintage at once would hold it. */
const ROWS_PER_STEP = 1_000;

async function vintageBook(
  year: number,
  stamp: string,
  packed: Packed[],
  extra: ExtraRow[],
): Promise<VintageBook> {
  const book: VintageBook = {
    year,
    stamp,
    rows: new Map(),
    members: new Map(),
    levels: new Map(),
    formerCodes: new Map(),
    extra: new Map(),
  };
  let nameOrder = 0;
  let previousName: string | undefined;
  for (const [i, p] of packed.entries()) {
    // Built in steps: the requests of the version in use are answered meanwhile.
    if (i > 0 && i % ROWS_PER_STEP === 0) await nextSlice();
    // Dense rank of the search name: equal names share it (then code order decides).
    if (p[24] !== previousName) nameOrder++;
    previousName = p[24];
    const row: BookRow = {
      year,
      type: p[0],
      code: p[1],
      name: p[2],
      nature: p[3],
      commune: p[4],
      epci: p[5],
      departement: p[6],
      region: p[7],
      chef_lieu: p[8],
      postal_codes: p[9].length ? p[9] : NONE,
      population: p[10],
      communes: p[11],
      rank_national: p[12],
      count_national: p[13],
      rank_parent: p[14],
      count_parent: p[15],
      former_codes: p[16].length ? p[16] : NONE,
      type_liaison: p[17],
      // Zone codes repeat over thousands of communes: one string each (memory).
      ze: intern(p[18]),
      aav: intern(p[19]),
      uu: intern(p[20]),
      bv: intern(p[21]),
      aav_category: intern(p[22]),
      perimeter_changed: p[23],
      nameOrder,
    };
    book.rows.set(`${row.type}:${row.code}`, row);
    for (const column of PARENTS) {
      const code = row[column];
      if (code !== null) push(book.members, membersKey(row.type, column, code), row);
    }
    push(book.levels, row.type, row);
    if (row.type === 'commune') for (const c of row.former_codes) push(book.formerCodes, c, row);
  }
  for (const list of book.levels.values()) list.sort((a, b) => compareCodes(a.code, b.code));
  book.extra = extraValues(extra);
  return book;
}

/** Codes in the database's order (digits and capitals: byte order). */
export const compareCodes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Reads the book at the transaction's snapshot. The vintages of `previous` whose import is the same
 * (`imported_at`) are kept as they are: an import of indicators, or of one vintage, reads only what
 * changed (the indicator values of CSV imports are always read again).
 */
async function readBook(tx: Queryable, previous: Book | null): Promise<Book> {
  const repo = new DataRepository(tx);
  const version = (await repo.importVersion()) ?? '';
  const stamps = await tx.query<{ year: number; stamp: string }>(
    'SELECT year, imported_at::text AS stamp FROM vintage ORDER BY year',
  );
  const extra = await tx.query<ExtraRow>(
    `SELECT v.year, v.type, v.code, i.id, i.label, i.unit, v.value, i.source, i.licence, i.aggregation
     FROM indicator_value v JOIN indicator i ON i.id = v.indicator
     WHERE v.indicator <> 'population' ORDER BY i.id`,
  );
  const vintages = new Map<number, VintageBook>();
  for (const { year: y, stamp } of stamps) {
    const year = Number(y);
    const extraOfYear = extra.filter((r) => Number(r.year) === year);
    const kept = previous?.vintages.get(year);
    let book: VintageBook;
    if (kept && kept.stamp === stamp) book = { ...kept, extra: extraValues(extraOfYear) };
    else {
      book = await vintageBook(
        year,
        stamp,
        await vintageRows(tx, year, previous !== null),
        extraOfYear,
      );
    }
    vintages.set(year, book);
  }
  const years = [...vintages.keys()];
  const history = (key: string) => {
    const rows: BookRow[] = [];
    for (const book of vintages.values()) {
      const row = book.rows.get(key);
      if (row) rows.push(row);
    }
    return rows;
  };
  return { version, years, vintages, history, sorted: new Map() };
}

/** Reads every vintage once per data version; a failure is not kept. */
export class BookCache {
  private entry: { version: string; book: Promise<Book> } | null = null;
  /** The last book read: its unchanged vintages are kept by the next one. */
  private last: Book | null = null;

  constructor(private readonly db: Db) {}

  /** The book of `version` (read again when the data version changed). */
  get(version: string): Promise<Book> {
    if (this.entry && this.entry.version === version) return this.entry.book;
    const book = this.db.transaction(async (tx) => {
      // One snapshot for every vintage (PGlite runs one transaction at a time anyway).
      if (this.db.kind === 'postgres')
        await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      return readBook(tx, this.last);
    });
    const entry = { version, book };
    this.entry = entry;
    book.then(
      (b) => {
        if (this.entry === entry) this.last = b;
      },
      () => {},
    );
    book.catch(() => {
      if (this.entry === entry) this.entry = null;
    });
    return book;
  }

  clear() {
    this.entry = null;
    this.last = null;
  }
}
