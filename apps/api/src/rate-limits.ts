/**
 * The rate limits' counters, shared by @fastify/rate-limit (every route with a `rateLimit` config)
 * and the front cache (plugins/front-cache.ts), which answers some requests before Fastify sees
 * them and must count them against the same limit.
 */

import { isIPv6 } from 'node:net';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { Address6 } from 'ip-address';

/**
 * What @fastify/rate-limit passes to a store's constructor and `child()` (the route's merged
 * options; its types name the route's options instead).
 */
interface RouteParams {
  max: number | unknown;
  timeWindow: number | unknown;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { url?: string; method?: string | string[] };
}

interface Counter {
  store: LocalStore;
  max: number;
  timeWindow: number;
}

/**
 * The client a limit counts: its address as Fastify gives `request.ip`, IPv6 addresses grouped by
 * /64 (@fastify/rate-limit's default grouping: one user's interface identifiers change often).
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/64`).startAddress().correctForm();
}

/** Each limited route's counters, by `METHOD url` as registered. */
export class RateLimits {
  private readonly counters = new Map<string, Counter>();

  /** The store class for @fastify/rate-limit's `store` option: its counters are kept here. */
  storeClass(): FastifyRateLimitStoreCtor {
    const counters = this.counters;
    const Store = class {
      private readonly local: LocalStore;
      constructor(params: RouteParams) {
        this.local = new LocalStore(
          params.continueExceeding,
          params.exponentialBackoff,
          params.cache,
        );
      }
      incr(...args: Parameters<LocalStore['incr']>) {
        this.local.incr(...args);
      }
      read(...args: Parameters<LocalStore['read']>) {
        this.local.read(...args);
      }
      child(params: RouteParams) {
        const store = new LocalStore(
          params.continueExceeding,
          params.exponentialBackoff,
          params.cache,
        );
        const { url, method } = params.routeInfo ?? {};
        if (
          url !== undefined &&
          typeof method === 'string' &&
          typeof params.max === 'number' &&
          typeof params.timeWindow === 'number'
        ) {
          counters.set(`${method} ${url}`, {
            store,
            max: params.max,
            timeWindow: params.timeWindow,
          });
        }
        return store;
      }
    };
    return Store as unknown as FastifyRateLimitStoreCtor;
  }

  /**
   * Counts one request of `key` on a route as @fastify/rate-limit would: true while within the
   * limit, false once over it; undefined for a route without its own limit.
   */
  count(method: string, url: string, key: string): boolean | undefined {
    const counter = this.counters.get(`${method} ${url}`);
    if (!counter) return undefined;
    let current = Number.POSITIVE_INFINITY;
    counter.store.incr(
      key,
      (_error, result) => {
        current = result.current;
      },
      counter.timeWindow,
      counter.max,
    );
    return current <= counter.max;
  }
}

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
