/**
 * In-memory search index of one vintage, built from the database: about 36 500 entries per
 * vintage. Sorted arrays and binary search give exact and prefix matches on the normalised name,
 * prefix matches on any later word of the name ("etienne" finds Saint-Étienne), on the official
 * code and on postal codes, in a few microseconds, without a database round trip (PGlite costs
 * about 0.4 ms per query, a network round trip more on PostgreSQL).
 */
import type { Queryable } from './db/adapter.js';
import { normalizeName } from './normalize.js';
import type { SearchResult, TerritoryType } from './schemas.js';

interface Entry {
  type: TerritoryType;
  code: string;
  name: string;
  searchName: string;
  population: number | null;
  postalCodes: string[];
  departement: { code: string; name: string } | null;
}

type Keyed = [key: string, entry: number];

function lowerBound(list: Keyed[], key: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as Keyed)[0] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Entry indices whose key starts with `prefix`. */
function* prefixRange(list: Keyed[], prefix: string): Generator<Keyed> {
  for (let i = lowerBound(list, prefix); i < list.length; i++) {
    const item = list[i] as Keyed;
    if (!item[0].startsWith(prefix)) return;
    yield item;
  }
}

const byKey = (a: Keyed, b: Keyed) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]);

export class SearchIndex {
  private constructor(
    readonly year: number,
    private readonly entries: Entry[],
    private readonly names: Keyed[],
    private readonly words: Keyed[],
    private readonly codes: Keyed[],
    private readonly postal: Keyed[],
  ) {}

  static async load(db: Queryable, year: number): Promise<SearchIndex> {
    const rows = await db.query<{
      type: TerritoryType;
      code: string;
      name: string;
      search_name: string;
      population: number | null;
      postal_codes: string[];
      dep_code: string | null;
      dep_name: string | null;
    }>(
      `SELECT t.type, t.code, t.name, t.search_name, t.population, t.postal_codes, d.code AS dep_code, d.name AS dep_name
       FROM territory t
       LEFT JOIN territory d ON d.year = t.year AND d.type = 'departement' AND d.code = t.departement AND t.type <> 'departement'
       WHERE t.year = $1`,
      [year],
    );
    const entries: Entry[] = [];
    const names: Keyed[] = [];
    const words: Keyed[] = [];
    const codes: Keyed[] = [];
    const postal: Keyed[] = [];
    for (const r of rows) {
      const i = entries.length;
      entries.push({
        type: r.type,
        code: r.code,
        name: r.name,
        searchName: r.search_name,
        population: r.population,
        postalCodes: r.postal_codes,
        departement: r.dep_code && r.dep_name ? { code: r.dep_code, name: r.dep_name } : null,
      });
      names.push([r.search_name, i]);
      for (let p = r.search_name.indexOf(' '); p >= 0; p = r.search_name.indexOf(' ', p + 1)) {
        words.push([r.search_name.slice(p + 1), i]);
      }
      codes.push([r.code, i]);
      for (const pc of r.postal_codes) postal.push([pc, i]);
    }
    for (const list of [names, words, codes, postal]) list.sort(byKey);
    return new SearchIndex(year, entries, names, words, codes, postal);
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * Ranked: exact match (name or code or postal code), then prefix of the name, code or postal
   * code, then a later word of the name starting with the query; within a tier by population
   * (descending), then name and type.
   */
  search(query: string, type: TerritoryType | undefined, limit: number): SearchResult[] {
    const text = normalizeName(query);
    if (text === '') return [];
    const plain = normalizeName(query, false);
    const compact = query.replace(/\s+/g, '').toUpperCase();
    const best = new Map<
      number,
      { score: number; match: SearchResult['match']; pc: string | null }
    >();
    const add = (
      i: number,
      score: number,
      match: SearchResult['match'],
      pc: string | null = null,
    ) => {
      const entry = this.entries[i] as Entry;
      if (type && entry.type !== type) return;
      const current = best.get(i);
      if (
        !current ||
        score < current.score ||
        (score === current.score && pc !== null && (current.pc === null || pc < current.pc))
      ) {
        best.set(i, { score, match, pc });
      }
    };
    for (const variant of new Set([text, plain])) {
      for (const [key, i] of prefixRange(this.names, variant))
        add(i, key === variant ? 0 : 1, 'name');
      for (const [, i] of prefixRange(this.words, variant)) add(i, 2, 'name');
    }
    if (/^[0-9AB]{1,9}$/.test(compact) && /\d/.test(compact)) {
      for (const [key, i] of prefixRange(this.codes, compact))
        add(i, key === compact ? 0 : 1, 'code');
      if (/^\d+$/.test(compact)) {
        for (const [key, i] of prefixRange(this.postal, compact))
          add(i, key === compact ? 0 : 1, 'postalCode', key);
      }
    }
    const before = (ia: number, a: { score: number }, ib: number, b: { score: number }) => {
      if (a.score !== b.score) return a.score < b.score;
      const ea = this.entries[ia] as Entry;
      const eb = this.entries[ib] as Entry;
      const pa = ea.population ?? -1;
      const pb = eb.population ?? -1;
      if (pa !== pb) return pa > pb;
      if (ea.searchName !== eb.searchName) return ea.searchName < eb.searchName;
      return ea.type < eb.type;
    };
    // Top `limit` by insertion: the candidate sets can hold thousands of entries ("sa…").
    const ranked: [number, { score: number; match: SearchResult['match']; pc: string | null }][] =
      [];
    for (const item of best) {
      if (ranked.length === limit) {
        const last = ranked[limit - 1] as (typeof ranked)[number];
        if (!before(item[0], item[1], last[0], last[1])) continue;
        ranked.pop();
      }
      let at = ranked.length;
      while (at > 0) {
        const prev = ranked[at - 1] as (typeof ranked)[number];
        if (!before(item[0], item[1], prev[0], prev[1])) break;
        at--;
      }
      ranked.splice(at, 0, item);
    }
    return ranked.map(([i, hit]) => {
      const e = this.entries[i] as Entry;
      return {
        type: e.type,
        code: e.code,
        name: e.name,
        year: this.year,
        population: e.population,
        departement: e.departement,
        postalCode: hit.pc ?? e.postalCodes[0] ?? null,
        match: hit.match,
      };
    });
  }
}
