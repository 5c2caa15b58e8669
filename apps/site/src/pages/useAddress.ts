import { useCallback, useMemo } from 'react';
import { type Location, type NavigateOptions, useLocation, useNavigate } from 'react-router';

/**
 * The address each shown screen is leaving for, until the new screen shows. Keyed by the shown
 * location, the one object every component of a screen reads: a change made in one panel is seen
 * by the others (weak: a screen gone takes its entry with it).
 */
const leavingFor = new WeakMap<Location, URLSearchParams>();

export interface Address {
  /** The address the screen shows (for what it renders). */
  searchParams: URLSearchParams;
  /**
   * The address the user is on (for what an action does): the one a navigation goes to while its
   * screen still renders, else the one shown.
   */
  current: () => URLSearchParams;
  /** Whether a navigation from the shown screen is still on its way to the screen. */
  leaving: () => boolean;
  /** Goes to `href` (a path with its query, or a query alone: `?…`). */
  navigate: (href: string, options?: NavigateOptions) => void;
  /** Changes the query of the address the user is on (the path stays). */
  update: (write: (query: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void;
}

/**
 * The address, for the screen and for the actions. React Router changes the address in a
 * transition: the URL changes at once, but the old screen shows until the new one has rendered
 * (its data, code or map files loaded). An action taken meanwhile (a second click, a key press)
 * must build on the new address, or it undoes the change on its way: the router's own
 * `setSearchParams(fn)` hands `fn` the address shown.
 */
export function useAddress(): Address {
  const location = useLocation();
  const go = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const current = useCallback(
    () => leavingFor.get(location) ?? searchParams,
    [location, searchParams],
  );
  const leaving = useCallback(() => leavingFor.has(location), [location]);
  const navigate = useCallback(
    (href: string, options?: NavigateOptions) => {
      const to = new URL(href, `http://screen${location.pathname}${location.search}`);
      // The same address brings no new screen to wait for; another page's leaves this one.
      if (to.pathname === location.pathname && to.searchParams.toString() !== current().toString())
        leavingFor.set(location, to.searchParams);
      void go(href, options);
    },
    [go, location, current],
  );
  const update = useCallback(
    (write: (query: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      navigate(`?${write(new URLSearchParams(current())).toString()}`, options),
    [navigate, current],
  );
  return { searchParams, current, leaving, navigate, update };
}
