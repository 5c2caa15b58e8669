export type { ComparisonTableProps } from './ComparisonTable';
export { ComparisonTable } from './ComparisonTable';
export type { ComparisonTableMessages } from './ComparisonTable.messages';
export { comparisonTableMessages } from './ComparisonTable.messages';
export { comparisonDotPlotItems } from './dotPlotItems';
export type { ComparisonExport, ExportedIndicator, ExportedTerritory } from './exports';
export { comparisonCsv, comparisonExport } from './exports';
export type {
  ComparisonChange,
  ComparisonIndicator,
  ComparisonPerimeter,
  ComparisonReason,
  ComparisonReferences,
  ComparisonSide,
  ComparisonSource,
  ComparisonStatistic,
  ComparisonTheme,
} from './types';
