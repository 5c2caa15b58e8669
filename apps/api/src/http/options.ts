import { errorSchema } from '@epic/api-contract/schemas';
import type { Config } from '../config.js';

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
 * The data routes: requests per minute and client address; their JSON answers depend only on the
 * URL, the encoding and the data version, so the response cache may send them again.
 */
export const dataRouteConfig = (config: Config) => ({
  rateLimit: { max: config.rateLimitMax, timeWindow: '1 minute' },
  responseCache: true,
});

/** Requests per minute and client address on the sign-in routes. */
export const authLimit = (config: Config) => ({
  rateLimit: { max: config.authRateLimitMax, timeWindow: '1 minute' },
});
