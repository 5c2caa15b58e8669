import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * False until the element comes within `margin` of the viewport, then true for good. Panels below
 * the fold (chart, members, map) load their code and data when the reader gets near them, not
 * while the top of the page is still being drawn; their boxes keep their size meanwhile. Without
 * IntersectionObserver (old browsers, tests without layout) the element counts as near at once.
 */
export function useNearViewport<E extends Element>(
  margin = '300px 0px',
): [RefObject<E | null>, boolean] {
  const ref = useRef<E | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
