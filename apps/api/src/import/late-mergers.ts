/**
 * INSEE publishes a census's legal populations in the geography of 1 January of the census year
 * + 2 (the 2016 census in the 2018 geography). A package of a later vintage assigns them by code:
 * a commune created by a merger since then gets the population of the commune whose code it kept
 * only (vintage 2023: Culoz-Béon 2 987 instead of Culoz 2 987 + Béon 439). Such a commune is
 * rebuilt from the communes of that geography when it is an imported vintage (its package holds
 * the same census); otherwise it is marked incomplete, from its package's history of communes.
 */

/** A commune of the vintage as its package gives it. */
export interface PackageCommune {
  code: string;
  population?: number;
  anciensCodes?: string[];
}

interface HistoryEntry {
  type: string;
  code: string;
  raisonDebut?: string;
  dateDebut?: string;
}

export interface LateMergers {
  /** Communes whose population is rebuilt, with the rebuilt population. */
  rebuilt: Map<string, number>;
  /** Communes whose population leaves out communes merged into them (codes, sorted). */
  incomplete: string[];
}

export interface LateMergerSources {
  /** The imported vintages. */
  vintages: readonly number[];
  /** A package's communes (commune-actuelle entries) of an imported vintage. */
  communesOf(year: number): PackageCommune[];
  /** The vintage's own package history (`historique-communes.json`), if it has one. */
  history(): HistoryEntry[] | undefined;
}

export function lateMergers(
  year: number,
  census: number | null,
  communes: readonly PackageCommune[],
  sources: LateMergerSources,
): LateMergers {
  const out: LateMergers = { rebuilt: new Map(), incomplete: [] };
  if (census === null) return out;
  const geography = census + 2;
  if (geography >= year) return out;
  if (sources.vintages.includes(geography)) {
    const then = new Map(sources.communesOf(geography).map((c) => [c.code, c.population]));
    for (const c of communes) {
      const pieces = [c.code, ...(c.anciensCodes ?? [])].filter(
        (code, i, all) => then.has(code) && all.indexOf(code) === i,
      );
      if (pieces.length < 2) continue;
      const values = pieces.map((code) => then.get(code));
      if (values.some((v) => typeof v !== 'number')) {
        out.incomplete.push(c.code);
        continue;
      }
      const sum = (values as number[]).reduce((a, b) => a + b, 0);
      if (sum !== c.population) out.rebuilt.set(c.code, sum);
    }
  } else {
    const history = sources.history();
    if (!history) return out;
    const own = new Set(communes.map((c) => c.code));
    const since = `${geography}-01-01`;
    const until = `${year}-01-01`;
    const created = history.filter(
      (h) =>
        h.type === 'COM' &&
        h.raisonDebut === 'commune nouvelle' &&
        h.dateDebut !== undefined &&
        h.dateDebut > since &&
        h.dateDebut <= until &&
        own.has(h.code),
    );
    out.incomplete = [...new Set(created.map((h) => h.code))];
  }
  out.incomplete.sort();
  return out;
}
