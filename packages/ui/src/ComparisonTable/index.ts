export type {
  ComparisonResult,
  ComparisonRow,
  ComparisonTableProps,
} from './ComparisonTable';
export { ComparisonTable, compareValues } from './ComparisonTable';
export type { ComparisonTableMessages } from './ComparisonTable.messages';
export { comparisonTableMessages } from './ComparisonTable.messages';
export type { ComparisonExport, ExportedIndicator } from './exports';
export { comparisonCsv, comparisonExport } from './exports';
export type {
  ComparisonIndicator,
  ComparisonReason,
  ComparisonSide,
  ComparisonSource,
  ComparisonStatistic,
  ComparisonTheme,
} from './types';
