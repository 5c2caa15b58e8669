import { QueryClient } from '@tanstack/react-query';

/** Shared by every screen. Kept apart from the API client so the entry chunk has no zod. */
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
