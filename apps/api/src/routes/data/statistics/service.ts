/**
 * A territory's statistics: every catalogue indicator asked (ids or themes), with its references
 * (département, région, France) and its national and parent ranks, from the vintage's values in
 * memory (indicators/values.ts).
 */
import type { TerritoryDetail, TerritoryStatistics, TerritoryType } from '@epic/api-contract';
import { parentsOf, territoryOf } from '../../../data/builders.js';
import type { DataService } from '../../../data/service.js';
import type { Around } from '../../../indicators/json-bytes.js';
import { resolveIndicators } from '../../../indicators/values.js';
import { keyFigures, relatedRows } from '../territories/service.js';

/** A territory's statistics answer: its territory and parents, and its statistics' writer. */
export interface WrittenStatistics {
  head: Pick<TerritoryStatistics, 'territory' | 'parents'>;
  /** The `statistics` as JSON bytes, within the rest of the answer if given (statistics-json.ts). */
  statistics: (around?: Around) => Buffer;
}

/**
 * `GET /api/territories/:type/:id/statistics`: the territory, its parents and its statistics.
 * The territory and parents are those of the key figures, without the rest of them (lineage,
 * population changes), which this answer does not carry.
 */
export async function territoryStatistics(
  data: DataService,
  type: TerritoryType,
  id: string,
  year: number | undefined,
  indicators: string,
): Promise<WrittenStatistics> {
  const ids = resolveIndicators(indicators);
  const { row, vintage, src } = await data.find(type, id, year);
  const parents = parentsOf(row, relatedRows(src, vintage.year, row));
  const territory = territoryOf(type, row, vintage.year);
  const statistics = await data.statistics.territoryWriter(
    vintage.year,
    src.version,
    type,
    row.code,
    ids,
    parents,
  );
  return { head: { territory, parents }, statistics };
}

/** The key figures with their `statistics` (the territory's CSV, the comparison's sides). */
export async function keyFiguresWithStatistics(
  data: DataService,
  type: TerritoryType,
  id: string,
  year: number | undefined,
  indicators: string,
): Promise<TerritoryDetail> {
  const ids = resolveIndicators(indicators);
  const detail = await keyFigures(data, type, id, year);
  const { territory, parents } = detail;
  const statistics = await data.statistics.territory(
    territory.year,
    (await data.source()).version,
    type,
    territory.code,
    ids,
    parents,
  );
  return { ...detail, statistics };
}
