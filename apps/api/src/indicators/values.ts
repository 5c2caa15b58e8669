// Long file: one class, the reader of the loaded vintages, whose answers (a territory's values and written statistics, a children page's cells, a level's values) share its vintages, references and cache.
/**
 * Reads the precomputed indicator values of a vintage (`indicator_vintage`, unpacked once per
 * data version and kept in memory) and shapes the API's answers: the catalogue, a territory's
 * values, every territory of a level.
 */
import {
  INDICATOR_SOURCES,
  INDICATOR_THEMES,
  INDICATORS,
  INDICATORS_BY_ID,
  type IndicatorCatalogue,
  type IndicatorValuesResponse,
  SERIES,
  type StatisticValue,
  type TerritoryDetail,
  type TerritoryType,
} from '@epic/api-contract';
import type { Queryable } from '../db/adapter.js';
import { nextSlice } from '../slices.js';
import { checkedReference, StatisticsError } from './checked.js';
import { aggregateOver, coveredAt, FRANCE_KEY } from './compute.js';
import { unknownIndicators } from './errors.js';
import type { Around } from './json-bytes.js';
import { type LevelSource, levelTerritories, rankDescending } from './level-values.js';
import {
  type Cell,
  type LoadedVintage,
  readStamp,
  readVintage,
  type TerritoriesOf,
} from './loaded-vintage.js';
import { RankThread } from './rank-thread.js';
import type { RankingQuery } from './ranking.js';
import { rankingOf } from './ranking-index.js';
import { RANK_PARENT, rankColumn, type VintageRanks } from './ranks.js';
import { sourceAnswer } from './source-paths.js';
import { StampedCache } from './stamped-cache.js';
import { type ReferenceRow, writeStatistics } from './statistics-json.js';
import { describeStatus, NOT_SUMMED } from './status.js';

export type { Cell, LoadedVintage, TerritoriesOf, VintageTerritoryRow } from './loaded-vintage.js';

export const CATALOGUE: IndicatorCatalogue = {
  themes: INDICATOR_THEMES.map((t) => ({ id: t.id, label: t.label })),
  sources: INDICATOR_SOURCES.map(sourceAnswer),
  indicators: INDICATORS.map((i) => ({ ...i, aggregation: { ...i.aggregation } })),
  series: SERIES.map((s) => ({ ...s, levels: [...s.levels] })),
};

/** Lists of `resolveIndicators`, per parameter as sent (a page asks the same few again and again). */
const resolved = new Map<string, readonly string[]>();
/** Beyond it the lists are dropped (parameters are the client's to vary). */
const RESOLVED_MAX = 512;

/** `indicators=` when absent: every theme of the catalogue. */
export const ALL_THEMES = INDICATOR_THEMES.map((theme) => theme.id).join(',');

/** `indicators=` → catalogue ids: ids and theme ids, comma-separated; 404 for unknown ones. */
export function resolveIndicators(param: string): readonly string[] {
  let ids = resolved.get(param);
  if (ids === undefined) {
    ids = Object.freeze(resolve(param));
    if (resolved.size >= RESOLVED_MAX) resolved.clear();
    resolved.set(param, ids);
  }
  return ids;
}

function resolve(param: string): string[] {
  const wanted = param
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const ids = new Set<string>();
  const unknown: string[] = [];
  for (const w of wanted) {
    if (INDICATORS_BY_ID.has(w)) ids.add(w);
    else if (INDICATOR_THEMES.some((t) => t.id === w)) {
      for (const i of INDICATORS) if (i.theme === w) ids.add(i.id);
    } else unknown.push(w);
  }
  if (unknown.length > 0) throw unknownIndicators(unknown);
  return INDICATORS.map((i) => i.id).filter((id) => ids.has(id));
}

type Parents = TerritoryDetail['parents'];

/** A territory's département and région as references (not itself), with their rows. */
function referenceRows(
  v: LoadedVintage,
  type: TerritoryType,
  code: string,
  parents: Parents,
): ReferenceRow[] {
  const refs: ReferenceRow[] = [];
  for (const level of ['departement', 'region'] as const) {
    const ref = parents[level];
    if (!ref || (ref.type === type && ref.code === code)) continue;
    refs.push({ level, row: v.index.get(`${ref.type}:${ref.code}`) });
  }
  return refs;
}

/**
 * A territory's cell of `id` as a statistic, built to the contract (checks.ts): the one value it
 * could refuse, a non-finite number, is refused here. Field by field, in the answer's key order:
 * a spread here was a tenth of a children page.
 */
function statisticOf(key: string, id: string, cell: Cell): StatisticValue {
  if (cell.value !== null && !Number.isFinite(cell.value))
    throw new StatisticsError(`${key}.${id}.value`, 'un nombre');
  const statistic: StatisticValue = { id, value: cell.value, status: cell.status };
  if (cell.reason !== undefined) statistic.reason = cell.reason;
  if (cell.published) statistic.published = true;
  if (cell.scope) statistic.scope = cell.scope;
  if (cell.coverage !== undefined) statistic.coverage = cell.coverage;
  return statistic;
}

/** One rank thread for the process, whatever the number of data services (tests make many). */
const rankThread = new RankThread();

/** A vintage this small is ranked at once, on this thread (a millisecond or so). */
const SMALL_VINTAGE_CELLS = 50_000;

export class IndicatorValues {
  private readonly loaded = new StampedCache<number, LoadedVintage>();
  private readonly rankRuns = new WeakMap<LoadedVintage, Promise<void>>();

  constructor(
    private readonly db: Queryable,
    /** The territory rows without a query when the book of that version holds them. */
    private readonly territoriesOf: TerritoriesOf = async () => undefined,
  ) {}

  clear() {
    this.loaded.clear();
  }

  /**
   * A vintage's values at a data version. A vintage loaded at an earlier version is kept when its
   * stamp did not change (an import of another vintage, or of a CSV): its ranks are not computed
   * again, which would hold every instance for seconds after each import.
   */
  vintage(year: number, version: string): Promise<LoadedVintage> {
    return this.loaded.get(
      year,
      version,
      () => readVintage(this.db, year, () => this.territoriesOf(year, version)),
      () => readStamp(this.db, year),
    );
  }

  /** Loads a vintage's values and ranks every column ahead of the first request. */
  async prepare(year: number, version: string): Promise<void> {
    await this.rankAll(await this.vintage(year, version));
  }

  /** Resolves once the columns of `ids` are ranked (at once when they are). */
  async rankColumns(v: LoadedVintage, ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const col = v.column.get(id);
      if (col !== undefined && v.ranks.ranked[col] !== 1) return this.rankAll(v);
    }
  }

  /**
   * Ranks every column of the vintage on the rank thread, in one run that every caller shares.
   * Without the thread, on this one, a column per turn of the event loop: never several columns
   * in a row, which would hold the requests being served.
   */
  private rankAll(v: LoadedVintage): Promise<void> {
    let run = this.rankRuns.get(v);
    if (!run) {
      run = (async () => {
        const width = v.values.ids.length;
        if (v.values.keys.length * width <= SMALL_VINTAGE_CELLS) {
          for (let col = 0; col < width; col++) this.ranksOf(v, col);
          return;
        }
        const ranked = rankThread.rank(v.layout, v.values.values, v.ranks);
        if (ranked) {
          try {
            return await ranked;
          } catch {}
        }
        for (let col = 0; col < width; col++) {
          if (v.ranks.ranked[col] === 1) continue;
          await nextSlice();
          this.ranksOf(v, col);
        }
      })();
      this.rankRuns.set(v, run);
    }
    return run;
  }

  /** The vintage's ranks, with column `col` ranked (once per loaded vintage). */
  ranksOf(v: LoadedVintage, col: number): VintageRanks {
    if (v.ranks.ranked[col] !== 1) rankColumn(v.layout, v.values.values, col, v.ranks);
    return v.ranks;
  }

  /** A territory's national and parent ranks for a column (null without a value). */
  private rank(
    v: LoadedVintage,
    row: number | undefined,
    type: TerritoryType,
    id: string,
    parents: Parents,
  ): NonNullable<StatisticValue['rank']> {
    const col = v.column.get(id);
    if (row === undefined || col === undefined) return { national: null, parent: null };
    const ranks = this.ranksOf(v, col);
    const { width } = ranks;
    const national = ranks.national[row * width + col] as number;
    if (national === 0) return { national: null, parent: null };
    const parentType = RANK_PARENT[type];
    const parentRef = parentType ? parents[parentType] : undefined;
    const group = v.layout.group[row] as number;
    const inParent = ranks.parent[row * width + col] as number;
    return {
      national: { rank: national, of: ranks.nationalOf.get(type)?.[col] ?? 0 },
      parent:
        parentRef && group >= 0 && inParent > 0
          ? { rank: inParent, of: ranks.parentOf[group * width + col] as number }
          : null,
    };
  }

  /** One territory row's value of a catalogue id, with its status and coverage. */
  cell(v: LoadedVintage, row: number | undefined, id: string): Cell {
    const col = v.column.get(id);
    if (row === undefined || col === undefined) {
      return { value: null, status: 'unavailable', reason: 'not_covered' };
    }
    const { values, status, members, ids } = v.values;
    const at = row * ids.length + col;
    const described = describeStatus(status[at] as number);
    const of = members[row] as number;
    const value = values[at] as number;
    // Built field by field in the answer's key order (spreads cost a third of the time here).
    const out: Cell = { value: Number.isNaN(value) ? null : value, status: described.status };
    if (described.reason !== undefined) out.reason = described.reason;
    if (described.published) out.published = true;
    if (described.scope) out.scope = described.scope;
    // A published or non-aggregable figure is the source's, not a sum over members: no coverage.
    if (
      of > 0 &&
      described.status !== 'not_applicable' &&
      !described.published &&
      !NOT_SUMMED.has(id)
    ) {
      out.coverage = { covered: coveredAt(v.values, row, col), of };
    }
    return out;
  }

  /**
   * A reference territory's cells (a département, a région, France) for every column, made once
   * per loaded vintage: every answer of their territories shares them. Checked against the
   * contract once and frozen (checked.ts).
   */
  referenceCells(v: LoadedVintage, row: number | undefined): Map<string, Cell> {
    const key = row ?? -1;
    let cells = v.references.get(key);
    if (!cells) {
      cells = new Map(v.values.ids.map((id) => [id, checkedReference(this.cell(v, row, id))]));
      v.references.set(key, cells);
    }
    return cells;
  }

  /** Territories' values of the given catalogue ids (no references nor ranks), per `type:code`. */
  async cells(
    year: number,
    version: string,
    keys: string[],
    ids: readonly string[],
  ): Promise<StatisticValue[][]> {
    const v = await this.vintage(year, version);
    return keys.map((key) => {
      const row = v.index.get(key);
      return ids.map((id) => statisticOf(key, id, this.cell(v, row, id)));
    });
  }

  /**
   * A territory's values of the given catalogue ids, each with its références (the territory's
   * département and région from `parents`, and France) and its national and parent ranks.
   */
  async territory(
    year: number,
    version: string,
    type: TerritoryType,
    code: string,
    ids: readonly string[],
    parents: Parents,
  ): Promise<StatisticValue[]> {
    const v = await this.vintage(year, version);
    await this.rankColumns(v, ids);
    const row = v.index.get(`${type}:${code}`);
    const france = v.index.get(FRANCE_KEY);
    const franceCells = this.referenceCells(v, france);
    const aboveCells = referenceRows(v, type, code, parents).map((p) => ({
      level: p.level,
      cells: this.referenceCells(v, p.row),
    }));
    return ids.map((id) => {
      const references = {} as NonNullable<StatisticValue['references']>;
      for (const p of aboveCells) {
        references[p.level] = p.cells.get(id) ?? this.cell(v, undefined, id);
      }
      references.france = franceCells.get(id) ?? this.cell(v, france, id);
      const statistic = statisticOf(`${type}:${code}`, id, this.cell(v, row, id));
      statistic.references = references;
      statistic.rank = this.rank(v, row, type, id, parents);
      return statistic;
    });
  }

  /**
   * `territory` written as JSON bytes from the vintage's arrays (statistics-json.ts): the same
   * bytes as its objects checked by the contract and stringified, without making them. The writer
   * runs synchronously, once the vintage is loaded and the asked columns ranked.
   */
  async territoryWriter(
    year: number,
    version: string,
    type: TerritoryType,
    code: string,
    ids: readonly string[],
    parents: Parents,
  ): Promise<(around?: Around) => Buffer> {
    const v = await this.vintage(year, version);
    await this.rankColumns(v, ids);
    const parentType = RANK_PARENT[type];
    const territory = {
      type,
      row: v.index.get(`${type}:${code}`),
      refs: referenceRows(v, type, code, parents),
      parentRanked: Boolean(parentType && parents[parentType]),
    };
    const france = v.index.get(FRANCE_KEY);
    return (around) => writeStatistics(v, this, territory, ids, france, around);
  }

  /**
   * The given catalogue ids aggregated over a group of communes of the vintage (a user's area),
   * by the catalogue's rules as an EPCI's are, each with its coverage and France as reference.
   * A figure that is not aggregable is not applicable to a group. Communes the vintage does not
   * have are left out (the caller checked them).
   */
  async group(
    year: number,
    version: string,
    communes: readonly string[],
    ids: readonly string[],
  ): Promise<StatisticValue[]> {
    const v = await this.vintage(year, version);
    const rows = communes.flatMap((code) => {
      const row = v.index.get(`commune:${code}`);
      return row === undefined ? [] : [row];
    });
    const columns = {
      values: v.values.values,
      status: v.values.status,
      width: v.values.ids.length,
      column: v.column,
    };
    const franceCells = this.referenceCells(v, v.index.get(FRANCE_KEY));
    return ids.map((id) => {
      const def = INDICATORS_BY_ID.get(id);
      const col = v.column.get(id);
      let cell: Cell;
      if (!def || col === undefined || def.aggregation.rule === 'none') {
        cell = { value: null, status: 'not_applicable' };
      } else {
        const [value, code, covered] = aggregateOver(columns, rows, col, def);
        const described = describeStatus(code);
        cell = { value: Number.isNaN(value) ? null : value, status: described.status };
        if (described.reason !== undefined) cell.reason = described.reason;
        if (!NOT_SUMMED.has(id)) cell.coverage = { covered, of: rows.length };
      }
      const statistic = statisticOf(`area:${year}`, id, cell);
      statistic.references = {
        france: franceCells.get(id) ?? this.cell(v, undefined, id),
      } as NonNullable<StatisticValue['references']>;
      return statistic;
    });
  }

  /** A page of the ranking of a level's territories (in a parent): see ranking-index.ts. */
  async ranking(
    year: number,
    version: string,
    id: string,
    level: TerritoryType,
    parent: string | undefined,
    q: RankingQuery,
    all: boolean,
  ): Promise<IndicatorValuesResponse> {
    const indicator = CATALOGUE.indicators.find((i) => i.id === id);
    if (!indicator) throw unknownIndicators([id]);
    const v = await this.vintage(year, version);
    return rankingOf(v, this, indicator, year, level, parent, q, all);
  }

  /** Every territory of a level (in a parent), with ranks, and France. */
  async level(
    year: number,
    version: string,
    id: string,
    level: TerritoryType,
    parent: string | undefined,
    src: LevelSource,
  ): Promise<IndicatorValuesResponse> {
    const indicator = CATALOGUE.indicators.find((i) => i.id === id);
    if (!indicator) throw unknownIndicators([id]);
    const { parent: parentRef, rows } = levelTerritories(src, year, level, parent);
    const v = await this.vintage(year, version);
    const values = rows.map((r) => {
      // Field by field (a spread here was a quarter of a map's values); the contract's check
      // writes the keys in its own order.
      const cell = this.cell(v, v.index.get(`${level}:${r.code}`), id);
      const out: IndicatorValuesResponse['values'][number] = {
        code: r.code,
        name: r.name,
        value: cell.value,
        status: cell.status,
        rank: null,
      };
      if (cell.reason !== undefined) out.reason = cell.reason;
      if (cell.published) out.published = true;
      if (cell.scope) out.scope = cell.scope;
      if (cell.coverage !== undefined) out.coverage = cell.coverage;
      return out;
    });
    rankDescending(values);
    return {
      indicator,
      level,
      year,
      parent: parentRef,
      france: this.cell(v, v.index.get(FRANCE_KEY), id),
      values,
    };
  }
}
