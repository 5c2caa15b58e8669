import { useEffect, useRef } from 'react';

/**
 * After the screen's address changes without a route change (another territory or vintage), the
 * focus stays where the user acted. When that control has left the page (a breadcrumb, member or
 * map link replaced by the new territory's), the focus would fall to the body: move it to <main>
 * instead, and the view to the page's top, where <main> starts (a keyboard user who pressed Enter
 * on a map area far down the page reads the new page from its beginning).
 */
export function useFocusFallback(key: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen's address changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body) {
      document.getElementById('contenu')?.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
    }
  }, [key]);
}
