/** The 10 territories most similar to one (indicators/similarity.ts, read in comparables-read.ts). */
import type { ComparablesResponse, TerritoryType } from '@epic/api-contract';
import { liaison } from '../../../data/repository.js';
import type { DataService } from '../../../data/service.js';
import type { Scope } from '../../../indicators/similarity.js';

/** `GET /api/territories/:type/:id/comparables`: in France, or within its région or département. */
export async function comparables(
  data: DataService,
  type: TerritoryType,
  id: string,
  year?: number,
  scope: Scope = 'france',
): Promise<ComparablesResponse> {
  const { row, vintage, src } = await data.find(type, id, year);
  const result = await data.similar.comparables(vintage.year, src.version, type, row.code, scope);
  return { ...result, territory: { ...result.territory, ...liaison(row.type_liaison) } };
}
