/** Rows of the database tables, as the importer writes them and the data API reads them. */
import type { TerritoryType } from '@epic/api-contract';

/**
 * A row of the `territory_zoned` view: one territory in one vintage, with a commune's zones from
 * `commune_zone` (migration 015).
 */
export interface TerritoryRow {
  year: number;
  type: TerritoryType;
  code: string;
  name: string;
  /** Normalised name (see normalize.ts), for search and sorting. */
  search_name: string;
  nature: string | null;
  commune: string | null;
  epci: string | null;
  departement: string | null;
  region: string | null;
  chef_lieu: string | null;
  postal_codes: string[];
  population: number | null;
  communes: number | null;
  rank_national: number | null;
  count_national: number | null;
  rank_parent: number | null;
  count_parent: number | null;
  /** Codes of the communes merged into this commune over time (the source's `anciensCodes`). */
  former_codes: string[];
  /** INSEE article type of the name (TNCC 0–8); null for EPCI and entries without one. */
  type_liaison: number | null;
  /** A commune's study zones (zone d'emploi, aire, unité urbaine, bassin de vie): null for none. */
  ze: string | null;
  aav: string | null;
  uu: string | null;
  bv: string | null;
  /** A commune's place in its aire (INSEE's CATEAAV2020: 11, 12, 13, 20 or 30). */
  aav_category: string | null;
  /** A zone whose perimeter in this vintage is not INSEE's 2022 one; null for other levels. */
  perimeter_changed: boolean | null;
}
