import { useEffect, useState } from 'react';

/**
 * False until the frame after `when` first became true has been painted, then true for good. For
 * what can wait until the screen's main content is on screen (chart, map and members code and
 * data): started earlier, it competes with that content for the network and the main thread.
 */
export function usePaintedOnce(when: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!when || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs before the next paint; the timeout after it, once it is done.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [when, painted]);
  return painted;
}
