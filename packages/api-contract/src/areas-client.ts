import { AREAS_COMPARE_PATH, AREAS_PATH, areaPath } from './areas.js';
import { type ApiClient, query } from './client.js';
import type {
  Area,
  AreaCompareQuery,
  AreaInput,
  AreaStatistics,
  AreasResponse,
  CompareResponse,
} from './schemas.js';

/**
 * The signed-in user's own areas (« Mes territoires ») over the calls of `client` (its timeout,
 * credentials, French errors), in a module of its own so that only the screens that use them
 * load these calls (a bundler keeps a module whole, in one chunk). Writes are JSON bodies, as the
 * API's CSRF rule asks.
 */
export function createAreasClient(client: Pick<ApiClient, 'transport'>) {
  const { request, json } = client.transport;
  const send = (method: 'POST' | 'PUT', path: string, input: AreaInput): Promise<Area> =>
    json('areaSchema', path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  return {
    /** The user's areas, the latest changed first, and what one user may store. */
    list: (signal?: AbortSignal): Promise<AreasResponse> =>
      json('areasResponseSchema', AREAS_PATH, signal ? { signal } : {}),
    get: (id: string, signal?: AbortSignal): Promise<Area> =>
      json('areaSchema', areaPath(id), signal ? { signal } : {}),
    /**
     * The catalogue aggregated over the area's communes (`indicators`: ids or themes), in `year`
     * when given (another vintage: its communes followed there through the mergers).
     */
    statistics: (
      id: string,
      indicators?: string,
      year?: number,
      signal?: AbortSignal,
    ): Promise<AreaStatistics> =>
      json(
        'areaStatisticsSchema',
        `${areaPath(id)}/statistics${query({ indicators, year })}`,
        signal ? { signal } : {},
      ),
    /** A comparison whose sides may be the user's areas (`type=area&id=<id>`), as `compare`. */
    compare: (q: AreaCompareQuery, signal?: AbortSignal): Promise<CompareResponse> =>
      json(
        'compareResponseSchema',
        `${AREAS_COMPARE_PATH}${query(q as Parameters<typeof query>[0])}`,
        signal ? { signal } : {},
      ),
    /** 400 `AREA_INVALID_COMMUNES` names every code to fix in `details`; nothing is saved then. */
    create: (input: AreaInput): Promise<Area> => send('POST', AREAS_PATH, input),
    update: (id: string, input: AreaInput): Promise<Area> => send('PUT', areaPath(id), input),
    remove: async (id: string): Promise<void> => {
      await request(areaPath(id), {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}

export type AreasClient = ReturnType<typeof createAreasClient>;
