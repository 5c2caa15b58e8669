import { useEffect, useRef } from 'react';
import { type Location, type NavigationType, useLocation, useNavigationType } from 'react-router';

/** The last same-origin link the user followed (click or Enter), and when. */
let lastLinkFollowed: { href: string; at: number } | undefined;
/** A navigation this long after the click still counts as following it (sign-in check first). */
const linkFollowMs = 10_000;

function absolute(href: string): string {
  return new URL(href, window.location.href).href;
}

/**
 * Remembers the same-origin links the user follows (any link: the header's, the footer's, a
 * screen's own), so that `routeChange` treats the next navigation to that address as a new page
 * even when only the query changes (e.g. the members table's link to another territory).
 * Listens in the capture phase, before the router's own click handler. Returns a cleanup.
 */
export function rememberFollowedLinks(target: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (anchor.target && anchor.target !== '_self') return;
    if (new URL(anchor.href).origin !== window.location.origin) return;
    lastLinkFollowed = { href: absolute(anchor.href), at: Date.now() };
  };
  target.addEventListener('click', onClick, true);
  return () => target.removeEventListener('click', onClick, true);
}

/** Whether this location is where the last followed link leads (consumes the record). */
function arrivedByLink(location: Pick<Location, 'pathname' | 'search' | 'hash'>): boolean {
  const followed = lastLinkFollowed;
  if (!followed || Date.now() - followed.at > linkFollowMs) return false;
  if (followed.href !== absolute(`${location.pathname}${location.search}${location.hash}`)) {
    return false;
  }
  lastLinkFollowed = undefined;
  return true;
}

export type RouteChange = {
  /** Where focus goes: `main`, the hash target (a section), or nowhere (a control keeps it). */
  focus: 'main' | 'target' | 'none';
  /** Where the window scrolls: the top, the hash target, or nowhere (the browser's choice). */
  scroll: 'top' | 'target' | 'none';
};

/**
 * What a navigation does to focus and scroll (RGAA 12.8):
 * - a new page (another route, or a followed link) scrolls to the top, or to the hash target,
 *   and moves focus to `main`, or to the hash target;
 * - history back and forward to another route move focus to `main` and let the browser restore
 *   the position (or scroll to the hash target);
 * - a control that rewrites the address (a territory or a vintage chosen) changes neither, so
 *   focus stays on the control;
 * - the first page load only scrolls to its hash target, once it is rendered.
 */
export function routeChange(
  previous: Pick<Location, 'pathname' | 'hash'> | undefined,
  next: Pick<Location, 'pathname' | 'hash'>,
  type: `${NavigationType}`,
  followedLink: boolean,
): RouteChange {
  const hash = next.hash.length > 1;
  if (!previous) return { focus: 'none', scroll: hash ? 'target' : 'none' };
  const newRoute = previous.pathname !== next.pathname;
  if (type === 'POP') {
    return { focus: newRoute ? 'main' : 'none', scroll: hash ? 'target' : 'none' };
  }
  if (newRoute || followedLink) {
    return hash ? { focus: 'target', scroll: 'target' } : { focus: 'main', scroll: 'top' };
  }
  if (hash && next.hash !== previous.hash) return { focus: 'target', scroll: 'target' };
  return { focus: 'none', scroll: 'none' };
}

/** The element a hash names (`#accessibilite`), if any. */
function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw id up.
  }
  return document.getElementById(id);
}

/** How long a route's code and data may take before its hash target appears. */
const targetWaitMs = 5000;
/** How long the target is kept in view while the content above it settles (data arriving). */
const settleMs = 3000;

/**
 * Scrolls to (and focuses, if asked) the hash target once it is rendered, then keeps it at the
 * top while the content above it settles, until the user scrolls or types. Returns a cleanup.
 */
function goToHashTarget(hash: string, focus: boolean, mainId: string): () => void {
  let stopped = false;
  const cleanups: Array<() => void> = [];
  const stop = () => {
    stopped = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };

  const arrive = (target: HTMLElement) => {
    if (focus) {
      if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
    target.scrollIntoView({ block: 'start' });
    const main = document.getElementById(mainId);
    if (main && typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(() => {
        if (!stopped) target.scrollIntoView({ block: 'start' });
      });
      observer.observe(main);
      cleanups.push(() => observer.disconnect());
    }
    const userMoved = () => stop();
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
      window.addEventListener(type, userMoved, { passive: true, once: true });
      cleanups.push(() => window.removeEventListener(type, userMoved));
    }
    const timer = window.setTimeout(stop, settleMs);
    cleanups.push(() => window.clearTimeout(timer));
  };

  const found = hashTarget(hash);
  if (found) {
    arrive(found);
    return stop;
  }
  // Not rendered yet (the route's code or data is loading): wait for it.
  const observer = new MutationObserver(() => {
    const target = hashTarget(hash);
    if (!target) return;
    observer.disconnect();
    window.clearTimeout(timer);
    arrive(target);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), targetWaitMs);
  cleanups.push(() => {
    observer.disconnect();
    window.clearTimeout(timer);
  });
  return stop;
}

/**
 * Applies `routeChange` on each navigation: focus to `main` (so screen readers start at the new
 * content) or to the hash target, scroll to the top or to the hash target.
 */
export function useRouteChangeFocusAndScroll(mainId = 'contenu') {
  const location = useLocation();
  const type = useNavigationType();
  const previous = useRef<Location | undefined>(undefined);
  useEffect(() => rememberFollowedLinks(document), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (key)
  useEffect(() => {
    const change = routeChange(previous.current, location, type, arrivedByLink(location));
    previous.current = location;
    if (change.focus === 'main') {
      document.getElementById(mainId)?.focus({ preventScroll: true });
    }
    if (change.scroll === 'top') window.scrollTo(0, 0);
    if (change.scroll === 'target') {
      return goToHashTarget(location.hash, change.focus === 'target', mainId);
    }
    return undefined;
  }, [location.key]);
}
