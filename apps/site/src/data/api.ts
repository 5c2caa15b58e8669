import { createApiClient } from '@epic/api-contract';
import { config } from '../config';

/**
 * The typed API client (same origin by default; every call has a timeout). Responses are checked
 * against the zod schemas in development and tests; production builds trust the API, which checks
 * every response against the same schemas before sending it, and so keep zod off the first screen.
 */
export const api = createApiClient({
  baseUrl: config.apiUrl,
  timeoutMs: 10_000,
  validate: import.meta.env.DEV || import.meta.env.VITE_VALIDATE_RESPONSES === '1',
});
