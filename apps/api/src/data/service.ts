// Long file: the one coordinator of every data endpoint (territory, children, series, compare, map, indicators).
/**
 * The territorial data behind the API. `DataService` only coordinates: the SQL is in
 * repository.ts, the shaping of responses in builders.ts and catalogue.ts, the mergers in
 * lineage.ts and the caches (per data version) in cache.ts; search in ../search-index.ts.
 */

import {
  type AbsentDetails,
  type ChildrenResponse,
  type ComparablesResponse,
  type CompareResponse,
  INDICATORS_BY_ID,
  type IndicatorCatalogue,
  type IndicatorValuesResponse,
  LEGAL_POPULATION_ID,
  type MapResponse,
  type SearchResponse,
  type SeriesResponse,
  type StatisticValue,
  type TerritoryDetail,
  type TerritoryType,
  territoryCode,
  type VintagesResponse,
} from '@epic/api-contract';
import { MAX_SEARCH_RESULTS } from '@epic/api-contract/schemas';
import type { Db } from '../db/adapter.js';
import { deferStatistics } from '../deferred-statistics.js';
import { HttpError } from '../errors.js';
import { ComparableReader } from '../indicators/comparables-read.js';
import type { Around } from '../indicators/json-bytes.js';
import { legalPopulation } from '../indicators/level-values.js';
import { isRankingQuery, type RankingQuery, rankingPage } from '../indicators/ranking.js';
import { SeriesReader } from '../indicators/series-read.js';
import type { Scope } from '../indicators/similarity.js';
import { CATALOGUE, IndicatorValues, resolveIndicators } from '../indicators/values.js';
import { normalizeName } from '../normalize.js';
import { SearchIndex } from '../search-index.js';
import { BookCache } from './book.js';
import {
  buildChildren,
  buildDetail,
  buildMap,
  buildSubstringResults,
  CHILD_TYPES,
  refOf,
  relatedKeys,
} from './builders.js';
import { DataCache, dataChangesOf } from './cache.js';
import {
  buildCatalogue,
  type Catalogue,
  findIndicator,
  findVintage,
  type VintageInfo,
} from './catalogue.js';
import {
  buildComparison,
  type CompareRequest,
  compareRequest,
  duplicateSide,
  type PerimeterCell,
  sameTerritoryAsReference,
} from './compare.js';
import {
  absentInYear,
  indicatorNotFound,
  invalidChildType,
  invalidId,
  territoryNotFound,
} from './errors.js';
import { lineage, standIns } from './lineage.js';
import { MemoryRepository } from './memory-repository.js';
import {
  changeYears,
  incompletePopulation,
  populationChange,
  rebuildable,
} from './population-change.js';
import { DataRepository, type DetailRow, type IndicatorRow, liaison } from './repository.js';
import {
  buildSeriesList,
  INCOME_MEASURE,
  resolveSeries,
  SERIES_SOURCES,
  statisticIdsOf,
} from './series.js';

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

/** A territory's answer whose statistics are written as JSON bytes (`territoryWritten`). */
export interface WrittenTerritory {
  /** The key figures, without `statistics`. */
  detail: TerritoryDetail;
  /** Writes the `statistics` value as JSON bytes (ASCII), within the rest of the answer if given. */
  statistics: (around?: Around) => Buffer;
}

/** Data not imported yet (a 503 of the readers) as null; any other error goes on. */
function missingAsNull(error: unknown): null {
  if (error instanceof HttpError && error.status === 503) return null;
  throw error;
}

export class DataService {
  private readonly repo: DataRepository;
  private readonly statistics: IndicatorValues;
  private readonly similar: ComparableReader;
  private readonly seriesPacks: SeriesReader;
  private readonly cache: DataCache<Catalogue>;
  private readonly books: BookCache;
  private memory: MemoryRepository | null = null;
  /** The data version whose indicators prepareIndicators() finished preparing. */
  private preparedVersion: string | null = null;
  /** Incremented by `invalidate()`: a warm-up in progress stops. */
  private generation = 0;

  constructor(
    db: Db,
    /**
     * How long the list of vintages and indicators (and so the data version) is kept (ms):
     * Config.catalogueMs.
     */
    cacheMs: number,
    /** Keep computed responses in memory per data version (at most 5 000, errors not kept). */
    responseCache: boolean,
  ) {
    this.repo = new DataRepository(db);
    // The book's territory rows serve the indicator values of the same version (no second copy).
    this.statistics = new IndicatorValues(db, async (year, version) => {
      const src = await this.source();
      return src.version === version ? src.book.vintages.get(year)?.rows.values() : undefined;
    });
    this.similar = new ComparableReader(db, this.statistics);
    this.seriesPacks = new SeriesReader(db);
    this.cache = new DataCache(
      () => this.readCatalogue(),
      cacheMs,
      responseCache,
      dataChangesOf(db),
    );
    this.books = new BookCache(db);
  }

  invalidate() {
    this.generation++;
    this.cache.clear();
    this.books.clear();
    this.memory = null;
    this.statistics.clear();
    this.similar.clear();
    this.seriesPacks.clear();
  }

  private async readCatalogue(): Promise<Catalogue> {
    const rows = await this.repo.vintages();
    const indicators = await this.repo.indicators();
    return buildCatalogue(rows, indicators, await this.repo.importVersion());
  }

  async vintages(): Promise<VintagesResponse> {
    const { vintages, indicators } = await this.cache.catalogue();
    return { vintages, latest: vintages.at(-1)?.year ?? null, indicators };
  }

  /** Version of the data (changes with every import); at most `cacheMs` old. */
  dataVersion(): Promise<string> {
    return this.cache.version();
  }

  /** The data version if known fresh right now, without waiting (see DataCache.freshVersion). */
  freshVersion(): string | undefined {
    return this.cache.freshVersion();
  }

  /** The requested vintage (default: the latest); 404 when no data exists for it. */
  async vintage(year: number | undefined): Promise<VintageInfo> {
    return findVintage(await this.cache.catalogue(), year);
  }

  private async indicator(id: string | undefined): Promise<IndicatorRow> {
    return findIndicator(await this.cache.catalogue(), id);
  }

  /**
   * Reads the territories into memory now (the first data request would), so that a started
   * instance never makes a visitor wait for them. Without data yet, there is nothing to read.
   */
  async warm(): Promise<void> {
    if ((await this.cache.catalogue()).vintages.length > 0) await this.source();
  }

  /**
   * Loads every vintage's indicator values and ranks ahead of their first request (latest vintage
   * first), a column at a time between the requests being served: without it the first territory
   * asked with its indicators in a vintage waited about 1 s, and held the process meanwhile.
   * Also run after each import. Stops when the data version changes or the service is closed;
   * failures (no indicators imported yet, database closed) are left to the requests.
   */
  async prepareIndicators(): Promise<void> {
    const generation = this.generation;
    try {
      const { vintages } = await this.cache.catalogue();
      if (vintages.length === 0) return;
      const { version } = await this.source();
      const stopped = () => this.generation !== generation || this.memory?.version !== version;
      for (const { year } of [...vintages].reverse()) {
        if (stopped()) return;
        await this.seriesPacks.population(year, version).catch(() => {});
        await this.statistics.prepare(year, version, stopped).catch(() => {});
      }
      if (!stopped()) this.preparedVersion = version;
    } catch {}
  }

  /** Whether every vintage's indicators are prepared at the current data version (readiness). */
  indicatorsPrepared(): boolean {
    return this.memory !== null && this.preparedVersion === this.memory.version;
  }

  /**
   * The territories of every vintage at the current data version, in memory (book.ts): the
   * answers below read them without a query. Its `version` is the one to read other data at.
   */
  private async source(): Promise<MemoryRepository> {
    const book = await this.books.get(await this.cache.version());
    if (this.memory?.book !== book) {
      const imported = this.memory !== null;
      this.memory = new MemoryRepository(book);
      if (imported) void this.prepareIndicators();
    }
    return this.memory;
  }

  checkCode(type: TerritoryType, id: string): string {
    const code = territoryCode(type, id);
    if (code === null) throw invalidId(type);
    return code;
  }

  /** The territory row in a vintage, with the list of vintages in which it exists. */
  private async find(type: TerritoryType, id: string, yearParam: number | undefined) {
    const code = this.checkCode(type, id);
    const src = await this.source();
    const history = await src.history(type, code);
    const last = history.at(-1);
    // An unknown code is said first, whatever the vintage asked (unless nothing is imported).
    if (!last) {
      await this.vintage(undefined);
      throw territoryNotFound(type, code);
    }
    const vintage = await this.vintage(yearParam);
    const exists = history.map((r) => r.year);
    const row = src.row(vintage.year, type, code);
    if (!row) {
      const details: AbsentDetails = {
        name: last.name,
        exists,
        ...(await standIns(src, type, code, vintage.year, history)),
      };
      throw absentInYear(type, code, vintage.year, details);
    }
    return { row, vintage, history, exists, src };
  }

  /**
   * A territory's key figures; with `indicators` (catalogue ids or themes, comma-separated), also
   * their values (`statistics`). Without it the answer is unchanged.
   */
  territory(
    type: TerritoryType,
    id: string,
    yearParam?: number,
    indicators?: string,
  ): Promise<TerritoryDetail> {
    if (indicators !== undefined) {
      return this.withStatistics('ts', type, id, yearParam, indicators, async (at) => ({
        ...at.detail,
        statistics: await this.statistics.territory(...at.args),
      }));
    }
    return this.cache.response(`t|${type}|${id}|${yearParam ?? ''}`, () =>
      this.computeTerritory(type, id, yearParam),
    );
  }

  /**
   * `territory` with `indicators`, for a JSON answer: the key figures without statistics, and
   * the writer of the statistics as JSON bytes from the vintage's arrays
   * (IndicatorValues.territoryWriter: the same bytes, without making their some 600 objects).
   */
  territoryWritten(
    type: TerritoryType,
    id: string,
    yearParam: number | undefined,
    indicators: string,
  ): Promise<WrittenTerritory> {
    return this.withStatistics('tw', type, id, yearParam, indicators, async (at) => ({
      detail: at.detail,
      statistics: await this.statistics.territoryWriter(...at.args),
    }));
  }

  /** An answer made of a territory's key figures and its statistics, kept per data version. */
  private withStatistics<T>(
    kind: string,
    type: TerritoryType,
    id: string,
    yearParam: number | undefined,
    indicators: string,
    make: (at: {
      detail: TerritoryDetail;
      args: Parameters<IndicatorValues['territory']>;
    }) => Promise<T>,
  ): Promise<T> {
    const ids = resolveIndicators(indicators);
    return this.cache.response(
      `${kind}|${type}|${id}|${yearParam ?? ''}|${ids.join(',')}`,
      async () => {
        const detail = await this.territory(type, id, yearParam);
        const { version } = await this.source();
        const { year, code } = detail.territory;
        return make({ detail, args: [year, version, type, code, ids, detail.parents] });
      },
    );
  }

  private async computeTerritory(
    type: TerritoryType,
    id: string,
    yearParam?: number,
  ): Promise<TerritoryDetail> {
    const { row, vintage, history, exists, src } = await this.find(type, id, yearParam);
    const { vintages } = await this.cache.catalogue();
    const year = vintage.year;
    const years = vintages.map((v) => v.year);
    const mergers = await lineage(src, type, row.code, year, history, years);
    const related = new Map<string, DetailRow>();
    for (const k of relatedKeys(row)) {
      const r = src.row(year, k.type, k.code);
      if (r) related.set(`${k.type}:${k.code}`, r);
    }
    const childType = CHILD_TYPES[type][0];
    const count = childType ? src.countChildren(year, type, row.code, childType) : 0;
    const children = childType && count > 0 ? { type: childType, count } : null;
    const indicators = src.indicatorValues(year, type, row.code);
    const territory = { type, code: row.code, year, population: row.population };
    // Without the populations on a constant perimeter (vintages imported one by one, not by
    // importAll), the key figures still answer, without changes.
    const population = await this.seriesPacks.population(year, src.version).catch(missingAsNull);
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
      census: vintage.census
        ? {
            year: vintage.census.year,
            sameAs: vintage.census.sameAs,
            ...(incomplete ? { incomplete: true as const } : {}),
          }
        : null,
      change: { previous: changeSince(previous), first: changeSince(first) },
    });
  }

  /**
   * One page of a territory's subdivisions (`all`: every one, for the CSV, whose statistics are
   * then made as it is written: deferredStatistics).
   */
  children(
    type: TerritoryType,
    id: string,
    query: ChildrenQuery,
    all = false,
  ): Promise<ChildrenResponse> {
    // A page is kept per data version; every row (the CSV) is computed each time.
    if (all) return this.computeChildren(type, id, query, true);
    const q = query;
    const key = `ch|${type}|${id}|${q.year ?? ''}|${q.childType ?? ''}|${q.page ?? ''}|${q.pageSize ?? ''}|${q.sort ?? ''}|${q.order ?? ''}|${q.indicators ?? ''}`;
    return this.cache.response(key, () => this.computeChildren(type, id, query, false));
  }

  private async computeChildren(
    type: TerritoryType,
    id: string,
    query: ChildrenQuery,
    all: boolean,
  ): Promise<ChildrenResponse> {
    const ids = query.indicators === undefined ? undefined : resolveIndicators(query.indicators);
    const { row, vintage, src } = await this.find(type, id, query.year);
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
    if (ids === undefined) return result;
    if (all) {
      // Every row (a CSV): the statistics are made as the CSV is written (deferred-statistics.ts).
      deferStatistics(result, (keys) =>
        this.statistics.cells(vintage.year, src.version, [...keys], ids),
      );
      return result;
    }
    const statistics = await this.statistics.cells(
      vintage.year,
      src.version,
      result.items.map((i) => `${i.type}:${i.code}`),
      ids,
    );
    // The items are this answer's own (buildChildren): given their statistics in place, last.
    result.items.forEach((item, k) => {
      item.statistics = statistics[k] ?? [];
    });
    return result;
  }

  /**
   * A territory's series (`indicators`: series ids, default `population`), every point on the
   * perimeter of vintage `year` (default: the latest in which the territory exists).
   */
  series(
    type: TerritoryType,
    id: string,
    query: { year?: number; indicators?: string } = {},
  ): Promise<SeriesResponse> {
    const key = `s|${type}|${id}|${query.year ?? ''}|${query.indicators ?? ''}`;
    return this.cache.response(key, () => this.computeSeries(type, id, query));
  }

  private async computeSeries(
    type: TerritoryType,
    id: string,
    query: { year?: number; indicators?: string },
  ): Promise<SeriesResponse> {
    const code = this.checkCode(type, id);
    const defs = resolveSeries(query.indicators, type);
    let year = query.year;
    if (year === undefined) {
      // Without a vintage: the latest in which the territory exists (a merged commune's last).
      const history = await (await this.source()).history(type, code);
      year = history.at(-1)?.year;
    }
    const { row, vintage, src } = await this.find(type, code, year);
    const { vintages } = await this.cache.catalogue();
    const population = await this.seriesPacks.population(vintage.year, src.version);
    // The published income figures above the commune, only when one of their series is asked.
    const above = type === 'epci' || type === 'departement' || type === 'region';
    const income =
      above && defs.some((d) => d.id in INCOME_MEASURE)
        ? await this.seriesPacks.income(vintage.year, src.version)
        : undefined;
    const key = `${type}:${row.code}`;
    const ids = statisticIdsOf(
      defs.map((d) => d.id),
      type,
    );
    // Without the indicators imported, their points are unavailable; the rest answers.
    const [cells] =
      ids.length > 0
        ? await this.statistics
            .cells(vintage.year, src.version, [key], ids)
            .catch((error: unknown) => missingAsNull(error) ?? [[] as StatisticValue[]])
        : [[] as StatisticValue[]];
    const series = buildSeriesList(
      {
        territory: { type, code: row.code, year: vintage.year, population: row.population },
        vintages,
        population,
        income,
        rows: src,
        statistics: new Map((cells ?? []).map((c) => [c.id, c])),
      },
      defs,
    );
    const used = new Set(series.flatMap((s) => s.points.map((p) => p.source)));
    return {
      territory: { ...refOf(row), year: vintage.year },
      series,
      sources: SERIES_SOURCES.filter((s) => used.has(s.id)),
    };
  }

  /** The indicator catalogue (`GET /api/indicators`). */
  indicatorCatalogue(): IndicatorCatalogue {
    return CATALOGUE;
  }

  /**
   * An indicator for every territory of a level in a vintage, optionally within a parent: a
   * catalogue indicator, or `population` (the vintage's legal population). With a ranking
   * parameter (page, pageSize, sort, order, around), one page of the ranking (`all`: every row
   * sorted, for the CSV).
   */
  async indicatorValues(
    id: string,
    query: { level: TerritoryType; year?: number; parent?: string } & RankingQuery,
    all = false,
  ): Promise<IndicatorValuesResponse> {
    if (isRankingQuery(query) && id !== LEGAL_POPULATION_ID) {
      // A catalogue indicator's ranking: its sort order is kept with the loaded vintage.
      const vintage = await this.vintage(query.year);
      // The book's version, as every other reader of the indicator values: with the catalogue's
      // (which adds each vintage's import time) the loaded vintage was read again and its ranks
      // and orders lost at each switch between a ranking and a territory.
      const { version } = await this.source();
      const { level, parent } = query;
      return this.statistics.ranking(vintage.year, version, id, level, parent, query, all);
    }
    const full = await this.cache.response(
      `iv|${id}|${query.level}|${query.year ?? ''}|${query.parent ?? ''}`,
      async () => {
        const vintage = await this.vintage(query.year);
        const src = await this.source();
        if (id === LEGAL_POPULATION_ID) {
          // The vintage's own legal population (the maps' default), not a catalogue indicator.
          const { year, population } = vintage;
          return legalPopulation(src, year, query.level, query.parent, population ?? null);
        }
        return this.statistics.level(vintage.year, src.version, id, query.level, query.parent, src);
      },
    );
    return isRankingQuery(query) ? rankingPage(full, query, all) : full;
  }

  /** The 10 territories most similar to one, in France or within its région or département. */
  comparables(
    type: TerritoryType,
    id: string,
    yearParam?: number,
    scope: Scope = 'france',
  ): Promise<ComparablesResponse> {
    return this.cache.response(`cmp|${type}|${id}|${yearParam ?? ''}|${scope}`, async () => {
      const { row, vintage, src } = await this.find(type, id, yearParam);
      const result = await this.similar.comparables(
        vintage.year,
        src.version,
        type,
        row.code,
        scope,
      );
      return { ...result, territory: { ...result.territory, ...liaison(row.type_liaison) } };
    });
  }

  /** 2 to 6 territories side by side (the validated query of `GET /api/compare`). */
  compare(q: Record<string, unknown>): Promise<CompareResponse> {
    const req = compareRequest(q);
    const sides = req.sides.map((s) => `${s.type}|${s.id}|${s.year ?? ''}`).join('|');
    return this.cache.response(
      `c|${sides}|${req.reference}|${req.france}|${req.parent}|${req.indicators ?? ''}`,
      () => this.computeCompare(req),
    );
  }

  private async computeCompare(req: CompareRequest): Promise<CompareResponse> {
    if (req.indicators !== undefined) {
      try {
        resolveIndicators(req.indicators);
      } catch (error) {
        // A query parameter, not the resource: 400, naming it.
        const unknown = (error as HttpError).details?.unknown as string[] | undefined;
        throw new HttpError(
          400,
          'INDICATOR_NOT_FOUND',
          `Paramètre indicators\u00a0: ${(error as HttpError).message}`,
          { field: 'indicators', unknown: unknown ?? [] },
        );
      }
    }
    const details = await Promise.all(
      req.sides.map((s) => this.territory(s.type, s.id, s.year, req.indicators)),
    );
    details.forEach((d, i) => {
      const first = details.findIndex(
        (o) =>
          o.territory.type === d.territory.type &&
          o.territory.code === d.territory.code &&
          o.territory.year === d.territory.year,
      );
      if (first < i) throw duplicateSide(i + 1, first + 1);
    });
    const series = await Promise.all(
      details.map((d) =>
        this.series(d.territory.type, d.territory.code, { year: d.territory.year })
          .then((s) => s.series[0]?.points ?? [])
          .catch((error: unknown) => missingAsNull(error) ?? []),
      ),
    );
    const perimeters = await Promise.all(
      details.map((_, i) => this.perimeterCell(details, i, req.reference)),
    );
    return buildComparison(details, series, req, perimeters);
  }

  /**
   * For a side that is the reference side's territory in another vintage: both populations on the
   * later vintage's perimeter (the earlier one rebuilt from its communes).
   */
  private async perimeterCell(
    details: TerritoryDetail[],
    i: number,
    reference: number,
  ): Promise<PerimeterCell | undefined> {
    if (!sameTerritoryAsReference(details, i, reference)) return undefined;
    const side = details[i] as TerritoryDetail;
    const ref = details[reference] as TerritoryDetail;
    const [later, earlier] = side.territory.year > ref.territory.year ? [side, ref] : [ref, side];
    const src = await this.source();
    const { vintages } = await this.cache.catalogue();
    const { type, code, year } = later.territory;
    const population = await this.seriesPacks.population(year, src.version).catch(missingAsNull);
    if (population === null) return undefined;
    const change = populationChange(
      { type, code, year, population: later.population },
      earlier.territory.year,
      population,
      vintages,
      src,
    );
    const rebuilt = change.comparable ? change.population : null;
    const laterValue = change.comparable ? later.population : null;
    return {
      year,
      value: side === later ? laterValue : rebuilt,
      reference: side === later ? rebuilt : laterValue,
      comparable: change.comparable,
      ...(change.reason ? { reason: change.reason } : {}),
    };
  }

  map(
    level: 'region' | 'departement',
    yearParam?: number,
    indicatorId?: string,
  ): Promise<MapResponse> {
    return this.cache.response(`m|${level}|${yearParam ?? ''}|${indicatorId ?? ''}`, () =>
      this.computeMap(level, yearParam, indicatorId),
    );
  }

  private async computeMap(
    level: 'region' | 'departement',
    yearParam?: number,
    indicatorId?: string,
  ): Promise<MapResponse> {
    const vintage = await this.vintage(yearParam);
    const statistic = indicatorId === undefined ? undefined : INDICATORS_BY_ID.get(indicatorId);
    if (statistic) {
      // A catalogue indicator: the precomputed values (null unless `ok`).
      const src = await this.source();
      const all = await this.statistics.level(
        vintage.year,
        src.version,
        statistic.id,
        level,
        undefined,
        src,
      );
      const values = all.values.map((v) => ({ code: v.code, name: v.name, value: v.value }));
      return buildMap(level, vintage.year, statistic, values);
    }
    const catalogue = await this.cache.catalogue();
    if (indicatorId !== undefined && !catalogue.indicators.some((i) => i.id === indicatorId)) {
      const available = [...catalogue.indicators.map((i) => i.id), ...INDICATORS_BY_ID.keys()];
      throw indicatorNotFound(indicatorId, available);
    }
    const indicator = await this.indicator(indicatorId);
    const values = (await this.source()).levelValues(vintage.year, level, indicator.id);
    return buildMap(level, vintage.year, indicator, values);
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
    return this.cache.response(`q|${vintage.year}|${q.type ?? ''}|${limit}|${raw}`, () =>
      this.computeSearch(raw, vintage.year, q.type, limit),
    );
  }

  private async computeSearch(
    raw: string,
    year: number,
    type: TerritoryType | undefined,
    limit: number,
  ): Promise<SearchResponse> {
    const index = await this.cache.searchIndex(year, async () =>
      SearchIndex.fromRows(year, await this.repo.searchRows(year)),
    );
    const results = index.search(raw, type, limit);
    const text = normalizeName(raw);
    if (results.length > 0 || text.length < 3) return { query: raw, year, results };
    const rows = await this.repo.substringSearch(year, text, type, limit);
    return { query: raw, year, results: buildSubstringResults(rows, year) };
  }
}
