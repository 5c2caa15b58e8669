import { useEffect, useRef, useState } from 'react';

/**
 * A controlled value that follows the user at once but is committed only once it settles: each
 * arrow-key step on a closed select shows the new value at once, and only the last one (after
 * `delay` ms without another change) reaches `commit`, so stepping 2024 → 2026 loads 2026 once.
 */
export function useSettledValue<T>(
  value: T,
  commit: (next: T) => void,
  delay = 350,
): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => {
      setPending(null);
      if (!Object.is(pending.value, value)) commitRef.current(pending.value);
    }, delay);
    return () => clearTimeout(timer);
  }, [pending, value, delay]);

  return [pending ? pending.value : value, (next) => setPending({ value: next })];
}
