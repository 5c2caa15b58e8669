/**
 * A user's area in another vintage than its own: its communes followed through the mergers by the
 * study zones' rule (zonings/membership.ts), its perimeter marked as changed when a commune of
 * the other vintage covers communes both in and out of it.
 */
import type { TerritoryType } from '@epic/api-contract';
import type { Geography } from '../../../indicators/geography.js';
import { geographyOf } from '../../../indicators/vintage-rows.js';
import { followZones } from '../../../zonings/membership.js';

/** The communes of a vintage as the book has them. */
interface CommuneRows {
  level(
    year: number,
    level: 'commune',
  ): readonly { type: TerritoryType; code: string; name: string; former_codes: string[] }[];
}

/** Geographies built on demand (a package file read and 35 000 communes), the last few kept. */
const built = new Map<string, Geography>();
const KEPT = 3;

function geography(src: CommuneRows, version: string, year: number): Geography {
  const key = `${version}:${year}`;
  let g = built.get(key);
  if (!g) {
    g = geographyOf(year, [...src.level(year, 'commune')]);
    if (built.size >= KEPT) built.delete(built.keys().next().value as string);
    built.set(key, g);
  }
  return g;
}

export interface FollowedArea {
  /** Its communes in the vintage shown, code order. */
  communes: string[];
  /** Another perimeter than the one defined (a merger across its limit, or a commune gone). */
  perimeterChanged: boolean;
}

/** The area's communes of `from` followed into the vintage `to`. */
export function followArea(
  src: CommuneRows,
  version: string,
  communes: readonly string[],
  from: number,
  to: number,
): FollowedArea {
  if (from === to) return { communes: [...communes], perimeterChanged: false };
  const inside = new Set(communes);
  const followed = followZones(
    (code) => (inside.has(code) ? 'area' : null),
    communes,
    geography(src, version, from),
    geography(src, version, to),
  );
  return {
    communes: [...followed.zoneOf.keys()].sort(),
    perimeterChanged: followed.perimeterChanged.size > 0,
  };
}
