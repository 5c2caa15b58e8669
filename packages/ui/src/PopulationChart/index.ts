export type { PopulationChartProps } from './PopulationChart';
export { PopulationChart, summarizeSeries } from './PopulationChart';
export type { PopulationChartMessages } from './PopulationChart.messages';
export { populationChartMessages } from './PopulationChart.messages';
