/**
 * Entry `@epic/ui/areas`: « Mes territoires », the user's own areas (their list and their form),
 * kept out of the main entry so that the site loads them only on the screens that show them:
 *
 *   const AreaList = lazy(() => import('@epic/ui/areas').then((m) => ({ default: m.AreaList })));
 *
 * With the built package, also import '@epic/ui/areas.css' from the lazily loaded module.
 */
export * from '../AreaEditor';
export * from '../AreaList';
// The downloads of the area's screen (its indicators' JSON, named as an area).
export { downloadText } from '../csv/download';
