import { useEffect, useRef, useState } from 'react';
import { MAX_SIDES } from '../../data/params';
import type { Address } from '../useAddress';
import type { ComparisonAddress } from './comparerAddress';

/**
 * Moves the focus, once the screen shows the change, to the first of these elements that is on
 * the page and enabled (a moved side's button, a new side's search field). A change of address
 * renders in a transition (React Router), after the count's urgent render and after the URL has
 * changed: while one is on its way, the focus waits for the screen that shows it, or it would land
 * on the old screen's button (and a second key press act on the old order).
 */
function useFocusAfterChange(address: Address, count: number) {
  const targets = useRef<string[] | null>(null);
  const [request, setRequest] = useState(0);
  const { searchParams, leaving } = address;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen has changed
  useEffect(() => {
    if (leaving()) return;
    const selectors = targets.current;
    if (!selectors) return;
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement>(selector);
      if (element && !element.matches(':disabled')) {
        targets.current = null;
        element.focus();
        return;
      }
    }
  }, [request, searchParams, count]);
  return (...selectors: string[]) => {
    targets.current = selectors;
    setRequest((r) => r + 1);
  };
}

/**
 * What the controls of the list of sides (add, move, remove, reference: sideControls.tsx, loaded
 * on demand) work with: the address, how many panels show, and how to change and announce.
 */
export type SideList = {
  /** The address the screen shows (for what it renders). */
  address: ComparisonAddress;
  searchParams: URLSearchParams;
  /**
   * The address the user is on (for what an action does): a choice's or a move's new address
   * while its screen still renders, so that a quick key press after it acts on it, not on the
   * old one (a side just chosen would still read as empty).
   */
  current: () => { address: ComparisonAddress; searchParams: URLSearchParams };
  navigate: (href: string, options?: { replace: boolean }) => void;
  /** How many side panels show: 2 to 6 (the address's sides, and any added in this visit). */
  count: number;
  setCount: (count: number) => void;
  /** Moves the focus to the first of these elements once the screen shows the change. */
  focusLater: (...selectors: string[]) => void;
  nameAt: (n: number) => string | undefined;
  /** Says what the action did, in the live region. */
  say: (message: string) => void;
};

/** The Comparer's list of sides: how many panels show, and what its controls need. */
export function useSideList(
  /** The address (useAddress), and the comparison the screen shows, read from it by `parse`. */
  at: Address,
  address: ComparisonAddress,
  /** Reads another address (the one a navigation goes to). */
  parse: (search: URLSearchParams) => ComparisonAddress,
  nameAt: SideList['nameAt'],
  say: SideList['say'],
): SideList {
  // Panels added in this visit and not chosen yet are not in the address.
  const [wanted, setCount] = useState(2);
  const count = Math.min(MAX_SIDES, Math.max(address.slots.length, wanted));
  const focusLater = useFocusAfterChange(at, count);
  const current = () => {
    const search = at.current();
    return { address: search === at.searchParams ? address : parse(search), searchParams: search };
  };
  return {
    address,
    searchParams: at.searchParams,
    current,
    navigate: at.navigate,
    count,
    setCount,
    focusLater,
    nameAt,
    say,
  };
}
