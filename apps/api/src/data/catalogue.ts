/** The catalogue of vintages and indicators, which also gives the data version. */
import type { VintagesResponse } from '@epic/api-contract';
import { indicatorNotFound, noData, yearNotFound } from './errors.js';
import type { IndicatorRow, VintageRow } from './repository.js';

export type VintageInfo = VintagesResponse['vintages'][number];

/** The vintages and indicators, and the data version they were read at. */
export interface Catalogue {
  vintages: VintageInfo[];
  indicators: IndicatorRow[];
  /** Changes with every successful import (vintage or CSV): keys the in-memory caches. */
  version: string;
}

export function buildCatalogue(
  rows: VintageRow[],
  indicators: IndicatorRow[],
  importVersion: string | undefined,
): Catalogue {
  const parsed = rows.map((r) => (typeof r.counts === 'string' ? JSON.parse(r.counts) : r.counts));
  const censuses = parsed.map((c) => (c.census ?? null) as { year: number; url: string } | null);
  const vintages = rows.map((r, i) => {
    const counts = parsed[i];
    const census = censuses[i] ?? null;
    // The first earlier vintage of the run that carries the same census (2026 repeats 2025).
    let sameAs: number | null = null;
    for (let k = i - 1; k >= 0 && census && censuses[k]?.year === census.year; k--) {
      sameAs = rows[k]?.year ?? null;
    }
    return {
      year: r.year,
      source: { name: r.source_name, version: r.source_version, licence: r.licence },
      census: census ? { year: census.year, sameAs, url: census.url } : null,
      importedAt: new Date(r.imported_at).toISOString(),
      counts: {
        region: counts.region,
        departement: counts.departement,
        epci: counts.epci,
        commune: counts.commune,
        arrondissement: counts.arrondissement,
      },
      population: counts.population,
    };
  });
  const version = `${importVersion}:${vintages.map((v) => v.importedAt).join(',')}`;
  return { vintages, indicators, version };
}

/** The requested vintage (default: the latest); 404 when no data exists for it. */
export function findVintage(catalogue: Catalogue, year: number | undefined): VintageInfo {
  const { vintages } = catalogue;
  const latest = vintages.at(-1);
  if (!latest) throw noData();
  if (year === undefined) return latest;
  const found = vintages.find((v) => v.year === year);
  if (!found) {
    throw yearNotFound(
      year,
      vintages.map((v) => v.year),
    );
  }
  return found;
}

/** An indicator (default: population); 404 when unknown. */
export function findIndicator(catalogue: Catalogue, id: string | undefined): IndicatorRow {
  const { indicators } = catalogue;
  const wanted = id ?? 'population';
  const found = indicators.find((i) => i.id === wanted);
  if (!found) {
    throw indicatorNotFound(
      wanted,
      indicators.map((i) => i.id),
    );
  }
  return found;
}
