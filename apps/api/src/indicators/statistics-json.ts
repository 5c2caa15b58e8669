/**
 * A territory's statistics as JSON bytes, written from its vintage's arrays (issue 17 §1): byte
 * for byte what the contract's check and `JSON.stringify` make of the same statistics as objects
 * (values.ts's `territory`; test/territory-json.test.ts on generated vintages, and
 * test/indicators.test.ts on the real data). Making, checking and stringifying their some 600
 * objects, then encoding the 23 KB text, was about half the CPU time of an uncached territory with
 * all its indicators.
 *
 * Joining a text costs about as much per piece as per 20 bytes, so the pieces are few and large:
 * what never changes within a loaded vintage is text made once per column (each statistic's
 * opening; its status and references for each set of reference territories; its national count
 * per level; its count per parent group), and the rest are numbers: ranks and coverage from
 * integer arrays, and the value, the one input the contract could refuse: finite, or null when
 * missing, else `StatisticsError`. All of it is ASCII, sent as bytes without a UTF-8 encoding.
 * (Writing the bytes one by one into a buffer measured slower than V8's joining.)
 */
import type { TerritoryType } from '@epic/api-contract';
import { StatisticsError } from './checked.js';
import type { Cell, LoadedVintage } from './loaded-vintage.js';
import type { VintageRanks } from './ranks.js';
import { describeStatus, STATUS } from './status.js';

/** A status byte's `,"status":…` and its reason, as in a cell. */
const STATUS_JSON: readonly string[] = Array.from({ length: 256 }, (_, code) => {
  const { status, reason } = describeStatus(code);
  const why = reason === undefined ? '' : `,"reason":${JSON.stringify(reason)}`;
  return `,"status":${JSON.stringify(status)}${why}`;
});
/** Whether a status byte's cell has a coverage when its row has members. */
const COVERED: readonly boolean[] = Array.from(
  { length: 256 },
  (_, code) => describeStatus(code).status !== 'not_applicable',
);
/** A cell of a column the vintage lacks (values.ts's `cell` with no column). */
const NOT_COVERED: Cell = { value: null, status: 'unavailable', reason: 'not_covered' };
const NOT_COVERED_VALUE = `null${STATUS_JSON[STATUS.not_covered]}`;
const NO_RANK = ',"rank":{"national":null,"parent":null}}';
const RANK = ',"rank":{"national":{"rank":';
const PARENT_RANK = '{"rank":';
const NO_PARENT_RANK = 'null}}';

/**
 * The decimal text of 0 to 65 535, made once: ranks and counts (and whole values below it) are
 * read from here instead of converted and allocated for each answer (the numbers' conversion
 * was about a quarter of an uncached territory with all its indicators).
 */
const DECIMALS: readonly string[] = Array.from({ length: 65_536 }, (_, n) => String(n));

/** A count or rank (a non-negative integer from an integer array) as `JSON.stringify` writes it. */
const decimal = (n: number): string => DECIMALS[n] ?? String(n);

/** A finite value as `JSON.stringify` writes it. */
function valueJson(value: number): string {
  // Whole values in the table (not -0, which JSON writes as 0: the table's 0 too).
  if (value >= 0 && value < 65_536 && Number.isInteger(value)) return DECIMALS[value] as string;
  return String(value);
}

/** A statistic's opening, up to its value: first in the list, or after another. */
const openingJson = (id: string, first: boolean) =>
  `${first ? '' : ','}{"id":${JSON.stringify(id)},"value":`;

/** A reference territory of the answer: its level, and its row in the vintage if it has one. */
export interface ReferenceRow {
  level: 'departement' | 'region';
  row: number | undefined;
}

/** What the writer needs of values.ts: the reference cells and the ranks, made once there. */
export interface VintageTables {
  referenceCells(v: LoadedVintage, row: number | undefined): Map<string, Cell>;
  ranksOf(v: LoadedVintage, col: number): VintageRanks;
}

/** The texts of a vintage made once (LoadedVintage.json), on first use. */
export interface VintageJson {
  /** Each column's opening, first in the list and after another. */
  first: string[];
  next: string[];
  /** Per set of references: their texts (statistics-json.ts `referencesOf`). */
  references: Map<string, ReferencesJson>;
  /** Per level, each column's national count and what follows it, made on first use. */
  nationalOf: Map<TerritoryType, CountsJson>;
  /** groups × columns: `,"of":N}}}` (the group's count), made on first use. */
  parentOf: (string | undefined)[];
}

interface ReferencesJson {
  /** Each column's `,"references":{…}`. */
  columns: string[];
  /** Each column's status `ok` then its references, and the same with the national rank's
   * opening after them (the commonest cases, one piece each). */
  ok: string[];
  okRank: string[];
  /** The references of a column the vintage lacks. */
  missing: string;
}

function vintageJson(v: LoadedVintage): VintageJson {
  let json = v.json;
  if (!json) {
    json = {
      first: v.values.ids.map((id) => openingJson(id, true)),
      next: v.values.ids.map((id) => openingJson(id, false)),
      references: new Map(),
      nationalOf: new Map(),
      parentOf: new Array((v.layout.groupStart.length - 1) * v.values.ids.length).fill(undefined),
    };
    v.json = json;
  }
  return json;
}

/**
 * Each column's references for these reference territories (and France), made once per loaded
 * vintage and set of references (some 120 sets: one per département, région, or none).
 */
function referencesOf(
  v: LoadedVintage,
  json: VintageJson,
  tables: VintageTables,
  refs: readonly ReferenceRow[],
  france: number | undefined,
): ReferencesJson {
  const key = refs.map((r) => `${r.level}:${r.row ?? -1}`).join('|');
  let made = json.references.get(key);
  if (!made) {
    const cells = refs.map((r) => tables.referenceCells(v, r.row));
    const franceCells = tables.referenceCells(v, france);
    const segment = (cellOf: (map: Map<string, Cell>) => Cell | undefined) => {
      const parts = refs.map(
        (r, k) => `"${r.level}":${JSON.stringify(cellOf(cells[k] as Map<string, Cell>))}`,
      );
      parts.push(`"france":${JSON.stringify(cellOf(franceCells))}`);
      return `,"references":{${parts.join(',')}}`;
    };
    const columns = v.values.ids.map((id) => segment((map) => map.get(id)));
    made = {
      columns,
      ok: columns.map((text) => `${STATUS_JSON[STATUS.ok]}${text}`),
      okRank: columns.map((text) => `${STATUS_JSON[STATUS.ok]}${text}${RANK}`),
      missing: segment(() => NOT_COVERED),
    };
    json.references.set(key, made);
  }
  return made;
}

/** A level's national counts: after them the parent rank's opening, or its absence. */
interface CountsJson {
  withParent: (string | undefined)[];
  noParent: (string | undefined)[];
}

function nationalCounts(json: VintageJson, type: TerritoryType, width: number): CountsJson {
  let made = json.nationalOf.get(type);
  if (!made) {
    made = {
      withParent: new Array(width).fill(undefined),
      noParent: new Array(width).fill(undefined),
    };
    json.nationalOf.set(type, made);
  }
  return made;
}

/** `,"of":N},"parent":` and what follows, for a ranked column (made once, then kept). */
function countJson(
  counts: CountsJson,
  ranks: VintageRanks,
  type: TerritoryType,
  col: number,
  withParent: boolean,
): string {
  const text = `,"of":${ranks.nationalOf.get(type)?.[col] ?? 0}},"parent":${withParent ? PARENT_RANK : NO_PARENT_RANK}`;
  (withParent ? counts.withParent : counts.noParent)[col] = text;
  return text;
}

/** `,"of":N}}}`: a parent group's count in a column, closing the statistic (made once). */
function groupCountJson(json: VintageJson, parentOf: Int32Array, g: number): string {
  const text = `,"of":${parentOf[g]}}}}`;
  json.parentOf[g] = text;
  return text;
}

/** A territory of the vintage, as `writeStatistics` needs it. */
export interface StatisticsOf {
  type: TerritoryType;
  /** Its row in the vintage, if it has one. */
  row: number | undefined;
  /** Its département and région as references (not itself), in this order. */
  refs: readonly ReferenceRow[];
  /** Whether it is ranked in a parent (its rank parent is among its parents). */
  parentRanked: boolean;
}

/**
 * The `statistics` of `ids` (catalogue ids) for a territory of the vintage, as JSON text: ASCII,
 * for the caller to copy as bytes (`latin1`) without a UTF-8 encoding.
 */
export function writeStatistics(
  v: LoadedVintage,
  tables: VintageTables,
  territory: StatisticsOf,
  ids: readonly string[],
  france: number | undefined,
): string {
  const { type, row, parentRanked } = territory;
  const json = vintageJson(v);
  const references = referencesOf(v, json, tables, territory.refs, france);
  const { values, status, covered, members, ids: columns } = v.values;
  const width = columns.length;
  const ranks = v.ranks;
  const { national, parent, parentOf, ranked } = ranks;
  const counts = nationalCounts(json, type, width);
  const of = row === undefined ? 0 : (members[row] as number);
  const group = row === undefined ? -1 : (v.layout.group[row] as number);
  let out = '[';
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    const col = v.column.get(id);
    if (col === undefined) {
      out += `${openingJson(id, i === 0)}${NOT_COVERED_VALUE}${references.missing}${NO_RANK}`;
      continue;
    }
    out += (i === 0 ? json.first : json.next)[col] as string;
    if (row === undefined) {
      out += `${NOT_COVERED_VALUE}${references.columns[col]}${NO_RANK}`;
      continue;
    }
    const at = row * width + col;
    const value = values[at] as number;
    const code = (status[at] as number) & 0xff;
    if (Number.isNaN(value)) out += 'null';
    else if (Number.isFinite(value)) out += valueJson(value);
    else throw new StatisticsError(`statistics[${i}].value`, 'un nombre');
    // Ranked after listen, ahead of requests (values.ts's `prepare`); else here, once.
    if (ranked[col] !== 1) tables.ranksOf(v, col);
    const rank = national[at] as number;
    if (of > 0 && COVERED[code]) {
      out += `${STATUS_JSON[code]},"coverage":{"covered":${decimal(covered[at] as number)},"of":${decimal(of)}}${references.columns[col]}`;
      if (rank !== 0) out += RANK;
    } else if (code === STATUS.ok) {
      out += (rank === 0 ? references.ok[col] : references.okRank[col]) as string;
    } else {
      out += `${STATUS_JSON[code]}${references.columns[col]}`;
      if (rank !== 0) out += RANK;
    }
    if (rank === 0) {
      out += NO_RANK;
      continue;
    }
    out += decimal(rank);
    const inParent = parent[at] as number;
    if (parentRanked && group >= 0 && inParent > 0) {
      out += counts.withParent[col] ?? countJson(counts, ranks, type, col, true);
      out += decimal(inParent);
      const g = group * width + col;
      out += json.parentOf[g] ?? groupCountJson(json, parentOf, g);
    } else out += counts.noParent[col] ?? countJson(counts, ranks, type, col, false);
  }
  return `${out}]`;
}
