import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Asks every panel waiting for the reader to load now, and those mounted after (the page is to be
 * printed: PrintButton.tsx sends it, with `data-load-all` on the root element).
 */
export const LOAD_ALL_EVENT = 'epic:load-all';
const loadsAll = () => document.documentElement.dataset.loadAll === 'yes';

/**
 * False until the element comes within `margin` of the viewport, then true for good. Panels below
 * the fold (chart, members, map) load their code and data when the reader gets near them, not
 * while the top of the page is still being drawn; their boxes keep their size meanwhile. Without
 * IntersectionObserver (old browsers, tests without layout) the element counts as near at once;
 * so does every element once the page is to be printed (PrintButton.tsx, or the browser's own).
 */
export function useNearViewport<E extends Element>(
  margin = '300px 0px',
): [RefObject<E | null>, boolean] {
  const ref = useRef<E | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || loadsAll());
  useEffect(() => {
    if (near) return;
    const now = () => setNear(true);
    window.addEventListener(LOAD_ALL_EVENT, now);
    window.addEventListener('beforeprint', now);
    return () => {
      window.removeEventListener(LOAD_ALL_EVENT, now);
      window.removeEventListener('beforeprint', now);
    };
  }, [near]);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
