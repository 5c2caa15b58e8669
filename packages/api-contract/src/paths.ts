/**
 * Paths of the data API, as the client and the tests call them (the server declares its routes
 * with the same literals in Fastify's `:param` form). The session's are in session-paths.ts.
 */
import type { MapLevel, TerritoryType } from './territory.js';

export const API_PATHS = {
  /** Public: API version and data sources. */
  version: '/api/version',
  vintages: '/api/vintages',
  search: '/api/territories/search',
  compare: '/api/compare',
  compareCsv: '/api/compare.csv',
  /** Signed in: the catalogue of statistical indicators. */
  indicators: '/api/indicators',
  openapi: '/api/openapi.json',
} as const;

/** `/api/territories/{type}/{id}`, the base of a territory's detail, children and series. */
export function territoryPath(type: TerritoryType, id: string): string {
  return `/api/territories/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
}

/** `/api/territories/{type}/{id}/statistics`: a territory's catalogue indicators. */
export function statisticsPath(type: TerritoryType, id: string): string {
  return `${territoryPath(type, id)}/statistics`;
}

/** `/api/map/{level}` (add `.csv` for the CSV twin). */
export function mapPath(level: MapLevel): string {
  return `/api/map/${level}`;
}

/** `/api/indicators/{id}/values` (add `.csv` for the CSV twin): one indicator for a whole level. */
export function indicatorValuesPath(id: string): string {
  return `/api/indicators/${encodeURIComponent(id)}/values`;
}

/** `/api/territories/{type}/{id}/comparables`: the 10 most similar territories. */
export function comparablesPath(type: TerritoryType, id: string): string {
  return `${territoryPath(type, id)}/comparables`;
}

/** Sides of a comparison: 2 to 6 (`type, id, year`, then `type2…year2` to `type6…year6`). */
export const MAX_COMPARE_SIDES = 6;

/** The query parameters of side `n` (1-based): `type, id, year` or `type{n}, id{n}, year{n}`. */
export function sideKeys(n: number): { type: string; id: string; year: string } {
  const s = n === 1 ? '' : String(n);
  return { type: `type${s}`, id: `id${s}`, year: `year${s}` };
}

/**
 * A comparison side that is one of the user's areas (`type=area&id=<id>`), and the form of an
 * area's id as the API makes them (base64url). Here, beside the sides' parameter names, so that
 * reading an address does not load the areas' module.
 */
export const AREA_SIDE = 'area';
export const AREA_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
