// Long file: every SQL query of the data API, kept together so that the SQL is read in one place.
/**
 * Every SQL query of the data API and the rows it reads (one SQL dialect for PGlite and
 * PostgreSQL). No shaping here: the builders turn rows into responses.
 */

import type { TerritoryInYear, TerritoryType, VintagesResponse } from '@epic/api-contract';
import type { Queryable } from '../db/adapter.js';
import type { TerritoryRow } from '../db/rows.js';
import { nextSlice } from '../slices.js';

export type { TerritoryRow };

/** A territory row as the answers read it (the search name is only for search and sorting). */
export type DetailRow = Omit<TerritoryRow, 'search_name'>;

/** A row's article type as the API's optional `typeLiaison` (absent when unknown). */
export function liaison(value: number | null | undefined): { typeLiaison?: number } {
  return value === null || value === undefined ? {} : { typeLiaison: value };
}

/** A territory of a vintage as a lineage query reads it. */
interface InYearRow {
  type: TerritoryType;
  code: string;
  name: string;
  year: number;
  type_liaison: number | null;
}

const inYear = (rows: InYearRow[]): TerritoryInYear[] =>
  rows.map((r) => ({
    type: r.type,
    code: r.code,
    name: r.name,
    ...liaison(r.type_liaison),
    year: r.year,
  }));

/** A territory in each vintage where it exists. */
export interface HistoryRow {
  year: number;
  name: string;
  population: number | null;
  former_codes: string[];
  type_liaison: number | null;
}

export interface VintageRow {
  year: number;
  source_name: string;
  source_version: string;
  licence: string;
  /** jsonb: an object, or its text on drivers that do not parse it. */
  counts: string | (VintagesResponse['vintages'][number]['counts'] & { population: number });
  imported_at: Date | string;
}

export interface IndicatorRow {
  id: string;
  label: string;
  unit: string;
  source: string;
  licence: string;
  /** Its aggregation rule; null for a CSV imported before the metadata gave it. */
  aggregation: 'sum' | 'ratio' | 'none' | null;
}

/** An indicator's value for one territory (the detail's `indicators`). */
export interface IndicatorValueRow extends IndicatorRow {
  value: number;
}

export interface ChildRow {
  type: TerritoryType;
  code: string;
  name: string;
  population: number | null;
  postal_codes: string[];
  type_liaison: number | null;
}

/** A territory with its département, as the search index and the substring search read it. */
export interface SearchRow extends ChildRow {
  search_name: string;
  dep_code: string | null;
  dep_name: string | null;
}

export interface ChildrenPage {
  year: number;
  parentType: TerritoryType;
  parentCode: string;
  childType: TerritoryType;
  sort: 'name' | 'code' | 'population';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Column of the child row that holds the parent's code, per parent type. */
export const PARENT_COLUMN = {
  region: 'region',
  departement: 'departement',
  epci: 'epci',
  commune: 'commune',
  arrondissement: 'commune',
  ze: 'ze',
  aav: 'aav',
  uu: 'uu',
  bv: 'bv',
} as const satisfies Record<TerritoryType, keyof DetailRow>;

/** The code of `row`'s parent of type `parentType` (its commune, EPCI, département or région). */
export function parentCode(row: DetailRow, parentType: TerritoryType): string | null {
  const value = row[PARENT_COLUMN[parentType]];
  return typeof value === 'string' ? value : null;
}

const SORT_COLUMN = { name: 'search_name', code: 'code', population: 'population' } as const;

const SEARCH_COLUMNS = `t.type, t.code, t.name, t.type_liaison, t.search_name, t.population, t.postal_codes, d.code AS dep_code, d.name AS dep_name
       FROM territory t
       LEFT JOIN territory d ON d.year = t.year AND d.type = 'departement' AND d.code = t.departement AND t.type <> 'departement'`;

/** Rows of a search index read between two turns of the event loop. */
const SEARCH_ROWS_PER_PAGE = 4_000;

export class DataRepository {
  constructor(private readonly db: Queryable) {}

  vintages(): Promise<VintageRow[]> {
    return this.db.query<VintageRow>(
      'SELECT year, source_name, source_version, licence, counts, imported_at FROM vintage ORDER BY year',
    );
  }

  indicators(): Promise<IndicatorRow[]> {
    return this.db.query<IndicatorRow>(
      'SELECT id, label, unit, source, licence, aggregation FROM indicator ORDER BY id',
    );
  }

  /** Changes with every successful import (vintage or CSV). */
  async importVersion(): Promise<string | undefined> {
    const [runs] = await this.db.query<{ v: string }>(
      `SELECT coalesce(max(id), 0) || ':' || count(*) AS v FROM import_run WHERE status = 'succeeded'`,
    );
    return runs?.v;
  }

  history(type: TerritoryType, code: string): Promise<HistoryRow[]> {
    return this.db.query<HistoryRow>(
      'SELECT year, name, population, former_codes, type_liaison FROM territory WHERE type = $1 AND code = $2 ORDER BY year',
      [type, code],
    );
  }

  async territory(year: number, type: TerritoryType, code: string): Promise<TerritoryRow | null> {
    const [row] = await this.db.query<TerritoryRow>(
      'SELECT * FROM territory_zoned WHERE year = $1 AND type = $2 AND code = $3',
      [year, type, code],
    );
    return row ?? null;
  }

  /** Territories of a vintage by type and code, keyed `type:code`. */
  async territories(
    year: number,
    keys: { type: TerritoryType; code: string }[],
  ): Promise<Map<string, TerritoryRow>> {
    const map = new Map<string, TerritoryRow>();
    if (keys.length === 0) return map;
    const rows = await this.db.query<TerritoryRow>(
      `SELECT t.* FROM territory_zoned t
       JOIN unnest($2::text[], $3::text[]) AS k(type, code) ON t.type = k.type AND t.code = k.code
       WHERE t.year = $1`,
      [year, keys.map((k) => k.type), keys.map((k) => k.code)],
    );
    for (const r of rows) map.set(`${r.type}:${r.code}`, r);
    return map;
  }

  /** The communes of `year` into which the commune `code` has been merged. */
  async mergedInto(code: string, year: number): Promise<TerritoryInYear[]> {
    return inYear(
      await this.db.query<InYearRow>(
        `SELECT type, code, name, year, type_liaison FROM territory
       WHERE year = $1 AND type = 'commune' AND former_codes @> ARRAY[$2]::text[] AND code <> $2
       ORDER BY code`,
        [year, code],
      ),
    );
  }

  /** The EPCI of `to` to which the communes that were members of EPCI `code` in `from` belong. */
  async epciOfMembers(code: string, from: number, to: number): Promise<TerritoryInYear[]> {
    return inYear(
      await this.db.query<InYearRow>(
        `SELECT e.type, e.code, e.name, e.year, e.type_liaison FROM territory m
       JOIN territory c ON c.year = $3 AND c.type = 'commune' AND c.code = m.code
       JOIN territory e ON e.year = $3 AND e.type = 'epci' AND e.code = c.epci
       WHERE m.year = $2 AND m.type = 'commune' AND m.epci = $1 AND e.code <> $1
       GROUP BY e.type, e.code, e.name, e.year, e.type_liaison ORDER BY count(*) DESC, e.code`,
        [code, from, to],
      ),
    );
  }

  /** The communes of `year` with these codes. */
  async communesIn(year: number, codes: string[]): Promise<TerritoryInYear[]> {
    return inYear(
      await this.db.query<InYearRow>(
        `SELECT type, code, name, year, type_liaison FROM territory
       WHERE year = $1 AND type = 'commune' AND code = ANY($2::text[]) ORDER BY code`,
        [year, codes],
      ),
    );
  }

  /** The communes with these codes, in every vintage. */
  async communesEveryYear(codes: string[]): Promise<TerritoryInYear[]> {
    return inYear(
      await this.db.query<InYearRow>(
        `SELECT type, code, name, year, type_liaison FROM territory
       WHERE type = 'commune' AND code = ANY($1::text[]) ORDER BY code`,
        [codes],
      ),
    );
  }

  async countChildren(
    year: number,
    parentType: TerritoryType,
    parentCode: string,
    childType: TerritoryType,
  ): Promise<number> {
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM territory_zoned WHERE year = $1 AND type = $2 AND ${PARENT_COLUMN[parentType]} = $3`,
      [year, childType, parentCode],
    );
    return count?.n ?? 0;
  }

  /** The indicators of a territory, population apart. */
  indicatorValues(year: number, type: TerritoryType, code: string): Promise<IndicatorValueRow[]> {
    return this.db.query<IndicatorValueRow>(
      `SELECT i.id, i.label, i.unit, v.value, i.source, i.licence, i.aggregation
       FROM indicator_value v JOIN indicator i ON i.id = v.indicator
       WHERE v.year = $1 AND v.type = $2 AND v.code = $3 AND v.indicator <> 'population'
       ORDER BY i.id`,
      [year, type, code],
    );
  }

  /** One page of a territory's children, and how many there are in all. */
  async children(q: ChildrenPage): Promise<{ total: number; items: ChildRow[] }> {
    const direction = q.order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
    const where = `year = $1 AND type = $2 AND ${PARENT_COLUMN[q.parentType]} = $3`;
    const params = [q.year, q.childType, q.parentCode];
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM territory_zoned WHERE ${where}`,
      params,
    );
    const items = await this.db.query<ChildRow>(
      `SELECT type, code, name, population, postal_codes, type_liaison FROM territory_zoned WHERE ${where}
       ORDER BY ${SORT_COLUMN[q.sort]} ${direction}, code ASC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
      params,
    );
    return { total: count?.n ?? 0, items };
  }

  /** An indicator's value in every vintage where the territory exists. */
  series(
    type: TerritoryType,
    code: string,
    indicator: string,
  ): Promise<{ year: number; name: string; type_liaison: number | null; value: number | null }[]> {
    return this.db.query(
      `SELECT t.year, t.name, t.type_liaison, v.value FROM territory t
       LEFT JOIN indicator_value v ON v.indicator = $3 AND v.year = t.year AND v.type = t.type AND v.code = t.code
       WHERE t.type = $1 AND t.code = $2 ORDER BY t.year`,
      [type, code, indicator],
    );
  }

  /** An indicator's value for every territory of a level in a vintage. */
  levelValues(
    year: number,
    level: TerritoryType,
    indicator: string,
  ): Promise<{ code: string; name: string; value: number | null }[]> {
    return this.db.query(
      `SELECT t.code, t.name, v.value FROM territory t
       LEFT JOIN indicator_value v ON v.indicator = $3 AND v.year = t.year AND v.type = t.type AND v.code = t.code
       WHERE t.year = $1 AND t.type = $2 ORDER BY t.code`,
      [year, level, indicator],
    );
  }

  /**
   * Every territory of a vintage, for its search index, in pages of the primary key's order:
   * parsing 40 000 rows at once held the event loop of an instance serving requests after an import.
   */
  async searchRows(year: number): Promise<SearchRow[]> {
    const rows: SearchRow[] = [];
    for (;;) {
      const last = rows.at(-1);
      const page = await this.db.query<SearchRow>(
        `SELECT ${SEARCH_COLUMNS} WHERE t.year = $1 AND (t.type, t.code) > ($2, $3)
         ORDER BY t.type, t.code LIMIT ${SEARCH_ROWS_PER_PAGE}`,
        [year, last?.type ?? '', last?.code ?? ''],
      );
      for (const row of page) rows.push(row);
      if (page.length < SEARCH_ROWS_PER_PAGE) return rows;
      await nextSlice();
    }
  }

  /** Territories whose normalised name holds `text` (trigram index), most populous first. */
  substringSearch(
    year: number,
    text: string,
    type: TerritoryType | undefined,
    limit: number,
  ): Promise<SearchRow[]> {
    const params: unknown[] = [year, `%${text}%`];
    if (type) params.push(type);
    return this.db.query<SearchRow>(
      `SELECT ${SEARCH_COLUMNS}
       WHERE t.year = $1 AND t.search_name LIKE $2 ${type ? 'AND t.type = $3' : ''}
       ORDER BY t.population DESC NULLS LAST, t.search_name, t.type LIMIT ${limit}`,
      params,
    );
  }
}
