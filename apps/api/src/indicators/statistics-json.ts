// Long file: the statistics of a territory written as JSON bytes, with the tables it makes once per vintage.
/**
 * A territory's statistics as JSON bytes, written from its vintage's arrays: byte for byte what
 * the contract's check and `JSON.stringify` make of the same statistics as objects (values.ts's
 * `territory`; test/territory-json.test.ts, and indicators.test.ts on the real data). Making,
 * checking and stringifying their some 600 objects was a large part of an uncached
 * territory with all its indicators (ADR 0023). What never changes within a loaded vintage is
 * made once as bytes (openings; status and references per set of reference territories; counts
 * per level and parent group); ranks, coverage and the value are written as digits (the value,
 * the one input the contract could refuse: finite, or null when missing, else `StatisticsError`).
 */
import type { TerritoryType } from '@epic/api-contract';
import { StatisticsError } from './checked.js';
import { coveredAt } from './compute.js';
import {
  type Around,
  asciiBytes as bytes,
  put,
  putByte,
  putInteger,
  putNumber,
  room,
  start,
  take,
} from './json-bytes.js';
import type { Cell, LoadedVintage } from './loaded-vintage.js';
import type { VintageRanks } from './ranks.js';
import { describeStatus, NOT_SUMMED, STATUS } from './status.js';

/** A status byte's `,"status":…` and its reason, as in a cell. */
const STATUS_JSON: readonly string[] = Array.from({ length: 256 }, (_, code) => {
  const { status, reason, published, scope } = describeStatus(code);
  const why = reason === undefined ? '' : `,"reason":${JSON.stringify(reason)}`;
  const origin = published ? ',"published":true' : '';
  const where = scope === undefined ? '' : `,"scope":${JSON.stringify(scope)}`;
  return `,"status":${JSON.stringify(status)}${why}${origin}${where}`;
});
const STATUS_BYTES: readonly Uint8Array[] = STATUS_JSON.map(bytes);
/** Whether a status byte's cell has a coverage when its row has members (not a published one). */
const COVERED = STATUS_JSON.map((_, code) => {
  const { status, published } = describeStatus(code);
  return status !== 'not_applicable' && !published;
});
/** A cell of a column the vintage lacks (values.ts's `cell` with no column). */
const NOT_COVERED: Cell = { value: null, status: 'unavailable', reason: 'not_covered' };
const NOT_COVERED_VALUE = bytes(`null${STATUS_JSON[STATUS.not_covered]}`);
const NO_RANK = bytes(',"rank":{"national":null,"parent":null}}');
const RANK_JSON = ',"rank":{"national":{"rank":';
const RANK = bytes(RANK_JSON);
const PARENT_RANK = '{"rank":';
const NO_PARENT_RANK = 'null}}';
const NULL = bytes('null');
const COVERAGE = bytes(',"coverage":{"covered":');
const OF = bytes(',"of":');
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/** A statistic's opening, up to its value: first in the list, or after another. */
const openingJson = (id: string, first: boolean) =>
  bytes(`${first ? '' : ','}{"id":${JSON.stringify(id)},"value":`);

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

/** The bytes of a vintage made once, on first use, and kept as long as the loaded vintage. */
interface VintageJson {
  /** Each column's opening, first in the list and after another. */
  first: Uint8Array[];
  next: Uint8Array[];
  /** The longest opening, references and counts of a column: the room a statistic needs. */
  longest: number;
  /** Per column: a figure never computed from communes (no coverage). */
  notSummed: boolean[];
  /** Per list of ids (resolveIndicators makes one frozen array per list): its columns, or -1. */
  columnsOf: WeakMap<readonly string[], Int32Array>;
  /** Per set of references: their bytes (statistics-json.ts `referencesOf`). */
  references: Map<string, ReferencesJson>;
  /** Per level, each column's national count and what follows it, made on first use. */
  nationalOf: Map<TerritoryType, CountsJson>;
  /** groups × columns: `,"of":N}}}` (the group's count), made on first use. */
  parentOf: (Uint8Array | undefined)[];
}

interface ReferencesJson {
  /** Each column's `,"references":{…}`. */
  columns: Uint8Array[];
  /** Each column's status `ok` then its references, and the same with the national rank's
   * opening after them (the commonest cases, one piece each). */
  ok: Uint8Array[];
  okRank: Uint8Array[];
  /** The references of a column the vintage lacks. */
  missing: Uint8Array;
  /** The longest of them. */
  longest: number;
}

/** Beside the vintage rather than in it, so that loaded-vintage.ts need not know these bytes. */
const jsonOf = new WeakMap<LoadedVintage, VintageJson>();

function vintageJson(v: LoadedVintage): VintageJson {
  let json = jsonOf.get(v);
  if (!json) {
    const first = v.values.ids.map((id) => openingJson(id, true));
    json = {
      first,
      next: v.values.ids.map((id) => openingJson(id, false)),
      longest: Math.max(0, ...first.map((b) => b.length + 1)),
      columnsOf: new WeakMap(),
      notSummed: v.values.ids.map((id) => NOT_SUMMED.has(id)),
      references: new Map(),
      nationalOf: new Map(),
      parentOf: new Array((v.layout.groupStart.length - 1) * v.values.ids.length).fill(undefined),
    };
    jsonOf.set(v, json);
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
    const ok = STATUS_JSON[STATUS.ok] as string;
    const missing = bytes(segment(() => NOT_COVERED));
    const okRank = columns.map((text) => bytes(`${ok}${text}${RANK_JSON}`));
    made = {
      columns: columns.map(bytes),
      ok: columns.map((text) => bytes(`${ok}${text}`)),
      okRank,
      missing,
      longest: Math.max(missing.length, ...okRank.map((b) => b.length)),
    };
    json.references.set(key, made);
  }
  return made;
}

/** A level's national counts: after them the parent rank's opening, or its absence. */
interface CountsJson {
  withParent: (Uint8Array | undefined)[];
  noParent: (Uint8Array | undefined)[];
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
): Uint8Array {
  const text = bytes(
    `,"of":${ranks.nationalOf.get(type)?.[col] ?? 0}},"parent":${withParent ? PARENT_RANK : NO_PARENT_RANK}`,
  );
  (withParent ? counts.withParent : counts.noParent)[col] = text;
  return text;
}

/** `,"of":N}}}`: a parent group's count in a column, closing the statistic (made once). */
function groupCountJson(json: VintageJson, parentOf: Int32Array, g: number): Uint8Array {
  const text = bytes(`,"of":${parentOf[g]}}}}`);
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

/** Room for a statistic's numbers (a value's 24 characters; ranks, counts) and short keys. */
const NUMBERS_ROOM = 256;

/** A territory's `statistics` of `ids` (catalogue ids) as JSON bytes, within `around` if given. */
export function writeStatistics(
  v: LoadedVintage,
  tables: VintageTables,
  territory: StatisticsOf,
  ids: readonly string[],
  france: number | undefined,
  around?: Around,
): Buffer {
  const { type, row, parentRanked } = territory;
  const json = vintageJson(v);
  const references = referencesOf(v, json, tables, territory.refs, france);
  const { values, status, members, ids: columns } = v.values;
  const width = columns.length;
  const ranks = v.ranks;
  const { national, parent, parentOf, ranked } = ranks;
  const counts = nationalCounts(json, type, width);
  const notSummed = json.notSummed;
  const of = row === undefined ? 0 : (members[row] as number);
  const group = row === undefined ? -1 : (v.layout.group[row] as number);
  // A statistic's room: its opening, references and counts, and its numbers.
  const each = json.longest + references.longest + 2 * NUMBERS_ROOM;
  let cols = json.columnsOf.get(ids);
  if (!cols) {
    cols = Int32Array.from(ids, (id) => v.column.get(id) ?? -1);
    json.columnsOf.set(ids, cols);
  }
  start(around);
  putByte(OPEN_BRACKET);
  for (let i = 0; i < ids.length; i++) {
    const col = cols[i] as number;
    if (col < 0) {
      const opening = openingJson(ids[i] as string, i === 0);
      room(opening.length + each);
      put(opening);
      put(NOT_COVERED_VALUE);
      put(references.missing);
      put(NO_RANK);
      continue;
    }
    room(each);
    put((i === 0 ? json.first : json.next)[col] as Uint8Array);
    if (row === undefined) {
      put(NOT_COVERED_VALUE);
      put(references.columns[col] as Uint8Array);
      put(NO_RANK);
      continue;
    }
    const cell = row * width + col;
    const value = values[cell] as number;
    const code = (status[cell] as number) & 0xff;
    if (Number.isNaN(value)) put(NULL);
    else if (Number.isFinite(value)) putNumber(value);
    else throw new StatisticsError(`statistics[${i}].value`, 'un nombre');
    // Ranked before the writer runs (values.ts's `territoryWriter` awaits `rankColumns`): a guard,
    // since a column written unranked would read rank 0 (no rank) without an error.
    if (ranked[col] !== 1) tables.ranksOf(v, col);
    const rank = national[cell] as number;
    if (of > 0 && COVERED[code] && !notSummed[col]) {
      put(STATUS_BYTES[code] as Uint8Array);
      put(COVERAGE);
      putInteger(coveredAt(v.values, row, col));
      put(OF);
      putInteger(of);
      putByte(CLOSE_BRACE);
      put(references.columns[col] as Uint8Array);
      if (rank !== 0) put(RANK);
    } else if (code === STATUS.ok) {
      put((rank === 0 ? references.ok[col] : references.okRank[col]) as Uint8Array);
    } else {
      put(STATUS_BYTES[code] as Uint8Array);
      put(references.columns[col] as Uint8Array);
      if (rank !== 0) put(RANK);
    }
    if (rank === 0) {
      put(NO_RANK);
      continue;
    }
    putInteger(rank);
    const inParent = parent[cell] as number;
    if (parentRanked && group >= 0 && inParent > 0) {
      put(counts.withParent[col] ?? countJson(counts, ranks, type, col, true));
      putInteger(inParent);
      const g = group * width + col;
      put(json.parentOf[g] ?? groupCountJson(json, parentOf, g));
    } else put(counts.noParent[col] ?? countJson(counts, ranks, type, col, false));
  }
  room(1);
  putByte(CLOSE_BRACKET);
  return take(around);
}
