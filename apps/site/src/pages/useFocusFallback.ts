import { useEffect, useRef } from 'react';

/**
 * After the screen's address changes without a route change (another territory or vintage), the
 * focus stays where the user acted. When that control has left the page (a breadcrumb or member
 * link replaced by a placeholder), the focus would fall to the body: move it to <main> instead.
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
    }
  }, [key]);
}
