/**
 * The territorial data every API slice reads (each slice's service.ts under routes/data/): the catalogue and its
 * data version, the vintages, every vintage's territories in memory (book.ts), the indicator
 * values and ranks, the comparables, the series packs and the search indexes, all per data
 * version, and the lookup of a territory in a vintage. The SQL is in repository.ts, the shaping of
 * answers in builders.ts and catalogue.ts, the mergers in lineage.ts.
 */

import {
  type AbsentDetails,
  type TerritoryType,
  territoryCode,
  type VintagesResponse,
} from '@epic/api-contract';
import type { Db } from '../db/adapter.js';
import { HttpError } from '../errors.js';
import { ComparableReader } from '../indicators/comparables-read.js';
import { SeriesReader } from '../indicators/series-read.js';
import { IndicatorValues } from '../indicators/values.js';
import { SearchIndex } from '../search-index.js';
import { BookCache } from './book.js';
import { DataCache, dataChangesOf } from './cache.js';
import { buildCatalogue, type Catalogue, findVintage, type VintageInfo } from './catalogue.js';
import { absentInYear, invalidId, territoryNotFound } from './errors.js';
import { standIns } from './lineage.js';
import { MemoryRepository } from './memory-repository.js';
import { DataRepository } from './repository.js';

/** Data not imported yet (a 503 of the readers) as null; any other error goes on. */
export function missingAsNull(error: unknown): null {
  if (error instanceof HttpError && error.status === 503) return null;
  throw error;
}

export class DataService {
  /** Every SQL query of the data (the rest reads the book in memory). */
  readonly repo: DataRepository;
  /** The indicator values and ranks of each vintage (indicators/values.ts). */
  readonly statistics: IndicatorValues;
  /** The comparable territories (indicators/comparables-read.ts). */
  readonly similar: ComparableReader;
  /** The populations on constant perimeters and the published income (indicators/series-read.ts). */
  readonly seriesPacks: SeriesReader;
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
  ) {
    this.repo = new DataRepository(db);
    // The book's territory rows serve the indicator values of the same version (no second copy).
    this.statistics = new IndicatorValues(db, async (year, version) => {
      const src = await this.source();
      return src.version === version ? src.book.vintages.get(year)?.rows.values() : undefined;
    });
    this.similar = new ComparableReader(db, this.statistics);
    this.seriesPacks = new SeriesReader(db);
    this.cache = new DataCache(() => this.readCatalogue(), cacheMs, dataChangesOf(db));
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

  /**
   * What an answer computed now is an answer of, when known without waiting: the data version,
   * and how many answers a search index of the previous version gave (while the new one builds).
   * An answer may be kept only if this did not change while it was computed.
   */
  answerVersion(): string | undefined {
    const version = this.cache.freshVersion();
    return version === undefined ? undefined : `${version}#${this.cache.staleAnswers}`;
  }

  /** The catalogue of vintages and indicators at the current data version. */
  catalogue(): Promise<Catalogue> {
    return this.cache.catalogue();
  }

  /** The requested vintage (default: the latest); 404 when no data exists for it. */
  async vintage(year: number | undefined): Promise<VintageInfo> {
    return findVintage(await this.cache.catalogue(), year);
  }

  /** A vintage's search index, built once per import of that vintage (cache.ts). */
  searchIndex(year: number): Promise<SearchIndex> {
    return this.cache.searchIndex(year, async () =>
      SearchIndex.fromRows(year, await this.repo.searchRows(year)),
    );
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
   * Also run after each import. Stops between two vintages when the data version changes or the
   * service is closed;
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
        await this.statistics.prepare(year, version).catch(() => {});
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
  async source(): Promise<MemoryRepository> {
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
  async find(type: TerritoryType, id: string, yearParam: number | undefined) {
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
}
