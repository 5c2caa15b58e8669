/**
 * Paths of the API, as the site, @epic/auth and the tests call them (the server declares its
 * routes with the same literals in Fastify's `:param` form).
 */
import type { MapLevel, TerritoryType } from './territory.js';

/** The backend session (cookie) of @epic/auth. */
export const SESSION_PATHS = {
  /** POST the provider's tokens (spa mode): opens the session. */
  login: '/api/auth/login',
  /** POST the authorization code and PKCE verifier (bff mode): the API exchanges them. */
  oauthCallback: '/api/auth/oauth/callback',
  /** GET the session's user; 401 when signed out. */
  check: '/api/auth/check',
  /** GET the user's profile from the provider. */
  me: '/api/auth/me',
  /** POST: ends the session (bff: answers the provider's end-session URL). */
  logout: '/api/auth/logout',
} as const;

export const API_PATHS = {
  /** Public: API version and data sources. */
  version: '/api/version',
  vintages: '/api/vintages',
  search: '/api/territories/search',
  compare: '/api/compare',
  compareCsv: '/api/compare.csv',
  openapi: '/api/openapi.json',
} as const;

/** `/api/territories/{type}/{id}`, the base of a territory's detail, children and series. */
export function territoryPath(type: TerritoryType, id: string): string {
  return `/api/territories/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
}

/** `/api/map/{level}` (add `.csv` for the CSV twin). */
export function mapPath(level: MapLevel): string {
  return `/api/map/${level}`;
}
