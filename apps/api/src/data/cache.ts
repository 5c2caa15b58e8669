/**
 * The data API's in-memory caches, all keyed by the data version (which changes only with an
 * import): the catalogue that gives the version (re-read at most every `catalogueMs`, so that an
 * instance notices another instance's import), the computed responses, and the search index of
 * each vintage.
 */
import type { SearchIndex } from '../search-index.js';

/** The catalogue of vintages and indicators, with the data version it was read at. */
export interface Versioned {
  /** Changes with every successful import (vintage or CSV). */
  version: string;
}

/** At most this many responses are kept; the whole cache is emptied when full. */
const MAX_RESPONSES = 5000;

export class DataCache<C extends Versioned> {
  private catalogueEntry: { at: number; value: C } | null = null;
  private readonly responses = new Map<string, Promise<unknown>>();
  private readonly indexes = new Map<number, { version: string; index: Promise<SearchIndex> }>();

  constructor(
    private readonly readCatalogue: () => Promise<C>,
    /** How long the catalogue is kept (ms). */
    private readonly catalogueMs: number,
    /** Keep computed responses (RESPONSE_CACHE=0 turns it off). */
    private readonly keepResponses: boolean,
  ) {}

  /** The catalogue, read again when older than `catalogueMs`. */
  async catalogue(): Promise<C> {
    const entry = this.catalogueEntry;
    if (entry && Date.now() - entry.at < this.catalogueMs) return entry.value;
    const value = await this.readCatalogue();
    this.catalogueEntry = { at: Date.now(), value };
    return value;
  }

  async version(): Promise<string> {
    return (await this.catalogue()).version;
  }

  /** A response computed once per data version; a failure is not kept. */
  async response<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.keepResponses) return compute();
    const full = `${await this.version()}|${key}`;
    const hit = this.responses.get(full);
    if (hit) return hit as Promise<T>;
    if (this.responses.size >= MAX_RESPONSES) this.responses.clear();
    const promise = compute();
    this.responses.set(full, promise);
    promise.catch(() => this.responses.delete(full));
    return promise;
  }

  /** The search index of a vintage, built once per data version; a failure is not kept. */
  async searchIndex(year: number, build: () => Promise<SearchIndex>): Promise<SearchIndex> {
    const version = await this.version();
    const cached = this.indexes.get(year);
    if (cached && cached.version === version) return cached.index;
    const index = build();
    this.indexes.set(year, { version, index });
    index.catch(() => this.indexes.delete(year));
    return index;
  }

  clear(): void {
    this.catalogueEntry = null;
    this.responses.clear();
    this.indexes.clear();
  }
}
