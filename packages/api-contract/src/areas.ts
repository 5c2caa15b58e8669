/**
 * A user's own areas (« Mes territoires »): a name and a set of communes of one vintage, owned by
 * the signed-in user. Plain TypeScript (the limits and paths); the zod schemas are in schemas.ts.
 */

/** What one user may store, and how long a name may be. */
export const AREA_LIMITS = {
  /** Areas per user. */
  areas: 200,
  /** Communes per area. */
  communes: 5_000,
  /** Characters of a name, once trimmed. */
  name: 120,
} as const;

/** `/api/areas`: the user's areas (GET) and a new one (POST). */
export const AREAS_PATH = '/api/areas';

/** `/api/areas/{id}`: one of the user's areas (GET, PUT, DELETE). */
export function areaPath(id: string): string {
  return `${AREAS_PATH}/${encodeURIComponent(id)}`;
}

/**
 * `/api/areas/compare`: a comparison whose sides may be the user's areas (`type=area&id=<id>`)
 * beside any territory; the same query and answer as `/api/compare`, answered per user.
 */
export const AREAS_COMPARE_PATH = '/api/areas/compare';
