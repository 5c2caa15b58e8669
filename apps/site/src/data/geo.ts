import { ApiError } from '@epic/api-contract';
import type { EpicTopology } from '@epic/ui/map';

/** How long a map file may take (the largest département is about 40 KB compressed). */
const GEO_TIMEOUT_MS = 15_000;

/**
 * One map file of the geometry pipeline (`dep-62.json`, `france.json`, `epci-2025.json`): static
 * and immutable, under the base URL the build gives (`__EPIC_GEO_BASE__`). Same failures as the
 * API client (an `ApiError` with a code and a French message), so the map shows "Réessayer".
 */
export async function fetchGeo<T extends EpicTopology>(
  file: string,
  signal?: AbortSignal,
  base: string = __EPIC_GEO_BASE__,
): Promise<T> {
  const timeout = AbortSignal.timeout(GEO_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(`${base}${file}`, { signal: combined });
  } catch (error) {
    if (timeout.aborted) {
      throw new ApiError(0, 'TIMEOUT', 'Le fond de carte met trop de temps à arriver. Réessayez.');
    }
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', 'Le fond de carte n’a pas pu être chargé. Réessayez.');
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      'GEO_UNAVAILABLE',
      `Le fond de carte «\u202f${file}\u202f» est indisponible (erreur ${response.status}).`,
    );
  }
  return (await response.json()) as T;
}
