/**
 * INSEE's study zonings in every imported vintage (tables `zone` and `zone_membership`, migration
 * 012): computed after the vintages are imported, from the table's 2022 composition followed
 * through the mergers (membership.ts). Skipped when neither the table nor a vintage changed.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/adapter.js';
import { rank } from '../import/sources.js';
import { StoredVintages, type TerritoryDbRow } from '../indicators/vintage-rows.js';
import { normalizeName } from '../normalize.js';
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
export const ZONING_VERSION = 2;

export interface ZoneRow {
  level: ZoneLevel;
  code: string;
  name: string;
  communes: number;
  population: number | null;
  departement: string | null;
  region: string | null;
  perimeterChanged: boolean;
  /** Rank by population among the zones of its level (1: the most populous), and their number. */
  rank: number | null;
  of: number | null;
}

/** INSEE's article type (TNCC) of each level's name: la zone, l'aire, l'unité, le bassin. */
const ZONE_LIAISON: Readonly<Record<ZoneLevel, number>> = { ze: 3, aav: 5, uu: 5, bv: 2 };

/** What the name of a zone of each level starts with. */
const ZONE_NOUNS: Readonly<Record<ZoneLevel, string>> = {
  ze: 'Zone d’emploi',
  aav: 'Aire d’attraction des villes',
  uu: 'Unité urbaine',
  bv: 'Bassin de vie',
};

/**
 * A zone's full name, as INSEE words it ("Zone d’emploi de Saint-Étienne", "Unité urbaine du
 * Havre"): the same zone name is a commune's, so the level is part of the name everywhere.
 */
export function zoneName(level: ZoneLevel, name: string): string {
  const noun = ZONE_NOUNS[level];
  if (/^Le /.test(name)) return `${noun} du ${name.slice(3)}`;
  if (/^Les /.test(name)) return `${noun} des ${name.slice(4)}`;
  // Elided before a vowel, not before an h (aspiré in Haguenau, Hazebrouck…).
  if (/^[AEIOUYÂÊÎÔÛÉÈ]/.test(name)) return `${noun} d’${name}`;
  return `${noun} de ${name}`;
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
        name: zoneName(level, table.zones[level].get(code)?.name ?? code),
        communes: list.length,
        population: list.every((r) => r.population !== null)
          ? list.reduce((sum, r) => sum + (r.population ?? 0), 0)
          : null,
        departement: one('departement'),
        region: one('region'),
        perimeterChanged: perimeterChanged.has(code),
        rank: null,
        of: null,
      });
    }
  }
  // Ranked by population within their level (ties share a rank), as the other levels are.
  rank(
    zones,
    (z) => z.level,
    (z, position, of) => {
      z.rank = position;
      z.of = of;
    },
  );
  return zones;
}

/** Each commune's zones in a vintage, and its place in its aire (its own 2022 code's). */
export function communeZones(
  table: ZoningTable,
  membership: VintageMembership,
  rows: TerritoryDbRow[],
): {
  code: string;
  ze: string | null;
  aav: string | null;
  uu: string | null;
  bv: string | null;
  category: string | null;
}[] {
  return rows
    .filter((r) => r.type === 'commune')
    .map((r) => ({
      code: r.code,
      ze: membership.ze.zoneOf.get(r.code) ?? null,
      aav: membership.aav.zoneOf.get(r.code) ?? null,
      uu: membership.uu.zoneOf.get(r.code) ?? null,
      bv: membership.bv.zoneOf.get(r.code) ?? null,
      category: table.communes.get(r.code)?.aavCategory ?? null,
    }));
}

/**
 * The stored zonings' checksum(s), for the derivations that read the zones (populations on a
 * constant perimeter, indicators): a new zoning import makes them run again.
 */
export async function zoningChecksums(db: Db): Promise<string[]> {
  const rows = await db.query<{ checksum: string }>(
    'SELECT DISTINCT checksum FROM zone_membership ORDER BY checksum',
  );
  return rows.map((r) => `zones:${r.checksum}`);
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
    await tx.query('DELETE FROM commune_zone');
    await tx.query(`DELETE FROM territory WHERE type = ANY($1)`, [[...ZONE_LEVELS]]);
    for (const { year, membership, zones } of computed) {
      // Columns as JSON arrays: one statement per vintage instead of thousands of rows.
      await tx.query(
        `INSERT INTO territory (year, type, code, name, search_name, departement, region, population,
           communes, rank_national, count_national, perimeter_changed, type_liaison)
         SELECT $1, z.type, z.code, z.name, z.search_name, z.departement, z.region, z.population,
           z.communes, z.rank, z.of, z.changed, z.liaison
         FROM json_to_recordset($2::json) AS z(type text, code text, name text, search_name text,
           departement text, region text, population integer, communes integer, rank integer,
           of integer, changed boolean, liaison integer)`,
        [
          year,
          JSON.stringify(
            zones.map((z) => ({
              type: z.level,
              code: z.code,
              name: z.name,
              search_name: normalizeName(z.name),
              departement: z.departement,
              region: z.region,
              population: z.population,
              communes: z.communes,
              rank: z.rank,
              of: z.of,
              changed: z.perimeterChanged,
              liaison: ZONE_LIAISON[z.level],
            })),
          ),
        ],
      );
      // Each commune's zones, in a narrow table of their own (migration 015).
      await tx.query(
        `INSERT INTO commune_zone (year, code, ze, aav, uu, bv, aav_category)
         SELECT $1, m.code, m.ze, m.aav, m.uu, m.bv, m.category
         FROM json_to_recordset($2::json) AS m(code text, ze text, aav text, uu text, bv text, category text)
         WHERE coalesce(m.ze, m.aav, m.uu, m.bv, m.category) IS NOT NULL`,
        [year, JSON.stringify(communeZones(table, membership, stores.territories(year)))],
      );
      // The vintage's rows changed: the API's in-memory book reads it again (data/book.ts).
      await tx.query('UPDATE vintage SET imported_at = now() WHERE year = $1', [year]);
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
