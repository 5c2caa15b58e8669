// Long file: a comparison of 2 to 6 sides, its key rows, statistics rows and one-perimeter cells.
/**
 * A comparison of 2 to 6 territories, each in its own vintage: the key figures and the
 * further indicators as rows, the catalogue indicators as `statistics`, every value with its
 * difference to the reference side, and the optional France and parent columns. The first two
 * sides keep the answer's older fields (`a`, `b`, the rows' `a`, `b`, `absolute`, `relative`).
 */
import {
  AREA_SIDE,
  type CompareDetail,
  type CompareResponse,
  type CompareSideType,
  INDICATOR_SOURCES,
  INDICATORS_BY_ID,
  isZoneType,
  type SeriesPoint,
  type StatisticValue,
  type TerritoryType,
} from '@epic/api-contract';
import { MAX_COMPARE_SIDES, sideKeys } from '@epic/api-contract/schemas';
import { HttpError } from '../errors.js';
import { sourceAnswer } from '../indicators/source-paths.js';

export interface CompareSide {
  type: CompareSideType;
  id: string;
  year?: number;
}

export interface CompareRequest {
  sides: CompareSide[];
  /** 0-based index of the reference side. */
  reference: number;
  france: boolean;
  parent: boolean;
  indicators?: string;
}

/** The validated query (see compareQuerySchema) as a list of sides. */
export function compareRequest(q: Record<string, unknown>): CompareRequest {
  const sides: CompareSide[] = [];
  for (let n = 1; n <= MAX_COMPARE_SIDES; n++) {
    const k = sideKeys(n);
    const type = q[k.type] as CompareSideType | undefined;
    const id = q[k.id] as string | undefined;
    if (type === undefined || id === undefined) break;
    const year = q[k.year] as number | undefined;
    sides.push({ type, id, ...(year === undefined ? {} : { year }) });
  }
  const references = String(q.references ?? '').split(',');
  return {
    sides,
    reference: ((q.reference as number | undefined) ?? 1) - 1,
    france: references.includes('france'),
    parent: references.includes('parent'),
    ...(q.indicators === undefined ? {} : { indicators: String(q.indicators) }),
  };
}

/** Two sides that name the same territory in the same vintage once the latest is resolved. */
export function duplicateSide(n: number, first: number): HttpError {
  return new HttpError(
    400,
    'DUPLICATE_SIDE',
    `Territoire ${n} en double\u00a0: même territoire et même millésime que le territoire ${first} (paramètre ${sideKeys(n).id}).`,
    { field: sideKeys(n).id },
  );
}

/** A commune or an arrondissement has no member communes: "sans objet", not missing. */
const hasCommunes = (t: CompareSideType) => t !== 'commune' && t !== 'arrondissement';

/** The parent column of a side: département below it, région for a département. */
const PARENT_LEVEL: Partial<Record<TerritoryType, 'departement' | 'region'>> = {
  commune: 'departement',
  arrondissement: 'departement',
  epci: 'departement',
  departement: 'region',
};

/**
 * A side's parent level; a study zone's is the département or région it lies in, if any; a
 * user's area has none.
 */
function parentLevel(d: CompareDetail): 'departement' | 'region' | undefined {
  if (d.territory.type === AREA_SIDE) return undefined;
  if (!isZoneType(d.territory.type)) return PARENT_LEVEL[d.territory.type];
  return d.parents.departement ? 'departement' : d.parents.region ? 'region' : undefined;
}

function difference(value: number | null, ref: number | null, relative: boolean) {
  if (value === null || ref === null) return { absolute: null, relative: null };
  return {
    absolute: value - ref,
    relative: relative && ref !== 0 ? (value - ref) / ref : null,
  };
}

type Row = CompareResponse['rows'][number];
/** A population cell taken on the later vintage's perimeter (same territory, two vintages). */
export type PerimeterCell = NonNullable<
  CompareResponse['rows'][number]['values'][number]['perimeter']
>;

/** Whether side `i` is the reference side's territory in another vintage. */
export function sameTerritoryAsReference(details: CompareDetail[], i: number, reference: number) {
  const a = details[i]?.territory;
  const b = details[reference]?.territory;
  return Boolean(
    a && b && i !== reference && a.type === b.type && a.code === b.code && a.year !== b.year,
  );
}

function row(
  indicator: string,
  label: string,
  unit: string,
  values: (number | null)[],
  applicable: boolean[],
  reference: number,
  perimeters: (PerimeterCell | undefined)[] = [],
): Row {
  const [va, vb] = [values[0] ?? null, values[1] ?? null];
  const ref = values[reference] ?? null;
  return {
    indicator,
    label,
    unit,
    a: va,
    b: vb,
    absolute: va !== null && vb !== null ? vb - va : null,
    relative: va !== null && vb !== null && va !== 0 ? (vb - va) / va : null,
    applicable: { a: applicable[0] ?? true, b: applicable[1] ?? true },
    values: values.map((value, i) => {
      const perimeter = perimeters[i];
      if (!perimeter)
        return { value, ...difference(value, ref, true), applicable: applicable[i] ?? true };
      // Same territory, two vintages: the difference on the later vintage's perimeter.
      return {
        value,
        ...difference(perimeter.value, perimeter.reference, true),
        applicable: applicable[i] ?? true,
        perimeter,
      };
    }),
  };
}

/** The key figures and further indicators, one row each, every side. */
function keyRows(
  details: CompareDetail[],
  reference: number,
  perimeters: (PerimeterCell | undefined)[],
): Row[] {
  const all = details.map(() => true);
  const rows = [
    row(
      'population',
      'Population municipale',
      'habitants',
      details.map((d) => d.population),
      all,
      reference,
      perimeters,
    ),
    row(
      'change_previous',
      'Évolution depuis le recensement précédent (à périmètre constant)',
      '%',
      details.map((d) => d.change.previous?.relative ?? null),
      all,
      reference,
    ),
    row(
      'communes',
      'Nombre de communes',
      'communes',
      details.map((d) => d.communes),
      details.map((d) => hasCommunes(d.territory.type)),
      reference,
    ),
    row(
      'share_national',
      'Part de la population nationale',
      '%',
      details.map((d) => d.rank.national?.share ?? null),
      all,
      reference,
    ),
  ];
  const ids = [...new Set(details.flatMap((d) => d.indicators.map((i) => i.id)))].sort();
  for (const id of ids) {
    const found = details.map((d) => d.indicators.find((i) => i.id === id));
    const meta = found.find((i) => i !== undefined);
    if (!meta) continue;
    const values = found.map((i) => i?.value ?? null);
    rows.push(row(id, meta.label, meta.unit, values, all, reference));
  }
  return rows;
}

type Cell = Pick<
  StatisticValue,
  'value' | 'status' | 'reason' | 'published' | 'scope' | 'coverage'
>;
const cellOf = (s: Cell): Cell => ({
  value: s.value,
  status: s.status,
  ...(s.reason ? { reason: s.reason } : {}),
  ...(s.published ? { published: s.published } : {}),
  ...(s.scope ? { scope: s.scope } : {}),
  ...(s.coverage ? { coverage: s.coverage } : {}),
});

/** Rounded to `digits` significant digits (floating-point noise and needless length out). */
const round = (x: number | null, digits: number) =>
  x === null || x === 0 ? x : Number(x.toPrecision(digits));

/** The catalogue indicators across the sides, with the asked reference columns. */
function statisticRows(
  details: CompareDetail[],
  req: CompareRequest,
): NonNullable<CompareResponse['statistics']> {
  const first = details[0]?.statistics ?? [];
  const byId = details.map((d) => new Map((d.statistics ?? []).map((s) => [s.id, s])));
  return first.flatMap(({ id }) => {
    const def = INDICATORS_BY_ID.get(id);
    if (!def) return [];
    const stats = byId.map((m) => m.get(id));
    const refStat = stats[req.reference];
    const ref = refStat?.value ?? null;
    // The same territory in another vintage: one measure on two perimeters, not a change.
    const sameReference = details.map((_, i) =>
      sameTerritoryAsReference(details, i, req.reference),
    );
    const differences = stats.map((s, i) =>
      sameReference[i]
        ? { absolute: null, relative: null }
        : difference(s?.value ?? null, ref, def.aggregation.rule === 'sum'),
    );
    return [
      {
        id,
        source: def.source,
        referenceYear: def.referenceYear,
        values: stats.map((s) => (s ? cellOf(s) : { value: null, status: 'unavailable' as const })),
        absolute: differences.map((d) => round(d.absolute, 12)),
        relative: differences.map((d) => round(d.relative, 6)),
        ...(sameReference.some(Boolean) ? { sameReference } : {}),
        ...(req.france && refStat?.references ? { france: cellOf(refStat.references.france) } : {}),
        ...(req.parent
          ? {
              parents: details.map((d, i) => {
                const level = parentLevel(d);
                const cell = level ? stats[i]?.references?.[level] : undefined;
                return cell ? cellOf(cell) : null;
              }),
            }
          : {}),
      },
    ];
  });
}

/** A side without its statistics (the `statistics` rows hold them). */
function withoutStatistics(detail: CompareDetail): CompareDetail {
  const { statistics: _statistics, ...rest } = detail;
  return rest;
}

/** A side without its statistics' references and ranks (the Comparer does not show them). */
function valuesOnly(detail: CompareDetail): CompareDetail {
  if (!detail.statistics) return detail;
  return {
    ...detail,
    statistics: detail.statistics.map(
      ({ references: _references, rank: _rank, ...value }) => value,
    ),
  };
}

/**
 * `details` are the sides' territory answers (with references and ranks when asked), `series`
 * their population series, `perimeters` the population cells of sides that are the reference
 * side's territory in another vintage.
 */
export function buildComparison(
  details: CompareDetail[],
  series: SeriesPoint[][],
  req: CompareRequest,
  perimeters: (PerimeterCell | undefined)[] = [],
): CompareResponse {
  const plain = details.map(valuesOnly);
  const sides = plain.map((d, i) => ({ ...withoutStatistics(d), series: series[i] ?? [] }));
  // Two sides: `a` and `b` as in the two-side API; more: the statistics are in the rows only.
  const legacy = plain.length === 2 ? plain : plain.map(withoutStatistics);
  const withStatistics = details[0]?.statistics !== undefined;
  const used = new Set(withStatistics ? (details[0]?.statistics ?? []).map((s) => s.id) : []);
  const sourceIds = new Set([...used].map((id) => INDICATORS_BY_ID.get(id)?.source));
  return {
    a: legacy[0] as CompareDetail,
    b: legacy[1] as CompareDetail,
    rows: keyRows(plain, req.reference, perimeters),
    series: { a: series[0] ?? [], b: series[1] ?? [] },
    sides,
    reference: req.reference + 1,
    ...(withStatistics
      ? {
          statistics: statisticRows(details, req),
          sources: INDICATOR_SOURCES.filter((s) => sourceIds.has(s.id)).map(sourceAnswer),
        }
      : {}),
    ...(req.france || req.parent
      ? {
          references: {
            france: req.france,
            ...(req.parent
              ? {
                  parents: details.map((d) => {
                    const level = parentLevel(d);
                    const ref = level ? d.parents[level] : undefined;
                    return ref ? { ...ref, year: d.territory.year } : null;
                  }),
                }
              : {}),
          },
        }
      : {}),
  };
}
