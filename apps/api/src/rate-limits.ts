/**
 * The rate limits' counters, shared by @fastify/rate-limit (every route with a `rateLimit` config)
 * and the front cache (plugins/front-cache.ts), which answers some requests before Fastify sees
 * them and must count them against the same limit.
 */

import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
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

const trustAll = () => true;

/** `request.ip` for a raw request: the socket's peer, or with a trusted proxy the client it names. */
export function clientAddress(raw: IncomingMessage, trustProxy: boolean): string {
  if (!trustProxy) return raw.socket.remoteAddress ?? '';
  const all = proxyAddr.all(raw, trustAll);
  return all[all.length - 1] ?? '';
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
