import { createApiClient } from '@epic/api/client';
import { config } from '../config';

/** The typed API client (same origin by default; every call has a timeout). */
export const api = createApiClient({ baseUrl: config.apiUrl, timeoutMs: 10_000 });
