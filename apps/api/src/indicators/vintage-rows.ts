/**
 * The stored territories of the imported vintages, as the derivations at import read them (the
 * indicators, the populations on a constant perimeter): rows, geographies and perimeters.
 */
import type { TerritoryType } from '@epic/api-contract';
import type { Db } from '../db/adapter.js';
import { loadVintage } from '../import/sources.js';
import { nextSlice } from '../slices.js';
import type { VintageTerritory } from './compute.js';
import { buildGeography, delegatedOf, type GeoCommune, type Geography } from './geography.js';
import { VintagePerimeters } from './perimeters.js';

export interface TerritoryDbRow extends VintageTerritory {
  name: string;
  former_codes: string[];
  population: number | null;
}

/** A vintage's territories, read as one JSON text (much faster than 36 000 rows on PGlite). */
export async function territoriesOf(db: Db, year: number): Promise<TerritoryDbRow[]> {
  const [row] = await db.query<{ j: string }>(
    `SELECT coalesce(json_agg(json_build_array(type, code, name, former_codes, epci, departement, region, population, ze, aav, uu, bv)), '[]')::text AS j
     FROM territory_zoned WHERE year = $1`,
    [year],
  );
  const list = JSON.parse(row?.j ?? '[]') as [
    TerritoryType,
    string,
    string,
    string[],
    string | null,
    string | null,
    string | null,
    number | null,
    string | null,
    string | null,
    string | null,
    string | null,
  ][];
  return list.map(
    ([type, code, name, former_codes, epci, departement, region, population, ze, aav, uu, bv]) => ({
      type,
      code,
      name,
      former_codes,
      epci,
      departement,
      region,
      population,
      ze,
      aav,
      uu,
      bv,
    }),
  );
}

/** Per vintage, the communes whose legal population is incomplete (import/late-mergers.ts). */
export async function incompleteOf(db: Db): Promise<Map<number, string[]>> {
  const rows = await db.query<{ year: number; codes: string[] | string | null }>(
    `SELECT year, counts->'populationIncomplete' AS codes FROM vintage`,
  );
  return new Map(
    rows.map((r) => [r.year, (typeof r.codes === 'string' ? JSON.parse(r.codes) : r.codes) ?? []]),
  );
}

export function geographyOf(
  year: number,
  rows: { type: TerritoryType; code: string; name: string; former_codes: string[] }[],
): Geography {
  const communes: GeoCommune[] = rows
    .filter((r) => r.type === 'commune')
    .map((r) => ({ code: r.code, name: r.name, formerCodes: r.former_codes }));
  return buildGeography(year, communes, delegatedOf(year));
}

/** The imported vintages' rows and geographies, read once; another year's from its package. */
export class StoredVintages {
  private readonly rows = new Map<number, TerritoryDbRow[]>();
  private readonly geographies = new Map<number, Geography>();

  private constructor(
    readonly years: number[],
    private readonly incomplete: Map<number, string[]>,
  ) {}

  static async read(db: Db, years: number[]): Promise<StoredVintages> {
    const stored = new StoredVintages(years, await incompleteOf(db));
    for (const y of years) stored.rows.set(y, await territoriesOf(db, y));
    return stored;
  }

  territories(year: number): TerritoryDbRow[] {
    return this.rows.get(year) ?? [];
  }

  geography(year: number): Geography {
    let g = this.geographies.get(year);
    if (!g) {
      // A source geography that is not an imported vintage is read from its package.
      g = geographyOf(year, this.rows.get(year) ?? loadVintage(year).territories);
      this.geographies.set(year, g);
    }
    return g;
  }

  /**
   * Every imported vintage's perimeters, in year order: a vintage per slice, as an API that
   * imports at its first start serves meanwhile.
   */
  async perimeters(): Promise<VintagePerimeters[]> {
    const list: VintagePerimeters[] = [];
    for (const year of this.years) {
      await nextSlice();
      list.push(
        new VintagePerimeters(
          this.geography(year),
          this.territories(year),
          new Set(this.incomplete.get(year) ?? []),
        ),
      );
    }
    return list;
  }
}
