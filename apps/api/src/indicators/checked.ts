/**
 * A territory's statistics checked against the contract by hand, then written by `JSON.stringify`.
 *
 * An answer with all its indicators holds 58 statistics, each with up to three references and two
 * ranks: some 600 objects. zod parsed them into new objects (about 70 of the some 450 µs of CPU
 * time of an uncached answer, issue 17). The check below applies the rules of
 * `statisticValueSchema` (types, enums, safe integers, finite numbers, required and optional keys)
 * to the objects as they are. One difference: the contract drops an unknown key, this check
 * refuses it (a 500, as any failed check), because these objects are built by values.ts alone and
 * an unknown key there is a bug. The keys come out in the objects' own order, which values.ts
 * builds in the contract's. test/checked.test.ts compares both on generated values.
 *
 * The reference cells (a département, a région, France) are shared by every answer of a loaded
 * vintage (values.ts): each is checked against the contract's schema once when it is made, frozen
 * and remembered, and passes as it is afterwards.
 */
import {
  statisticRankSchema,
  statisticReferenceSchema,
  statisticStatusSchema,
  statisticValueSchema,
  territoryDetailSchema,
  UNAVAILABLE_REASONS,
} from '@epic/api-contract/schemas';
import type { LastKeyWriter } from '../plugins/zod.js';
import type { Cell } from './loaded-vintage.js';

/** An answer the contract refuses, with the path of the first wrong value. */
export class StatisticsError extends Error {
  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`${path}: ${expected} attendu`);
    this.name = 'StatisticsError';
  }
}

type Fields = Record<string, unknown>;

function object(value: unknown, path: string, keys: ReadonlySet<string>): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new StatisticsError(path, 'un objet');
  // The contract drops unknown keys; these objects are ours, so one is a bug: refused instead.
  for (const key in value) {
    if (!keys.has(key)) throw new StatisticsError(`${path}.${key}`, 'aucune clé inconnue');
  }
  return value as Fields;
}

/**
 * The keys of a contract object that the functions below check, as the contract lists them: a key
 * added to the contract stops the API at start until it is checked here too.
 */
function keysOf(schema: { shape: object }, checkedHere: string[]): ReadonlySet<string> {
  const keys = Object.keys(schema.shape);
  if (keys.join() !== checkedHere.join())
    throw new Error(`checked.ts checks ${checkedHere.join()}; the contract has ${keys.join()}.`);
  return new Set(keys);
}

const shape = statisticValueSchema.shape;
const VALUE_KEYS = keysOf(statisticReferenceSchema, ['value', 'status', 'reason', 'coverage']);
const STATISTIC_KEYS = keysOf(statisticValueSchema, ['id', ...VALUE_KEYS, 'references', 'rank']);
const COVERAGE_KEYS = keysOf(shape.coverage.unwrap(), ['covered', 'of']);
const REFERENCES_KEYS = keysOf(shape.references.unwrap(), ['departement', 'region', 'france']);
const RANKS_KEYS = keysOf(shape.rank.unwrap(), ['national', 'parent']);
const RANK_KEYS = keysOf(statisticRankSchema, ['rank', 'of']);

function finite(value: unknown, path: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new StatisticsError(path, 'un nombre');
}

function integer(value: unknown, path: string): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new StatisticsError(path, 'un entier');
}

function member(values: ReadonlySet<string>, value: unknown, path: string): void {
  if (typeof value !== 'string' || !values.has(value))
    throw new StatisticsError(path, [...values].join(' | '));
}

const STATUSES = new Set<string>(statisticStatusSchema.options);
const REASONS = new Set<string>(UNAVAILABLE_REASONS);

/** `value`, `status` and the optional reason and coverage (`valueFields` of the contract). */
function valueFields(cell: Fields, path: string): void {
  if (cell.value !== null) finite(cell.value, `${path}.value`);
  member(STATUSES, cell.status, `${path}.status`);
  if (cell.reason !== undefined) member(REASONS, cell.reason, `${path}.reason`);
  if (cell.coverage !== undefined) {
    const coverage = object(cell.coverage, `${path}.coverage`, COVERAGE_KEYS);
    integer(coverage.covered, `${path}.coverage.covered`);
    integer(coverage.of, `${path}.coverage.of`);
  }
}

/** The reference cells made by `checkedReference`. */
const checked = new WeakSet<object>();

/** `cell` checked against the contract (unknown keys dropped), frozen, and remembered. */
export function checkedReference(cell: Cell): Readonly<Cell> {
  const parsed = statisticReferenceSchema.parse(cell) as Cell;
  if (parsed.coverage) Object.freeze(parsed.coverage);
  checked.add(Object.freeze(parsed));
  return parsed;
}

function reference(value: unknown, path: string): void {
  if (typeof value === 'object' && value !== null && checked.has(value)) return;
  valueFields(object(value, path, VALUE_KEYS), path);
}

function rank(value: unknown, path: string): void {
  if (value === null) return;
  const r = object(value, path, RANK_KEYS);
  integer(r.rank, `${path}.rank`);
  integer(r.of, `${path}.of`);
}

function statistic(value: unknown, path: string): void {
  const s = object(value, path, STATISTIC_KEYS);
  if (typeof s.id !== 'string') throw new StatisticsError(`${path}.id`, 'un texte');
  valueFields(s, path);
  if (s.references !== undefined) {
    const refs = object(s.references, `${path}.references`, REFERENCES_KEYS);
    if (refs.departement !== undefined)
      reference(refs.departement, `${path}.references.departement`);
    if (refs.region !== undefined) reference(refs.region, `${path}.references.region`);
    reference(refs.france, `${path}.references.france`);
  }
  if (s.rank !== undefined) {
    const r = object(s.rank, `${path}.rank`, RANKS_KEYS);
    rank(r.national, `${path}.rank.national`);
    rank(r.parent, `${path}.rank.parent`);
  }
}

/** A territory's `statistics` as JSON, after the contract's check; throws when it is refused. */
export function writeStatistics(value: unknown): string {
  if (!Array.isArray(value)) throw new StatisticsError('statistics', 'une liste');
  for (let i = 0; i < value.length; i++) statistic(value[i], `statistics[${i}]`);
  return JSON.stringify(value);
}

/** For plugins/zod.ts: a route's response schema → the writer of its last key. */
export const LAST_KEY_WRITERS = new Map<unknown, LastKeyWriter>([
  [territoryDetailSchema, { key: 'statistics', write: writeStatistics }],
]);
