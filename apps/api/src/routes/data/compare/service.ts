/**
 * 2 to 6 territories side by side (data/compare.ts shapes the answer): their key figures and
 * statistics, their population series, and, for a territory compared with itself in another
 * vintage, both populations on the later perimeter.
 */
import {
  AREA_SIDE,
  type CompareDetail,
  type CompareResponse,
  type SeriesPoint,
} from '@epic/api-contract';
import {
  buildComparison,
  type CompareSide,
  compareRequest,
  duplicateSide,
  type PerimeterCell,
  sameTerritoryAsReference,
} from '../../../data/compare.js';
import { populationChange } from '../../../data/population-change.js';
import { type DataService, missingAsNull } from '../../../data/service.js';
import { HttpError } from '../../../errors.js';
import { resolveIndicators } from '../../../indicators/values.js';
import { series } from '../series/service.js';
import { keyFiguresWithStatistics } from '../statistics/service.js';
import { keyFigures } from '../territories/service.js';
import { withReferenceRows } from './references.js';

/** A side that is one of the user's areas: its key figures (and statistics) and population series. */
export type AreaSideLoader = (
  side: CompareSide,
  indicators: string | undefined,
) => Promise<{ detail: CompareDetail; series: SeriesPoint[] }>;

/**
 * `GET /api/compare` (its validated query), and `GET /api/areas/compare` with `areaSide`, which
 * answers the sides that are the user's areas.
 */
export async function compare(
  data: DataService,
  q: Record<string, unknown>,
  areaSide?: AreaSideLoader,
): Promise<CompareResponse> {
  const req = compareRequest(q);
  const { indicators } = req;
  if (indicators !== undefined) {
    try {
      resolveIndicators(indicators);
    } catch (error) {
      // A query parameter, not the resource: 400, naming it.
      const unknown = (error as HttpError).details?.unknown as string[] | undefined;
      throw new HttpError(
        400,
        'INDICATOR_NOT_FOUND',
        `Paramètre indicators\u00a0: ${(error as HttpError).message}`,
        { field: 'indicators', unknown: unknown ?? [] },
      );
    }
  }
  const loaded = await Promise.all(
    req.sides.map(async (s): Promise<{ detail: CompareDetail; series?: SeriesPoint[] }> => {
      if (s.type === AREA_SIDE) {
        // The public route's schema has no `area`: only the areas slice gets here.
        if (!areaSide)
          throw new HttpError(
            400,
            'AREA_SIDE',
            'Un de vos territoires se compare sur /api/areas/compare.',
          );
        return areaSide(s, indicators);
      }
      const detail = await (indicators === undefined
        ? keyFigures(data, s.type, s.id, s.year)
        : keyFiguresWithStatistics(data, s.type, s.id, s.year, indicators));
      return { detail };
    }),
  );
  const details = loaded.map((l) => l.detail);
  details.forEach((d, i) => {
    const first = details.findIndex(
      (o) =>
        o.territory.type === d.territory.type &&
        o.territory.code === d.territory.code &&
        o.territory.year === d.territory.year,
    );
    if (first < i) throw duplicateSide(i + 1, first + 1);
  });
  const points = await Promise.all(
    loaded.map(({ detail: d, series: own }) =>
      own !== undefined || d.territory.type === AREA_SIDE
        ? (own ?? [])
        : series(data, d.territory.type, d.territory.code, { year: d.territory.year })
            .then((s) => s.series[0]?.points ?? [])
            .catch((error: unknown) => missingAsNull(error) ?? []),
    ),
  );
  const perimeters = await Promise.all(
    details.map((_, i) => perimeterCell(data, details, i, req.reference)),
  );
  return withReferenceRows(data, buildComparison(details, points, req, perimeters), req);
}

/**
 * For a side that is the reference side's territory in another vintage: both populations on the
 * later vintage's perimeter (the earlier one rebuilt from its communes).
 */
async function perimeterCell(
  data: DataService,
  details: CompareDetail[],
  i: number,
  reference: number,
): Promise<PerimeterCell | undefined> {
  if (!sameTerritoryAsReference(details, i, reference)) return undefined;
  const side = details[i] as CompareDetail;
  const ref = details[reference] as CompareDetail;
  const [later, earlier] = side.territory.year > ref.territory.year ? [side, ref] : [ref, side];
  const { type, code, year } = later.territory;
  // An area followed into two vintages: two perimeters, no population rebuilt on one.
  if (type === AREA_SIDE) return undefined;
  const src = await data.source();
  const { vintages } = await data.catalogue();
  const population = await data.seriesPacks.population(year, src.version).catch(missingAsNull);
  if (population === null) return undefined;
  const change = populationChange(
    { type, code, year, population: later.population },
    earlier.territory.year,
    population,
    vintages,
    src,
  );
  const rebuilt = change.comparable ? change.population : null;
  const laterValue = change.comparable ? later.population : null;
  return {
    year,
    value: side === later ? laterValue : rebuilt,
    reference: side === later ? rebuilt : laterValue,
    comparable: change.comparable,
    ...(change.reason ? { reason: change.reason } : {}),
  };
}
