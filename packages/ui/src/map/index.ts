/**
 * Entry `@epic/ui/map`, kept out of the main entry (the base map alone is about 42 KB gzip) so
 * that the site loads it on demand:
 *
 *   const FranceMap = lazy(() => import('@epic/ui/map').then((m) => ({ default: m.FranceMap })));
 *
 * With the built package, also import '@epic/ui/map.css' from the lazily loaded module.
 */
export * from '../FranceMap';
export * from '../TerritoryMap';
