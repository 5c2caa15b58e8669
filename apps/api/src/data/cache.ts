/**
 * The data API's in-memory data, keyed by the data version (which changes only with an import):
 * the catalogue that gives the version and the search index of each vintage. Answers are kept by
 * the HTTP response cache alone (plugins/response-cache.ts).
 *
 * Every import commit sends the database notification `epic_data_v2` (migrations 008, 009), which
 * plugins/session.ts passes on to the database's `DataChanges`: the catalogue is then read again at
 * the next request, so that every instance switches to the new version at once. It is also read
 * again every `catalogueMs` (every second at most while a listener's connection is lost). The
 * search index of a vintage imported again is built beside the one in use, which answers until the
 * new one is ready.
 *
 * While the database cannot be reached, the last catalogue read stays in use (with it, everything
 * kept in memory for its version answers) and is read again in the background every second.
 */
import { DatabaseUnavailableError } from '../db/errors.js';
import type { SearchIndex } from '../search-index.js';

/** The catalogue of vintages and indicators, with the data version it was read at. */
export interface Versioned {
  /** Changes with every successful import (vintage or CSV). */
  version: string;
  /**
   * The vintages, when the catalogue lists them: a vintage's search index (names, codes, postal
   * codes) lasts as long as that vintage's import, whatever else is imported (indicators, CSV).
   */
  vintages?: readonly { year: number; importedAt: string }[];
}

/**
 * Data changes announced by one database, for every cache of this process on it: another
 * database's imports (another schema of the same PostgreSQL server, say) are not its changes.
 */
export class DataChanges {
  /** Incremented by each notification and each change of a listener's state. */
  epoch = 0;
  /** Listeners of the notifications that may miss some right now (connection lost). */
  down = 0;

  /** Registers a listener of the data notifications (see plugins/session.ts). */
  listener() {
    let live = false;
    let open = true;
    this.down++;
    return {
      changed: (): void => {
        this.epoch++;
      },
      state: (value: boolean): void => {
        if (!open || value === live) return;
        live = value;
        this.down += value ? -1 : 1;
        this.epoch++;
      },
      close: (): void => {
        if (!open) return;
        open = false;
        if (!live) this.down--;
      },
    };
  }
}

const changesByDb = new WeakMap<object, DataChanges>();

/** The data changes of a database (`Db`): the same for its listener and every cache on it. */
export function dataChangesOf(db: object): DataChanges {
  let changes = changesByDb.get(db);
  if (!changes) {
    changes = new DataChanges();
    changesByDb.set(db, changes);
  }
  return changes;
}

/** While a listener is down, the catalogue is read again at least this often. */
const DOWN_MAX_AGE_MS = 1_000;
/** While the database cannot be reached, it is tried again this often (ms). */
const UNREACHABLE_RETRY_MS = 1_000;

interface CatalogueEntry<C> {
  at: number;
  epoch: number;
  value: C;
}

export class DataCache<C extends Versioned> {
  private catalogueEntry: CatalogueEntry<C> | null = null;
  private catalogueRead: { epoch: number; value: Promise<C> } | null = null;
  /** When the database could not be reached: the next read is not tried before `retryAt`. */
  private unreachable: { retryAt: number } | null = null;
  /** Search indexes ready to answer (possibly of the previous version while the next builds). */
  private readonly indexes = new Map<number, { version: string; index: SearchIndex }>();
  private readonly building = new Map<number, { version: string; index: Promise<SearchIndex> }>();
  private readonly builders = new Map<number, () => Promise<SearchIndex>>();
  /**
   * Incremented each time an index of the previous version answers: an answer computed meanwhile
   * is not kept for the new version (DataService.answerVersion).
   */
  get staleAnswers(): number {
    return this.stale;
  }
  private stale = 0;

  constructor(
    private readonly readCatalogue: () => Promise<C>,
    /** How long the catalogue is kept when no notification tells of an import (ms). */
    private readonly catalogueMs: number,
    /** The changes announced by the database the catalogue is read from (dataChangesOf). */
    private readonly changes: DataChanges,
  ) {}

  private fresh(entry: CatalogueEntry<C>): boolean {
    if (entry.epoch !== this.changes.epoch) return false;
    // Notifications make the switch immediate; the periodic read stays as a safety net.
    const maxAge =
      this.changes.down > 0 ? Math.min(this.catalogueMs, DOWN_MAX_AGE_MS) : this.catalogueMs;
    return Date.now() - entry.at < maxAge;
  }

  /**
   * The catalogue, read again after an import (notified) or when too old. While the database
   * cannot be reached the last one read answers at once, the database tried again in the
   * background at most every UNREACHABLE_RETRY_MS.
   */
  async catalogue(): Promise<C> {
    const entry = this.catalogueEntry;
    if (entry && this.fresh(entry)) return entry.value;
    if (entry && this.unreachable) {
      if (!this.catalogueRead && Date.now() >= this.unreachable.retryAt)
        this.read().catch(() => {});
      return entry.value;
    }
    return this.read();
  }

  private read(): Promise<C> {
    const epoch = this.changes.epoch;
    // Concurrent requests share one read, unless it started before the latest notification.
    if (this.catalogueRead?.epoch === epoch) return this.catalogueRead.value;
    const at = Date.now();
    const value = this.readCatalogue().then(
      (read) => {
        this.unreachable = null;
        const previous = this.catalogueEntry?.value;
        if (!this.catalogueEntry || this.catalogueEntry.at <= at) {
          this.catalogueEntry = { at, epoch, value: read };
        }
        if (previous && previous.version !== read.version) this.prebuild();
        return read;
      },
      (error: unknown) => {
        const last = this.catalogueEntry?.value;
        if (!(error instanceof DatabaseUnavailableError) || !last) throw error;
        this.unreachable = { retryAt: Date.now() + UNREACHABLE_RETRY_MS };
        return last;
      },
    );
    const reading = { epoch, value };
    this.catalogueRead = reading;
    const done = () => {
      if (this.catalogueRead === reading) this.catalogueRead = null;
    };
    value.then(done, done);
    return value;
  }

  async version(): Promise<string> {
    return (await this.catalogue()).version;
  }

  /**
   * The data version when the catalogue in memory is fresh (no import notified since it was read,
   * not older than `catalogueMs`), without waiting; else undefined (the next request reads it).
   */
  freshVersion(): string | undefined {
    const entry = this.catalogueEntry;
    return entry && this.fresh(entry) ? entry.value.version : undefined;
  }

  /**
   * The search index of a vintage, built once per import of that vintage (once per data version
   * when the catalogue does not list vintages); a failure is not kept. When the vintage is imported
   * again, the previous index answers until the new one is built beside it.
   */
  async searchIndex(year: number, build: () => Promise<SearchIndex>): Promise<SearchIndex> {
    const catalogue = await this.catalogue();
    const vintage = catalogue.vintages?.find((v) => v.year === year);
    const version = vintage ? `vintage:${vintage.importedAt}` : catalogue.version;
    this.builders.set(year, build);
    const ready = this.indexes.get(year);
    if (ready?.version === version) return ready.index;
    let next = this.building.get(year);
    if (next?.version !== version) {
      // Prepared in short steps: the requests served meanwhile are not held.
      const index = build().then(async (built) => {
        await built.prepare();
        return built;
      });
      const entry = { version, index };
      next = entry;
      this.building.set(year, entry);
      entry.index.then(
        (index) => {
          if (this.building.get(year) !== entry) return;
          this.building.delete(year);
          this.indexes.set(year, { version, index });
        },
        () => {
          if (this.building.get(year) === entry) this.building.delete(year);
        },
      );
    }
    if (ready) {
      this.stale++;
      return ready.index;
    }
    return next.index;
  }

  /** After an import: the indexes in use are built again for the new version, in the background. */
  private prebuild(): void {
    for (const year of this.indexes.keys()) {
      const build = this.builders.get(year);
      if (build) this.searchIndex(year, build).catch(() => {});
    }
  }

  clear(): void {
    this.catalogueEntry = null;
    this.catalogueRead = null;
    this.unreachable = null;
    this.indexes.clear();
    this.building.clear();
    this.builders.clear();
  }
}
