/**
 * Search by name, official code or postal code (in-memory index per vintage, search-index.ts):
 * exact, prefix, later word, name + number and typo-tolerant matches, and former names and codes
 * (search-history.ts), ranked by match cost with population as a prior. When nothing matches, a
 * trigram substring search in the database finds a query inside a word.
 */
import type { SearchResponse, TerritoryType } from '@epic/api-contract';
import { MAX_SEARCH_RESULTS } from '@epic/api-contract/schemas';
import { buildSubstringResults } from '../../../data/builders.js';
import type { DataService } from '../../../data/service.js';
import { normalizeName } from '../../../normalize.js';

/** `GET /api/territories/search`. */
export async function search(
  data: DataService,
  q: { q: string; type?: TerritoryType; year?: number; limit?: number },
): Promise<SearchResponse> {
  const { year } = await data.vintage(q.year);
  const limit = Math.min(q.limit ?? 10, MAX_SEARCH_RESULTS);
  const raw = q.q.trim();
  const index = await data.searchIndex(year);
  const results = index.search(raw, q.type, limit);
  const text = normalizeName(raw);
  if (results.length > 0 || text.length < 3) return { query: raw, year, results };
  const rows = await data.repo.substringSearch(year, text, q.type, limit);
  return { query: raw, year, results: buildSubstringResults(rows, year) };
}
