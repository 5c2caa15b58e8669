/**
 * A territory's statistics: every catalogue indicator asked (ids or themes), with its references
 * (département, région, France) and its national and parent ranks, from the vintage's values in
 * memory (indicators/values.ts).
 */
import type { TerritoryDetail, TerritoryStatistics, TerritoryType } from '@epic/api-contract';
import type { DataService } from '../../../data/service.js';
import { resolveIndicators } from '../../../indicators/values.js';
import { keyFigures } from '../territories/service.js';

/** A territory's key figures and the statistics of `indicators` (catalogue ids or themes). */
async function withStatistics(
  data: DataService,
  type: TerritoryType,
  id: string,
  year: number | undefined,
  indicators: string,
) {
  const ids = resolveIndicators(indicators);
  const detail = await keyFigures(data, type, id, year);
  const { version } = await data.source();
  const { territory, parents } = detail;
  const statistics = await data.statistics.territory(
    territory.year,
    version,
    type,
    territory.code,
    ids,
    parents,
  );
  return { detail, statistics };
}

/** `GET /api/territories/:type/:id/statistics`: the territory, its parents and its statistics. */
export async function territoryStatistics(
  data: DataService,
  type: TerritoryType,
  id: string,
  year: number | undefined,
  indicators: string,
): Promise<TerritoryStatistics> {
  const { detail, statistics } = await withStatistics(data, type, id, year, indicators);
  return { territory: detail.territory, parents: detail.parents, statistics };
}

/** The key figures with their `statistics` (the territory's CSV, the comparison's sides). */
export async function keyFiguresWithStatistics(
  data: DataService,
  type: TerritoryType,
  id: string,
  year: number | undefined,
  indicators: string,
): Promise<TerritoryDetail> {
  const { detail, statistics } = await withStatistics(data, type, id, year, indicators);
  return { ...detail, statistics };
}
