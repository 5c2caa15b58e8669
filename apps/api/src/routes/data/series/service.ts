/**
 * A territory's series (population by default; income, jobs, births, deaths), every point on the
 * perimeter of one vintage, rebuilt at each date from its communes (data/series.ts).
 */
import type { SeriesResponse, StatisticValue, TerritoryType } from '@epic/api-contract';
import { refOf } from '../../../data/builders.js';
import {
  buildSeriesList,
  INCOME_MEASURE,
  resolveSeries,
  SERIES_SOURCES,
  statisticIdsOf,
} from '../../../data/series.js';
import { type DataService, missingAsNull } from '../../../data/service.js';

/**
 * `GET /api/territories/:type/:id/series` (`indicators`: series ids, default `population`), on the
 * perimeter of vintage `year` (default: the latest in which the territory exists).
 */
export async function series(
  data: DataService,
  type: TerritoryType,
  id: string,
  query: { year?: number; indicators?: string } = {},
): Promise<SeriesResponse> {
  const code = data.checkCode(type, id);
  const defs = resolveSeries(query.indicators, type);
  let year = query.year;
  if (year === undefined) {
    // Without a vintage: the latest in which the territory exists (a merged commune's last).
    const history = await (await data.source()).history(type, code);
    year = history.at(-1)?.year;
  }
  const { row, vintage, src } = await data.find(type, code, year);
  const { vintages } = await data.catalogue();
  const population = await data.seriesPacks.population(vintage.year, src.version);
  // The published income figures above the commune, only when one of their series is asked.
  const above = type === 'epci' || type === 'departement' || type === 'region';
  // Without the indicators imported, no income figures: their series answer without points.
  const income =
    above && defs.some((d) => d.id in INCOME_MEASURE)
      ? await data.seriesPacks
          .income(vintage.year, src.version)
          .catch((error: unknown) => missingAsNull(error) ?? undefined)
      : undefined;
  const key = `${type}:${row.code}`;
  const ids = statisticIdsOf(
    defs.map((d) => d.id),
    type,
  );
  // Without the indicators imported, their points are unavailable; the rest answers.
  const [cells] =
    ids.length > 0
      ? await data.statistics
          .cells(vintage.year, src.version, [key], ids)
          .catch((error: unknown) => missingAsNull(error) ?? [[] as StatisticValue[]])
      : [[] as StatisticValue[]];
  const list = buildSeriesList(
    {
      territory: { type, code: row.code, year: vintage.year, population: row.population },
      vintages,
      population,
      income,
      rows: src,
      statistics: new Map((cells ?? []).map((c) => [c.id, c])),
    },
    defs,
  );
  const used = new Set(list.flatMap((s) => s.points.map((p) => p.source)));
  return {
    territory: { ...refOf(row), year: vintage.year },
    series: list,
    sources: SERIES_SOURCES.filter((s) => used.has(s.id)),
  };
}
