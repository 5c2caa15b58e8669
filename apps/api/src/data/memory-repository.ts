/**
 * The territory queries of repository.ts answered from the book (book.ts) of one data version,
 * with the same rows in the same order, and no round trip to the database.
 */
import type { TerritoryInYear, TerritoryType } from '@epic/api-contract';
import {
  type Book,
  type BookRow,
  compareCodes,
  membersKey,
  type ParentColumn,
  type VintageBook,
} from './book.js';
import {
  type ChildRow,
  type ChildrenPage,
  type DataRepository,
  type HistoryRow,
  type IndicatorValueRow,
  PARENT_COLUMN,
} from './repository.js';

/** The queries the lineage (lineage.ts) and the detail need, from the database or the book. */
export type TerritorySource = Pick<
  DataRepository,
  'history' | 'mergedInto' | 'epciOfMembers' | 'communesIn' | 'communesEveryYear'
>;

const inYear = (r: BookRow): TerritoryInYear => ({
  type: r.type,
  code: r.code,
  name: r.name,
  ...(r.type_liaison === null ? {} : { typeLiaison: r.type_liaison }),
  year: r.year,
});

const byCode = (a: BookRow, b: BookRow) => compareCodes(a.code, b.code);

/** A children page's order, as repository.ts's SQL sorts it (ties: code ascending). */
function childOrder(sort: ChildrenPage['sort'], order: ChildrenPage['order']) {
  const sign = order === 'asc' ? 1 : -1;
  if (sort === 'code') return (a: BookRow, b: BookRow) => sign * compareCodes(a.code, b.code);
  if (sort === 'name')
    return (a: BookRow, b: BookRow) => sign * (a.nameOrder - b.nameOrder) || byCode(a, b);
  // Population: nulls first ascending, last descending.
  return (a: BookRow, b: BookRow) => {
    const x = a.population;
    const y = b.population;
    if (x === y) return byCode(a, b);
    if (x === null) return -sign;
    if (y === null) return sign;
    return sign * (x - y) || byCode(a, b);
  };
}

export class MemoryRepository implements TerritorySource {
  constructor(readonly book: Book) {}

  get version(): string {
    return this.book.version;
  }

  private vintage(year: number): VintageBook | undefined {
    return this.book.vintages.get(year);
  }

  async history(type: TerritoryType, code: string): Promise<HistoryRow[]> {
    return this.book.history(`${type}:${code}`);
  }

  /** A row of a vintage (synchronous: the detail reads several). */
  row(year: number, type: TerritoryType, code: string): BookRow | undefined {
    return this.vintage(year)?.rows.get(`${type}:${code}`);
  }

  async mergedInto(code: string, year: number): Promise<TerritoryInYear[]> {
    const rows = this.vintage(year)?.formerCodes.get(code) ?? [];
    return rows
      .filter((r) => r.code !== code)
      .sort(byCode)
      .map(inYear);
  }

  async epciOfMembers(code: string, from: number, to: number): Promise<TerritoryInYear[]> {
    const before = this.vintage(from)?.members.get(membersKey('commune', 'epci', code)) ?? [];
    const after = this.vintage(to);
    if (!after) return [];
    const counts = new Map<string, { epci: BookRow; n: number }>();
    for (const m of before) {
      const epciCode = after.rows.get(`commune:${m.code}`)?.epci;
      const epci = epciCode ? after.rows.get(`epci:${epciCode}`) : undefined;
      if (!epci || epci.code === code) continue;
      const entry = counts.get(epci.code);
      if (entry) entry.n++;
      else counts.set(epci.code, { epci, n: 1 });
    }
    return [...counts.values()]
      .sort((a, b) => b.n - a.n || byCode(a.epci, b.epci))
      .map((e) => inYear(e.epci));
  }

  async communesIn(year: number, codes: string[]): Promise<TerritoryInYear[]> {
    const vintage = this.vintage(year);
    return [...new Set(codes)]
      .map((c) => vintage?.rows.get(`commune:${c}`))
      .filter((r): r is BookRow => r !== undefined)
      .sort(byCode)
      .map(inYear);
  }

  async communesEveryYear(codes: string[]): Promise<TerritoryInYear[]> {
    return [...new Set(codes)]
      .flatMap((c) => this.book.history(`commune:${c}`))
      .sort(byCode)
      .map(inYear);
  }

  /** How many `childType` territories of the vintage have this parent. */
  countChildren(
    year: number,
    parentType: TerritoryType,
    parentCode: string,
    childType: TerritoryType,
  ): number {
    return this.members(year, parentType, parentCode, childType).length;
  }

  private members(
    year: number,
    parentType: TerritoryType,
    parentCode: string,
    childType: TerritoryType,
  ): BookRow[] {
    const key = membersKey(childType, PARENT_COLUMN[parentType], parentCode);
    return this.vintage(year)?.members.get(key) ?? [];
  }

  /** The indicators of a territory, population apart (CSV imports). */
  indicatorValues(year: number, type: TerritoryType, code: string): IndicatorValueRow[] {
    return this.vintage(year)?.extra.get(`${type}:${code}`) ?? [];
  }

  /** One page of a territory's children, and how many there are in all. */
  children(q: ChildrenPage): { total: number; items: ChildRow[] } {
    const all = this.members(q.year, q.parentType, q.parentCode, q.childType);
    const key = `${q.year}|${q.childType}|${q.parentType}|${q.parentCode}|${q.sort}|${q.order}`;
    // Members are kept in name order: other orders are sorted once per data version.
    let sorted = q.sort === 'name' && q.order === 'asc' ? all : this.book.sorted.get(key);
    if (!sorted) {
      sorted = [...all].sort(childOrder(q.sort, q.order));
      this.book.sorted.set(key, sorted);
    }
    const start = (q.page - 1) * q.pageSize;
    return { total: all.length, items: sorted.slice(start, start + q.pageSize) };
  }

  /** A territory's value of an indicator in every vintage where it exists. */
  series(type: TerritoryType, code: string, indicator: string) {
    return this.book.history(`${type}:${code}`).map((r) => ({
      year: r.year,
      name: r.name,
      type_liaison: r.type_liaison,
      value: this.value(r, indicator),
    }));
  }

  /** An indicator's value for every territory of a level in a vintage (code order). */
  levelValues(year: number, level: TerritoryType, indicator: string) {
    return (this.vintage(year)?.levels.get(level) ?? []).map((r) => ({
      code: r.code,
      name: r.name,
      value: this.value(r, indicator),
    }));
  }

  /** A level's territories (code order), within a parent column's code if given. */
  level(year: number, level: TerritoryType, parent?: { column: string; code: string }): BookRow[] {
    if (!parent) return this.vintage(year)?.levels.get(level) ?? [];
    const key = membersKey(level, parent.column as ParentColumn, parent.code);
    const cacheKey = `${year}|${key}|code`;
    let rows = this.book.sorted.get(cacheKey);
    if (!rows) {
      rows = [...(this.vintage(year)?.members.get(key) ?? [])].sort(byCode);
      this.book.sorted.set(cacheKey, rows);
    }
    return rows;
  }

  private value(r: BookRow, indicator: string): number | null {
    if (indicator === 'population') return r.population;
    const extra = this.vintage(r.year)?.extra.get(`${r.type}:${r.code}`);
    return extra?.find((v) => v.id === indicator)?.value ?? null;
  }
}
