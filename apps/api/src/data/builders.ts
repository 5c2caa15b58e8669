/** Rows → API responses: pure functions, no SQL and no cache. */
import type {
  ChildrenResponse,
  MapResponse,
  SearchResponse,
  TerritoryDetail,
  TerritoryRef,
  TerritoryType,
} from '@epic/api-contract';
import { ZONE_TYPES } from '@epic/api-contract';
import { AAV_CATEGORIES } from '../zonings/categories.js';
import type { VintageInfo } from './catalogue.js';
import {
  type ChildRow,
  type DetailRow,
  type HistoryRow,
  type IndicatorRow,
  type IndicatorValueRow,
  liaison,
  parentCode,
  type SearchRow,
} from './repository.js';

/** Subdivisions of each level; the first is the default. */
export const CHILD_TYPES: Record<TerritoryType, TerritoryType[]> = {
  region: ['departement', 'commune', 'epci'],
  departement: ['commune', 'epci'],
  epci: ['commune'],
  commune: ['arrondissement'],
  arrondissement: [],
  ze: ['commune'],
  aav: ['commune'],
  uu: ['commune'],
  bv: ['commune'],
};

/** The level a territory is ranked in (`rank.parent`). */
const RANK_PARENT: Partial<Record<TerritoryType, TerritoryType>> = {
  commune: 'departement',
  arrondissement: 'commune',
  departement: 'region',
  epci: 'departement',
};

/** The territories a detail names: its parents and its chef-lieu. */
export function relatedKeys(row: DetailRow): { type: TerritoryType; code: string }[] {
  const keys: { type: TerritoryType; code: string }[] = [];
  if (row.commune) keys.push({ type: 'commune', code: row.commune });
  if (row.epci) keys.push({ type: 'epci', code: row.epci });
  if (row.departement) keys.push({ type: 'departement', code: row.departement });
  if (row.region) keys.push({ type: 'region', code: row.region });
  if (row.chef_lieu) keys.push({ type: 'commune', code: row.chef_lieu });
  for (const level of ZONE_TYPES) {
    const zone = row[level];
    if (zone) keys.push({ type: level, code: zone });
  }
  return keys;
}

/** A territory row as the API's territory object (with its article type when known). */
export function refOf(r: DetailRow): TerritoryRef {
  return { type: r.type, code: r.code, name: r.name, ...liaison(r.type_liaison) };
}

export interface DetailParts {
  type: TerritoryType;
  row: DetailRow;
  vintage: VintageInfo;
  vintages: VintageInfo[];
  history: HistoryRow[];
  exists: number[];
  lineage: TerritoryDetail['lineage'];
  /** `relatedKeys(row)` read in the vintage, keyed `type:code`. */
  related: Map<string, DetailRow>;
  children: TerritoryDetail['children'];
  indicators: IndicatorValueRow[];
  /** The census of the vintage shown, and the changes on its perimeter (series.ts). */
  census: TerritoryDetail['census'];
  change: TerritoryDetail['change'];
}

/** The territory's parents named by a detail or its statistics, from `related`. */
export function parentsOf(row: DetailRow, related: Map<string, DetailRow>) {
  const ref = (t: TerritoryType, code: string | null): TerritoryRef | undefined => {
    const r = code ? related.get(`${t}:${code}`) : undefined;
    return r ? refOf(r) : undefined;
  };
  const parents: TerritoryDetail['parents'] = {};
  for (const level of ['commune', 'epci', 'departement', 'region'] as const) {
    const parent = ref(level, row[level]);
    if (parent) parents[level] = parent;
  }
  return parents;
}

/** A commune's study zones, the aire with the commune's place in it. */
function zonesOf(row: DetailRow, related: Map<string, DetailRow>): TerritoryRef[] {
  const zones: (TerritoryRef & { category?: string })[] = [];
  for (const level of ZONE_TYPES) {
    const zone = row[level] ? related.get(`${level}:${row[level]}`) : undefined;
    if (!zone) continue;
    const category =
      level === 'aav' && row.aav_category ? AAV_CATEGORIES[row.aav_category] : undefined;
    zones.push({ ...refOf(zone), ...(category ? { category } : {}) });
  }
  return zones;
}

function rankOf(p: DetailParts): TerritoryDetail['rank'] {
  const { row, vintage } = p;
  const pop = row.population;
  const pt = RANK_PARENT[p.type];
  const code = pt ? parentCode(row, pt) : null;
  const parentRow = pt && code ? p.related.get(`${pt}:${code}`) : undefined;
  const parent =
    parentRow && row.rank_parent !== null && row.count_parent !== null
      ? {
          rank: row.rank_parent,
          of: row.count_parent,
          share: pop !== null && parentRow.population ? pop / parentRow.population : null,
          parent: refOf(parentRow),
        }
      : null;
  const national =
    row.rank_national !== null && row.count_national !== null
      ? {
          rank: row.rank_national,
          of: row.count_national,
          share: pop !== null && vintage.population ? pop / vintage.population : null,
        }
      : null;
  return { parent, national };
}

/** The territory of a detail or of its statistics, in a vintage. */
export function territoryOf(
  type: TerritoryType,
  row: DetailRow,
  year: number,
): TerritoryDetail['territory'] {
  return {
    type,
    code: row.code,
    name: row.name,
    ...liaison(row.type_liaison),
    year,
    nature: row.nature,
    postalCodes: row.postal_codes,
  };
}

export function buildDetail(p: DetailParts): TerritoryDetail {
  const { type, row } = p;
  const chefLieuRow = row.chef_lieu ? p.related.get(`commune:${row.chef_lieu}`) : undefined;
  return {
    territory: territoryOf(type, row, p.vintage.year),
    exists: p.exists,
    lineage: p.lineage,
    population: row.population,
    census: p.census,
    change: p.change,
    rank: rankOf(p),
    communes: type === 'commune' || type === 'arrondissement' ? null : row.communes,
    children: p.children,
    chefLieu: chefLieuRow
      ? { code: chefLieuRow.code, name: chefLieuRow.name, ...liaison(chefLieuRow.type_liaison) }
      : null,
    parents: parentsOf(row, p.related),
    ...(type === 'commune' ? { zones: zonesOf(row, p.related) } : {}),
    ...(row.perimeter_changed !== null ? { perimeterChanged: row.perimeter_changed } : {}),
    indicators: p.indicators,
    source: p.vintage.source,
  };
}

export function buildChildren(
  parent: DetailRow,
  year: number,
  query: Pick<ChildrenResponse, 'childType' | 'page' | 'pageSize' | 'sort' | 'order'>,
  total: number,
  items: ChildRow[],
): ChildrenResponse {
  return {
    parent: { ...refOf(parent), year },
    childType: query.childType,
    total,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    order: query.order,
    items: items.map((i) => ({
      type: i.type,
      code: i.code,
      name: i.name,
      ...liaison(i.type_liaison),
      population: i.population,
      share: i.population !== null && parent.population ? i.population / parent.population : null,
      postalCodes: i.postal_codes,
    })),
  };
}

export function buildMap(
  level: MapResponse['level'],
  year: number,
  indicator: Pick<IndicatorRow, 'id' | 'label' | 'unit'>,
  values: MapResponse['values'],
): MapResponse {
  const known = values.map((v) => v.value).filter((v): v is number => v !== null);
  return {
    level,
    year,
    indicator: { id: indicator.id, label: indicator.label, unit: indicator.unit },
    values,
    min: known.length ? Math.min(...known) : null,
    max: known.length ? Math.max(...known) : null,
  };
}

/** Answers of the substring search (the fallback when the index finds nothing). */
export function buildSubstringResults(rows: SearchRow[], year: number): SearchResponse['results'] {
  return rows.map((r) => ({
    type: r.type,
    code: r.code,
    name: r.name,
    ...liaison(r.type_liaison),
    year,
    population: r.population,
    departement: r.dep_code && r.dep_name ? { code: r.dep_code, name: r.dep_name } : null,
    postalCode: r.postal_codes[0] ?? null,
    match: 'name' as const,
  }));
}
