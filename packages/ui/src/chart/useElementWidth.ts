import { type RefCallback, useCallback, useRef, useState } from 'react';

/**
 * The content-box width of an element in CSS pixels, kept up to date with a ResizeObserver, or
 * `null` before it is measured (first render, server rendering, environments without the API).
 * Charts draw in user units equal to these pixels, so their text keeps its CSS size at any width.
 */
export function useElementWidth<T extends Element>(): [RefCallback<T>, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback<RefCallback<T>>((element) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = (value: number) => setWidth(value > 0 ? Math.round(value) : null);
    measure(element.getBoundingClientRect().width);
    observer.current = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) measure(entry.contentRect.width);
    });
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
