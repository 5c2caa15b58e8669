import type { CompareResponse, IndicatorCatalogue } from '@epic/api-contract';
import type { ComparisonRow, ComparisonSource, ComparisonTheme, PopulationSeries } from '@epic/ui';
import { toPoints } from '../../data/mappers';

// The Comparer's reshaping of the API's answers, in its route chunk only (not the Explorer's).

/** Both territories' population over the vintages, as the chart's two series. */
export const toComparisonSeries = (compare: CompareResponse): PopulationSeries[] => [
  { label: `${compare.a.territory.name} (A)`, points: toPoints(compare.series.a) },
  { label: `${compare.b.territory.name} (B)`, points: toPoints(compare.series.b) },
];

const builtInUnits = new Set(['habitants', '%', 'communes', 'ratio', '']);

/** The comparison's indicators as rows of the comparison table. */
export const toComparisonRows = (compare: CompareResponse): ComparisonRow[] =>
  compare.rows.map((row) => ({
    key: row.indicator,
    // Built-in rows are self-explanatory; imported indicators show their unit.
    label: builtInUnits.has(row.unit) ? row.label : `${row.label} (${row.unit})`,
    left: row.a,
    right: row.b,
    notApplicable: { left: !row.applicable.a, right: !row.applicable.b },
    format: row.unit === '%' || row.unit === 'ratio' ? 'percent' : 'number',
  }));

/**
 * Both sides' catalogue statistics (asked with `indicators=`), grouped by the catalogue's themes in
 * its order; none when the API sent none (a theme without any indicator is left out by the table).
 */
export const toComparisonThemes = (
  compare: CompareResponse,
  catalogue: IndicatorCatalogue,
): ComparisonTheme[] => {
  const { statistics: a } = compare.a;
  const { statistics: b } = compare.b;
  if (!a && !b) return [];
  const byId = (list: typeof a) => new Map((list ?? []).map((s) => [s.id, s]));
  const sideA = byId(a);
  const sideB = byId(b);
  const statistic = (s: NonNullable<typeof a>[number] | undefined) =>
    s && {
      value: s.value,
      status: s.status,
      ...(s.reason ? { reason: s.reason } : {}),
      ...(s.coverage ? { coverage: s.coverage } : {}),
    };
  return catalogue.themes.map((theme) => ({
    id: theme.id,
    label: theme.label,
    indicators: catalogue.indicators
      .filter((indicator) => indicator.theme === theme.id)
      .map(({ id, label, unit, format, referenceYear, source }) => {
        const valueA = statistic(sideA.get(id));
        const valueB = statistic(sideB.get(id));
        return {
          id,
          label,
          unit,
          format,
          referenceYear,
          source,
          ...(valueA ? { a: valueA } : {}),
          ...(valueB ? { b: valueB } : {}),
        };
      }),
  }));
};

/** The catalogue's sources as the comparison table attributes them (theme by theme, exports). */
export const toComparisonSources = (catalogue: IndicatorCatalogue): ComparisonSource[] =>
  catalogue.sources.map(({ id, name, producer, licence, attribution, url }) => ({
    id,
    name,
    producer,
    licence,
    attribution,
    url,
  }));

/** The source of each side's key figures (its vintage's geography and populations), once each. */
export const toKeyFiguresSources = (compare: CompareResponse): ComparisonSource[] =>
  [compare.a, compare.b]
    .map(({ source }) => ({
      id: `${source.name} ${source.version}`,
      name: source.name,
      licence: source.licence,
      attribution: `Source\u00a0: ${source.name} (${source.version}) — ${source.licence}`,
    }))
    .filter((source, i, all) => all.findIndex((s) => s.id === source.id) === i);
