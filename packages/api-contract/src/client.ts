// Long file: one typed method per API endpoint in one closure over the shared fetch helpers, read as the client's surface.
/**
 * Typed data client of the EPIC API for the site (Web APIs only: fetch, AbortSignal.timeout,
 * URLSearchParams). Every failure is an `ApiError` with the server's `code` and French message.
 * The session calls are @epic/auth's (on the paths of `SESSION_PATHS`), not this client's.
 *
 * With `validate` (the default) every response is parsed with the shared zod schemas, loaded on
 * the first call. Without it, the client only checks that the answer is a JSON object: the server
 * already checks each response against the same schemas before sending it, and a browser on a
 * slow phone is spared zod (28 KB gzip) and its parsing on the way to the first screen.
 */

import type { z } from 'zod';
import {
  API_PATHS,
  comparablesPath,
  indicatorValuesPath,
  mapPath,
  statisticsPath,
  territoryPath,
} from './paths.js';
import type {
  AbsentDetails,
  ChildrenQuery,
  ChildrenResponse,
  ComparablesQuery,
  ComparablesResponse,
  CompareQuery,
  CompareResponse,
  IndicatorCatalogue,
  IndicatorValuesQuery,
  IndicatorValuesResponse,
  MapResponse,
  SearchQuery,
  SearchResponse,
  SeriesQuery,
  SeriesResponse,
  StatisticsQuery,
  TerritoryDetail,
  TerritoryStatistics,
  VersionResponse,
  VintagesResponse,
} from './schemas.js';
import type { MapLevel, TerritoryType } from './territory.js';

type Schemas = typeof import('./schemas.js');
type ResponseSchema =
  | 'areaSchema'
  | 'areasResponseSchema'
  | 'areaStatisticsSchema'
  | 'childrenResponseSchema'
  | 'comparablesResponseSchema'
  | 'compareResponseSchema'
  | 'indicatorCatalogueSchema'
  | 'indicatorValuesResponseSchema'
  | 'mapResponseSchema'
  | 'searchResponseSchema'
  | 'seriesResponseSchema'
  | 'territoryKeyFiguresSchema'
  | 'territoryStatisticsSchema'
  | 'versionResponseSchema'
  | 'vintagesResponseSchema';

/** The server's error body: `{ error: { code, message, details? } }`. */
function errorOf(
  body: unknown,
): { code: string; message: string; details?: Record<string, unknown> } | null {
  const error = (body as { error?: unknown } | null)?.error as
    | { code?: unknown; message?: unknown; details?: unknown }
    | undefined;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  const details =
    error.details && typeof error.details === 'object'
      ? (error.details as Record<string, unknown>)
      : undefined;
  return { code: error.code, message: error.message, ...(details ? { details } : {}) };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * Whether trying again may help: no answer (network, timeout), a server error (5xx) or a rate
   * limit. A 400 or 404 will give the same answer: no "Réessayer" for those.
   */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** Whether an error (of any kind) may go away on retry: everything but an API 4xx answer. */
export function isTransientError(error: unknown): boolean {
  return error instanceof ApiError ? error.transient : true;
}

const isTerritoryInYear = (value: unknown): value is AbsentDetails['successors'][number] => {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.type === 'string' &&
    typeof v.code === 'string' &&
    typeof v.name === 'string' &&
    typeof v.year === 'number'
  );
};

/**
 * The `details` of a TERRITORY_ABSENT_IN_YEAR error (vintages where the territory exists, and its
 * successors or predecessors in the requested vintage); `null` for any other error.
 */
export function absentDetailsOf(error: unknown): AbsentDetails | null {
  if (!(error instanceof ApiError) || error.code !== 'TERRITORY_ABSENT_IN_YEAR') return null;
  const d = error.details ?? {};
  const list = (value: unknown) => (Array.isArray(value) ? value.filter(isTerritoryInYear) : []);
  return {
    name: typeof d.name === 'string' ? d.name : '',
    exists: Array.isArray(d.exists)
      ? d.exists.filter((y): y is number => typeof y === 'number')
      : [],
    successors: list(d.successors),
    predecessors: list(d.predecessors),
  };
}

export interface ApiClientOptions {
  /** Base URL of the API ('' for the same origin). */
  baseUrl?: string;
  /** Timeout of every call, in milliseconds (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Parse every response with the zod schemas (loaded on first use). @default true */
  validate?: boolean;
}

type Params = Record<string, string | number | undefined | null>;

export function query(params: Params): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(options: ApiClientOptions = {}) {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const validate = options.validate ?? true;
  let schemas: Promise<Schemas> | undefined;

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        credentials: 'include',
        signal,
        headers: { accept: 'application/json', ...(init.headers ?? {}) },
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      if (timeout.aborted)
        throw new ApiError(0, 'TIMEOUT', 'Le serveur met trop de temps à répondre. Réessayez.');
      throw new ApiError(
        0,
        'NETWORK_ERROR',
        'Impossible de joindre le serveur. Vérifiez votre connexion.',
      );
    }
    if (!response.ok) {
      const e = errorOf(await response.json().catch(() => null));
      if (e) throw new ApiError(response.status, e.code, e.message, e.details);
      throw new ApiError(
        response.status,
        `HTTP_${response.status}`,
        `Erreur du serveur (${response.status}).`,
      );
    }
    return response;
  }

  async function json<K extends ResponseSchema>(
    schema: K,
    path: string,
    init?: RequestInit,
  ): Promise<z.infer<Schemas[K]>> {
    type T = z.infer<Schemas[K]>;
    if (validate) schemas ??= import('./schemas.js');
    const response = await request(path, init);
    const body: unknown = await response.json().catch(() => null);
    const invalid = () =>
      new ApiError(response.status, 'INVALID_RESPONSE', 'Réponse inattendue du serveur.');
    if (!validate) {
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid();
      return body as T;
    }
    const parsed = (await (schemas as Promise<Schemas>))[schema].safeParse(body);
    if (!parsed.success) throw invalid();
    return parsed.data as T;
  }

  async function csv(path: string, signal?: AbortSignal): Promise<Blob> {
    const response = await request(path, {
      headers: { accept: 'text/csv' },
      ...(signal ? { signal } : {}),
    });
    return response.blob();
  }

  return {
    /**
     * The client's own calls (timeout, credentials, French errors, checks), for the clients kept
     * in modules of their own so that only the screens that use them load them (areas-client.ts).
     */
    transport: { request, json },
    /** Public: API version and data sources per vintage (À propos, Version). */
    version: (signal?: AbortSignal): Promise<VersionResponse> =>
      json('versionResponseSchema', API_PATHS.version, signal ? { signal } : {}),
    vintages: (signal?: AbortSignal): Promise<VintagesResponse> =>
      json('vintagesResponseSchema', API_PATHS.vintages, signal ? { signal } : {}),
    search: (q: SearchQuery, signal?: AbortSignal): Promise<SearchResponse> =>
      json(
        'searchResponseSchema',
        `${API_PATHS.search}${query(q as Params)}`,
        signal ? { signal } : {},
      ),
    /** A territory's key figures (its catalogue indicators are `statistics`). */
    territory: (
      type: TerritoryType,
      id: string,
      year?: number,
      signal?: AbortSignal,
    ): Promise<TerritoryDetail> =>
      json(
        'territoryKeyFiguresSchema',
        `${territoryPath(type, id)}${query({ year })}`,
        signal ? { signal } : {},
      ),
    /**
     * A territory's catalogue indicators (`indicators`: ids or themes, comma-separated; default
     * every theme), each with its references and ranks, and the `parents` those name.
     */
    statistics: (
      type: TerritoryType,
      id: string,
      q: StatisticsQuery = {},
      signal?: AbortSignal,
    ): Promise<TerritoryStatistics> =>
      json(
        'territoryStatisticsSchema',
        `${statisticsPath(type, id)}${query({ year: q.year, indicators: q.indicators } as Params)}`,
        signal ? { signal } : {},
      ),
    /** The catalogue of statistical indicators: themes, sources, definitions, aggregation rules. */
    indicators: (signal?: AbortSignal): Promise<IndicatorCatalogue> =>
      json('indicatorCatalogueSchema', API_PATHS.indicators, signal ? { signal } : {}),
    /** One indicator for every territory of a level (`parent` as `type:code`), ranked. */
    indicatorValues: (
      id: string,
      q: { level: TerritoryType; year?: number; parent?: string },
      signal?: AbortSignal,
    ): Promise<IndicatorValuesResponse> =>
      json(
        'indicatorValuesResponseSchema',
        `${indicatorValuesPath(id)}${query(q as Params)}`,
        signal ? { signal } : {},
      ),
    indicatorValuesCsv: (
      id: string,
      q: { level: TerritoryType; year?: number; parent?: string },
      signal?: AbortSignal,
    ): Promise<Blob> => csv(`${indicatorValuesPath(id)}.csv${query(q as Params)}`, signal),
    children: (
      type: TerritoryType,
      id: string,
      q: ChildrenQuery = {},
      signal?: AbortSignal,
    ): Promise<ChildrenResponse> =>
      json(
        'childrenResponseSchema',
        `${territoryPath(type, id)}/children${query(q as Params)}`,
        signal ? { signal } : {},
      ),
    childrenCsv: (
      type: TerritoryType,
      id: string,
      q: ChildrenQuery = {},
      signal?: AbortSignal,
    ): Promise<Blob> => csv(`${territoryPath(type, id)}/children.csv${query(q as Params)}`, signal),
    /**
     * Series (ids of the catalogue's `series`, comma-separated; default `population`) on the
     * perimeter of vintage `year` (default: the latest where the territory exists).
     */
    series: (
      type: TerritoryType,
      id: string,
      q: SeriesQuery = {},
      signal?: AbortSignal,
    ): Promise<SeriesResponse> =>
      json(
        'seriesResponseSchema',
        `${territoryPath(type, id)}/series${query(q as Params)}`,
        signal ? { signal } : {},
      ),
    seriesCsv: (
      type: TerritoryType,
      id: string,
      q: SeriesQuery = {},
      signal?: AbortSignal,
    ): Promise<Blob> => csv(`${territoryPath(type, id)}/series.csv${query(q as Params)}`, signal),
    /**
     * Two to six territories (`type, id, year`, `type2…year2` … `type6…year6`), differences
     * against side `reference` (default 1); `references=france,parent` adds reference columns.
     */
    compare: (q: CompareQuery, signal?: AbortSignal): Promise<CompareResponse> =>
      json(
        'compareResponseSchema',
        `${API_PATHS.compare}${query(q as Params)}`,
        signal ? { signal } : {},
      ),
    compareCsv: (q: CompareQuery, signal?: AbortSignal): Promise<Blob> =>
      csv(`${API_PATHS.compareCsv}${query(q as Params)}`, signal),
    /** The 10 territories most similar to one (same level and vintage; `scope` to stay within). */
    comparables: (
      type: TerritoryType,
      id: string,
      q: ComparablesQuery = {},
      signal?: AbortSignal,
    ): Promise<ComparablesResponse> =>
      json(
        'comparablesResponseSchema',
        `${comparablesPath(type, id)}${query(q as Params)}`,
        signal ? { signal } : {},
      ),
    /**
     * A page of the ranking of a level's territories by one indicator (`population` or a catalogue
     * id): `parent`, `page`, `pageSize`, `sort`, `order`, `around` (the page holding that code).
     */
    ranking: (
      id: string,
      q: IndicatorValuesQuery,
      signal?: AbortSignal,
    ): Promise<IndicatorValuesResponse> =>
      json(
        'indicatorValuesResponseSchema',
        `${indicatorValuesPath(id)}${query({ sort: 'rank', ...q } as Params)}`,
        signal ? { signal } : {},
      ),
    /** The whole filtered ranking as CSV (no paging), in the asked order. */
    rankingCsv: (id: string, q: IndicatorValuesQuery, signal?: AbortSignal): Promise<Blob> =>
      csv(`${indicatorValuesPath(id)}.csv${query({ sort: 'rank', ...q } as Params)}`, signal),
    map: (
      level: MapLevel,
      year?: number,
      indicator?: string,
      signal?: AbortSignal,
    ): Promise<MapResponse> =>
      json(
        'mapResponseSchema',
        `${mapPath(level)}${query({ year, indicator })}`,
        signal ? { signal } : {},
      ),
    mapCsv: (
      level: MapLevel,
      year?: number,
      indicator?: string,
      signal?: AbortSignal,
    ): Promise<Blob> => csv(`${mapPath(level)}.csv${query({ year, indicator })}`, signal),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
