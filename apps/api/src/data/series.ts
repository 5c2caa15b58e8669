/**
 * A territory's time series (`GET …/series`), every point on the perimeter of the vintage asked:
 * legal populations rebuilt in each vintage (population-change.ts), the catalogue's dated figures,
 * and the income figures INSEE publishes above the commune (indicators/series-pack.ts).
 */
import {
  INDICATOR_SOURCES,
  LEGAL_POPULATIONS_SOURCE,
  SERIES_BY_ID,
  type Series,
  type SeriesDefinition,
  type SeriesPoint,
  type StatisticValue,
  type TerritoryType,
} from '@epic/api-contract';
import { HttpError } from '../errors.js';
import { type LoadedPart, seriesCell } from '../indicators/series-read.js';
import { describeStatus, STATUS } from '../indicators/status.js';
import type { VintageInfo } from './catalogue.js';
import { perimeterOf, populationCell, type RowsOf, type TerritoryAt } from './population-change.js';

/** Every source a series point can name, with its attribution (for exports). */
export const SERIES_SOURCES: readonly { id: string; attribution: string }[] = [
  {
    id: LEGAL_POPULATIONS_SOURCE,
    attribution:
      'Source\u00a0: Insee, populations légales (populations municipales), diffusées par Etalab (Découpage administratif) — Licence Ouverte 2.0',
  },
  ...INDICATOR_SOURCES.map(({ id, attribution }) => ({ id, attribution })),
];

/** The parts of a point that come from a stored status byte. */
function storedPoint(value: number | null, status: number) {
  const d = describeStatus(status);
  const out: Pick<SeriesPoint, 'value' | 'status' | 'reason' | 'published' | 'scope'> = {
    value: d.status === 'ok' ? value : null,
    status: d.status,
  };
  if (d.reason) out.reason = d.reason;
  if (d.published) out.published = true;
  if (d.scope) out.scope = d.scope;
  return out;
}

/** A catalogue value as a point's fields. */
function fromStatistic(s: StatisticValue | undefined, scale = 1) {
  if (!s) return { value: null, status: 'unavailable' as const, reason: 'not_covered' as const };
  const out: Pick<SeriesPoint, 'value' | 'status' | 'reason' | 'published' | 'scope'> = {
    value: s.value === null ? null : s.value * scale,
    status: s.status,
  };
  if (s.reason) out.reason = s.reason;
  if (s.published) out.published = true;
  if (s.scope) out.scope = s.scope;
  return out;
}

export interface SeriesContext {
  territory: TerritoryAt;
  vintages: readonly VintageInfo[];
  /** The vintage's populations (population_vintage). */
  population: LoadedPart;
  /** Its income figures (income_vintage), when an income series above the commune is asked. */
  income?: LoadedPart | undefined;
  rows: RowsOf;
  /** The territory's catalogue values of the vintage shown, by id. */
  statistics: ReadonlyMap<string, StatisticValue>;
}

/** The catalogue ids the series read, per series id and level (asked in one go). */
export function statisticIdsOf(ids: readonly string[], type: TerritoryType): string[] {
  const above = type === 'epci' || type === 'departement' || type === 'region';
  const wanted: Record<string, string[]> = {
    population: ['pop_rp2013', 'pop_rp2018'],
    jobs: ['jobs_2013', 'jobs_2018'],
    births: ['births_2013_2018', 'births_2020'],
    deaths: ['deaths_2013_2018', 'deaths_2020'],
    median_income: above ? [] : ['median_income_2019', 'median_income_2021'],
    d1_income: above ? [] : ['d1_2021'],
    d9_income: above ? [] : ['d9_2021'],
    interdecile_ratio: above ? [] : ['interdecile_ratio_2021'],
    gini: [],
  };
  return [...new Set(ids.flatMap((id) => wanted[id] ?? []))];
}

/** The legal population at each census, on the perimeter of the vintage shown. */
export function populationPoints(c: SeriesContext): SeriesPoint[] {
  const { territory: t, vintages, population, rows } = c;
  const byCensus = new Map<number, number[]>();
  for (const v of vintages) {
    const year = v.census?.year ?? v.year;
    byCensus.set(year, [...(byCensus.get(year) ?? []), v.year]);
  }
  const points: SeriesPoint[] = [];
  for (const [year, carried] of byCensus) {
    // The census's latest vintage: the nearest perimeter to rebuild the territory from.
    const cells = carried.map(
      (v) => [v, populationCell(t, population, `population@${v}`)] as const,
    );
    const [vintage, cell] =
      [...cells].reverse().find(([, x]) => x?.status === STATUS.ok) ??
      (cells.at(-1) as (typeof cells)[number]);
    const stored = cell ?? {
      value: null,
      status: STATUS.absent_from_source,
      communes: 0,
      same: false,
    };
    const perimeter = perimeterOf(t, vintage, stored, rows);
    points.push({
      year,
      period: String(year),
      ...storedPoint(stored.value, stored.status),
      source: LEGAL_POPULATIONS_SOURCE,
      vintages: carried,
      asWas: perimeter.asWas,
      perimeter,
    });
  }
  for (const [id, year] of [
    ['pop_rp2013', 2013],
    ['pop_rp2018', 2018],
  ] as const) {
    if (byCensus.has(year)) continue;
    points.push({
      year,
      period: String(year),
      ...fromStatistic(c.statistics.get(id)),
      source: 'comparateur-2022',
    });
  }
  return points.sort((a, b) => a.year - b.year);
}

/** Points read from the catalogue: [id, year, period, source, scale]. */
type CataloguePoint = readonly [string, number, string, SeriesPoint['source'], number?];

const CATALOGUE_POINTS: Record<string, readonly CataloguePoint[]> = {
  jobs: [
    ['jobs_2013', 2013, '2013', 'comparateur-2022'],
    ['jobs_2018', 2018, '2018', 'comparateur-2022'],
  ],
  // The 2013–2018 count covers five years (1 January 2013 to 1 January 2018): a yearly mean.
  births: [
    ['births_2013_2018', 2017, '2013–2017', 'comparateur-2022', 1 / 5],
    ['births_2020', 2020, '2020', 'comparateur-2022'],
  ],
  deaths: [
    ['deaths_2013_2018', 2017, '2013–2017', 'comparateur-2022', 1 / 5],
    ['deaths_2020', 2020, '2020', 'comparateur-2022'],
  ],
  median_income: [
    ['median_income_2019', 2019, '2019', 'comparateur-2022'],
    ['median_income_2021', 2021, '2021', 'filosofi-2021'],
  ],
  d1_income: [['d1_2021', 2021, '2021', 'filosofi-2021']],
  d9_income: [['d9_2021', 2021, '2021', 'filosofi-2021']],
  interdecile_ratio: [['interdecile_ratio_2021', 2021, '2021', 'filosofi-2021']],
};

/** The income series' measure in the packs (series-pack.ts INCOME_SERIES_MEASURES). */
export const INCOME_MEASURE: Readonly<Record<string, string>> = {
  median_income: 'median',
  d1_income: 'd1',
  d9_income: 'd9',
  interdecile_ratio: 'interdecile_ratio',
  gini: 'gini',
};

function incomePoints(c: SeriesContext, measure: string): SeriesPoint[] {
  const { income } = c;
  if (!income) return [];
  const { pack } = income;
  const key = `${c.territory.type}:${c.territory.code}`;
  return pack.ids
    .filter((id) => id.startsWith(`${measure}@`))
    .map((id) => {
      const year = Number(id.slice(id.indexOf('@') + 1));
      const cell = seriesCell(income, key, id);
      return {
        year,
        period: String(year),
        ...storedPoint(cell?.value ?? null, cell?.status ?? STATUS.absent_from_source),
        source: 'filosofi-disp',
      };
    });
}

function pointsOf(c: SeriesContext, def: SeriesDefinition): SeriesPoint[] {
  if (def.id === 'population') return populationPoints(c);
  const { type } = c.territory;
  const above = type === 'epci' || type === 'departement' || type === 'region';
  const measure = INCOME_MEASURE[def.id];
  if (measure && above) return incomePoints(c, measure);
  return (CATALOGUE_POINTS[def.id] ?? []).map(([id, year, period, source, scale]) => ({
    year,
    period,
    ...fromStatistic(c.statistics.get(id), scale),
    source,
  }));
}

/** `indicators=` → series ids; 400 for an unknown id, 404 for one not published at the level. */
export function resolveSeries(param: string | undefined, type: TerritoryType): SeriesDefinition[] {
  const ids = [
    ...new Set(
      (param ?? 'population')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) ids.push('population');
  const unknown = ids.filter((id) => !SERIES_BY_ID.has(id));
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      'INDICATOR_NOT_FOUND',
      `Paramètre indicators\u00a0: série inconnue ${unknown.map((id) => `«\u202f${id}\u202f»`).join(', ')}.`,
      { field: 'indicators', unknown, available: [...SERIES_BY_ID.keys()] },
    );
  }
  const defs = ids.map((id) => SERIES_BY_ID.get(id) as SeriesDefinition);
  const missing = defs.find((d) => !d.levels.includes(type));
  if (missing) {
    throw new HttpError(
      404,
      'SERIES_NOT_PUBLISHED',
      `La série «\u202f${missing.label}\u202f» n’est pas publiée pour ce niveau de territoire (${LEVEL_NAMES[type]})\u00a0: elle l’est pour ${missing.levels.map((l) => LEVEL_NAMES[l]).join(', ')}.`,
      { field: 'indicators', series: missing.id, levels: [...missing.levels] },
    );
  }
  return defs;
}

const LEVEL_NAMES: Record<TerritoryType, string> = {
  region: 'les régions',
  departement: 'les départements',
  epci: 'les EPCI',
  commune: 'les communes',
  arrondissement: 'les arrondissements municipaux',
  ze: 'les zones d’emploi',
  aav: 'les aires d’attraction des villes',
  uu: 'les unités urbaines',
  bv: 'les bassins de vie',
};

export function buildSeriesList(c: SeriesContext, defs: readonly SeriesDefinition[]): Series[] {
  return defs.map((def) => {
    const { levels: _levels, ...shown } = def;
    return { ...shown, points: pointsOf(c, def) };
  });
}
