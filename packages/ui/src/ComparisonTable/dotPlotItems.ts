import type { DotPlotItem } from '../DotPlot/DotPlot';
import { formatIndicator } from '../format';
import { withMessages } from '../messages';
import { lineLabel } from './ComparisonGrid';
import { type ComparisonTableMessages, comparisonTableMessages } from './ComparisonTable.messages';
import { okValue, referenceName, statisticCell } from './cells';
import { columnValue, referenceColumns, sideColumns } from './columns';
import type {
  ComparisonIndicator,
  ComparisonReferences,
  ComparisonSide,
  ComparisonStatistic,
} from './types';

/**
 * One indicator of a comparison as the dot plot's lines: each side (its key, name, vintage and
 * series), then France (a guide across the plot) and each distinct parent, named as the table's
 * columns; a missing value says why in the table's words. A count (`kind: 'count'`) gets no
 * reference line: France's total would flatten every territory.
 */
export function comparisonDotPlotItems(input: {
  indicator: ComparisonIndicator;
  sides: readonly ComparisonSide[];
  /** The reference side (0-based). @default 0 */
  reference?: number;
  references?: ComparisonReferences;
  parents?: readonly (ComparisonSide | null)[];
  messages?: Partial<ComparisonTableMessages>;
}): { items: DotPlotItem[]; format: (value: number) => string } {
  const { indicator } = input;
  const m = withMessages(comparisonTableMessages, input.messages);
  const missing = (statistic: ComparisonStatistic | undefined) => {
    const cell = statisticCell(statistic, indicator, m);
    return cell.note ? `${cell.text} ${cell.note}` : cell.text;
  };
  const item = (key: string, label: string, statistic: ComparisonStatistic | undefined) => {
    const value = okValue(statistic);
    return value === null
      ? { key, label, value, missing: missing(statistic) }
      : { key, label, value };
  };
  const sides = sideColumns(input.sides, input.reference ?? 0, m).map(
    (column): DotPlotItem => ({
      ...item(`side-${column.index}`, lineLabel(column, m), indicator.values[column.index]),
      series: column.index,
    }),
  );
  const references =
    indicator.kind === 'count' || !input.references
      ? []
      : referenceColumns(input.references, input.parents ?? [], m)
          .filter((column) => (column.kind === 'france' ? indicator.france : indicator.parents))
          .map(
            (column): DotPlotItem => ({
              ...item(
                column.key,
                column.kind === 'france' ? referenceName(column, indicator, m).name : column.name,
                columnValue(column, indicator),
              ),
              ...(column.kind === 'france' ? { guide: true } : {}),
            }),
          );
  return { items: [...sides, ...references], format: (value) => formatIndicator(value, indicator) };
}
