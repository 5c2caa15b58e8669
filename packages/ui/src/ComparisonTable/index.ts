export type {
  ComparisonResult,
  ComparisonRow,
  ComparisonSide,
  ComparisonTableProps,
} from './ComparisonTable';
export { ComparisonTable, compareValues } from './ComparisonTable';
export type { ComparisonTableMessages } from './ComparisonTable.messages';
export { comparisonTableMessages } from './ComparisonTable.messages';
