/** The territorial data queries behind the API (one SQL dialect for PGlite and PostgreSQL). */
import type { Db } from './db/adapter.js';
import { HttpError } from './errors.js';
import { normalizeName } from './normalize.js';
import {
  type AbsentDetails,
  type ChildrenResponse,
  CODE_PATTERNS,
  type CompareResponse,
  MAX_SEARCH_RESULTS,
  type MapResponse,
  type Merger,
  type SearchResponse,
  type SeriesResponse,
  type TerritoryDetail,
  type TerritoryInYear,
  type TerritoryRef,
  type TerritoryType,
  type VintagesResponse,
} from './schemas.js';
import { SearchIndex } from './search-index.js';

const TYPE_LABELS: Record<TerritoryType, string> = {
  region: 'la région',
  departement: 'le département',
  epci: 'l’EPCI',
  commune: 'la commune',
  arrondissement: 'l’arrondissement municipal',
};
const CODE_EXAMPLES: Record<TerritoryType, string> = {
  region: '2 chiffres, par exemple 11',
  departement: '2 ou 3 caractères, par exemple 75, 2A ou 974',
  epci: 'le numéro SIREN à 9 chiffres, par exemple 200046977',
  commune: 'le code Insee à 5 caractères, par exemple 75056 ou 2A004',
  arrondissement: 'le code Insee à 5 chiffres, par exemple 75101',
};

/** "Aucune commune n’a le code 99999." */
const NOT_FOUND: Record<TerritoryType, (code: string) => string> = {
  region: (code) => `Aucune région n’a le code ${code}.`,
  departement: (code) => `Aucun département n’a le code ${code}.`,
  epci: (code) => `Aucun EPCI n’a le code ${code}.`,
  commune: (code) => `Aucune commune n’a le code ${code}.`,
  arrondissement: (code) => `Aucun arrondissement municipal n’a le code ${code}.`,
};
const EXISTS_IN: Record<TerritoryType, string> = {
  region: 'cette région existe',
  departement: 'ce département existe',
  epci: 'cet EPCI existe',
  commune: 'cette commune existe',
  arrondissement: 'cet arrondissement existe',
};

interface HistoryRow {
  year: number;
  name: string;
  population: number | null;
  former_codes: string[];
}

interface TerritoryRow {
  year: number;
  type: TerritoryType;
  code: string;
  name: string;
  nature: string | null;
  commune: string | null;
  epci: string | null;
  departement: string | null;
  region: string | null;
  chef_lieu: string | null;
  postal_codes: string[];
  population: number | null;
  communes: number | null;
  rank_national: number | null;
  count_national: number | null;
  rank_parent: number | null;
  count_parent: number | null;
}

interface VintageInfo {
  year: number;
  source: { name: string; version: string; licence: string };
  importedAt: string;
  counts: VintagesResponse['vintages'][number]['counts'];
  population: number;
}

interface IndicatorInfo {
  id: string;
  label: string;
  unit: string;
  source: string;
  licence: string;
}

const CHILD_TYPES: Record<TerritoryType, TerritoryType[]> = {
  region: ['departement', 'commune', 'epci'],
  departement: ['commune', 'epci'],
  epci: ['commune'],
  commune: ['arrondissement'],
  arrondissement: [],
};
/** Column of the child row that holds the parent's code, per parent type. */
const PARENT_COLUMN: Record<TerritoryType, string> = {
  region: 'region',
  departement: 'departement',
  epci: 'epci',
  commune: 'commune',
  arrondissement: 'commune',
};

/** Two territories to compare, each at its vintage (the latest when absent). */
type ComparePair = {
  type: TerritoryType;
  id: string;
  year?: number;
  type2: TerritoryType;
  id2: string;
  year2?: number;
};

export class DataService {
  private vintageCache: {
    at: number;
    vintages: VintageInfo[];
    indicators: IndicatorInfo[];
    /** Changes with every successful import (vintage or CSV): keys the in-memory caches. */
    version: string;
  } | null = null;
  private indexes = new Map<number, { version: string; index: Promise<SearchIndex> }>();
  private memo = new Map<string, Promise<unknown>>();

  /**
   * Responses computed from the data are kept in memory per data version (the data only changes
   * with an import): at most 5 000 entries, errors are not kept.
   */
  private async cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.responseCache) return compute();
    const full = `${await this.dataVersion()}|${key}`;
    const hit = this.memo.get(full);
    if (hit) return hit as Promise<T>;
    if (this.memo.size >= 5000) this.memo.clear();
    const promise = compute();
    this.memo.set(full, promise);
    promise.catch(() => this.memo.delete(full));
    return promise;
  }

  constructor(
    private readonly db: Db,
    /** How long the list of vintages and indicators is kept in memory (ms). */
    private readonly cacheMs = 5_000,
    /** Keep computed responses in memory per data version. */
    private readonly responseCache = true,
  ) {}

  invalidate() {
    this.vintageCache = null;
    this.memo.clear();
    this.indexes.clear();
  }

  private async catalogue() {
    if (this.vintageCache && Date.now() - this.vintageCache.at < this.cacheMs)
      return this.vintageCache;
    const rows = await this.db.query<{
      year: number;
      source_name: string;
      source_version: string;
      licence: string;
      counts: VintageInfo['counts'] & { population: number };
      imported_at: Date | string;
    }>(
      'SELECT year, source_name, source_version, licence, counts, imported_at FROM vintage ORDER BY year',
    );
    const indicators = await this.db.query<IndicatorInfo>(
      'SELECT id, label, unit, source, licence FROM indicator ORDER BY id',
    );
    const [runs] = await this.db.query<{ v: string }>(
      `SELECT coalesce(max(id), 0) || ':' || count(*) AS v FROM import_run WHERE status = 'succeeded'`,
    );
    const vintages = rows.map((r) => {
      const counts = typeof r.counts === 'string' ? JSON.parse(r.counts) : r.counts;
      return {
        year: r.year,
        source: { name: r.source_name, version: r.source_version, licence: r.licence },
        importedAt: new Date(r.imported_at).toISOString(),
        counts: {
          region: counts.region,
          departement: counts.departement,
          epci: counts.epci,
          commune: counts.commune,
          arrondissement: counts.arrondissement,
        },
        population: counts.population,
      };
    });
    const version = `${runs?.v}:${vintages.map((v) => v.importedAt).join(',')}`;
    this.vintageCache = { at: Date.now(), vintages, indicators, version };
    return this.vintageCache;
  }

  async vintages(): Promise<VintagesResponse> {
    const { vintages, indicators } = await this.catalogue();
    return { vintages, latest: vintages.at(-1)?.year ?? null, indicators };
  }

  /** The requested vintage (default: the latest); 404 when no data exists for it. */
  async vintage(year: number | undefined): Promise<VintageInfo> {
    const { vintages } = await this.catalogue();
    if (vintages.length === 0) {
      throw new HttpError(
        503,
        'NO_DATA',
        'Aucune donnée n’est encore importée : lancez « npm run import ».',
      );
    }
    if (year === undefined) return vintages.at(-1) as VintageInfo;
    const found = vintages.find((v) => v.year === year);
    if (!found) {
      throw new HttpError(
        404,
        'YEAR_NOT_FOUND',
        `Aucune donnée pour le millésime ${year}. Millésimes disponibles : ${vintages.map((v) => v.year).join(', ')}.`,
        { available: vintages.map((v) => v.year) },
      );
    }
    return found;
  }

  private async indicator(id: string | undefined): Promise<IndicatorInfo> {
    const { indicators } = await this.catalogue();
    const wanted = id ?? 'population';
    const found = indicators.find((i) => i.id === wanted);
    if (!found) {
      throw new HttpError(404, 'INDICATOR_NOT_FOUND', `Indicateur inconnu : « ${wanted} ».`, {
        available: indicators.map((i) => i.id),
      });
    }
    return found;
  }

  checkCode(type: TerritoryType, id: string): string {
    const code = id.toUpperCase();
    if (!CODE_PATTERNS[type].test(code)) {
      throw new HttpError(
        400,
        'INVALID_ID',
        `Code mal formé pour ${TYPE_LABELS[type]} : ${CODE_EXAMPLES[type]} est attendu.`,
      );
    }
    return code;
  }

  /** The territory row in a vintage, with the list of vintages in which it exists. */
  private async find(type: TerritoryType, id: string, yearParam: number | undefined) {
    const code = this.checkCode(type, id);
    const all = await this.db.query<HistoryRow>(
      'SELECT year, name, population, former_codes FROM territory WHERE type = $1 AND code = $2 ORDER BY year',
      [type, code],
    );
    // An unknown code is said first, whatever the vintage asked (unless nothing is imported).
    if (all.length === 0) {
      await this.vintage(undefined);
      throw new HttpError(404, 'TERRITORY_NOT_FOUND', NOT_FOUND[type](code));
    }
    const vintage = await this.vintage(yearParam);
    const exists = all.map((r) => r.year);
    if (!exists.includes(vintage.year)) {
      const name = (all.at(-1) as HistoryRow).name;
      const details: AbsentDetails = {
        name,
        exists,
        ...(await this.standIns(type, code, vintage.year, all)),
      };
      const successor = details.successors.map((s) => `${s.name} (${s.code})`).join(', ');
      throw new HttpError(
        404,
        'TERRITORY_ABSENT_IN_YEAR',
        `${name} (${code}) n’existe pas dans le millésime ${vintage.year}. Millésimes où ${EXISTS_IN[type]} : ${exists.join(', ')}.${successor ? ` En ${vintage.year}, ${type === 'epci' ? 'ses communes appartiennent à' : 'son territoire fait partie de'} ${successor}.` : ''}`,
        details,
      );
    }
    const [row] = await this.db.query<TerritoryRow>(
      'SELECT * FROM territory WHERE year = $1 AND type = $2 AND code = $3',
      [vintage.year, type, code],
    );
    return { row: row as TerritoryRow, vintage, history: all, exists };
  }

  /**
   * What stands in the place of a commune absent from `year`: the commune(s) it was merged into
   * (whose former codes include it), and, before it was created, the communes it was created from.
   * Other levels record no mergers.
   */
  private async standIns(
    type: TerritoryType,
    code: string,
    year: number,
    history: HistoryRow[],
  ): Promise<Pick<AbsentDetails, 'successors' | 'predecessors'>> {
    if (type === 'epci') {
      // An EPCI records no mergers: where its member communes were, or went.
      const before = history.filter((h) => h.year < year).at(-1);
      const after = history.find((h) => h.year > year);
      return {
        successors: before ? await this.epciOfMembers(code, before.year, year) : [],
        predecessors: !before && after ? await this.epciOfMembers(code, after.year, year) : [],
      };
    }
    if (type !== 'commune') return { successors: [], predecessors: [] };
    const successors = await this.mergedInto(code, year);
    const first = history[0];
    const predecessors =
      first && year < first.year && first.former_codes.length > 0
        ? await this.communesIn(year, first.former_codes)
        : [];
    return { successors, predecessors };
  }

  /** The communes of `year` into which the commune `code` has been merged. */
  private async mergedInto(code: string, year: number): Promise<TerritoryInYear[]> {
    return this.db.query<TerritoryInYear>(
      `SELECT type, code, name, year FROM territory
       WHERE year = $1 AND type = 'commune' AND former_codes @> ARRAY[$2]::text[] AND code <> $2
       ORDER BY code`,
      [year, code],
    );
  }

  /** The EPCI of `to` to which the communes that were members of EPCI `code` in `from` belong. */
  private async epciOfMembers(code: string, from: number, to: number): Promise<TerritoryInYear[]> {
    return this.db.query<TerritoryInYear>(
      `SELECT e.type, e.code, e.name, e.year FROM territory m
       JOIN territory c ON c.year = $3 AND c.type = 'commune' AND c.code = m.code
       JOIN territory e ON e.year = $3 AND e.type = 'epci' AND e.code = c.epci
       WHERE m.year = $2 AND m.type = 'commune' AND m.epci = $1 AND e.code <> $1
       GROUP BY e.type, e.code, e.name, e.year ORDER BY count(*) DESC, e.code`,
      [code, from, to],
    );
  }

  private async communesIn(year: number, codes: string[]): Promise<TerritoryInYear[]> {
    return this.db.query<TerritoryInYear>(
      `SELECT type, code, name, year FROM territory
       WHERE year = $1 AND type = 'commune' AND code = ANY($2::text[]) ORDER BY code`,
      [year, codes],
    );
  }

  /**
   * The mergers around a commune seen in `year`: the latest one, up to `year`, that created it
   * (predecessors in the vintage before), and the one it disappears into after `year`.
   */
  private async lineage(
    type: TerritoryType,
    code: string,
    year: number,
    history: HistoryRow[],
  ): Promise<TerritoryDetail['lineage']> {
    if (type !== 'commune' && type !== 'epci') return { mergedFrom: null, mergedInto: null };
    const years = (await this.catalogue()).vintages.map((v) => v.year);
    const exists = new Set(history.map((h) => h.year));
    if (type === 'epci') {
      // Created after the first vintage: the EPCI its communes belonged to the vintage before.
      const first = history[0]?.year ?? year;
      const before = years[years.indexOf(first) - 1];
      const from = before !== undefined ? await this.epciOfMembers(code, first, before) : [];
      // Gone after this vintage: the EPCI its communes belong to then.
      const nextOf = (y: number) => years[years.indexOf(y) + 1];
      const last = history.find((h) => {
        const next = nextOf(h.year);
        return h.year >= year && next !== undefined && !exists.has(next);
      });
      const gone = last ? nextOf(last.year) : undefined;
      const into =
        gone !== undefined ? await this.epciOfMembers(code, (last as HistoryRow).year, gone) : [];
      return {
        mergedFrom: from.length > 0 ? { year: first, territories: from } : null,
        mergedInto:
          into.length > 0 && gone !== undefined ? { year: gone, territories: into } : null,
      };
    }

    let mergedFrom: Merger | null = null;
    const formerCodes = [...new Set(history.flatMap((h) => h.former_codes))];
    if (formerCodes.length > 0) {
      const rows = await this.db.query<TerritoryInYear>(
        `SELECT type, code, name, year FROM territory
         WHERE type = 'commune' AND code = ANY($1::text[]) ORDER BY code`,
        [[...formerCodes, code]],
      );
      const at = (y: number | undefined, c: string) =>
        rows.find((r) => r.year === y && r.code === c);
      for (const h of history) {
        if (h.year > year) break;
        const previous = years[years.indexOf(h.year) - 1];
        if (previous === undefined) continue;
        const merged = h.former_codes.filter((c) => at(previous, c) && !at(h.year, c));
        if (merged.length === 0) continue;
        const itself = exists.has(previous) ? at(previous, code) : undefined;
        const territories = [...merged.map((c) => at(previous, c) as TerritoryInYear)];
        if (itself) territories.push(itself);
        territories.sort(
          (a, b) => a.name.localeCompare(b.name, 'fr') || a.code.localeCompare(b.code),
        );
        mergedFrom = { year: h.year, territories };
      }
    }

    let mergedInto: Merger | null = null;
    const next = years.find((y) => y > year && !exists.has(y));
    if (next !== undefined) {
      const territories = await this.mergedInto(code, next);
      if (territories.length > 0) mergedInto = { year: next, territories };
    }
    return { mergedFrom, mergedInto };
  }

  private async refs(
    year: number,
    keys: { type: TerritoryType; code: string }[],
  ): Promise<Map<string, TerritoryRow>> {
    const map = new Map<string, TerritoryRow>();
    if (keys.length === 0) return map;
    const rows = await this.db.query<TerritoryRow>(
      `SELECT t.* FROM territory t
       JOIN unnest($2::text[], $3::text[]) AS k(type, code) ON t.type = k.type AND t.code = k.code
       WHERE t.year = $1`,
      [year, keys.map((k) => k.type), keys.map((k) => k.code)],
    );
    for (const r of rows) map.set(`${r.type}:${r.code}`, r);
    return map;
  }

  territory(type: TerritoryType, id: string, yearParam?: number): Promise<TerritoryDetail> {
    return this.cached(`t|${type}|${id}|${yearParam ?? ''}`, () =>
      this.computeTerritory(type, id, yearParam),
    );
  }

  private async computeTerritory(
    type: TerritoryType,
    id: string,
    yearParam?: number,
  ): Promise<TerritoryDetail> {
    const { row, vintage, history, exists } = await this.find(type, id, yearParam);
    const { vintages } = await this.catalogue();
    const year = vintage.year;
    const lineage = await this.lineage(type, row.code, year, history);

    const parentKeys: { type: TerritoryType; code: string }[] = [];
    if (row.commune) parentKeys.push({ type: 'commune', code: row.commune });
    if (row.epci) parentKeys.push({ type: 'epci', code: row.epci });
    if (row.departement) parentKeys.push({ type: 'departement', code: row.departement });
    if (row.region) parentKeys.push({ type: 'region', code: row.region });
    if (row.chef_lieu) parentKeys.push({ type: 'commune', code: row.chef_lieu });
    const related = await this.refs(year, parentKeys);
    const ref = (t: TerritoryType, code: string | null): TerritoryRef | undefined => {
      const r = code ? related.get(`${t}:${code}`) : undefined;
      return r ? { type: r.type, code: r.code, name: r.name } : undefined;
    };
    const parents: TerritoryDetail['parents'] = {};
    const commune = ref('commune', row.commune);
    const epci = ref('epci', row.epci);
    const departement = ref('departement', row.departement);
    const region = ref('region', row.region);
    if (commune) parents.commune = commune;
    if (epci) parents.epci = epci;
    if (departement) parents.departement = departement;
    if (region) parents.region = region;

    const pop = row.population;
    const change = (other: { year: number; population: number | null } | undefined) => {
      if (!other || other.population === null || pop === null) return null;
      const absolute = pop - other.population;
      return {
        year: other.year,
        population: other.population,
        absolute,
        relative: other.population === 0 ? null : absolute / other.population,
      };
    };
    const index = vintages.findIndex((v) => v.year === year);
    const previousYear = index > 0 ? vintages[index - 1]?.year : undefined;
    const previous = history.find((h) => h.year === previousYear);
    const first = history.find((h) => h.population !== null);

    const parentType: Partial<Record<TerritoryType, TerritoryType>> = {
      commune: 'departement',
      arrondissement: 'commune',
      departement: 'region',
      epci: 'departement',
    };
    const pt = parentType[type];
    const parentCode = pt ? (row[PARENT_COLUMN[pt] as keyof TerritoryRow] as string | null) : null;
    const parentRow = pt && parentCode ? related.get(`${pt}:${parentCode}`) : undefined;
    const rankParent =
      parentRow && row.rank_parent !== null && row.count_parent !== null
        ? {
            rank: row.rank_parent,
            of: row.count_parent,
            share: pop !== null && parentRow.population ? pop / parentRow.population : null,
            parent: { type: parentRow.type, code: parentRow.code, name: parentRow.name },
          }
        : null;
    const rankNational =
      row.rank_national !== null && row.count_national !== null
        ? {
            rank: row.rank_national,
            of: row.count_national,
            share: pop !== null && vintage.population ? pop / vintage.population : null,
          }
        : null;

    const childTypes = CHILD_TYPES[type];
    let children: TerritoryDetail['children'] = null;
    const childType = childTypes[0];
    if (childType) {
      const [c] = await this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM territory WHERE year = $1 AND type = $2 AND ${PARENT_COLUMN[type]} = $3`,
        [year, childType, row.code],
      );
      if (c && c.n > 0) children = { type: childType, count: c.n };
    }

    const chefLieuRow = row.chef_lieu ? related.get(`commune:${row.chef_lieu}`) : undefined;
    const indicators = await this.db.query<TerritoryDetail['indicators'][number]>(
      `SELECT i.id, i.label, i.unit, v.value, i.source, i.licence
       FROM indicator_value v JOIN indicator i ON i.id = v.indicator
       WHERE v.year = $1 AND v.type = $2 AND v.code = $3 AND v.indicator <> 'population'
       ORDER BY i.id`,
      [year, type, row.code],
    );

    return {
      territory: {
        type,
        code: row.code,
        name: row.name,
        year,
        nature: row.nature,
        postalCodes: row.postal_codes,
      },
      exists,
      lineage,
      population: pop,
      change: {
        previous: change(previous),
        first: first && first.year !== year ? change(first) : null,
      },
      rank: { parent: rankParent, national: rankNational },
      communes: type === 'commune' || type === 'arrondissement' ? null : row.communes,
      children,
      chefLieu: chefLieuRow ? { code: chefLieuRow.code, name: chefLieuRow.name } : null,
      parents,
      indicators,
      source: vintage.source,
    };
  }

  async children(
    type: TerritoryType,
    id: string,
    query: {
      year?: number;
      childType?: TerritoryType;
      page?: number;
      pageSize?: number;
      sort?: 'name' | 'code' | 'population';
      order?: 'asc' | 'desc';
    },
    all = false,
  ): Promise<ChildrenResponse> {
    const { row, vintage } = await this.find(type, id, query.year);
    const allowed = CHILD_TYPES[type];
    const childType = query.childType ?? allowed[0];
    if (!childType || !allowed.includes(childType)) {
      throw new HttpError(
        400,
        'INVALID_CHILD_TYPE',
        allowed.length === 0
          ? 'Ce niveau de territoire n’a pas de subdivisions.'
          : `Subdivisions possibles pour ce niveau : ${allowed.join(', ')}.`,
      );
    }
    const sort = query.sort ?? 'name';
    const order = query.order ?? (sort === 'population' ? 'desc' : 'asc');
    const page = query.page ?? 1;
    const pageSize = all ? 100_000 : (query.pageSize ?? 50);
    const sortColumn = { name: 'search_name', code: 'code', population: 'population' }[sort];
    const direction = order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
    const where = `year = $1 AND type = $2 AND ${PARENT_COLUMN[type]} = $3`;
    const params = [vintage.year, childType, row.code];
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM territory WHERE ${where}`,
      params,
    );
    const items = await this.db.query<{
      type: TerritoryType;
      code: string;
      name: string;
      population: number | null;
      postal_codes: string[];
    }>(
      `SELECT type, code, name, population, postal_codes FROM territory WHERE ${where}
       ORDER BY ${sortColumn} ${direction}, code ASC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    return {
      parent: { type, code: row.code, name: row.name, year: vintage.year },
      childType,
      total: count?.n ?? 0,
      page,
      pageSize,
      sort,
      order,
      items: items.map((i) => ({
        type: i.type,
        code: i.code,
        name: i.name,
        population: i.population,
        share: i.population !== null && row.population ? i.population / row.population : null,
        postalCodes: i.postal_codes,
      })),
    };
  }

  series(type: TerritoryType, id: string, indicatorId?: string): Promise<SeriesResponse> {
    return this.cached(`s|${type}|${id}|${indicatorId ?? ''}`, () =>
      this.computeSeries(type, id, indicatorId),
    );
  }

  private async computeSeries(
    type: TerritoryType,
    id: string,
    indicatorId?: string,
  ): Promise<SeriesResponse> {
    const code = this.checkCode(type, id);
    const indicator = await this.indicator(indicatorId);
    const rows = await this.db.query<{ year: number; name: string; value: number | null }>(
      `SELECT t.year, t.name, v.value FROM territory t
       LEFT JOIN indicator_value v ON v.indicator = $3 AND v.year = t.year AND v.type = t.type AND v.code = t.code
       WHERE t.type = $1 AND t.code = $2 ORDER BY t.year`,
      [type, code, indicator.id],
    );
    const last = rows.at(-1);
    if (!last) throw new HttpError(404, 'TERRITORY_NOT_FOUND', NOT_FOUND[type](code));
    return {
      territory: { type, code, name: last.name },
      indicator: { id: indicator.id, label: indicator.label, unit: indicator.unit },
      points: rows.map((r) => ({ year: r.year, value: r.value })),
    };
  }

  async compare(q: ComparePair): Promise<CompareResponse> {
    return this.cached(
      `c|${q.type}|${q.id}|${q.year ?? ''}|${q.type2}|${q.id2}|${q.year2 ?? ''}`,
      () => this.computeCompare(q),
    );
  }

  private async computeCompare(q: ComparePair): Promise<CompareResponse> {
    const a = await this.territory(q.type, q.id, q.year);
    const b = await this.territory(q.type2, q.id2, q.year2);
    const row = (
      indicator: string,
      label: string,
      unit: string,
      va: number | null,
      vb: number | null,
      applicable = { a: true, b: true },
    ) => ({
      indicator,
      label,
      unit,
      a: va,
      b: vb,
      absolute: va !== null && vb !== null ? vb - va : null,
      relative: va !== null && vb !== null && va !== 0 ? (vb - va) / va : null,
      applicable,
    });
    // A commune or an arrondissement has no member communes: "sans objet", not missing.
    const hasCommunes = (t: TerritoryType) => t !== 'commune' && t !== 'arrondissement';
    const rows = [
      row('population', 'Population municipale', 'habitants', a.population, b.population),
      row(
        'change_previous',
        'Évolution depuis le millésime précédent',
        '%',
        a.change.previous?.relative ?? null,
        b.change.previous?.relative ?? null,
      ),
      row('communes', 'Nombre de communes', 'communes', a.communes, b.communes, {
        a: hasCommunes(a.territory.type),
        b: hasCommunes(b.territory.type),
      }),
      row(
        'share_national',
        'Part de la population nationale',
        '%',
        a.rank.national?.share ?? null,
        b.rank.national?.share ?? null,
      ),
    ];
    const ids = [...new Set([...a.indicators, ...b.indicators].map((i) => i.id))].sort();
    for (const id of ids) {
      const ia = a.indicators.find((i) => i.id === id);
      const ib = b.indicators.find((i) => i.id === id);
      const meta = (ia ?? ib) as TerritoryDetail['indicators'][number];
      rows.push(row(id, meta.label, meta.unit, ia?.value ?? null, ib?.value ?? null));
    }
    const [sa, sb] = await Promise.all([this.series(q.type, q.id), this.series(q.type2, q.id2)]);
    return { a, b, rows, series: { a: sa.points, b: sb.points } };
  }

  async map(
    level: 'region' | 'departement',
    yearParam?: number,
    indicatorId?: string,
  ): Promise<MapResponse> {
    return this.cached(`m|${level}|${yearParam ?? ''}|${indicatorId ?? ''}`, () =>
      this.computeMap(level, yearParam, indicatorId),
    );
  }

  private async computeMap(
    level: 'region' | 'departement',
    yearParam?: number,
    indicatorId?: string,
  ): Promise<MapResponse> {
    const vintage = await this.vintage(yearParam);
    const indicator = await this.indicator(indicatorId);
    const values = await this.db.query<{ code: string; name: string; value: number | null }>(
      `SELECT t.code, t.name, v.value FROM territory t
       LEFT JOIN indicator_value v ON v.indicator = $3 AND v.year = t.year AND v.type = t.type AND v.code = t.code
       WHERE t.year = $1 AND t.type = $2 ORDER BY t.code`,
      [vintage.year, level, indicator.id],
    );
    const known = values.map((v) => v.value).filter((v): v is number => v !== null);
    return {
      level,
      year: vintage.year,
      indicator: { id: indicator.id, label: indicator.label, unit: indicator.unit },
      values,
      min: known.length ? Math.min(...known) : null,
      max: known.length ? Math.max(...known) : null,
    };
  }

  /** Version of the data (changes with every import); at most `cacheMs` old. */
  async dataVersion(): Promise<string> {
    return (await this.catalogue()).version;
  }

  private async searchIndex(year: number): Promise<SearchIndex> {
    const version = await this.dataVersion();
    const cached = this.indexes.get(year);
    if (cached && cached.version === version) return cached.index;
    const index = SearchIndex.load(this.db, year);
    this.indexes.set(year, { version, index });
    index.catch(() => this.indexes.delete(year));
    return index;
  }

  /**
   * Search by name, official code or postal code (in-memory index per vintage, see
   * search-index.ts): exact, prefix, later word, name + number and typo-tolerant matches, ranked
   * by match cost with population as a prior. When nothing matches, a trigram substring search in
   * the database finds a query inside a word.
   */
  async search(q: {
    q: string;
    type?: TerritoryType;
    year?: number;
    limit?: number;
  }): Promise<SearchResponse> {
    const vintage = await this.vintage(q.year);
    const limit = Math.min(q.limit ?? 10, MAX_SEARCH_RESULTS);
    const raw = q.q.trim();
    // Autocomplete sends the same short prefixes for many users: whole answers (substring
    // fallback included) are kept per data version, and serialized once (see server.ts).
    return this.cached(`q|${vintage.year}|${q.type ?? ''}|${limit}|${raw}`, () =>
      this.computeSearch(raw, vintage.year, q.type, limit),
    );
  }

  private async computeSearch(
    raw: string,
    year: number,
    type: TerritoryType | undefined,
    limit: number,
  ): Promise<SearchResponse> {
    const results = (await this.searchIndex(year)).search(raw, type, limit);
    const text = normalizeName(raw);
    if (results.length > 0 || text.length < 3) return { query: raw, year, results };
    const params: unknown[] = [year, `%${text}%`];
    if (type) params.push(type);
    const rows = await this.db.query<{
      type: TerritoryType;
      code: string;
      name: string;
      population: number | null;
      postal_codes: string[];
      dep_code: string | null;
      dep_name: string | null;
    }>(
      `SELECT t.type, t.code, t.name, t.population, t.postal_codes, d.code AS dep_code, d.name AS dep_name
       FROM territory t
       LEFT JOIN territory d ON d.year = t.year AND d.type = 'departement' AND d.code = t.departement AND t.type <> 'departement'
       WHERE t.year = $1 AND t.search_name LIKE $2 ${type ? 'AND t.type = $3' : ''}
       ORDER BY t.population DESC NULLS LAST, t.search_name, t.type LIMIT ${limit}`,
      params,
    );
    return {
      query: raw,
      year,
      results: rows.map((r) => ({
        type: r.type,
        code: r.code,
        name: r.name,
        year,
        population: r.population,
        departement: r.dep_code && r.dep_name ? { code: r.dep_code, name: r.dep_name } : null,
        postalCode: r.postal_codes[0] ?? null,
        match: 'name' as const,
      })),
    };
  }
}
