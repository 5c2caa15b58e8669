/**
 * Reads a vintage's series packs (series-pack.ts), once per data version, and answers a
 * territory's cells: its legal population rebuilt in another vintage, or a published income
 * figure of a year.
 */
import type { Queryable } from '../db/adapter.js';
import { HttpError } from '../errors.js';
import { noIndicatorData, noPopulationData } from './errors.js';
import { type SeriesPack, unpackSeries } from './series-pack.js';
import { StampedCache } from './stamped-cache.js';
import { STATUS } from './status.js';

export interface LoadedPart {
  /** Digest of the stored row: an import that leaves it unchanged keeps the part in memory. */
  stamp: string;
  pack: SeriesPack;
  index: Map<string, number>;
  column: Map<string, number>;
}

const TABLES = { population: 'population_vintage', income: 'income_vintage' } as const;
const STAMPS = {
  population: "md5(data) || ' ' || md5(notes::text)",
  income: 'md5(data)',
} as const;

/** One cell of a pack: its value (null when none), status byte, communes summed, same perimeter. */
export interface SeriesCell {
  value: number | null;
  status: number;
  communes: number;
  same: boolean;
  from?: string[];
}

export function seriesCell(part: LoadedPart, key: string, id: string): SeriesCell | undefined {
  const row = part.index.get(key);
  const col = part.column.get(id);
  if (row === undefined || col === undefined) return undefined;
  const { pack } = part;
  const at = row * pack.ids.length + col;
  const value = pack.values[at] as number;
  const from = pack.from[key]?.[id.slice(id.indexOf('@') + 1)];
  return {
    value: Number.isNaN(value) ? null : value,
    status: pack.status[at] as number,
    communes: pack.communes[at] as number,
    same: pack.same[at] === 1,
    ...(from ? { from } : {}),
  };
}

/**
 * The cells of several communes of the pack's vintage summed (a user's area): a value only when
 * every commune has one (`ok`); otherwise the first other status met.
 */
export function groupCell(part: LoadedPart, communes: readonly string[], id: string): SeriesCell {
  let value = 0;
  let summed = 0;
  let same = true;
  for (const code of communes) {
    const cell = seriesCell(part, `commune:${code}`, id);
    if (!cell) return { value: null, status: STATUS.absent_from_source, communes: 0, same: false };
    if (cell.status !== STATUS.ok || cell.value === null) return { ...cell, value: null, from: [] };
    value += cell.value;
    summed += cell.communes;
    same &&= cell.same;
  }
  return { value, status: STATUS.ok, communes: summed, same };
}

/**
 * The packs of a vintage, read once per data version: the populations (population_vintage,
 * imported with the vintages) and the income figures (income_vintage, with the indicators).
 */
export class SeriesReader {
  // Data not imported stays so until the next import (a new version).
  private readonly loaded = new StampedCache<string, LoadedPart>(
    (error) => error instanceof HttpError && error.status === 503,
  );

  constructor(private readonly db: Queryable) {}

  clear() {
    this.loaded.clear();
  }

  population(year: number, version: string): Promise<LoadedPart> {
    return this.part(year, version, 'population');
  }

  income(year: number, version: string): Promise<LoadedPart> {
    return this.part(year, version, 'income');
  }

  private part(year: number, version: string, part: SeriesPack['part']): Promise<LoadedPart> {
    return this.loaded.get(
      `${part}:${year}`,
      version,
      () => this.read(year, part),
      () => this.stamp(year, part),
    );
  }

  /** The stored part's stamp (`LoadedPart.stamp`), undefined when it is not stored. */
  private async stamp(year: number, part: SeriesPack['part']): Promise<string | undefined> {
    const [row] = await this.db.query<{ stamp: string }>(
      `SELECT ${STAMPS[part]} AS stamp FROM ${TABLES[part]} WHERE year = $1`,
      [year],
    );
    return row?.stamp;
  }

  private async read(year: number, part: SeriesPack['part']): Promise<LoadedPart> {
    // As text: PGlite returns a large text[] or bytea slowly.
    const [row] = await this.db.query<{
      ids: string[];
      keys: string;
      data: string;
      notes: string;
      stamp: string;
    }>(
      `SELECT ids, array_to_string(keys, ',') AS keys, encode(data, 'base64') AS data,
              ${part === 'population' ? 'notes::text' : "'{}'"} AS notes, ${STAMPS[part]} AS stamp
       FROM ${TABLES[part]} WHERE year = $1`,
      [year],
    );
    if (!row) throw part === 'population' ? noPopulationData(year) : noIndicatorData(year);
    const keys = row.keys.split(',');
    const pack = await unpackSeries(
      year,
      part,
      row.ids,
      keys,
      Buffer.from(row.data, 'base64'),
      JSON.parse(row.notes),
    );
    return {
      stamp: row.stamp,
      pack,
      index: new Map(keys.map((k, i) => [k, i])),
      column: new Map(row.ids.map((id, i) => [id, i])),
    };
  }
}
