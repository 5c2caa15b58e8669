/**
 * 2 to 6 territories side by side (data/compare.ts shapes the answer): their key figures and
 * statistics, their population series, and, for a territory compared with itself in another
 * vintage, both populations on the later perimeter.
 */
import type { CompareResponse, TerritoryDetail } from '@epic/api-contract';
import {
  buildComparison,
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

/** `GET /api/compare` (its validated query). */
export async function compare(
  data: DataService,
  q: Record<string, unknown>,
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
  const details = await Promise.all(
    req.sides.map((s) =>
      indicators === undefined
        ? keyFigures(data, s.type, s.id, s.year)
        : keyFiguresWithStatistics(data, s.type, s.id, s.year, indicators),
    ),
  );
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
    details.map((d) =>
      series(data, d.territory.type, d.territory.code, { year: d.territory.year })
        .then((s) => s.series[0]?.points ?? [])
        .catch((error: unknown) => missingAsNull(error) ?? []),
    ),
  );
  const perimeters = await Promise.all(
    details.map((_, i) => perimeterCell(data, details, i, req.reference)),
  );
  return buildComparison(details, points, req, perimeters);
}

/**
 * For a side that is the reference side's territory in another vintage: both populations on the
 * later vintage's perimeter (the earlier one rebuilt from its communes).
 */
async function perimeterCell(
  data: DataService,
  details: TerritoryDetail[],
  i: number,
  reference: number,
): Promise<PerimeterCell | undefined> {
  if (!sameTerritoryAsReference(details, i, reference)) return undefined;
  const side = details[i] as TerritoryDetail;
  const ref = details[reference] as TerritoryDetail;
  const [later, earlier] = side.territory.year > ref.territory.year ? [side, ref] : [ref, side];
  const src = await data.source();
  const { vintages } = await data.catalogue();
  const { type, code, year } = later.territory;
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
