export type { DotPlotItem, DotPlotProps } from './DotPlot';
export { DotPlot, summarizeDotPlot } from './DotPlot';
export type { DotPlotMessages } from './DotPlot.messages';
export { dotPlotMessages } from './DotPlot.messages';
