// Long file: one index class (and its paced build) whose passes (names, words, codes, postal codes, name + number, typos) share its sorted arrays and vocabulary.
/**
 * In-memory search index of one vintage, built from the database: about 36 500 entries per
 * vintage. Sorted arrays and binary search give exact and prefix matches on the normalised name,
 * prefix matches on any later word of the name ("etienne" finds Saint-Étienne), on the official
 * code and on postal codes, without a database round trip per query.
 *
 * When those give fewer answers than asked, a typo-tolerant pass looks the query's longest word up
 * in the vintage's vocabulary of name words (about 28 000): an inverted index of letter pairs
 * keeps the words that share enough pairs with it, a bounded Damerau–Levenshtein distance (a
 * letter wrong, missing, added, or two letters swapped) keeps those within one or two typos, then
 * the other words of the query are checked against each candidate name ("marsielle",
 * "saint etiene", "aix en provance"). Not pg_trgm, which is slow on PGlite and misses swapped
 * letters ("nantse"), nor fast-fuzzy's trie search, slower still: this checks at most 300 names
 * per similar word (the most populous) and 3 000 in all.
 *
 * A query ending with a number ("marseille 13", "paris 11e", "saint denis 93") offers the
 * arrondissement municipal it names, then the commune, and the number also picks among homonyms
 * by département or postal code.
 *
 * Names people type that are not a territory's own lead to it through aliases (search-history.ts):
 * a former commune's code or name, a commune déléguée, a région before 2016, a usual EPCI name;
 * the result then says why (`note`). A query may also name a commune with its département's name
 * ("saint pierre martinique"), start with a number ("13 bouches du rhone"), write "s/" for "sur"
 * or an arrondissement's number in roman numerals ("paris xvie").
 *
 * Every match has a cost (exact < prefix < later word < typo, see search-ranking.ts) from which a
 * population prior is subtracted, so that among matches of similar quality the most populous
 * comes first, and a short prefix does not bury a big city under villages.
 */

import type { SearchResult, TerritoryType } from '@epic/api-contract';
import { liaison, type SearchRow } from './data/repository.js';
import { normalizeName } from './normalize.js';
import { type Alias, communeAliasSteps, levelAliases } from './search-history.js';
import {
  bigrams,
  expandAbbreviations,
  MATCH_COST,
  maxTypos,
  minSharedBigrams,
  populationPrior,
  splitLeadingNumber,
  splitNameNumber,
  typoDistance,
} from './search-ranking.js';
import { runNow, runPaced, type Steps } from './slices.js';

interface Entry {
  type: TerritoryType;
  code: string;
  name: string;
  searchName: string;
  population: number | null;
  postalCodes: string[];
  departement: { code: string; name: string } | null;
  typeLiaison: number | null;
  /** Population prior (see search-ranking.ts), subtracted from the match cost. */
  prior: number;
}

type Keyed = [key: string, entry: number];

interface Hit {
  cost: number;
  match: SearchResult['match'];
  pc: string | null;
  note: string | null;
}

type Add = (
  i: number,
  cost: number,
  match: SearchResult['match'],
  pc?: string | null,
  note?: string | null,
) => void;

/**
 * Sorted keys and the entry of each, as two arrays: a `[key, entry]` pair per key, as they are
 * built and sorted, cost some 60 bytes each, and an index holds about 170 000 of them.
 */
interface SortedKeys {
  keys: string[];
  entries: Int32Array;
}

function* packSteps(list: Keyed[]): Steps<SortedKeys> {
  const keys: string[] = [];
  const entries = new Int32Array(list.length);
  for (const [i, [key, entry]] of list.entries()) {
    keys.push(key);
    entries[i] = entry;
    if (i % STEP === STEP - 1) yield;
  }
  return { keys, entries };
}

function lowerBound(keys: string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The keys that start with `prefix`, with their entries. */
function* prefixRange({ keys, entries }: SortedKeys, prefix: string): Generator<Keyed> {
  for (let i = lowerBound(keys, prefix); i < keys.length; i++) {
    const key = keys[i] as string;
    if (!key.startsWith(prefix)) return;
    yield [key, entries[i] as number];
  }
}

const byKey = (a: Keyed, b: Keyed) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]);

/** Below this population an exact name may still be a typo of a bigger place's name. */
const VILLAGE_POPULATION = 20_000;
/** Names checked by the typo pass: per similar word (most populous first), and in all. */
const MAX_FUZZY_VISITS_PER_WORD = 300;
const MAX_FUZZY_VISITS = 3000;
/** Added to a région matched by its code, which is also a département's. */
const REGION_CODE = 0.5;
/** Cost of an arrondissement named by its number ("lyon 3"): before its commune. */
const ARRONDISSEMENT_BY_NUMBER = -0.5;
/** Added to matches of the name part alone when the query ends with a number. */
const NAME_WITHOUT_NUMBER = 0.5;
/** Taken off when that number is the match's département or one of its postal codes. */
const NUMBER_AGREES = 0.6;
/**
 * Added to a match through an alias (a former name or code, a former région, a usual name): the
 * territory that bears the name now comes first among places of similar population ("Béon" is a
 * commune of the Yonne, and a commune déléguée of Culoz-Béon).
 */
const ALIAS = 0.3;
/** Added again to an alias that the query only starts ("sey" is Seyne before Seynod, in Annecy). */
const ALIAS_PREFIX = 0.6;

/**
 * How the words of a query match the words of a name, in order: each query word equals a name
 * word, or (the last one) starts one, or is within its typo allowance of one. Null when a query
 * word finds nothing; else the total edits, the name words skipped between matched ones
 * ("chalon saone" skips "sur") and where the match starts.
 */
export function matchWords(
  words: readonly string[],
  tokens: readonly string[],
): { edits: number; skipped: number; kind: 'exact' | 'prefix' | 'laterWord' } | null {
  let from = 0;
  let total = 0;
  let first = -1;
  let lastFull = true;
  let skipped = 0;
  for (const [j, token] of tokens.entries()) {
    const last = j === tokens.length - 1;
    const allowed = maxTypos(token.length);
    let found = -1;
    let cost = 0;
    let full = true;
    for (let k = from; k < words.length && found < 0; k++) {
      const word = words[k] as string;
      if (word === token) found = k;
      else if (last && word.startsWith(token)) {
        found = k;
        full = false;
      } else if (allowed > 0 && Math.abs(word.length - token.length) <= allowed) {
        const d = typoDistance(token, word, allowed);
        if (d <= allowed) {
          found = k;
          cost = d;
        }
      }
    }
    if (found < 0) return null;
    if (first < 0) first = found;
    total += cost;
    if (j > 0) skipped += found - from;
    from = found + 1;
    if (last) lastFull = full;
  }
  const kind = first > 0 ? 'laterWord' : from === words.length && lastFull ? 'exact' : 'prefix';
  return { edits: total, skipped, kind };
}

/** An alias (search-history.ts) of an entry. */
interface AliasEntry {
  entry: number;
  note: string | null;
  /** Found only when typed in full. */
  exact: boolean;
}

/** The sorted tables of an index. */
interface Tables {
  entries: Entry[];
  names: SortedKeys;
  words: SortedKeys;
  codes: SortedKeys;
  postal: SortedKeys;
  /** Aliases, and their normalised names and former codes (keyed by alias). */
  aliases: AliasEntry[];
  aliasNames: SortedKeys;
  aliasCodes: SortedKeys;
  /** Normalised names of the départements, with and without their article, to their code. */
  departementNames: Map<string, string>;
}

interface Vocabulary {
  words: string[];
  ids: Map<string, number>;
  /** Entries whose name holds each word (same order as `words`). */
  postings: number[][];
  /** Words holding each letter pair, per word length ("5:li"). */
  pairs: Map<string, number[]>;
  /** Distinct letter pairs of each word. */
  pairCounts: Uint8Array;
  /** Shared letter pairs per word, reset after each lookup. */
  shared: Uint16Array;
}

/** About this many items are handled between two steps. */
const STEP = 512;

/** Sorts `list` by key: slices sorted one by one, then merged pairwise. */
function* sortSteps(list: Keyed[]): Steps<Keyed[]> {
  let runs: Keyed[][] = [];
  for (let i = 0; i < list.length; i += STEP) {
    runs.push(list.slice(i, i + STEP).sort(byKey));
    yield;
  }
  while (runs.length > 1) {
    const next: Keyed[][] = [];
    for (let i = 0; i < runs.length; i += 2) {
      const a = runs[i] as Keyed[];
      const b = runs[i + 1];
      next.push(b ? yield* mergeSteps(a, b) : a);
    }
    runs = next;
  }
  return runs[0] ?? [];
}

function* mergeSteps(a: Keyed[], b: Keyed[]): Steps<Keyed[]> {
  const out: Keyed[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && byKey(x, y) <= 0)) {
      out.push(x as Keyed);
      i++;
    } else {
      out.push(y);
      j++;
    }
    if (out.length % STEP === 0) yield;
  }
  return out;
}

/** The aliases of a vintage's entries, with their normalised names and former codes. */
function* aliasSteps(year: number, entries: readonly Entry[]) {
  const at = new Map<string, number>();
  const communes = new Map<string, string>();
  const departementNames = new Map<string, string>();
  for (const [i, e] of entries.entries()) {
    at.set(`${e.type}/${e.code}`, i);
    if (e.type === 'commune') communes.set(e.code, e.name);
    if (e.type === 'departement') {
      departementNames.set(e.searchName, e.code);
      const bare = e.searchName.replace(/^(le|la|les|l) /, '');
      if (!departementNames.has(bare)) departementNames.set(bare, e.code);
    }
    if (i % STEP === STEP - 1) yield;
  }
  const all: Alias[] = [
    ...(yield* communeAliasSteps(year, communes, STEP)),
    ...levelAliases((type, code) => {
      const i = at.get(`${type}/${code}`);
      return i === undefined ? undefined : (entries[i] as Entry).name;
    }),
  ];
  const aliases: AliasEntry[] = [];
  const aliasNames: Keyed[] = [];
  const aliasCodes: Keyed[] = [];
  for (const a of all) {
    const entry = at.get(`${a.type}/${a.target}`);
    if (entry === undefined) continue;
    const id = aliases.length;
    aliases.push({ entry, note: a.note ?? null, exact: a.exact === true });
    aliasNames.push([normalizeName(a.name), id]);
    if (a.code) aliasCodes.push([a.code, id]);
    if (id % STEP === STEP - 1) yield;
  }
  return {
    aliases,
    aliasNames: yield* packSteps(yield* sortSteps(aliasNames)),
    aliasCodes: yield* packSteps(yield* sortSteps(aliasCodes)),
    departementNames,
  };
}

function* tableSteps(year: number, rows: readonly SearchRow[]): Steps<Tables> {
  const entries: Entry[] = [];
  const names: Keyed[] = [];
  const words: Keyed[] = [];
  const codes: Keyed[] = [];
  const postal: Keyed[] = [];
  // One object per département, shared by its communes' entries (memory).
  const departements = new Map<string, { code: string; name: string }>();
  const departementOf = (code: string, name: string) => {
    const known = departements.get(code);
    if (known) return known;
    const d = { code, name };
    departements.set(code, d);
    return d;
  };
  for (const r of rows) {
    const i = entries.length;
    entries.push({
      type: r.type,
      code: r.code,
      name: r.name,
      searchName: r.search_name,
      population: r.population,
      postalCodes: r.postal_codes,
      departement:
        r.type === 'departement'
          ? departementOf(r.code, r.name)
          : r.dep_code && r.dep_name
            ? departementOf(r.dep_code, r.dep_name)
            : null,
      typeLiaison: r.type_liaison,
      prior: populationPrior(r.type, r.population),
    });
    names.push([r.search_name, i]);
    for (let p = r.search_name.indexOf(' '); p >= 0; p = r.search_name.indexOf(' ', p + 1)) {
      words.push([r.search_name.slice(p + 1), i]);
    }
    codes.push([r.code, i]);
    for (const pc of r.postal_codes) postal.push([pc, i]);
    if (i % STEP === STEP - 1) yield;
  }
  const sorted = {
    names: yield* packSteps(yield* sortSteps(names)),
    words: yield* packSteps(yield* sortSteps(words)),
    codes: yield* packSteps(yield* sortSteps(codes)),
    postal: yield* packSteps(yield* sortSteps(postal)),
  };
  return { entries, ...sorted, ...(yield* aliasSteps(year, entries)) };
}

/** Vocabulary of name words (3 letters or more) with their entries. */
function* vocabularySteps(entries: Entry[]): Steps<Vocabulary> {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const postings: number[][] = [];
  for (const [i, e] of entries.entries()) {
    for (const word of new Set(e.searchName.split(' '))) {
      if (word.length < 3 || /\d/.test(word)) continue;
      let id = ids.get(word);
      if (id === undefined) {
        id = words.length;
        ids.set(word, id);
        words.push(word);
        postings.push([]);
      }
      (postings[id] as number[]).push(i);
    }
    if (i % STEP === STEP - 1) yield;
  }
  const prior = (i: number) => (entries[i] as Entry).prior;
  for (const [n, list] of postings.entries()) {
    list.sort((a, b) => prior(b) - prior(a));
    if (n % STEP === STEP - 1) yield;
  }
  const pairs = new Map<string, number[]>();
  const pairCounts = new Uint8Array(words.length);
  for (const [id, word] of words.entries()) {
    const own = bigrams(word);
    pairCounts[id] = Math.min(255, own.length);
    for (const pair of own) {
      const key = `${word.length}:${pair}`;
      const list = pairs.get(key);
      if (list) list.push(id);
      else pairs.set(key, [id]);
    }
    if (id % STEP === STEP - 1) yield;
  }
  return { words, ids, postings, pairs, pairCounts, shared: new Uint16Array(words.length) };
}

export class SearchIndex {
  private rows: readonly SearchRow[] | null;
  private tables: Tables | null = null;
  private vocabulary: Vocabulary | null = null;

  private constructor(
    readonly year: number,
    rows: readonly SearchRow[],
  ) {
    this.rows = rows;
  }

  /**
   * The index of territory rows (`DataRepository.searchRows`). Its tables are built on first use,
   * or ahead of it, without holding other requests, by `prepare()`.
   */
  static fromRows(year: number, rows: readonly SearchRow[]): SearchIndex {
    return new SearchIndex(year, rows);
  }

  /**
   * Builds the tables and the typo vocabulary in short steps between which the event loop serves
   * other requests (a rebuild after an import does not stall them), so that searches find it ready.
   */
  async prepare(): Promise<void> {
    if (!this.tables) {
      const tables = await runPaced(tableSteps(this.year, this.rows ?? []));
      if (!this.tables) this.tables = tables;
      this.rows = null;
    }
    if (!this.vocabulary) {
      const vocabulary = await runPaced(vocabularySteps(this.tables.entries));
      if (!this.vocabulary) this.vocabulary = vocabulary;
    }
  }

  private built(): Tables {
    if (!this.tables) {
      this.tables = runNow(tableSteps(this.year, this.rows ?? []));
      this.rows = null;
    }
    return this.tables;
  }

  private get entries() {
    return this.built().entries;
  }
  private get names() {
    return this.built().names;
  }
  private get words() {
    return this.built().words;
  }
  private get codes() {
    return this.built().codes;
  }
  private get postal() {
    return this.built().postal;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Vocabulary of name words, built on first use (or by `prepare()`). */
  private fuzzyVocabulary(): Vocabulary {
    if (!this.vocabulary) this.vocabulary = runNow(vocabularySteps(this.entries));
    return this.vocabulary;
  }

  /** Vocabulary words within `allowed` typos of `word` (letter-pair filter, then distance). */
  private similarWords(word: string, allowed: number): [id: number, edits: number][] {
    const { words, pairs, pairCounts, shared } = this.fuzzyVocabulary();
    const own = bigrams(word);
    const touched: number[] = [];
    // Only words of a length within the allowance can be that close.
    for (let length = word.length - allowed; length <= word.length + allowed; length++) {
      for (const pair of own) {
        for (const id of pairs.get(`${length}:${pair}`) ?? []) {
          if (shared[id] === 0) touched.push(id);
          shared[id] = (shared[id] as number) + 1;
        }
      }
    }
    const found: [number, number][] = [];
    for (const id of touched) {
      const candidate = words[id] as string;
      // Both words lose pairs to the edits: the longer one bounds the pairs they must share.
      const need = minSharedBigrams(Math.max(own.length, pairCounts[id] as number), allowed);
      if ((shared[id] as number) >= need) {
        const d = typoDistance(word, candidate, allowed);
        if (d <= allowed) found.push([id, d]);
      }
      shared[id] = 0;
    }
    return found;
  }

  /** Exact, prefix and later-word matches of a normalised name, and of aliases' names. */
  private collectName(variants: Iterable<string>, add: Add) {
    const { aliases, aliasNames } = this.built();
    for (const variant of variants) {
      for (const [key, i] of prefixRange(this.names, variant))
        add(i, key === variant ? MATCH_COST.exact : MATCH_COST.prefix, 'name');
      for (const [, i] of prefixRange(this.words, variant)) add(i, MATCH_COST.laterWord, 'name');
      for (const [key, id] of prefixRange(aliasNames, variant)) {
        const alias = aliases[id] as AliasEntry;
        if (key !== variant && alias.exact) continue;
        const cost = key === variant ? ALIAS : MATCH_COST.prefix + ALIAS + ALIAS_PREFIX;
        add(alias.entry, cost, 'name', null, alias.note);
      }
    }
  }

  /**
   * Matches of a name qualified by a number (a département, a postal code, an arrondissement) or
   * a département's name: `number` picks among homonyms, `arrondissement` when the number names
   * an arrondissement municipal; with `only`, matches that do not agree are left out.
   */
  private collectQualified(
    name: string,
    n: string,
    arrondissement: boolean,
    add: Add,
    limit: number,
    only = false,
  ) {
    const partial = new Map<number, { cost: number; note: string | null }>();
    const addPartial: Add = (i, cost, _match, _pc, note = null) => {
      if (cost < (partial.get(i)?.cost ?? Number.POSITIVE_INFINITY)) partial.set(i, { cost, note });
    };
    this.collectName([name], addPartial);
    if (partial.size < limit && ![...partial.values()].some((p) => p.cost === MATCH_COST.exact))
      this.collectFuzzy(name, addPartial, () => partial.size >= limit);
    for (const [i, { cost, note }] of partial) {
      const e = this.entries[i] as Entry;
      const pc = e.postalCodes.find((p) => p.startsWith(n)) ?? null;
      const agrees =
        !arrondissement && (e.departement?.code === n || (n.length >= 2 && pc !== null));
      if (only && !agrees) continue;
      add(
        i,
        cost + NAME_WITHOUT_NUMBER - (agrees ? NUMBER_AGREES : 0),
        'name',
        agrees ? pc : null,
        note,
      );
    }
  }

  /** Typo-tolerant matches of a normalised name (see the file comment). */
  /**
   * Typo-tolerant matches of a normalised name (see the file comment). Names two typos away are
   * only tried while `enough()` is false.
   */
  private collectFuzzy(text: string, add: Add, enough: () => boolean, cap = 2) {
    const tokens = text.split(' ');
    const { postings } = this.fuzzyVocabulary();
    // Pivot: the query word whose similar words hold the fewest names (every candidate is then
    // checked against all the query words); the next one when it finds none (the last word may
    // only be cut short: "boulogne billan").
    const pivots = [...new Set(tokens)]
      .filter((t) => maxTypos(t.length) > 0 && /^[a-z]+$/.test(t))
      .sort((a, b) => b.length - a.length)
      .slice(0, 3)
      .map((t) => {
        const similar = this.similarWords(t, Math.min(maxTypos(t.length), cap));
        let volume = 0;
        for (const [id] of similar) volume += (postings[id] as number[]).length;
        return { similar, volume };
      })
      .sort((a, b) => a.volume - b.volume);
    for (const { similar } of pivots.slice(0, 2)) {
      if (similar.length > 0 && this.collectAround(similar, tokens, add, enough) > 0) return;
    }
  }

  /** Entries holding one of the `similar` words (best first), checked against all tokens. */
  private collectAround(
    similar: [id: number, edits: number][],
    tokens: string[],
    add: Add,
    enough: () => boolean,
  ): number {
    const { postings } = this.fuzzyVocabulary();
    let allowed = 0;
    for (const [, d] of similar) if (d > allowed) allowed = d;
    let found = 0;
    const seen = new Set<number>();
    // Postings are sorted by population prior: with a common word ("sains" → saint, 4 000 names)
    // only the most populous names of each similar word are checked, within a total budget.
    let budget = MAX_FUZZY_VISITS;
    for (let distance = 0; distance <= allowed; distance++) {
      if (distance === 2 && enough()) return found;
      for (const [id, d] of similar) {
        if (d !== distance) continue;
        const list = postings[id] as number[];
        const end = Math.min(list.length, MAX_FUZZY_VISITS_PER_WORD, budget);
        budget -= end;
        for (let k = 0; k < end; k++) {
          const i = list[k] as number;
          if (seen.has(i)) continue;
          seen.add(i);
          // Split on demand: kept words would cost about 4 MB per vintage.
          const result = matchWords((this.entries[i] as Entry).searchName.split(' '), tokens);
          if (!result) continue;
          found++;
          add(
            i,
            MATCH_COST[result.kind] +
              MATCH_COST.typo * result.edits +
              MATCH_COST.skippedWord * result.skipped,
            'name',
          );
        }
        if (budget <= 0) return found;
      }
    }
    return found;
  }

  /**
   * Ranked by match cost minus population prior (see search-ranking.ts), then name and type.
   */
  search(typed: string, type: TerritoryType | undefined, limit: number): SearchResult[] {
    const query = expandAbbreviations(typed);
    const text = normalizeName(query);
    if (text === '') return [];
    const plain = normalizeName(query, false);
    const compact = query.replace(/\s+/g, '').toUpperCase();
    const best = new Map<number, Hit>();
    const add: Add = (i, cost, match, pc = null, note = null) => {
      const entry = this.entries[i] as Entry;
      if (type && entry.type !== type) return;
      const current = best.get(i);
      if (
        !current ||
        cost < current.cost ||
        (cost === current.cost && pc !== null && (current.pc === null || pc < current.pc))
      ) {
        best.set(i, { cost, match, pc, note });
      }
    };
    this.collectName(new Set([text, plain]), add);
    if (/^[0-9AB]{1,9}$/.test(compact) && /\d/.test(compact)) {
      for (const [key, i] of prefixRange(this.codes, compact)) {
        const cost = key === compact ? MATCH_COST.exact : MATCH_COST.prefix;
        // "75" is Paris (département) sooner than Nouvelle-Aquitaine (région 75).
        add(i, cost + ((this.entries[i] as Entry).type === 'region' ? REGION_CODE : 0), 'code');
      }
      if (/^\d+$/.test(compact)) {
        for (const [key, i] of prefixRange(this.postal, compact))
          add(i, key === compact ? MATCH_COST.exact : MATCH_COST.prefix, 'postalCode', key);
      }
      // A former commune's code ("01039": Béon, in Culoz-Béon since 2023), typed in full.
      const { aliases, aliasCodes } = this.built();
      for (const [key, id] of prefixRange(aliasCodes, compact)) {
        if (key !== compact) break;
        const alias = aliases[id] as AliasEntry;
        add(alias.entry, MATCH_COST.exact + ALIAS, 'code', null, alias.note);
      }
    }
    const nameNumber = splitNameNumber(text);
    if (nameNumber) {
      let arrondissement = false;
      for (const prefix of nameNumber.arrondissementPrefixes) {
        for (const [, i] of prefixRange(this.names, prefix)) {
          if ((this.entries[i] as Entry).type !== 'arrondissement') continue;
          arrondissement = true;
          add(i, ARRONDISSEMENT_BY_NUMBER, 'name');
        }
      }
      // The name alone, the number choosing among homonyms (département or postal code).
      this.collectQualified(nameNumber.name, nameNumber.number, arrondissement, add, limit);
    }
    // A number before the name ("13 bouches du rhone", "2a ajaccio"): only matches it agrees with.
    const leading = splitLeadingNumber(text);
    if (leading) this.collectQualified(leading.name, leading.number, false, add, limit, true);
    // A département's name after the name ("saint pierre martinique", "saint denis de la
    // reunion"): its communes of that name.
    const words = text.split(' ');
    const { departementNames } = this.built();
    for (let k = Math.min(4, words.length - 1); k >= 1; k--) {
      const dep = departementNames.get(words.slice(-k).join(' '));
      if (!dep) continue;
      const name = words.slice(0, -k).join(' ');
      const bare = name.replace(/ (de|du|des|d|en|a|au|aux)$/, '');
      this.collectQualified(bare === '' ? name : bare, dep, false, add, limit, true);
      break;
    }
    // Typo tolerance when too few answers were found. When the query is itself a name, only one
    // typo, and only if that name is a village ("canens" is Canens, 50 inhabitants, and a typo of
    // Cannes): an exact name of a town keeps the speed of the index alone.
    if (best.size < limit) {
      let exact = -1;
      for (const [i, hit] of best) {
        if (hit.cost <= MATCH_COST.exact) {
          exact = Math.max(exact, (this.entries[i] as Entry).population ?? 0);
        }
      }
      if (exact < VILLAGE_POPULATION)
        this.collectFuzzy(text, add, () => best.size >= limit, exact < 0 ? 2 : 1);
    }
    const rank = (i: number, hit: Hit) => hit.cost - (this.entries[i] as Entry).prior;
    const before = (ia: number, a: Hit, ib: number, b: Hit) => {
      const ra = rank(ia, a);
      const rb = rank(ib, b);
      if (ra !== rb) return ra < rb;
      const ea = this.entries[ia] as Entry;
      const eb = this.entries[ib] as Entry;
      if (ea.searchName !== eb.searchName) return ea.searchName < eb.searchName;
      return ea.type < eb.type;
    };
    // Top `limit` by insertion: the candidate sets can hold thousands of entries ("sa…").
    const ranked: [number, Hit][] = [];
    for (const item of best) {
      if (ranked.length === limit) {
        const last = ranked[limit - 1] as [number, Hit];
        if (!before(item[0], item[1], last[0], last[1])) continue;
        ranked.pop();
      }
      let at = ranked.length;
      while (at > 0) {
        const prev = ranked[at - 1] as [number, Hit];
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
        ...liaison(e.typeLiaison),
        year: this.year,
        population: e.population,
        departement: e.type === 'departement' ? null : e.departement,
        postalCode: hit.pc ?? e.postalCodes[0] ?? null,
        match: hit.match,
        ...(hit.note ? { note: hit.note } : {}),
      };
    });
  }
}
