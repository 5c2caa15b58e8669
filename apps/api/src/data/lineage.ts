/**
 * Mergers between vintages, derived from the communes' former codes: what a commune was created
 * from and merged into, and for an EPCI (which records no mergers) where its member communes were
 * before it existed and went after it was gone.
 */
import type {
  AbsentDetails,
  Merger,
  TerritoryDetail,
  TerritoryInYear,
  TerritoryType,
} from '@epic/api-contract';
import type { TerritorySource } from './memory-repository.js';
import type { HistoryRow } from './repository.js';

/**
 * What stands in the place of a commune absent from `year`: the commune(s) it was merged into
 * (whose former codes include it), and, before it was created, the communes it was created from.
 * Other levels record no mergers.
 */
export async function standIns(
  repo: TerritorySource,
  type: TerritoryType,
  code: string,
  year: number,
  history: HistoryRow[],
): Promise<Pick<AbsentDetails, 'successors' | 'predecessors'>> {
  if (type === 'epci') {
    // An EPCI records no mergers: where its member communes were, or went.
    const before = history.filter((h) => h.year < year).at(-1);
    const after = history.find((h) => h.year > year);
    return {
      successors: before ? await repo.epciOfMembers(code, before.year, year) : [],
      predecessors: !before && after ? await repo.epciOfMembers(code, after.year, year) : [],
    };
  }
  if (type !== 'commune') return { successors: [], predecessors: [] };
  const successors = await repo.mergedInto(code, year);
  const first = history[0];
  const predecessors =
    first && year < first.year && first.former_codes.length > 0
      ? await repo.communesIn(year, first.former_codes)
      : [];
  return { successors, predecessors };
}

/** An EPCI's lineage: the EPCI of its communes the vintage before it was created, and after. */
async function epciLineage(
  repo: TerritorySource,
  code: string,
  year: number,
  history: HistoryRow[],
  years: number[],
): Promise<TerritoryDetail['lineage']> {
  const exists = new Set(history.map((h) => h.year));
  // Created after the first vintage: the EPCI its communes belonged to the vintage before.
  const first = history[0]?.year ?? year;
  const before = years[years.indexOf(first) - 1];
  const from = before !== undefined ? await repo.epciOfMembers(code, first, before) : [];
  // Gone after this vintage: the EPCI its communes belong to then.
  const nextOf = (y: number) => years[years.indexOf(y) + 1];
  const last = history.find((h) => {
    const next = nextOf(h.year);
    return h.year >= year && next !== undefined && !exists.has(next);
  });
  const gone = last ? nextOf(last.year) : undefined;
  const into = last && gone !== undefined ? await repo.epciOfMembers(code, last.year, gone) : [];
  return {
    mergedFrom: from.length > 0 ? { year: first, territories: from } : null,
    mergedInto: into.length > 0 && gone !== undefined ? { year: gone, territories: into } : null,
  };
}

/** The latest merger, up to `year`, that created the commune (with its predecessors). */
async function communeMergedFrom(
  repo: TerritorySource,
  code: string,
  year: number,
  history: HistoryRow[],
  years: number[],
): Promise<Merger | null> {
  const formerCodes = [...new Set(history.flatMap((h) => h.former_codes))];
  if (formerCodes.length === 0) return null;
  const exists = new Set(history.map((h) => h.year));
  const rows = await repo.communesEveryYear([...formerCodes, code]);
  const at = (y: number | undefined, c: string) => rows.find((r) => r.year === y && r.code === c);
  let mergedFrom: Merger | null = null;
  for (const h of history) {
    if (h.year > year) break;
    const previous = years[years.indexOf(h.year) - 1];
    if (previous === undefined) continue;
    const territories: TerritoryInYear[] = [];
    for (const c of h.former_codes) {
      const then = at(previous, c);
      if (then && !at(h.year, c)) territories.push(then);
    }
    if (territories.length === 0) continue;
    const itself = exists.has(previous) ? at(previous, code) : undefined;
    if (itself) territories.push(itself);
    territories.sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.code.localeCompare(b.code));
    mergedFrom = { year: h.year, territories };
  }
  return mergedFrom;
}

/**
 * The mergers around a commune seen in `year`: the latest one, up to `year`, that created it
 * (predecessors in the vintage before), and the one it disappears into after `year`.
 */
export async function lineage(
  repo: TerritorySource,
  type: TerritoryType,
  code: string,
  year: number,
  history: HistoryRow[],
  years: number[],
): Promise<TerritoryDetail['lineage']> {
  if (type === 'epci') return epciLineage(repo, code, year, history, years);
  if (type !== 'commune') return { mergedFrom: null, mergedInto: null };
  const mergedFrom = await communeMergedFrom(repo, code, year, history, years);
  const exists = new Set(history.map((h) => h.year));
  let mergedInto: Merger | null = null;
  const next = years.find((y) => y > year && !exists.has(y));
  if (next !== undefined) {
    const territories = await repo.mergedInto(code, next);
    if (territories.length > 0) mergedInto = { year: next, territories };
  }
  return { mergedFrom, mergedInto };
}
