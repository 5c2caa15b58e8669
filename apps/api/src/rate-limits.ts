/**
 * The heavy CSV exports' limits per session (the routes' request limits are @fastify/rate-limit's,
 * plugins/security.ts).
 */

/** Rows × columns from which a CSV export is heavy: région 84's communes with all themes are 570 000. */
export const HEAVY_EXPORT_CELLS = 100_000;
/** Heavy exports a session may have being built at once, and start in a minute. */
export const EXPORTS_AT_ONCE = 2;
export const EXPORTS_PER_MINUTE = 10;

/** A refusal of the export limit: why, and in how many seconds to try again. */
export interface ExportRefusal {
  reason: 'concurrent' | 'window';
  retryAfter: number;
}

/**
 * Heavy exports per session (four exports of every commune of a région kept the process
 * busy for seconds): at most `concurrent` being built at once and `perWindow` started in any
 * `windowMs`. Counted in memory, per instance, by session id; a session's entry goes once it
 * has nothing in flight and nothing in its window.
 */
export class ExportLimits {
  private readonly sessions = new Map<string, { running: number; starts: number[] }>();
  /** When every session's window is next cleared (sessions that never come back). */
  private sweepAt = 0;

  constructor(
    readonly concurrent = EXPORTS_AT_ONCE,
    readonly perWindow = EXPORTS_PER_MINUTE,
    readonly windowMs = 60_000,
    /** Milliseconds now (the tests move it). */
    private readonly now: () => number = Date.now,
  ) {}

  /** Why `session` may not start a heavy export now, or undefined when it may. */
  refusal(session: string): ExportRefusal | undefined {
    const now = this.now();
    const entry = this.sessions.get(session);
    if (!entry) return undefined;
    this.expire(session, now);
    if (entry.running >= this.concurrent) {
      // Unknown: when one of them ends. A few seconds is what a whole région takes.
      return { reason: 'concurrent', retryAfter: 5 };
    }
    const oldest = entry.starts[0];
    if (entry.starts.length >= this.perWindow && oldest !== undefined) {
      return {
        reason: 'window',
        retryAfter: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
      };
    }
    return undefined;
  }

  /**
   * Starts a heavy export of `session` when allowed: the function that ends it (call it once),
   * else the refusal.
   */
  start(session: string): (() => void) | ExportRefusal {
    const now = this.now();
    const refused = this.refusal(session);
    if (refused) return refused;
    if (now >= this.sweepAt) {
      for (const id of [...this.sessions.keys()]) this.expire(id, now);
      this.sweepAt = now + this.windowMs;
    }
    let entry = this.sessions.get(session);
    if (!entry) {
      entry = { running: 0, starts: [] };
      this.sessions.set(session, entry);
    }
    entry.running++;
    entry.starts.push(now);
    const started = entry;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      started.running--;
      this.expire(session, this.now());
    };
  }

  /** Drops the starts out of the window, and the session once nothing of it is left. */
  private expire(session: string, now: number): void {
    const entry = this.sessions.get(session);
    if (!entry) return;
    while (entry.starts.length > 0 && (entry.starts[0] as number) + this.windowMs <= now)
      entry.starts.shift();
    if (entry.running === 0 && entry.starts.length === 0) this.sessions.delete(session);
  }

  /** Sessions with an entry (for the tests: entries do not pile up). */
  get size(): number {
    return this.sessions.size;
  }
}
