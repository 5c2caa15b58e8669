/**
 * A territory's change of population since an earlier vintage, always on the perimeter of the
 * vintage shown: the earlier population is the population pack's (indicators/series-pack.ts), the
 * territory rebuilt from the communes of that vintage.
 */
import {
  AREA_SIDE,
  type Perimeter,
  type PopulationChange,
  type TerritoryInYear,
  type TerritoryType,
} from '@epic/api-contract';
import {
  groupCell,
  type LoadedPart,
  type SeriesCell,
  seriesCell,
} from '../indicators/series-read.js';
import { STATUS } from '../indicators/status.js';
import type { VintageInfo } from './catalogue.js';

/** A vintage's rows of another year, as the book answers them. */
export interface RowsOf {
  row(
    year: number,
    type: TerritoryType,
    code: string,
  ): { name: string; population: number | null; type_liaison: number | null } | undefined;
}

interface At {
  code: string;
  /** The vintage shown: the perimeter of every figure. */
  year: number;
  population: number | null;
}

/**
 * A territory in the vintage shown, or a user's area there (its communes of that vintage: its
 * cells are theirs summed, and it has no population of its own in another vintage).
 */
export type TerritoryAt =
  | (At & { type: TerritoryType })
  | (At & { type: typeof AREA_SIDE; communes: readonly string[] });

/** `t`'s cell of the population pack (`population@<vintage>`). */
export function populationCell(t: TerritoryAt, population: LoadedPart, id: string) {
  return t.type === AREA_SIDE
    ? groupCell(population, t.communes, id)
    : seriesCell(population, `${t.type}:${t.code}`, id);
}

const census = (vintages: readonly VintageInfo[], year: number) =>
  vintages.find((v) => v.year === year)?.census?.year ?? null;

/**
 * The vintages a change is computed from: `previous`, the latest earlier vintage with another
 * census (a vintage that repeats a census has no change to show against it), and `first`, the
 * earliest vintage, when it is another one.
 */
export function changeYears(
  vintages: readonly VintageInfo[],
  year: number,
  comparable: (other: number) => boolean = () => true,
) {
  const own = census(vintages, year);
  const earlier = vintages.filter((v) => v.year < year);
  const previous = [...earlier]
    .reverse()
    .find((v) => own === null || v.census === null || v.census.year !== own)?.year;
  // The earliest vintage the perimeter can be rebuilt in (2019 populations can be incomplete).
  const first = earlier.find((v) => comparable(v.year))?.year ?? earlier[0]?.year;
  return {
    previous: previous ?? null,
    first: first !== undefined && first !== previous ? first : null,
  };
}

/** Whether `t`'s population can be rebuilt in `other` (a change can be computed). */
export function rebuildable(t: TerritoryAt, other: number, population: LoadedPart): boolean {
  return populationCell(t, population, `population@${other}`)?.status === STATUS.ok;
}

/** Whether `t`'s own population in its vintage leaves out communes merged after the census. */
export function incompletePopulation(t: TerritoryAt, population: LoadedPart): boolean {
  return (
    populationCell(t, population, `population@${t.year}`)?.status === STATUS.incomplete_population
  );
}

export function perimeterOf(
  t: TerritoryAt,
  other: number,
  cell: SeriesCell,
  rows: RowsOf,
): Perimeter {
  // An incomplete population then is not shown as the territory's, whatever its perimeter.
  const asWas =
    cell.status === STATUS.incomplete_population || t.type === AREA_SIDE
      ? null
      : (rows.row(other, t.type, t.code)?.population ?? null);
  const perimeter: Perimeter = {
    year: t.year,
    same: cell.same,
    asWas,
    communes: cell.status === STATUS.ok ? cell.communes : 0,
  };
  if (cell.from) {
    perimeter.from = cell.from.map((code): TerritoryInYear => {
      const r = rows.row(other, 'commune', code);
      return {
        type: 'commune',
        code,
        name: r?.name ?? code,
        ...(r?.type_liaison === null || r?.type_liaison === undefined
          ? {}
          : { typeLiaison: r.type_liaison }),
        year: other,
      };
    });
  }
  return perimeter;
}

export function notComparableReason(status: number) {
  if (status === STATUS.perimeter_changed) return 'perimeter_changed';
  if (status === STATUS.incomplete_population) return 'incomplete_population';
  return 'absent_from_source';
}

/** The change of `t`'s population since vintage `other`, both on `t`'s perimeter. */
export function populationChange(
  t: TerritoryAt,
  other: number,
  population: LoadedPart,
  vintages: readonly VintageInfo[],
  rows: RowsOf,
): PopulationChange {
  const cell = populationCell(t, population, `population@${other}`) ?? {
    value: null,
    status: STATUS.absent_from_source,
    communes: 0,
    same: false,
  };
  const base = {
    year: other,
    census: census(vintages, other),
    perimeter: perimeterOf(t, other, cell, rows),
  };
  if (cell.status !== STATUS.ok || cell.value === null || t.population === null) {
    return {
      ...base,
      population: null,
      absolute: null,
      relative: null,
      comparable: false,
      reason: notComparableReason(cell.status),
    };
  }
  const absolute = t.population - cell.value;
  return {
    ...base,
    population: cell.value,
    absolute,
    relative: cell.value === 0 ? null : absolute / cell.value,
    comparable: true,
  };
}

/** A vintage's census as a territory's answer gives it, `incomplete` when its population is. */
export function censusOf(vintage: VintageInfo, incomplete: boolean) {
  return vintage.census
    ? {
        year: vintage.census.year,
        sameAs: vintage.census.sameAs,
        ...(incomplete ? { incomplete: true as const } : {}),
      }
    : null;
}
