export type { SeriesChartProps } from './SeriesChart';
export { SeriesChart } from './SeriesChart';
export type { SeriesChartMessages } from './SeriesChart.messages';
export { seriesChartMessages } from './SeriesChart.messages';
export type { SeriesExportsProps } from './SeriesExports';
export { SeriesExports } from './SeriesExports';
export type { SeriesExportInput } from './seriesExport';
export { seriesToCsv, seriesToJson } from './seriesExport';
export { summarizeSeriesData } from './seriesText';
export type {
  SeriesChartData,
  SeriesChartPoint,
  SeriesChartSource,
  SeriesReason,
  SeriesStatus,
} from './types';
