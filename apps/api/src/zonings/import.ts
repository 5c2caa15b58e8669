/**
 * INSEE's study zonings in every imported vintage (tables `zone` and `zone_membership`, migration
 * 012): computed after the vintages are imported, from the table's 2022 composition followed
 * through the mergers (membership.ts). Skipped when neither the table nor a vintage changed.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/adapter.js';
import { StoredVintages, type TerritoryDbRow } from '../indicators/vintage-rows.js';
import { nextSlice } from '../slices.js';
import { type VintageMembership, zoneMembership } from './membership.js';
import {
  readZoningTable,
  ZONE_LEVELS,
  ZONING_GEOGRAPHY_YEAR,
  type ZoneLevel,
  type ZoningTable,
  zoningFileChecksum,
} from './table.js';

/** Bumped when the derivation changes, so that unchanged inputs are still rebuilt. */
export const ZONING_VERSION = 1;

export interface ZoneRow {
  level: ZoneLevel;
  code: string;
  name: string;
  communes: number;
  population: number | null;
  departement: string | null;
  region: string | null;
  perimeterChanged: boolean;
}

/** The zones of one vintage, from its communes and their membership. */
export function zonesOf(
  table: ZoningTable,
  membership: VintageMembership,
  rows: TerritoryDbRow[],
): ZoneRow[] {
  const communes = new Map(rows.filter((r) => r.type === 'commune').map((r) => [r.code, r]));
  const zones: ZoneRow[] = [];
  for (const level of ZONE_LEVELS) {
    const { zoneOf, perimeterChanged } = membership[level];
    const members = new Map<string, TerritoryDbRow[]>();
    for (const [commune, zone] of zoneOf) {
      const row = communes.get(commune);
      if (!row) continue;
      const list = members.get(zone);
      if (list) list.push(row);
      else members.set(zone, [row]);
    }
    for (const [code, list] of members) {
      const one = (key: 'departement' | 'region') => {
        const first = list[0]?.[key] ?? null;
        return list.every((r) => r[key] === first) ? first : null;
      };
      zones.push({
        level,
        code,
        name: table.zones[level].get(code)?.name ?? code,
        communes: list.length,
        population: list.every((r) => r.population !== null)
          ? list.reduce((sum, r) => sum + (r.population ?? 0), 0)
          : null,
        departement: one('departement'),
        region: one('region'),
        perimeterChanged: perimeterChanged.has(code),
      });
    }
  }
  return zones;
}

export async function importZonings(
  db: Db,
  options: { force?: boolean; table?: ZoningTable } = {},
): Promise<{ status: 'imported' | 'unchanged'; ms: number }> {
  const started = Date.now();
  const vintages = await db.query<{ year: number; checksum: string }>(
    'SELECT year, checksum FROM vintage ORDER BY year',
  );
  // The archive's hash first: the table itself (2 s to read) only when something changed.
  const file = options.table?.checksum ?? zoningFileChecksum();
  const hash = createHash('sha256').update(`zonings:${ZONING_VERSION}:${file}`);
  for (const v of vintages) hash.update(`${v.year}:${v.checksum}`);
  const checksum = hash.digest('hex');
  const stored = await db.query<{ year: number; checksum: string }>(
    'SELECT year, checksum FROM zone_membership',
  );
  if (
    !options.force &&
    stored.length === vintages.length * ZONE_LEVELS.length &&
    stored.every((s) => s.checksum === checksum)
  ) {
    return { status: 'unchanged', ms: Date.now() - started };
  }
  const table = options.table ?? (await readZoningTable());
  const years = vintages.map((v) => v.year);
  const stores = await StoredVintages.read(db, years);
  const source = stores.geography(ZONING_GEOGRAPHY_YEAR);
  const computed: { year: number; membership: VintageMembership; zones: ZoneRow[] }[] = [];
  for (const year of years) {
    // A vintage per turn: an API that imports at its first start serves meanwhile.
    await nextSlice();
    const membership = zoneMembership(table, source, stores.geography(year));
    computed.push({
      year,
      membership,
      zones: zonesOf(table, membership, stores.territories(year)),
    });
  }
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM zone_membership');
    await tx.query('DELETE FROM zone');
    for (const { year, membership, zones } of computed) {
      // Columns as JSON arrays: one statement per vintage instead of thousands of rows.
      await tx.query(
        `INSERT INTO zone (year, level, code, name, communes, population, departement, region, perimeter_changed)
         SELECT $1, z.level, z.code, z.name, z.communes, z.population, z.departement, z.region, z.changed
         FROM json_to_recordset($2::json) AS z(level text, code text, name text, communes integer,
           population bigint, departement text, region text, changed boolean)`,
        [
          year,
          JSON.stringify(
            zones.map((z) => ({
              level: z.level,
              code: z.code,
              name: z.name,
              communes: z.communes,
              population: z.population,
              departement: z.departement,
              region: z.region,
              changed: z.perimeterChanged,
            })),
          ),
        ],
      );
      for (const level of ZONE_LEVELS) {
        const { zoneOf, split } = membership[level];
        await tx.query(
          `INSERT INTO zone_membership (year, level, checksum, communes, zones, split)
           VALUES ($1, $2, $3, string_to_array($4, ','), string_to_array($5, ','), string_to_array($6, ','))`,
          [
            year,
            level,
            checksum,
            [...zoneOf.keys()].join(','),
            [...zoneOf.values()].join(','),
            [...split.keys()].join(','),
          ],
        );
      }
    }
    await tx.query(
      `INSERT INTO import_run (kind, source, status, counts, finished_at)
       VALUES ('zonings', 'zonages d’études de l’Insee', 'succeeded', $1::jsonb, now())`,
      [JSON.stringify({ years })],
    );
  });
  return { status: 'imported', ms: Date.now() - started };
}
