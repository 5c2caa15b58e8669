import { useElementWidth } from '../chart/useElementWidth';

/** Below this width (in rem) every comparison is shown as cards: a phone, a narrow column. */
const CARDS_BELOW = 40;
/** Room of the indicator column and of each value column of the wide table, in rem. */
const LABEL_COLUMN = 10;
const VALUE_COLUMN = 8;
/** Past this width the table is always a table (it scrolls sideways if it must, label pinned). */
const TABLE_FROM = 64;

/** The root font size in px (rem), 16 without a document. */
function remInPx(): number {
  if (typeof document === 'undefined') return 16;
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/**
 * Whether the comparison is laid out as one card per indicator (a line per column) instead of a
 * table: when its container is too narrow for its columns, so a phone never scrolls sideways.
 * The width is the container's, measured (a narrow docs frame on a wide screen counts too);
 * before it is measured, the table.
 */
export function useCardLayout<T extends Element>(columns: number) {
  const [ref, width] = useElementWidth<T>();
  const needed = Math.min(TABLE_FROM, Math.max(CARDS_BELOW, LABEL_COLUMN + VALUE_COLUMN * columns));
  return { ref, cards: width !== null && width < needed * remInPx() };
}
