/**
 * One indicator for every territory of a level (maps of communes, rankings): a catalogue
 * indicator, or `population` (the vintage's legal population), optionally within a parent.
 */
import {
  type IndicatorValuesResponse,
  LEGAL_POPULATION_ID,
  type TerritoryType,
} from '@epic/api-contract';
import type { DataService } from '../../../data/service.js';
import { legalPopulation } from '../../../indicators/level-values.js';
import { isRankingQuery, type RankingQuery, rankingPage } from '../../../indicators/ranking.js';

/**
 * `GET /api/indicators/:id/values`. With a ranking parameter (page, pageSize, sort, order,
 * around), one page of the ranking (`all`: every row sorted, for the CSV).
 */
export async function indicatorValues(
  data: DataService,
  id: string,
  query: { level: TerritoryType; year?: number; parent?: string } & RankingQuery,
  all = false,
): Promise<IndicatorValuesResponse> {
  const vintage = await data.vintage(query.year);
  // The book's version, as every other reader of the indicator values: with the catalogue's
  // (which adds each vintage's import time) the loaded vintage was read again and its ranks
  // and orders lost at each switch between a ranking and a territory.
  const src = await data.source();
  const { level, parent } = query;
  if (isRankingQuery(query) && id !== LEGAL_POPULATION_ID) {
    // A catalogue indicator's ranking: its sort order is kept with the loaded vintage.
    return data.statistics.ranking(vintage.year, src.version, id, level, parent, query, all);
  }
  const full =
    id === LEGAL_POPULATION_ID
      ? // The vintage's own legal population (the maps' default), not a catalogue indicator.
        legalPopulation(src, vintage.year, level, parent, vintage.population ?? null)
      : await data.statistics.level(vintage.year, src.version, id, level, parent, src);
  return isRankingQuery(query) ? rankingPage(full, query, all) : full;
}
