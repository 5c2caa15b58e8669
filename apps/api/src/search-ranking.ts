/**
 * Pieces of the search ranking that do not depend on the index: how a typed query splits into a
 * name and a number ("marseille 13", "paris 11e", "saint denis 974"), how many typing errors a
 * word may carry, and the population prior that breaks near-ties between matches of similar
 * quality. Scores are costs: lower ranks first.
 */

import type { TerritoryType } from '@epic/api-contract';
import { normalizeName } from './normalize.js';

/** Cost of each kind of name match (before typos and the population prior). */
export const MATCH_COST = {
  /** The whole name, official code or postal code. */
  exact: 0,
  /** The name starts with the query. */
  prefix: 0.6,
  /** A later word of the name starts with the query ("etienne" → Saint-Étienne). */
  laterWord: 1.5,
  /** Per typo (edit) in a match that needed typo tolerance. */
  typo: 1.2,
  /** Per name word left out between two query words ("chalon saone"). */
  skippedWord: 0.3,
} as const;

/**
 * Weight of the population prior: log10 of the (type-weighted) population times this. With 0.3,
 * a prefix match beats an exact match only when its population is more than 100 times larger
 * ("mars": Marseille before the two villages named Mars; "toul" still finds Toul, 34 times smaller
 * than Toulouse), and a match with one typo beats an exact name only when 10 000 times larger.
 */
export const PRIOR_WEIGHT = 0.3;

/**
 * Share of its population a territory brings to the prior: a commune is what people look for
 * most; an EPCI, département or région sums many communes, so the same name prefix should not
 * put "Toulouse Métropole" before Toulouse; an arrondissement municipal is part of a commune.
 */
export const TYPE_WEIGHT: Record<TerritoryType, number> = {
  commune: 1,
  // Part of a commune: "mars" offers the villages named Mars before Marseille's arrondissements
  // (a number still puts its arrondissement first: "marseille 13").
  arrondissement: 0.3,
  departement: 0.5,
  epci: 0.25,
  region: 0.2,
  // Named after their main commune ("Zone d’emploi de Lyon"): found by their level's words.
  ze: 0.1,
  aav: 0.1,
  uu: 0.1,
  bv: 0.1,
};

/** Population prior of a territory (subtracted from its match cost). */
export function populationPrior(type: TerritoryType, population: number | null): number {
  return PRIOR_WEIGHT * Math.log10(1 + Math.max(0, population ?? 0) * TYPE_WEIGHT[type]);
}

/**
 * Most edits (Damerau–Levenshtein: a letter wrong, missing, added or two letters swapped) that a
 * query word of this length may carry and still match: none below 4 letters, one at 4, two from
 * 5 letters on.
 */
export function maxTypos(length: number): number {
  if (length < 4) return 0;
  if (length === 4) return 1;
  return 2;
}

export interface NameNumber {
  /** The name part, normalised ("marseille"). */
  name: string;
  /** The number as typed, without ordinal suffix ("13", "1", "974", "44000"). */
  number: string;
  /** Name prefixes of an arrondissement municipal with this number ("paris 1er ", "paris 1e "). */
  arrondissementPrefixes: string[];
}

/** A roman numeral from 1 to 39 ("xi", "xvi"), or null. */
export function romanNumber(word: string): number | null {
  const m = /^(x{0,3})(ix|iv|v?i{0,3})$/.exec(word);
  if (!m || word === '') return null;
  const units: Record<string, number> = {
    '': 0,
    i: 1,
    ii: 2,
    iii: 3,
    iv: 4,
    v: 5,
    vi: 6,
    vii: 7,
    viii: 8,
    ix: 9,
  };
  return (m[1] as string).length * 10 + (units[m[2] as string] ?? 0);
}

/**
 * Splits a normalised query ending with a number into the name and the number: "marseille 13",
 * "lyon 3e", "paris 1er", "paris 11eme", "saint denis 974", "nantes 44000", and the roman
 * numerals of arrondissements ("paris xi", "lyon iiie", "marseille ier"). Null when the query has
 * no name part or does not end with a number.
 */
export function splitNameNumber(text: string): NameNumber | null {
  let m = /^(.*[a-z].*?) (\d{1,5})(?:e|er|eme|ere|em|ieme)?$/.exec(text);
  if (!m) {
    const roman = /^(.*[a-z].*?) ([ivx]+)(?:e|er|eme|ere|em|ieme)?$/.exec(text);
    const n = roman ? romanNumber(roman[2] as string) : null;
    if (!roman || !n) return null;
    m = [roman[0], roman[1] as string, String(n)] as unknown as RegExpExecArray;
  }
  const name = (m[1] as string).trim();
  const number = m[2] as string;
  const n = String(Number(number));
  const arrondissementPrefixes =
    number.length <= 2 ? [`${name} ${n}e `, ...(n === '1' ? [`${name} 1er `] : [])] : [];
  return { name, number, arrondissementPrefixes };
}

/**
 * Splits a normalised query starting with a département's number or a postal code into the
 * number and the name: "13 bouches du rhone", "2a ajaccio", "74000 annecy". Null otherwise.
 */
export function splitLeadingNumber(text: string): { name: string; number: string } | null {
  const m = /^(\d{2,5}|2a|2b) (.*[a-z].*)$/.exec(text);
  if (!m) return null;
  return { name: m[2] as string, number: (m[1] as string).toUpperCase() };
}

/** Abbreviations of addresses read as words before normalising: "s/" for "sur" ("chalon s/ saone"). */
export function expandAbbreviations(query: string): string {
  return query.replace(/(^|[\s\-'’])s\s*\/(?!\/)\s*/gi, '$1sur ');
}

const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * Optimal string alignment distance (Damerau–Levenshtein where a swap of two neighbouring letters
 * counts as one edit, as do a letter wrong, missing or added) between two strings, computed only
 * up to `max`: any answer above `max` is `max + 1`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0 || m === 0) return Math.min(Math.max(n, m), max + 1);
  if (m + 1 > rows[0].length) return Math.min(slowDistance(a, b), max + 1);
  let prev2 = rows[0];
  let prev = rows[1];
  let cur = rows[2];
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (ca === cb ? 0 : 1),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[m] as number, max + 1);
}

/** Unbounded version for long strings (not on the search path: names are short). */
function slowDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** Letter pairs of a word with start and end marks ("lile" → ^l li il le e$), deduplicated. */
export function bigrams(word: string): string[] {
  const padded = `^${word}$`;
  const out = new Set<string>();
  for (let i = 0; i + 2 <= padded.length; i++) out.add(padded.slice(i, i + 2));
  return [...out];
}

/**
 * Fewest letter pairs a word must share with a query word of `count` pairs to be within `edits`
 * typos of it: each edit breaks at most two pairs, a swap three (q-gram lemma), so a candidate
 * without that many shared pairs needs no distance computation.
 */
export function minSharedBigrams(count: number, edits: number): number {
  return Math.max(1, count - 2 * edits - (edits > 0 ? 1 : 0));
}

/**
 * Four misspellings of a name, in its longest word when it has 5 letters or more: two letters
 * swapped, one missing, one doubled, one wrong (deterministic positions, from `seed`); an edit
 * that changes nothing (swapping "ll") is left out. Used by the quality test and the bench.
 */
export function typoVariants(name: string, seed: number): string[] {
  const words = normalizeName(name, false).split(' ');
  let at = 0;
  for (const [i, w] of words.entries()) if (w.length > (words[at] as string).length) at = i;
  const word = words[at] ?? '';
  if (word.length < 5) return [];
  const edits = [
    (p: number) => `${word.slice(0, p)}${word[p + 1]}${word[p]}${word.slice(p + 2)}`,
    (p: number) => `${word.slice(0, p)}${word.slice(p + 1)}`,
    (p: number) => `${word.slice(0, p)}${word[p]}${word.slice(p)}`,
    (p: number) => `${word.slice(0, p)}${word[p] === 'e' ? 'a' : 'e'}${word.slice(p + 1)}`,
  ];
  const variants: string[] = [];
  for (const [e, edit] of edits.entries()) {
    const changed = edit(1 + ((seed * 7 + e * 3) % (word.length - 2)));
    if (changed !== word) variants.push(words.map((w, i) => (i === at ? changed : w)).join(' '));
  }
  return variants;
}
