/**
 * Entry `@epic/ui/statistics`: the territory's indicators grouped by theme (cards, dot plots),
 * kept out of the main entry so that the site loads it on demand, below the key figures:
 *
 *   const IndicatorThemes = lazy(() =>
 *     import('@epic/ui/statistics').then((m) => ({ default: m.IndicatorThemes })),
 *   );
 *
 * With the built package, also import '@epic/ui/statistics.css' from the lazily loaded module.
 */
export * from '../IndicatorThemes';
