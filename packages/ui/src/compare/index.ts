/**
 * Entry `@epic/ui/compare`: the Comparer's table (key figures and every indicator by theme, CSV
 * and JSON exports), kept out of the main entry so that the Comparer's route chunk stays small:
 *
 *   const ComparisonTable = lazy(() =>
 *     import('@epic/ui/compare').then((m) => ({ default: m.ComparisonTable })),
 *   );
 *
 * With the built package, also import '@epic/ui/compare.css' from the lazily loaded module.
 */
export * from '../ComparisonTable';
