import type { FastifyBaseLogger } from 'fastify';

/**
 * A warning logged at most once per `everyMs`, with the number left out since the last one: a
 * failure that repeats with every request (the database down) is said, not logged thousands of
 * times.
 */
export function throttledWarning(everyMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  return (log: FastifyBaseLogger, details: Record<string, unknown>, message: string): void => {
    const now = Date.now();
    if (now - last < everyMs) {
      skipped++;
      return;
    }
    log.warn({ ...details, ...(skipped > 0 ? { skipped } : {}) }, message);
    last = now;
    skipped = 0;
  };
}
