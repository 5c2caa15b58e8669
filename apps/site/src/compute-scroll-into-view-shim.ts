/**
 * `compute-scroll-into-view` for the site's bundle: only downshift's default `scrollIntoView`
 * calls it, and the territory picker gives downshift its own (TerritoryPicker's
 * `scrollWithinMenu`), so it computes nothing here.
 */
export const compute = (): { el: Element; top: number; left: number }[] => [];
