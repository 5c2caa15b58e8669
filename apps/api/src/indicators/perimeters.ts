/**
 * Territories compared across vintages by their perimeter: the set of "atoms" (codes of the former
 * communes, geography.ts) their member communes cover. Two vintages of a territory have the same
 * perimeter when those sets agree on the atoms both vintages know. Used to rebuild a territory of
 * one vintage in another (legal populations on a constant perimeter) and to attach a figure
 * published in another geography only where the perimeters match.
 */
import { type TerritoryType, ZONE_TYPES } from '@epic/api-contract';
import {
  type CommuneMapping,
  type DepartementMove,
  type Geography,
  mapCommunes,
} from './geography.js';
import { STATUS } from './status.js';

export interface PerimeterRow {
  type: TerritoryType;
  code: string;
  epci: string | null;
  departement: string | null;
  region: string | null;
  population: number | null;
  /** A commune's study zones (absent: not read). */
  ze?: string | null;
  aav?: string | null;
  uu?: string | null;
  bv?: string | null;
}

export type GroupLevel = 'epci' | 'departement' | 'region';

/**
 * One vintage: its communes' atoms and the member communes of each EPCI, study zone, département
 * and région.
 */
export class VintagePerimeters {
  readonly rows = new Map<string, PerimeterRow>();
  /** The communes' rows by code: hot loops look communes up without building a `type:code` key. */
  readonly communes = new Map<string, PerimeterRow>();
  private readonly members = new Map<string, string[]>();
  private readonly atoms = new Map<string, Set<string> | null>();

  constructor(
    readonly geography: Geography,
    rows: Iterable<PerimeterRow>,
    /** Communes whose legal population leaves out communes merged into them (late-mergers.ts). */
    readonly incomplete: ReadonlySet<string> = new Set(),
  ) {
    for (const r of rows) {
      this.rows.set(`${r.type}:${r.code}`, r);
      if (r.type !== 'commune') continue;
      this.communes.set(r.code, r);
      for (const level of ['epci', 'departement', 'region', ...ZONE_TYPES] as const) {
        const code = r[level];
        if (!code) continue;
        const key = `${level}:${code}`;
        const list = this.members.get(key);
        if (list) list.push(r.code);
        else this.members.set(key, [r.code]);
      }
    }
  }

  get year(): number {
    return this.geography.year;
  }

  /** The member communes of a territory (a commune: itself), or undefined when absent. */
  communesOf(type: TerritoryType, code: string): string[] | undefined {
    if (type === 'commune') return this.geography.communes.has(code) ? [code] : undefined;
    if (!this.rows.has(`${type}:${code}`)) return undefined;
    return this.members.get(`${type}:${code}`) ?? [];
  }

  /** The atoms a territory covers (null when it does not exist in this vintage). */
  atomsOf(type: TerritoryType, code: string): Set<string> | null {
    const key = `${type}:${code}`;
    let set = this.atoms.get(key);
    if (set === undefined) {
      const communes = this.communesOf(type, code);
      set = communes ? new Set(communes.flatMap((c) => [...this.atomsOfCommune(c)])) : null;
      this.atoms.set(key, set);
    }
    return set;
  }

  private atomsOfCommune(code: string): Set<string> {
    return this.geography.communes.get(code)?.atoms ?? new Set();
  }
}

/** Whether a territory has the same perimeter in two vintages (null: absent from one of them). */
export function samePerimeter(
  type: TerritoryType,
  code: string,
  a: VintagePerimeters,
  b: VintagePerimeters,
): boolean | null {
  const x = a.atomsOf(type, code);
  const y = b.atomsOf(type, code);
  if (!x || !y) return null;
  const known = (atoms: Set<string>, other: VintagePerimeters) =>
    [...atoms].filter((atom) => other.geography.atomOwner.has(atom));
  const xs = known(x, b);
  const ys = new Set(known(y, a));
  return xs.length === ys.size && xs.every((atom) => ys.has(atom));
}

/**
 * How a figure published in geography `geographyYear` for a territory applies to the territory of
 * `target` with the same code: `published` when the perimeters match, else the reason. The
 * file's geography is known when it is an imported vintage, or when it lies between two imported
 * vintages in which the territory has the same perimeter. Before the first vintage only a
 * département or région can be matched, by its perimeter in the first vintage, when no commune
 * moved into or out of it since the file's geography (`moves`, from the packages' history).
 */
export function publishedMatch(
  type: GroupLevel,
  code: string,
  geographyYear: number,
  target: VintagePerimeters,
  vintages: readonly VintagePerimeters[],
  moves: readonly DepartementMove[] = [],
): number {
  const at = vintages.find((v) => v.year === geographyYear);
  if (at)
    return samePerimeter(type, code, at, target) ? STATUS.published : STATUS.perimeter_changed;
  const before = vintages.filter((v) => v.year < geographyYear).at(-1);
  const after = vintages.find((v) => v.year > geographyYear);
  if (!after) return STATUS.perimeter_unverified;
  if (before) {
    // Unchanged from the vintage before the file's geography to the one after: unchanged then.
    if (!samePerimeter(type, code, before, after)) return STATUS.perimeter_unverified;
  } else {
    if (type === 'epci') return STATUS.perimeter_unverified;
    const since = `${geographyYear}-01-01`;
    const touched = moves
      .filter((m) => m.date > since)
      .flatMap((m) => [m.from, m.to])
      .some((dep) =>
        type === 'departement'
          ? dep === code
          : after.rows.get(`departement:${dep}`)?.region === code,
      );
    if (touched || !after.atomsOf(type, code)) return STATUS.perimeter_unverified;
  }
  return samePerimeter(type, code, after, target) ? STATUS.published : STATUS.perimeter_changed;
}

/** A territory of one vintage rebuilt in another from the communes that cover its perimeter. */
export interface Rebuilt {
  /** The sum of their populations (NaN when not comparable). */
  value: number;
  /** STATUS.ok, or the reason: `perimeter_changed`, `absent_from_source`, `incomplete_population`. */
  status: number;
  /** Communes of the other vintage summed. */
  communes: number;
  /** Whether the territory had the very same perimeter (and code) in the other vintage. */
  same: boolean;
  /** For a commune rebuilt from other codes: those codes in the other vintage. */
  from?: string[];
}

const NOT_COMPARABLE = (status: number): Rebuilt => ({
  value: Number.NaN,
  status,
  communes: 0,
  same: false,
});

/**
 * Every territory of `target` rebuilt in `other` (another vintage, earlier or later): a commune
 * from the communes whose atoms it holds (mergers summed, code changes followed); a commune that
 * lost part of its perimeter, or was cut out of another, is not comparable. An EPCI, département
 * or région from its member communes of `target`, when all of them can be rebuilt.
 */
export function rebuild(target: VintagePerimeters, other: VintagePerimeters): Map<string, Rebuilt> {
  const { mapping } = mapCommunes(other.geography, target.geography);
  const population = (code: string) => other.communes.get(code)?.population ?? null;
  const out = new Map<string, Rebuilt>();
  // The communes by code too: the groups below sum them without building a key per member.
  const byCommune = new Map<string, Rebuilt>();
  const communeOf = (m: CommuneMapping | undefined): Rebuilt => {
    if (!m || m.kind === 'absent') return NOT_COMPARABLE(STATUS.absent_from_source);
    if (m.kind === 'perimeter_changed') return NOT_COMPARABLE(STATUS.perimeter_changed);
    const from = m.kind === 'merged' ? m.from : [m.from];
    let value = 0;
    for (const code of from) {
      if (other.incomplete.has(code)) return NOT_COMPARABLE(STATUS.incomplete_population);
    }
    for (const code of from) {
      const v = population(code);
      if (v === null) return NOT_COMPARABLE(STATUS.absent_from_source);
      value += v;
    }
    const same = m.kind === 'same';
    const r: Rebuilt = { value, status: STATUS.ok, communes: from.length, same };
    if (!same) r.from = from;
    return r;
  };
  for (const [key, row] of target.rows) {
    if (row.type === 'commune') {
      const r = communeOf(mapping.get(row.code));
      out.set(key, r);
      byCommune.set(row.code, r);
    } else if (row.type === 'arrondissement') {
      // Arrondissements municipaux keep their code and limits across vintages.
      const then = other.rows.get(key);
      out.set(
        key,
        then && then.population !== null
          ? { value: then.population, status: STATUS.ok, communes: 0, same: true }
          : NOT_COMPARABLE(STATUS.absent_from_source),
      );
    }
  }
  for (const [key, row] of target.rows) {
    if (row.type === 'commune' || row.type === 'arrondissement') continue;
    const members = target.communesOf(row.type, row.code) ?? [];
    let value = 0;
    let communes = 0;
    let status: number = STATUS.ok;
    const then = new Set<string>();
    for (const c of members) {
      const r = byCommune.get(c) as Rebuilt;
      if (r.status !== STATUS.ok) {
        status = r.status;
        break;
      }
      value += r.value;
      communes += r.communes;
      if (r.from) for (const code of r.from) then.add(code);
      else then.add(c);
    }
    if (status !== STATUS.ok || members.length === 0) {
      out.set(key, NOT_COMPARABLE(members.length === 0 ? STATUS.absent_from_source : status));
      continue;
    }
    const before = other.communesOf(row.type, row.code);
    const same =
      before !== undefined && before.length === then.size && before.every((c) => then.has(c));
    out.set(key, { value, status: STATUS.ok, communes, same });
  }
  return out;
}
