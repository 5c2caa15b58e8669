/**
 * The key figures of the reference columns (France, each side's parent), with `references=`: the
 * same figures as the sides', on the same footing (a legal population names its census, a change
 * runs since the previous census on the later perimeter).
 */
import type {
  CompareDetail,
  CompareReferenceRowCell,
  CompareResponse,
  TerritoryType,
} from '@epic/api-contract';
import type { VintageInfo } from '../../../data/catalogue.js';
import type { CompareRequest } from '../../../data/compare.js';
import { changeYears, notComparableReason } from '../../../data/population-change.js';
import { type DataService, missingAsNull } from '../../../data/service.js';
import { type LoadedPart, seriesCell } from '../../../indicators/series-read.js';
import { STATUS } from '../../../indicators/status.js';
import { keyFigures } from '../territories/service.js';

type Row = CompareResponse['rows'][number];
type Cell = CompareReferenceRowCell;

const census = (c: VintageInfo['census'] | CompareDetail['census']) =>
  c
    ? {
        census: {
          year: c.year,
          sameAs: c.sameAs,
          ...('incomplete' in c && c.incomplete ? { incomplete: true as const } : {}),
        },
      }
    : {};

/** A parent's cell of a row: its own key figures (a parent is a département or a région). */
function parentCell(row: Row, d: CompareDetail): Cell {
  switch (row.indicator) {
    case 'population':
      return { value: d.population, applicable: true, ...census(d.census) };
    case 'change_previous': {
      const previous = d.change.previous;
      if (!previous) return { value: null, applicable: true };
      return {
        value: previous.relative,
        applicable: true,
        change: {
          year: previous.year,
          census: previous.census,
          comparable: previous.comparable,
          ...(previous.reason ? { reason: previous.reason } : {}),
        },
      };
    }
    case 'communes':
      return { value: d.communes, applicable: true };
    case 'share_national':
      return { value: d.rank.national?.share ?? null, applicable: true };
    default:
      return {
        value: d.indicators.find((i) => i.id === row.indicator)?.value ?? null,
        applicable: true,
      };
  }
}

/** Whether a région's legal population in its own vintage leaves out merged communes. */
const incomplete = (pack: LoadedPart, year: number, regions: readonly { code: string }[]) =>
  regions.some(
    ({ code }) =>
      seriesCell(pack, `region:${code}`, `population@${year}`)?.status ===
      STATUS.incomplete_population,
  );

/**
 * France's change since the previous census. France's perimeter is every commune in every
 * vintage, so both totals are on it (a commune moving between régions changes neither); it is
 * not comparable when either total leaves out communes merged after its census, as a side's.
 */
async function franceChange(
  data: DataService,
  vintage: VintageInfo,
  vintages: readonly VintageInfo[],
): Promise<Cell> {
  const { previous } = changeYears(vintages, vintage.year);
  const earlier = vintages.find((v) => v.year === previous);
  if (!earlier) return { value: null, applicable: true };
  const src = await data.source();
  const packs = await Promise.all(
    [vintage.year, earlier.year].map((year) =>
      data.seriesPacks.population(year, src.version).catch(missingAsNull),
    ),
  );
  // Without the populations on a constant perimeter, no side has a change either.
  if (packs.some((p) => p === null)) return { value: null, applicable: true };
  const since = { year: earlier.year, census: earlier.census?.year ?? null };
  const partial = [vintage.year, earlier.year].some((year, i) =>
    incomplete(packs[i] as LoadedPart, year, src.level(year, 'region')),
  );
  if (partial || earlier.population === 0) {
    const reason = notComparableReason(STATUS.incomplete_population);
    return { value: null, applicable: true, change: { ...since, comparable: false, reason } };
  }
  return {
    value: (vintage.population - earlier.population) / earlier.population,
    applicable: true,
    change: { ...since, comparable: true },
  };
}

/** France's cells of the built-in rows, in the vintage shown; none for an imported indicator. */
async function franceCells(data: DataService, year: number): Promise<Map<string, Cell>> {
  const { vintages } = await data.catalogue();
  const vintage = vintages.find((v) => v.year === year);
  if (!vintage) return new Map();
  return new Map<string, Cell>([
    ['population', { value: vintage.population, applicable: true, ...census(vintage.census) }],
    ['change_previous', await franceChange(data, vintage, vintages)],
    ['communes', { value: vintage.counts.commune, applicable: true }],
    // The national population's share of itself: no meaning.
    ['share_national', { value: null, applicable: false }],
  ]);
}

/** Each side's parent's key figures (one read per parent), null without a parent. */
function parentDetails(
  data: DataService,
  parents: NonNullable<NonNullable<CompareResponse['references']>['parents']>,
): Promise<(CompareDetail | null)[]> {
  const reads = new Map<string, Promise<CompareDetail | null>>();
  return Promise.all(
    parents.map((p) => {
      if (!p) return null;
      const key = `${p.type}:${p.code}:${p.year}`;
      let read = reads.get(key);
      if (!read) {
        read = keyFigures(data, p.type as TerritoryType, p.code, p.year).catch(missingAsNull);
        reads.set(key, read);
      }
      return read;
    }),
  );
}

/** The comparison with its key rows' France and parent cells, as its `references` ask. */
export async function withReferenceRows(
  data: DataService,
  result: CompareResponse,
  req: CompareRequest,
): Promise<CompareResponse> {
  if (!req.france && !req.parent) return result;
  const year = result.sides[req.reference]?.territory.year;
  const france = req.france && year !== undefined ? await franceCells(data, year) : undefined;
  const parents = req.parent ? await parentDetails(data, result.references?.parents ?? []) : [];
  return {
    ...result,
    rows: result.rows.map((row) => {
      const cell = france?.get(row.indicator);
      return {
        ...row,
        ...(cell ? { france: cell } : {}),
        ...(req.parent ? { parents: parents.map((d) => (d ? parentCell(row, d) : null)) } : {}),
      };
    }),
  };
}
