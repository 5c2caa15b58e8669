import type { CompareResponse, IndicatorCatalogue } from '@epic/api-contract';
import type {
  ComparisonIndicator,
  ComparisonSide,
  ComparisonSource,
  ComparisonStatistic,
  ComparisonTheme,
  PopulationSeries,
} from '@epic/ui';
import { toPoints, toRef } from '../../data/mappers';

// The Comparer's reshaping of the API's answers, in the results' lazy chunk only.

type Row = CompareResponse['rows'][number];
type Statistic = NonNullable<CompareResponse['statistics']>[number];
type Definition = IndicatorCatalogue['indicators'][number];

/** Every side (in the address's order) as the table's side: its territory in its vintage. */
export const toSides = (compare: CompareResponse): ComparisonSide[] =>
  compare.sides.map(({ territory }) => ({ territory: toRef(territory), year: territory.year }));

/** Each side's parent column (département, or région for a département), or null. */
export const toParents = (compare: CompareResponse): (ComparisonSide | null)[] =>
  compare.sides.map((_, i) => {
    const parent = compare.references?.parents?.[i];
    return parent ? { territory: toRef(parent), year: parent.year } : null;
  });

/** Every side's population over the vintages, one series each, named with its key. */
export const toComparisonSeries = (
  compare: CompareResponse,
  keys: readonly string[],
): PopulationSeries[] =>
  compare.sides.map((side, i) => ({
    label: `${keys[i]} · ${side.territory.name}`,
    points: toPoints(side.series),
  }));

/** Built-in rows whose values are ratios (0.0047): shown in percent, like the catalogue's rates. */
const RATIOS = new Set(['change_previous', 'share_national']);
/** Built-in rows that are totals: no relative difference is hidden, no reference mark. */
const COUNTS = new Set(['population', 'communes']);

const scaled = (value: number | null, factor: number) =>
  value === null ? null : Number((value * factor).toPrecision(12));

/** A key figure (population, its change, number of communes, imported indicators) as a table row. */
function keyFigure(row: Row, referenceYear: string): ComparisonIndicator {
  const factor = RATIOS.has(row.indicator) ? 100 : 1;
  const values = row.values.map((cell) => cell.value);
  const integers = values.every((v) => v === null || Number.isInteger(v));
  return {
    id: row.indicator,
    label: row.label,
    unit: factor === 100 ? '%' : row.unit,
    format: factor === 100 ? 'decimal2' : integers ? 'integer' : 'decimal2',
    referenceYear,
    kind: COUNTS.has(row.indicator) ? 'count' : 'level',
    notApplicable: 'level',
    values: row.values.map(
      (cell): ComparisonStatistic =>
        !cell.applicable
          ? { value: null, status: 'not_applicable' }
          : cell.value === null
            ? { value: null, status: 'unavailable' }
            : { value: scaled(cell.value, factor), status: 'ok' },
    ),
    absolute: row.values.map((cell) => scaled(cell.absolute, factor)),
    relative: row.values.map((cell) => cell.relative),
  };
}

/** The key figures of every side, their reference year being the sides' vintages. */
export const toKeyFigures = (compare: CompareResponse): ComparisonIndicator[] => {
  const years = [...new Set(compare.sides.map((s) => s.territory.year))].join(', ');
  return compare.rows.map((row) => keyFigure(row, years));
};

/** A catalogue indicator across the sides, with its references when asked. */
function catalogueIndicator(statistic: Statistic, definition: Definition): ComparisonIndicator {
  const { id, label, unit, format } = definition;
  return {
    id,
    label,
    unit,
    format,
    referenceYear: statistic.referenceYear,
    source: statistic.source,
    kind: definition.aggregation.rule === 'sum' ? 'count' : 'level',
    values: statistic.values,
    absolute: statistic.absolute,
    relative: statistic.relative,
    ...(statistic.france ? { france: statistic.france } : {}),
    ...(statistic.parents ? { parents: statistic.parents } : {}),
  };
}

/**
 * Every catalogue indicator of the comparison, grouped by the catalogue's themes in its order;
 * none when the API sent no statistics (a theme without any indicator is left out by the table).
 */
export const toComparisonThemes = (
  compare: CompareResponse,
  catalogue: IndicatorCatalogue,
): ComparisonTheme[] => {
  if (!compare.statistics) return [];
  const byId = new Map(compare.statistics.map((s) => [s.id, s]));
  return catalogue.themes.map((theme) => ({
    id: theme.id,
    label: theme.label,
    indicators: catalogue.indicators
      .filter((indicator) => indicator.theme === theme.id)
      .flatMap((definition) => {
        const statistic = byId.get(definition.id);
        return statistic ? [catalogueIndicator(statistic, definition)] : [];
      }),
  }));
};

/** The sources as the comparison table attributes them (theme by theme, exports). */
export const toComparisonSources = (sources: IndicatorCatalogue['sources']): ComparisonSource[] =>
  sources.map(({ id, name, producer, licence, attribution, url }) => ({
    id,
    name,
    producer,
    licence,
    attribution,
    url,
  }));

/** The source of each side's key figures (its vintage's geography and populations), once each. */
export const toKeyFiguresSources = (compare: CompareResponse): ComparisonSource[] =>
  compare.sides
    .map(({ source }) => ({
      id: `${source.name} ${source.version}`,
      name: source.name,
      licence: source.licence,
      attribution: `Source\u00a0: ${source.name} (${source.version}) — ${source.licence}`,
    }))
    .filter((source, i, all) => all.findIndex((s) => s.id === source.id) === i);
