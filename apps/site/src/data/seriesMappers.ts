import type { IndicatorCatalogue, Series, SeriesResponse, TerritoryType } from '@epic/api-contract';
import type { PopulationSeries, SeriesChartData, SeriesChartSource } from '@epic/ui';
import { toPoints } from './mappers';

/*
 * The series answers reshaped for the charts and their exports. Apart from mappers.ts on purpose:
 * only the Explorer's lazy panels use them, so they stay out of the route chunks.
 */

/** Name of the legal populations as a source of points (the catalogue lists the files only). */
const LEGAL_POPULATIONS_NAME = 'Populations légales des millésimes';

/** The series the Explorer shows beside the population, for a level: those published there. */
export const seriesIdsFor = (catalogue: IndicatorCatalogue, type: TerritoryType): string[] =>
  catalogue.series.filter((s) => s.id !== 'population' && s.levels.includes(type)).map((s) => s.id);

/** A series of the API as the chart's (and the exports'), every point with its status and source. */
export const toSeriesChartData = (series: Series): SeriesChartData => ({
  id: series.id,
  label: series.label,
  definition: series.definition,
  unit: series.unit,
  format: series.format,
  note: series.note,
  points: series.points.map((p) => ({
    year: p.year,
    period: p.period,
    value: p.value,
    status: p.status,
    reason: p.reason,
    published: p.published,
    scope: p.scope,
    source: p.source,
    vintages: p.vintages,
    asWas: p.asWas,
  })),
});

/**
 * The sources of an answer: each one's attribution (from the answer) and a short name for the
 * tables (from the catalogue, when it is loaded).
 */
export function toSeriesSources(
  response: SeriesResponse,
  catalogue?: Pick<IndicatorCatalogue, 'sources'>,
): SeriesChartSource[] {
  const names = new Map(catalogue?.sources.map((s) => [s.id, s.name]));
  return response.sources.map(({ id, attribution }) => ({
    id,
    attribution,
    name: id === 'populations-legales' ? LEGAL_POPULATIONS_NAME : (names.get(id) ?? id),
  }));
}

/** The attributions of the sources a series' points come from, in the answer's order. */
const attributionsOf = (response: SeriesResponse, series: Series | undefined) => {
  const used = new Set(series?.points.map((p) => p.source));
  return response.sources.filter((s) => used.has(s.id)).map((s) => s.attribution);
};

export type PopulationEvolution = {
  /** The vintage whose perimeter the populations are on. */
  perimeterYear: number;
  series: PopulationSeries[];
  note: string | undefined;
  sources: string[];
  /** The same series for the exports, with its sources. */
  exported: SeriesChartData[];
  exportedSources: SeriesChartSource[];
};

/** The population at each census, on the perimeter of the vintage asked, for the chart. */
export function toPopulationEvolution(response: SeriesResponse): PopulationEvolution {
  const population = response.series.find((s) => s.id === 'population');
  return {
    perimeterYear: response.territory.year,
    series: population
      ? [{ label: response.territory.name, points: toPoints(population.points) }]
      : [],
    note: population?.note,
    sources: attributionsOf(response, population),
    exported: population ? [toSeriesChartData(population)] : [],
    exportedSources: toSeriesSources(response),
  };
}
