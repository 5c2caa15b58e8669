/**
 * Entry `@epic/ui/chart` (the population chart, the series chart with its exports and the
 * comparison's dot plot), kept out of the main entry so that the site loads it on demand:
 *
 *   const PopulationChart = lazy(() =>
 *     import('@epic/ui/chart').then((m) => ({ default: m.PopulationChart })),
 *   );
 *
 * With the built package, also import '@epic/ui/chart.css' from the lazily loaded module.
 */

export * from '../DotPlot';
export * from '../PopulationChart';
export * from '../SeriesChart';
