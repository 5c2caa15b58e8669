/**
 * The study zones of another vintage's communes. INSEE's table gives the composition of every
 * zone in the 2022 geography; another vintage's commune covers one or more 2022 communes (its
 * atoms' owners, geography.ts). It belongs to a zone when all the 2022 communes it covers did.
 * When they were in different zones (a commune nouvelle across two zones, or a 2022 commune
 * nouvelle split again), it goes to the zone of the 2022 commune that holds its own code (its
 * chef-lieu), and every zone involved is marked as having another perimeter in that vintage than
 * INSEE's 2022 one.
 */
import type { Geography } from '../indicators/geography.js';
import { ZONE_LEVELS, type ZoneLevel, type ZoningTable } from './table.js';

export interface LevelMembership {
  /** Commune code of the vintage → zone code (communes in no zone of the level are left out). */
  zoneOf: Map<string, string>;
  /** Zones whose perimeter in this vintage differs from their 2022 one. */
  perimeterChanged: Set<string>;
  /** Communes of the vintage whose 2022 parts lay in different zones: code → those zones. */
  split: Map<string, string[]>;
}

export type VintageMembership = Record<ZoneLevel, LevelMembership>;

/**
 * Zones of `target`'s communes, from `table` in the 2022 geography `source` (the same geography
 * gives INSEE's table as it is).
 */
export function zoneMembership(
  table: ZoningTable,
  source: Geography,
  target: Geography,
): VintageMembership {
  return Object.fromEntries(
    ZONE_LEVELS.map((level) => [
      level,
      followZones(
        (code) => table.communes.get(code)?.zones[level] ?? null,
        table.communes.keys(),
        source,
        target,
      ),
    ]),
  ) as VintageMembership;
}

/**
 * One partition of `source`'s communes into zones (`zoneOf`: a commune's zone, null for none;
 * `members`: every commune that has one) followed onto `target`'s communes by the rule above. A
 * user's area is such a partition with one zone.
 */
export function followZones(
  zoneOf: (code: string) => string | null,
  members: Iterable<string>,
  source: Geography,
  target: Geography,
): LevelMembership {
  const membership: LevelMembership = {
    zoneOf: new Map(),
    perimeterChanged: new Set(),
    split: new Map(),
  };
  // Every source commune some commune of the target covers.
  const covered = new Set<string>();
  for (const [code, commune] of target.communes) {
    // The source communes this commune covers, by the atoms both geographies know.
    const owners = new Set<string>();
    for (const atom of commune.atoms) {
      const owner = source.atomOwner.get(atom);
      if (owner) {
        owners.add(owner);
        covered.add(owner);
      }
    }
    if (owners.size === 0) continue;
    const zones = new Set<string | null>();
    for (const owner of owners) zones.add(zoneOf(owner));
    if (zones.size === 1) {
      const [zone] = zones;
      if (zone) membership.zoneOf.set(code, zone);
      continue;
    }
    const named = [...zones].filter((z): z is string => z !== null).sort();
    membership.split.set(code, named);
    for (const zone of named) membership.perimeterChanged.add(zone);
    const chefLieu = source.atomOwner.get(code);
    const home = chefLieu ? zoneOf(chefLieu) : null;
    if (home) membership.zoneOf.set(code, home);
  }
  // A source commune of a zone that no commune of the target covers (the target lacks its
  // atoms): the zone has lost part of its perimeter.
  for (const code of members) {
    if (covered.has(code)) continue;
    const zone = zoneOf(code);
    if (zone) membership.perimeterChanged.add(zone);
  }
  return membership;
}
