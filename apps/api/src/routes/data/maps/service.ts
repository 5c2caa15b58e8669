/** One value per département or région, for the France map (a choropleth). */
import { INDICATORS_BY_ID, type MapResponse } from '@epic/api-contract';
import { buildMap } from '../../../data/builders.js';
import { findIndicator } from '../../../data/catalogue.js';
import { indicatorNotFound } from '../../../data/errors.js';
import type { DataService } from '../../../data/service.js';

/** `GET /api/map/:level`: a catalogue indicator, or one of the vintage's own figures. */
export async function map(
  data: DataService,
  level: 'region' | 'departement',
  year?: number,
  indicatorId?: string,
): Promise<MapResponse> {
  const vintage = await data.vintage(year);
  const statistic = indicatorId === undefined ? undefined : INDICATORS_BY_ID.get(indicatorId);
  if (statistic) {
    // A catalogue indicator: the precomputed values (null unless `ok`).
    const src = await data.source();
    const all = await data.statistics.level(
      vintage.year,
      src.version,
      statistic.id,
      level,
      undefined,
      src,
    );
    const values = all.values.map((v) => ({ code: v.code, name: v.name, value: v.value }));
    return buildMap(level, vintage.year, statistic, values);
  }
  const catalogue = await data.catalogue();
  if (indicatorId !== undefined && !catalogue.indicators.some((i) => i.id === indicatorId)) {
    const available = [...catalogue.indicators.map((i) => i.id), ...INDICATORS_BY_ID.keys()];
    throw indicatorNotFound(indicatorId, available);
  }
  const indicator = findIndicator(catalogue, indicatorId);
  const values = (await data.source()).levelValues(vintage.year, level, indicator.id);
  return buildMap(level, vintage.year, indicator, values);
}
