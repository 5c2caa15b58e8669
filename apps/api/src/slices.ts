/**
 * Long work done a slice at a time (CSV exports, a whole table’s indicator cells, the reading of
 * new data after an import: book, search index, indicator values), one slice per turn of the
 * event loop for the whole process. With `setImmediate` alone, the slices of several tasks waiting
 * at once all ran in the same turn, and held every request for their sum.
 */
const waiting: (() => void)[] = [];
let pumping = false;

/** Resolves at a later turn of the event loop, when no other slice runs in that turn. */
export function nextSlice(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}

/** Lets one waiting slice run (it follows at once, as a microtask), and the next one a turn later. */
function pump(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(pump);
  else pumping = false;
}

/** Work split in steps (a `yield` between two): run at once, or paced with other requests. */
export type Steps<T> = Generator<void, T, void>;

/** A paced run lets other requests in after this much work (ms). */
const SLICE_MS = 4;

export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Runs the steps, a slice of a few milliseconds at a time (`nextSlice`). */
export async function runPaced<T>(steps: Steps<T>): Promise<T> {
  let since = performance.now();
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (performance.now() - since < SLICE_MS) continue;
    await nextSlice();
    since = performance.now();
  }
}
