/**
 * A territory's key figures (identity, parents, mergers, population and its change, subdivisions)
 * and its subdivisions, a page at a time or every one for a CSV.
 */
import type {
  ChildrenResponse,
  StatisticValue,
  TerritoryDetail,
  TerritoryType,
} from '@epic/api-contract';
import { buildChildren, buildDetail, CHILD_TYPES, relatedKeys } from '../../../data/builders.js';
import { invalidChildType } from '../../../data/errors.js';
import { lineage } from '../../../data/lineage.js';
import type { MemoryRepository } from '../../../data/memory-repository.js';
import {
  censusOf,
  changeYears,
  incompletePopulation,
  populationChange,
  rebuildable,
} from '../../../data/population-change.js';
import type { DetailRow } from '../../../data/repository.js';
import { type DataService, missingAsNull } from '../../../data/service.js';
import { resolveIndicators } from '../../../indicators/values.js';

/** The territories `row` names (parents, chef-lieu, zones) in its vintage, keyed `type:code`. */
export function relatedRows(
  src: MemoryRepository,
  year: number,
  row: DetailRow,
): Map<string, DetailRow> {
  const related = new Map<string, DetailRow>();
  for (const k of relatedKeys(row)) {
    const r = src.row(year, k.type, k.code);
    if (r) related.set(`${k.type}:${k.code}`, r);
  }
  return related;
}

/** `GET /api/territories/:type/:id`: a territory's key figures in a vintage. */
export async function keyFigures(
  data: DataService,
  type: TerritoryType,
  id: string,
  yearParam?: number,
): Promise<TerritoryDetail> {
  const { row, vintage, history, exists, src } = await data.find(type, id, yearParam);
  const { vintages } = await data.catalogue();
  const year = vintage.year;
  const years = vintages.map((v) => v.year);
  const mergers = await lineage(src, type, row.code, year, history, years);
  const related = relatedRows(src, year, row);
  const childType = CHILD_TYPES[type][0];
  const count = childType ? src.countChildren(year, type, row.code, childType) : 0;
  const children = childType && count > 0 ? { type: childType, count } : null;
  const indicators = src.indicatorValues(year, type, row.code);
  const territory = { type, code: row.code, year, population: row.population };
  // Without the populations on a constant perimeter (vintages imported one by one, not by
  // importAll), the key figures still answer, without changes.
  const population = await data.seriesPacks.population(year, src.version).catch(missingAsNull);
  const { previous, first } = changeYears(
    vintages,
    year,
    (other) => population !== null && rebuildable(territory, other, population),
  );
  const incomplete = population !== null && incompletePopulation(territory, population);
  const changeSince = (other: number | null) =>
    other === null || population === null
      ? null
      : populationChange(territory, other, population, vintages, src);
  return buildDetail({
    type,
    row,
    vintage,
    vintages,
    history,
    exists,
    lineage: mergers,
    related,
    children,
    indicators,
    census: censusOf(vintage, incomplete),
    change: { previous: changeSince(previous), first: changeSince(first) },
  });
}

export interface ChildrenQuery {
  year?: number;
  childType?: TerritoryType;
  page?: number;
  pageSize?: number;
  sort?: 'name' | 'code' | 'population';
  order?: 'asc' | 'desc';
  /** Catalogue ids or themes: each member gets its `statistics`. */
  indicators?: string;
}

/** The statistics of `ids` for territories `type:code`, in that order. */
export type CellReader = (keys: readonly string[]) => Promise<StatisticValue[][]>;

/** Every subdivision, for a CSV: the statistics are read as the rows are written (`cells`). */
export interface ChildrenTable {
  result: ChildrenResponse;
  /** With `indicators`: reads the members' statistics, a few rows at a time. */
  cells?: CellReader;
}

async function childrenOf(
  data: DataService,
  type: TerritoryType,
  id: string,
  query: ChildrenQuery,
  all: boolean,
) {
  const ids = query.indicators === undefined ? undefined : resolveIndicators(query.indicators);
  const { row, vintage, src } = await data.find(type, id, query.year);
  const allowed = CHILD_TYPES[type];
  const childType = query.childType ?? allowed[0];
  if (!childType || !allowed.includes(childType)) throw invalidChildType(allowed);
  const sort = query.sort ?? 'name';
  const page = {
    childType,
    sort,
    order: query.order ?? (sort === 'population' ? 'desc' : 'asc'),
    page: query.page ?? 1,
    pageSize: all ? 100_000 : (query.pageSize ?? 50),
  } as const;
  const { total, items } = src.children({
    ...page,
    year: vintage.year,
    parentType: type,
    parentCode: row.code,
  });
  const result = buildChildren(row, vintage.year, page, total, items);
  const cells: CellReader | undefined =
    ids && ((keys) => data.statistics.cells(vintage.year, src.version, [...keys], ids));
  return { result, cells };
}

/** `GET /api/territories/:type/:id/children`: one page of subdivisions, with their statistics. */
export async function children(
  data: DataService,
  type: TerritoryType,
  id: string,
  query: ChildrenQuery,
): Promise<ChildrenResponse> {
  const { result, cells } = await childrenOf(data, type, id, query, false);
  if (!cells) return result;
  const statistics = await cells(result.items.map((i) => `${i.type}:${i.code}`));
  // The items are this answer's own (buildChildren): given their statistics in place, last.
  result.items.forEach((item, k) => {
    item.statistics = statistics[k] ?? [];
  });
  return result;
}

/**
 * Every subdivision (the CSV). Their statistics are made as the CSV is written: a région's 4 000
 * communes × 58 indicators made at once were objects held for the whole export, and exports at
 * once gave the garbage collector long pauses.
 */
export function childrenTable(
  data: DataService,
  type: TerritoryType,
  id: string,
  query: ChildrenQuery,
): Promise<ChildrenTable> {
  return childrenOf(data, type, id, query, true);
}

/**
 * The reads the territories routes call, in one object: the export tests give the server another
 * (`buildServer`'s `territoryReads`) that answers a made-up région of hundreds of thousands of
 * cells (test/exports.fixture.ts).
 */
export const territoryReads = { keyFigures, children, childrenTable };
export type TerritoryReads = typeof territoryReads;
