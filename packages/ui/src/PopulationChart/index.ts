export type { PopulationChartProps } from './PopulationChart';
export { PopulationChart } from './PopulationChart';
export type { PopulationChartMessages } from './PopulationChart.messages';
export { populationChartMessages } from './PopulationChart.messages';
export type { PerimeterView } from './summary';
export { summarizeSeries } from './summary';
