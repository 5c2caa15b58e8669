import {
  type CompareResponse,
  type IndicatorCatalogue,
  LEGAL_POPULATIONS_SOURCE,
} from '@epic/api-contract';
import {
  type ComparisonChange,
  type ComparisonIndicator,
  type ComparisonSide,
  type ComparisonSource,
  type ComparisonStatistic,
  type ComparisonTheme,
  formatList,
  type PopulationSeries,
  producerOf,
} from '@epic/ui';
import { toPoints, toRef } from '../../data/mappers';

// The Comparer's reshaping of the API's answers, in the results' lazy chunk only.

type Row = CompareResponse['rows'][number];
type Statistic = NonNullable<CompareResponse['statistics']>[number];
type Definition = IndicatorCatalogue['indicators'][number];

/** Every side (in the address's order) as the table's side: its territory in its vintage. */
export const toSides = (compare: CompareResponse): ComparisonSide[] =>
  compare.sides.map(({ territory }) => ({
    territory: {
      type: territory.type,
      code: territory.code,
      name: territory.name,
      ...(territory.typeLiaison === undefined ? {} : { typeLiaison: territory.typeLiaison }),
    },
    year: territory.year,
  }));

/** Each side's parent column (département, or région for a département), or null. */
export const toParents = (compare: CompareResponse): (ComparisonSide | null)[] =>
  compare.sides.map((_, i) => {
    const parent = compare.references?.parents?.[i];
    return parent ? { territory: toRef(parent), year: parent.year } : null;
  });

/**
 * Every side's population at each census (on its own vintage's perimeter), one series each, named
 * with its key and vintage (two sides may be one territory in two vintages).
 */
export const toComparisonSeries = (
  compare: CompareResponse,
  keys: readonly string[],
): PopulationSeries[] =>
  compare.sides.map((side, i) => ({
    label: `${keys[i]} · ${side.territory.name} (${side.territory.year})`,
    points: toPoints(side.series),
  }));

/** Built-in rows whose values are ratios (0.0047): shown in percent, like the catalogue's rates. */
const RATIOS = new Set(['change_previous', 'share_national']);
/** Built-in rows that are totals: no relative difference is hidden, no reference mark. */
const COUNTS = new Set(['population', 'communes']);

const scaled = (value: number | null, factor: number) =>
  value === null ? null : Number((value * factor).toPrecision(12));

type Side = CompareResponse['sides'][number];
type Cell = Row['values'][number];

/**
 * What a side's cell says besides its value: the census of a population (and, against the same
 * territory in another vintage, both populations on one perimeter); for a change, since which
 * census and on which perimeter, or why it is not comparable.
 */
function cellDetails(row: Row, cell: Cell, side: Side | undefined): Partial<ComparisonStatistic> {
  if (row.indicator === 'population') {
    return {
      ...(side?.census ? { census: side.census } : {}),
      ...(cell.perimeter ? { perimeter: cell.perimeter } : {}),
    };
  }
  const previous = row.indicator === 'change_previous' ? side?.change.previous : null;
  if (!previous) return {};
  const change: ComparisonChange = {
    year: previous.year,
    census: previous.census,
    comparable: previous.comparable,
    ...(previous.perimeter.same ? {} : { perimeter: previous.perimeter.year }),
  };
  return previous.comparable
    ? { change }
    : { change, ...(previous.reason ? { reason: previous.reason } : {}) };
}

type ReferenceCell = NonNullable<Row['france']>;

/** A France or parent cell of a key figure, with its census or since when its change runs. */
function referenceStatistic(cell: ReferenceCell, factor: number): ComparisonStatistic {
  if (!cell.applicable) return { value: null, status: 'not_applicable' };
  const { census, change } = cell;
  const details: Partial<ComparisonStatistic> = {
    ...(census ? { census } : {}),
    ...(change
      ? {
          change: { year: change.year, census: change.census, comparable: change.comparable },
          ...(change.reason ? { reason: change.reason } : {}),
        }
      : {}),
  };
  return cell.value === null
    ? { value: null, status: 'unavailable', ...details }
    : { value: scaled(cell.value, factor), status: 'ok', ...details };
}

/** A key figure (population, its change, number of communes, imported indicators) as a table row. */
function keyFigure(row: Row, referenceYear: string, sides: readonly Side[]): ComparisonIndicator {
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
    values: row.values.map((cell, i): ComparisonStatistic => {
      if (!cell.applicable) return { value: null, status: 'not_applicable' };
      const details = cellDetails(row, cell, sides[i]);
      return cell.value === null
        ? { value: null, status: 'unavailable', ...details }
        : { value: scaled(cell.value, factor), status: 'ok', ...details };
    }),
    absolute: row.values.map((cell) => scaled(cell.absolute, factor)),
    relative: row.values.map((cell) => cell.relative),
    ...(row.france ? { france: referenceStatistic(row.france, factor) } : {}),
    ...(row.parents
      ? { parents: row.parents.map((cell) => (cell ? referenceStatistic(cell, factor) : null)) }
      : {}),
  };
}

/** "recensements 2020 et 2023" (each side's census: a population names its census year). */
function censusYears(sides: readonly Side[]): string | null {
  const years = [...new Set(sides.flatMap((s) => (s.census ? [s.census.year] : [])))].sort();
  if (years.length === 0) return null;
  return years.length === 1
    ? `population légale, recensement ${years[0]}`
    : `populations légales, recensements ${formatList(years.map(String))}`;
}

/**
 * The key figures of every side: the population's reference year is its census years, the
 * change runs since the previous census on a constant perimeter, the others' are the vintages.
 */
export const toKeyFigures = (compare: CompareResponse): ComparisonIndicator[] => {
  const years = [...new Set(compare.sides.map((s) => s.territory.year))].join(', ');
  const censuses = censusYears(compare.sides);
  return compare.rows.map((row) => {
    if (row.indicator === 'population') return keyFigure(row, censuses ?? years, compare.sides);
    if (row.indicator === 'change_previous' && censuses) {
      // Since the latest other census (never a vintage that repeats it), on one perimeter.
      const since = { ...row, label: 'Évolution depuis le recensement précédent' };
      return keyFigure(since, 'à périmètre constant', compare.sides);
    }
    return keyFigure(row, years, compare.sides);
  });
};

/** A catalogue indicator across the sides, with its references when asked. */
function catalogueIndicator(statistic: Statistic, definition: Definition): ComparisonIndicator {
  const { id, label, unit, format, publishedAbove } = definition;
  return {
    id,
    label,
    unit,
    format,
    referenceYear: statistic.referenceYear,
    source: statistic.source,
    ...(publishedAbove ? { publishedAbove } : {}),
    kind: definition.aggregation.rule === 'sum' ? 'count' : 'level',
    values: statistic.values,
    absolute: statistic.absolute,
    relative: statistic.relative,
    // The same territory in another vintage: the same measure on two perimeters, no difference.
    ...(statistic.sameReference?.some(Boolean) ? { sameReference: statistic.sameReference } : {}),
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
      attribution: `Source\u00a0: ${producerOf(source.name)}, version ${source.version} — ${source.licence}`,
    }))
    .filter((source, i, all) => all.findIndex((s) => s.id === source.id) === i);

/**
 * The attributions of the population points' sources: the sides' legal populations (their
 * vintages' packages) and the catalogue sources of the censuses of the comparateur.
 */
export function toSeriesSources(
  compare: CompareResponse,
  sources: IndicatorCatalogue['sources'],
): string[] {
  const used = new Set(compare.sides.flatMap((side) => side.series.map((p) => p.source)));
  return [
    ...(used.has(LEGAL_POPULATIONS_SOURCE)
      ? toKeyFiguresSources(compare).map((s) => s.attribution)
      : []),
    ...sources.filter((s) => used.has(s.id)).map((s) => s.attribution),
  ];
}
