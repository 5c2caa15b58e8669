import { MAX_SIDES, sideKeys } from '../../data/params';
import type { ComparisonReferences } from '../../data/queries';
import { comparisonHref, REFERENCE_PARAM, REFERENCES_PARAM } from './comparerAddress';

/**
 * The Comparer's address after an edit of the list of sides: sides moved or removed, another
 * reference, other reference columns. Loaded with the list's controls (sideControls.tsx), out of
 * the route chunk.
 */

/** Writes the reference side's position (1 is the default: no parameter). */
function setReference(target: URLSearchParams, n: number) {
  if (n === 1) target.delete(REFERENCE_PARAM);
  else target.set(REFERENCE_PARAM, String(n));
}

/** The reference as written, when it is a side's position. */
const writtenReference = (search: URLSearchParams) => {
  const raw = search.get(REFERENCE_PARAM)?.trim() ?? '1';
  return /^[1-6]$/.test(raw) ? Number(raw) : null;
};

/**
 * The address with the sides in a new order: `order` lists their current positions in the new
 * order, without the removed ones. Sides move as written (even invalid: nothing is lost), and the
 * reference follows its side (back to the first when its side is removed).
 */
function arrangeHref(search: URLSearchParams, order: number[]): string {
  const next = new URLSearchParams(search);
  for (let n = 1; n <= MAX_SIDES; n++) {
    const to = sideKeys(n);
    const from = sideKeys(order[n - 1] ?? 0);
    for (const name of ['type', 'id', 'year'] as const) {
      const value = order[n - 1] ? search.get(from[name]) : null;
      if (value === null) next.delete(to[name]);
      else next.set(to[name], value);
    }
  }
  const reference = writtenReference(search);
  if (reference !== null) setReference(next, order.indexOf(reference) + 1 || 1);
  return comparisonHref(next);
}

const POSITIONS = Array.from({ length: MAX_SIDES }, (_, i) => i + 1);

/** The address without side `n`: the following sides take the place before theirs. */
export const removeSideHref = (search: URLSearchParams, n: number) =>
  arrangeHref(
    search,
    POSITIONS.filter((m) => m !== n),
  );

/** The address with sides `n` and `m` exchanged. */
export const moveSideHref = (search: URLSearchParams, n: number, m: number) =>
  arrangeHref(
    search,
    POSITIONS.map((p) => (p === n ? m : p === m ? n : p)),
  );

/** The address with side `n` as the reference for differences. */
export function referenceHref(search: URLSearchParams, n: number): string {
  const next = new URLSearchParams(search);
  setReference(next, n);
  return comparisonHref(next);
}

/** The address with these reference columns (none: no parameter). */
export function referencesHref(search: URLSearchParams, columns: ComparisonReferences): string {
  const next = new URLSearchParams(search);
  const names = (['france', 'parent'] as const).filter((name) => columns[name]);
  if (names.length === 0) next.delete(REFERENCES_PARAM);
  else next.set(REFERENCES_PARAM, names.join(','));
  return comparisonHref(next);
}
