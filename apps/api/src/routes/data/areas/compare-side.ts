/**
 * One of the user's areas as a side of a comparison: its key figures in the vintage compared (its
 * communes followed there through the mergers), its population at each census on that perimeter,
 * and, when asked, its catalogue indicators aggregated by their rules.
 */
import { AREA_SIDE, type CompareDetail, type SeriesPoint } from '@epic/api-contract';
import type { CompareSide } from '../../../data/compare.js';
import {
  censusOf,
  changeYears,
  incompletePopulation,
  populationChange,
  rebuildable,
  type TerritoryAt,
} from '../../../data/population-change.js';
import { populationPoints } from '../../../data/series.js';
import { type DataService, missingAsNull } from '../../../data/service.js';
import type { Db } from '../../../db/adapter.js';
import { resolveIndicators } from '../../../indicators/values.js';
import { followArea } from './follow.js';
import { getArea, type Owner } from './service.js';

/**
 * The area `side.id` of `owner` in vintage `side.year` (default: its own vintage); 404 for an
 * unknown id or another user's area, as on its own page.
 */
export async function areaSide(
  db: Db,
  data: DataService,
  owner: Owner,
  side: CompareSide,
  indicators: string | undefined,
): Promise<{ detail: CompareDetail; series: SeriesPoint[] }> {
  const ids = indicators === undefined ? undefined : resolveIndicators(indicators);
  const area = await getArea(db, owner, side.id);
  const vintage = await data.vintage(side.year ?? area.year);
  const year = vintage.year;
  const src = await data.source();
  const { vintages } = await data.catalogue();
  const followed = followArea(src, src.version, area.communes, area.year, year);
  const rows = followed.communes.map((code) => src.row(year, 'commune', code));
  const population = rows.every((r) => r?.population != null)
    ? rows.reduce((sum, r) => sum + (r?.population ?? 0), 0)
    : null;
  const at: TerritoryAt = {
    type: AREA_SIDE,
    code: area.id,
    year,
    population,
    communes: followed.communes,
  };
  // Without the populations on a constant perimeter (vintages imported one by one), no change.
  const pack = await data.seriesPacks.population(year, src.version).catch(missingAsNull);
  const { previous, first } = changeYears(
    vintages,
    year,
    (other) => pack !== null && rebuildable(at, other, pack),
  );
  const changeSince = (other: number | null) =>
    other === null || pack === null ? null : populationChange(at, other, pack, vintages, src);
  const incomplete = pack !== null && incompletePopulation(at, pack);
  const statistics =
    ids === undefined
      ? undefined
      : await data.statistics.group(year, src.version, followed.communes, ids);
  const detail: CompareDetail = {
    territory: {
      type: AREA_SIDE,
      code: area.id,
      name: area.name,
      year,
      nature: null,
      postalCodes: [],
    },
    // Followed through the mergers, an area has figures in every vintage.
    exists: vintages.map((v) => v.year).sort((a, b) => a - b),
    lineage: { mergedFrom: null, mergedInto: null },
    population,
    census: censusOf(vintage, incomplete),
    change: { previous: changeSince(previous), first: changeSince(first) },
    rank: { parent: null, national: null },
    communes: followed.communes.length,
    children: null,
    chefLieu: null,
    parents: {},
    perimeterChanged: followed.perimeterChanged,
    indicators: [],
    source: vintage.source,
    ...(statistics ? { statistics } : {}),
  };
  const series =
    pack === null
      ? []
      : populationPoints({
          territory: at,
          vintages,
          population: pack,
          rows: src,
          statistics: new Map(),
        });
  return { detail, series };
}
