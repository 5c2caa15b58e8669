import { errorSchema } from '@epic/api-contract/schemas';
import type { Config } from '../config.js';
import type { Db } from '../db/adapter.js';
import type { TerritoryReads } from '../routes/data/territories/service.js';

/** What the server gives every route plugin of routes/ (@fastify/autoload's `options`). */
export interface RouteOptions {
  db: Db;
  /** The territories slice's reads, when a test answers made-up tables (default: the data's). */
  territoryReads?: TerritoryReads;
}

/**
 * The error answers every route may give, for its OpenAPI description (503: data not imported yet,
 * or `DATABASE_UNAVAILABLE` with `Retry-After` while the database cannot be reached).
 */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

/**
 * Requests per minute and client address on each data route (each route counts apart). Set once
 * for the data folder (routes/data/autohooks.ts) and on the public /api/version.
 */
export const dataRateLimit = (config: Config) => ({
  max: config.rateLimitMax,
  timeWindow: '1 minute',
});

/**
 * A data route's answers depend only on the URL, the encoding and the data version: the response
 * cache may send them again.
 */
export const cachedRoute = { responseCache: true } as const;

/** Requests per minute and client address on the sign-in routes. */
export const authLimit = (config: Config) => ({
  rateLimit: { max: config.authRateLimitMax, timeWindow: '1 minute' },
});
