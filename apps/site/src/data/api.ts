import { createApiClient } from '@epic/api/client';
import { QueryClient } from '@tanstack/react-query';
import { config } from '../config';

/** The typed API client (same origin by default; every call has a timeout). */
export const api = createApiClient({ baseUrl: config.apiUrl, timeoutMs: 10_000 });

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change on retry; network failures get one more try.
      retry: (count, error) => count < 1 && !isClientError(error),
    },
  },
});

function isClientError(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status ?? 0;
  return status >= 400 && status < 500;
}
