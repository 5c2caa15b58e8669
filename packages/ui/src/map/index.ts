/**
 * Entry `@epic/ui/map`, kept out of the main entry so that the site loads it on demand (about
 * 14 KB gzip with d3-geo's path and topojson-client):
 *
 *   const TerritoryMap = lazy(() => import('@epic/ui/map').then((m) => ({ default: m.TerritoryMap })));
 *
 * With the built package, also import '@epic/ui/map.css' from the lazily loaded module.
 */
export * from '../TerritoryMap';
