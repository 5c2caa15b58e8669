/**
 * Long work done a slice at a time (CSV exports, a whole table’s indicator cells), one
 * slice per turn of the event loop for the whole process. With `setImmediate` alone, the slices of
 * several exports waiting at once all ran in the same turn, and held every request for their sum.
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
