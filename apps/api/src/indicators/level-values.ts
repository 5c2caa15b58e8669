/**
 * What every "one indicator for every territory of a level" answer shares (the parent filter and
 * the ranks), and the legal population of a vintage served in that shape
 * (`GET /api/indicators/population/values`: the maps' default indicator).
 */
import {
  type IndicatorValuesResponse,
  LEGAL_POPULATION_ID,
  LEGAL_POPULATION_SOURCE,
  type TerritoryType,
  type ZoneType,
} from '@epic/api-contract';
import { invalidParent, invalidParentLevel } from './errors.js';

/** Where a territory of a level keeps its parent's code, per parent type. */
const PARENT_COLUMN: Partial<
  Record<TerritoryType, 'epci' | 'departement' | 'region' | 'commune' | ZoneType>
> = {
  epci: 'epci',
  departement: 'departement',
  region: 'region',
  commune: 'commune',
  ze: 'ze',
  aav: 'aav',
  uu: 'uu',
  bv: 'bv',
};

/** The levels a territory of each level can be listed within (those above it). */
const PARENT_LEVELS: Record<TerritoryType, TerritoryType[]> = {
  region: [],
  departement: ['region'],
  epci: ['region', 'departement'],
  commune: ['region', 'departement', 'epci', 'ze', 'aav', 'uu', 'bv'],
  arrondissement: ['region', 'departement', 'epci', 'commune'],
  // The zones that lie in a région or département (the others straddle them).
  ze: ['region', 'departement'],
  aav: ['region', 'departement'],
  uu: ['region', 'departement'],
  bv: ['region', 'departement'],
};

/** `parent=type:code` checked against `level` (400 INVALID_PARENT): its type, column and code. */
export function parseParent(parent: string, level: TerritoryType) {
  const match = /^([a-z]+):([0-9a-zA-Z]{2,9})$/.exec(parent);
  const parentType = match?.[1] as TerritoryType | undefined;
  const column = parentType ? PARENT_COLUMN[parentType] : undefined;
  if (!match || !parentType || !column) throw invalidParent();
  if (!PARENT_LEVELS[level].includes(parentType)) throw invalidParentLevel(level, parentType);
  return { type: parentType, column, code: (match[2] as string).toUpperCase() };
}

/** Where a level's territories are read: the book of the data version (data/book.ts). */
export interface LevelSource {
  row(year: number, type: TerritoryType, code: string): { name: string } | undefined;
  level(
    year: number,
    level: TerritoryType,
    parent?: { column: string; code: string },
  ): { code: string; name: string; population: number | null }[];
}

/** A level's territories of a vintage (code order), within `parent` (`type:code`) if given. */
export function levelTerritories(
  src: LevelSource,
  year: number,
  level: TerritoryType,
  parent: string | undefined,
): {
  parent: IndicatorValuesResponse['parent'];
  rows: { code: string; name: string; population: number | null }[];
} {
  if (parent === undefined) return { parent: null, rows: src.level(year, level) };
  const { type: parentType, column, code } = parseParent(parent, level);
  const p = src.row(year, parentType, code);
  if (!p) throw invalidParent();
  return {
    parent: { type: parentType, code, name: p.name },
    rows: src.level(year, level, { column, code }),
  };
}

/** Ranks the listed values in place: 1 = highest, ties share a rank, null without a value. */
export function rankDescending(values: { value: number | null; rank: number | null }[]): void {
  const ranked = values
    .filter((x) => x.value !== null)
    .sort((a, b) => (b.value as number) - (a.value as number));
  let previous = Number.NaN;
  let current = 0;
  ranked.forEach((x, i) => {
    if (x.value !== previous) current = i + 1;
    previous = x.value as number;
    x.rank = current;
  });
}

/** The legal population's definition, as a catalogue entry would give it. */
export function legalPopulationIndicator(year: number): IndicatorValuesResponse['indicator'] {
  return {
    id: LEGAL_POPULATION_ID,
    label: 'Population',
    definition: `Population municipale légale du millésime ${year} (Insee), publiée avec la géographie officielle au 1er janvier ${year}\u00a0; pour un groupement, la somme de ses communes.`,
    unit: 'habitants',
    format: 'integer',
    theme: 'population',
    source: LEGAL_POPULATION_SOURCE,
    referenceYear: `population légale ${year}`,
    aggregation: { rule: 'sum' },
  };
}

const populationCell = (population: number | null) =>
  population === null
    ? { value: null, status: 'unavailable' as const, reason: 'not_covered' as const }
    : { value: population, status: 'ok' as const };

/** The legal population of every territory of a level (in a parent), ranked, and France's. */
export function legalPopulation(
  src: LevelSource,
  year: number,
  level: TerritoryType,
  parent: string | undefined,
  france: number | null,
): IndicatorValuesResponse {
  const territories = levelTerritories(src, year, level, parent);
  const values = territories.rows.map((r) => ({
    code: r.code,
    name: r.name,
    ...populationCell(r.population === null ? null : Number(r.population)),
    rank: null as number | null,
  }));
  rankDescending(values);
  return {
    indicator: legalPopulationIndicator(year),
    level,
    year,
    parent: territories.parent,
    france: populationCell(france),
    values,
  };
}
