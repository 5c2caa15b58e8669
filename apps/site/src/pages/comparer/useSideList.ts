import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MAX_SIDES } from '../../data/params';
import type { ComparisonAddress } from './comparerAddress';

/**
 * Moves the focus, once the screen shows the change, to the first of these elements that is on
 * the page and enabled (a moved side's button, a new side's search field). A change of address
 * renders in a transition (React Router), after the count's urgent render and after the URL has
 * changed: while one is on its way, the focus waits for the screen that shows it, or it would land
 * on the old screen's button (and a second key press act on the old order).
 */
function useFocusAfterChange(searchParams: URLSearchParams, count: number) {
  const targets = useRef<string[] | null>(null);
  // The address a navigation leaves, and the one it goes to, until the screen shows the new one.
  const leaving = useRef<URLSearchParams | null>(null);
  const going = useRef<URLSearchParams | null>(null);
  const [request, setRequest] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen has changed
  useEffect(() => {
    if (leaving.current === searchParams) return;
    leaving.current = null;
    going.current = null;
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
  const focusLater = (...selectors: string[]) => {
    targets.current = selectors;
    setRequest((r) => r + 1);
  };
  const leave = (to: URLSearchParams) => {
    leaving.current = searchParams;
    going.current = to;
  };
  /** The address the user is on: the one a navigation goes to while its screen renders. */
  const current = () => (leaving.current === searchParams && going.current) || searchParams;
  return { focusLater, leave, current };
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
  navigate: (href: string) => void;
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
  address: ComparisonAddress,
  searchParams: URLSearchParams,
  /** Reads another address (the one a navigation goes to). */
  parse: (search: URLSearchParams) => ComparisonAddress,
  nameAt: SideList['nameAt'],
  say: SideList['say'],
): SideList {
  const go = useNavigate();
  // Panels added in this visit and not chosen yet are not in the address.
  const [wanted, setCount] = useState(2);
  const count = Math.min(MAX_SIDES, Math.max(address.slots.length, wanted));
  const focus = useFocusAfterChange(searchParams, count);
  const current = () => {
    const search = focus.current();
    return { address: search === searchParams ? address : parse(search), searchParams: search };
  };
  const navigate = (href: string) => {
    const to = new URL(href, window.location.href);
    // The same address (two identical sides exchanged) brings no new screen to wait for.
    if (to.searchParams.toString() !== focus.current().toString()) focus.leave(to.searchParams);
    go(href);
  };
  return {
    address,
    searchParams,
    current,
    navigate,
    count,
    setCount,
    focusLater: focus.focusLater,
    nameAt,
    say,
  };
}
