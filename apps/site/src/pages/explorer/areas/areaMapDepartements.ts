import { departementOfCommune } from '../../../data/mapPlan';

/**
 * At most this many départements are drawn on an area's map: each is one file of up to ~900
 * communes (about 40 KB) and one request for values, and a map of more is no longer readable.
 */
export const MAX_MAP_DEPARTEMENTS = 6;

export interface AreaMapDepartements {
  /** The départements drawn, by code. */
  drawn: string[];
  /** The départements the area's communes belong to, drawn or not. */
  total: number;
  /** The area's communes in the départements drawn. */
  communesDrawn: number;
}

/**
 * The départements an area's map draws: those its communes belong to, or, beyond `max`, the `max`
 * départements holding most of its communes (ties: by code, for a stable map).
 */
export function areaMapDepartements(
  communes: readonly string[],
  max = MAX_MAP_DEPARTEMENTS,
): AreaMapDepartements {
  const counts = new Map<string, number>();
  for (const code of communes) {
    const departement = departementOfCommune(code);
    counts.set(departement, (counts.get(departement) ?? 0) + 1);
  }
  const kept = [...counts].sort(([a, n], [b, m]) => m - n || a.localeCompare(b)).slice(0, max);
  return {
    drawn: kept.map(([code]) => code).sort(),
    total: counts.size,
    communesDrawn: kept.reduce((sum, [, n]) => sum + n, 0),
  };
}
