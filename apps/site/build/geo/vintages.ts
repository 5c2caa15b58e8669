/**
 * How each vintage's communes are drawn with the 2025 polygons, from the etalab packages:
 * - a vintage commune whose code has a 2025 polygon is drawn by it;
 * - one whose code has none (merged since) is drawn by the 2025 communes whose `anciensCodes`
 *   (in dec-2025; they are cumulative) contain it;
 * - one that covered communes re-established since (défusion: 85084 Essarts-en-Bocage covering
 *   85165 and 85212 until 2023) is drawn by its polygon and theirs: a 2025 polygon whose code is
 *   in the vintage commune's `anciensCodes` or is one of its communes déléguées/associées, and is
 *   not a commune of that vintage;
 * - a code changed since (60054 Les Hauts-Talican in 2021, 60694 since) is found through the
 *   codes of its members, else through its name in the same département.
 * Anything still without a polygon is an error: never a wrong or missing border silently.
 */
import { readVintage, type Vintage } from './sources.js';

export interface Polygon2025 {
  departement: string;
  epci: string | null;
}

export interface VintageMapping {
  year: number;
  /** Vintage commune → its département (vintage). */
  departement: Map<string, string>;
  /** Codes not drawn by the one polygon of the same code → the 2025 polygons that draw them. */
  shapes: Map<string, string[]>;
  /** Vintage EPCI of each commune (null: none). */
  epciOf: Map<string, string | null>;
}

const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export interface Successors {
  /** Old code → 2025 communes whose anciensCodes contain it. */
  byOldCode: Map<string, string[]>;
  /** `${département}|${normalised name}` → 2025 commune codes. */
  byName: Map<string, string[]>;
}

const push = (map: Map<string, string[]>, key: string, value: string) => {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
};

export function successorsOf(v2025: Vintage): Successors {
  const byOldCode = new Map<string, string[]>();
  const byName = new Map<string, string[]>();
  for (const c of v2025.communes) {
    for (const old of c.anciensCodes ?? []) if (old !== c.code) push(byOldCode, old, c.code);
    push(byName, `${c.departement}|${normalise(c.nom)}`, c.code);
  }
  return { byOldCode, byName };
}

export function mapVintage(
  vintage: Vintage,
  polygons: Map<string, Polygon2025>,
  successors: Successors,
): VintageMapping {
  const codes = new Set(vintage.communes.map((c) => c.code));
  const departement = new Map<string, string>();
  const shapes = new Map<string, string[]>();
  for (const c of vintage.communes) {
    departement.set(c.code, c.departement as string);
    const targets = new Set<string>();
    if (polygons.has(c.code)) targets.add(c.code);
    else
      for (const s of successors.byOldCode.get(c.code) ?? []) if (polygons.has(s)) targets.add(s);
    const members = [...(c.anciensCodes ?? []), ...(vintage.delegated.get(c.code) ?? [])];
    for (const m of members) {
      if (m !== c.code && polygons.has(m) && !codes.has(m)) targets.add(m);
    }
    if (targets.size === 0) {
      for (const m of members) {
        for (const s of successors.byOldCode.get(m) ?? []) if (polygons.has(s)) targets.add(s);
      }
    }
    if (targets.size === 0) {
      const named = successors.byName.get(`${c.departement}|${normalise(c.nom)}`) ?? [];
      for (const s of named) if (polygons.has(s)) targets.add(s);
    }
    if (targets.size === 0) {
      throw new Error(`Vintage ${vintage.year}: no 2025 polygon draws commune ${c.code} ${c.nom}`);
    }
    const list = [...targets].sort();
    if (list.length !== 1 || list[0] !== c.code) shapes.set(c.code, list);
  }
  const epciOf = new Map<string, string | null>();
  for (const c of vintage.communes) epciOf.set(c.code, null);
  for (const e of vintage.epci) {
    for (const m of e.membres) if (epciOf.has(m.code)) epciOf.set(m.code, e.code);
  }
  return { year: vintage.year, departement, shapes, epciOf };
}

/** The 2025 polygons that draw each vintage commune. */
export const drawnBy = (mapping: VintageMapping, code: string): string[] =>
  mapping.shapes.get(code) ?? [code];

export function readMappings(years: readonly number[], polygons: Map<string, Polygon2025>) {
  const successors = successorsOf(readVintage(2025));
  return years.map((year) => {
    const vintage = readVintage(year);
    return { vintage, mapping: mapVintage(vintage, polygons, successors) };
  });
}
