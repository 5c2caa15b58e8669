/**
 * How the communes of a source's geography map onto the communes of another vintage, from the
 * etalab packages only (no hand-typed lists): each commune is a set of "atoms", the codes of
 * the former communes it covers (its own code, its `anciensCodes` and its communes déléguées or
 * associées), less the codes that are communes of their own in that vintage. Two communes
 * compare by their atoms, restricted to the codes both vintages know.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from '../import/sources.js';

export interface GeoCommune {
  code: string;
  name: string;
  formerCodes: string[];
}

/** The communes of a vintage with their atoms. */
export interface Geography {
  year: number;
  communes: Map<string, { name: string; atoms: Set<string> }>;
  /** Every atom of the vintage, to its commune. */
  atomOwner: Map<string, string>;
}

interface RawEntry {
  code: string;
  type: string;
  chefLieu?: string;
}

/** Communes déléguées and associées of a vintage, per commune (from the package). */
export function delegatedOf(year: number): Map<string, string[]> {
  const raw = JSON.parse(
    readFileSync(join(packageDir(year), 'data', 'communes.json'), 'utf8'),
  ) as RawEntry[];
  const map = new Map<string, string[]>();
  for (const e of raw) {
    if ((e.type !== 'commune-deleguee' && e.type !== 'commune-associee') || !e.chefLieu) continue;
    const list = map.get(e.chefLieu);
    if (list) list.push(e.code);
    else map.set(e.chefLieu, [e.code]);
  }
  return map;
}

/** A commune moved from one département to another: the only way their limits change. */
export interface DepartementMove {
  /** ISO date the move took effect. */
  date: string;
  from: string;
  to: string;
}

interface HistoryEntry {
  code: string;
  raisonDebut?: string;
  dateDebut?: string;
  predecesseur?: string;
}

const departementOf = (code: string) =>
  code.startsWith('97') ? code.slice(0, 3) : code.slice(0, 2);

/**
 * The moves of communes between départements recorded in a package's history of communes
 * (`historique-communes.json`, in the 2019 package), or none when it has no history.
 */
export function departementMoves(year: number): DepartementMove[] {
  let history: HistoryEntry[];
  try {
    history = JSON.parse(
      readFileSync(join(packageDir(year), 'data', 'historique-communes.json'), 'utf8'),
    ) as HistoryEntry[];
  } catch {
    return [];
  }
  const moves: DepartementMove[] = [];
  for (const h of history) {
    if (!h.raisonDebut?.includes('changement de département') || !h.dateDebut) continue;
    // `predecesseur` is an id such as "COM-49144@1943-01-01": its code is the former one.
    const former = h.predecesseur?.split('@')[0]?.split('-')[1];
    if (!former) continue;
    const from = departementOf(former);
    const to = departementOf(h.code);
    if (from !== to) moves.push({ date: h.dateDebut, from, to });
  }
  return moves;
}

export function buildGeography(
  year: number,
  communes: GeoCommune[],
  delegated: Map<string, string[]>,
): Geography {
  const own = new Set(communes.map((c) => c.code));
  // An atom claimed twice (a stale `anciensCodes` entry, 2 cases in 2024) goes to the commune whose
  // commune déléguée it is: the current relation wins over the cumulative history.
  const atomOwner = new Map<string, string>();
  for (const c of communes) atomOwner.set(c.code, c.code);
  for (const c of communes) {
    for (const code of delegated.get(c.code) ?? []) if (!own.has(code)) atomOwner.set(code, c.code);
  }
  for (const c of communes) {
    for (const code of c.formerCodes) if (!atomOwner.has(code)) atomOwner.set(code, c.code);
  }
  const map: Geography['communes'] = new Map();
  for (const c of communes) map.set(c.code, { name: c.name, atoms: new Set() });
  for (const [atom, owner] of atomOwner) map.get(owner)?.atoms.add(atom);
  return { year, communes: map, atomOwner };
}

/** How a commune of the vintage shown gets a source's values. */
export type CommuneMapping =
  | { kind: 'same'; from: string }
  | { kind: 'code_changed'; from: string }
  | { kind: 'merged'; from: string[] }
  | { kind: 'absent' }
  | { kind: 'perimeter_changed'; from: string };

export interface MappingReport {
  year: number;
  sourceYear: number;
  same: number;
  merged: number;
  absent: number;
  perimeterChanged: number;
  /** Same perimeter, new code: the value follows the code change. */
  codeChanges: { from: string; to: string; name: string }[];
  /** Same name, new code but another perimeter: not followed (listed rather than guessed). */
  sameNameOtherPerimeter: { from: string; to: string; name: string }[];
}

function subset(a: Set<string>, b: Set<string>): boolean {
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/** The atoms of `atoms` that `other` knows. Loops, not spreads: called for every commune. */
function restrict(atoms: ReadonlySet<string>, other: Geography): Set<string> {
  const out = new Set<string>();
  for (const a of atoms) if (other.atomOwner.has(a)) out.add(a);
  return out;
}

const NO_ATOMS: ReadonlySet<string> = new Set();

/** Maps every commune of `target` onto the communes of the source geography `source`. */
export function mapCommunes(
  source: Geography,
  target: Geography,
): { mapping: Map<string, CommuneMapping>; report: MappingReport } {
  const mapping = new Map<string, CommuneMapping>();
  const report: MappingReport = {
    year: target.year,
    sourceYear: source.year,
    same: 0,
    merged: 0,
    absent: 0,
    perimeterChanged: 0,
    codeChanges: [],
    sameNameOtherPerimeter: [],
  };
  const sourceAtoms = new Map<string, Set<string>>();
  const atomsOf = (code: string) => {
    let set = sourceAtoms.get(code);
    if (!set) {
      set = restrict(source.communes.get(code)?.atoms ?? NO_ATOMS, target);
      sourceAtoms.set(code, set);
    }
    return set;
  };
  const byName = new Map<string, string>();
  for (const [code, c] of source.communes) byName.set(c.name, code);
  for (const [code, c] of target.communes) {
    const mine = restrict(c.atoms, source);
    const owners = new Set<string>();
    for (const a of mine) owners.add(source.atomOwner.get(a) as string);
    let result: CommuneMapping;
    if (owners.size === 0) {
      result = { kind: 'absent' };
    } else {
      const parts = [...owners].sort();
      const inside = parts.every((s) => subset(atomsOf(s), mine));
      if (inside && parts.length === 1) {
        const from = parts[0] as string;
        result = from === code ? { kind: 'same', from } : { kind: 'code_changed', from };
      } else if (inside) {
        result = { kind: 'merged', from: parts };
      } else if (owners.has(code) && source.communes.has(code)) {
        // Same code, but part of its source perimeter is elsewhere now (a commune re-established).
        result = { kind: 'perimeter_changed', from: code };
      } else {
        // Not a commune of the source geography as such (merged there, or re-established since).
        result = { kind: 'absent' };
      }
    }
    if (result.kind === 'same') report.same += 1;
    else if (result.kind === 'merged') report.merged += 1;
    else if (result.kind === 'absent') report.absent += 1;
    else if (result.kind === 'perimeter_changed') report.perimeterChanged += 1;
    else report.codeChanges.push({ from: result.from, to: code, name: c.name });
    if (result.kind !== 'same' && result.kind !== 'code_changed') {
      const homonym = byName.get(c.name);
      if (homonym && homonym !== code && !target.communes.has(homonym)) {
        report.sameNameOtherPerimeter.push({ from: homonym, to: code, name: c.name });
      }
    }
    mapping.set(code, result);
  }
  return { mapping, report };
}
