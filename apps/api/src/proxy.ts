/**
 * The client behind trusted proxies (`TRUST_PROXY`: how many): one rule for Fastify's
 * `request.ip` and `request.protocol` (server.ts) and for the front cache, which answers before
 * Fastify (plugins/front-cache.ts), so that both count a client's rate limit on the same address.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

type Trust = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy` for `hops` proxies: the socket's peer and the `hops - 1` addresses
 * nearest to it in X-Forwarded-For are proxies, the next one is the client; the rest of the header
 * (to its left) is whatever the client sent and is never used. A function: Fastify 5 trusts no
 * hop at all for a bare number (`trustProxy: 1` would ignore the header).
 */
export function proxyTrust(hops: number): Trust | false {
  if (hops <= 0) return false;
  return (_address, hop) => hop < hops;
}

/** `request.ip` for a raw request, as Fastify computes it with `proxyTrust(hops)`. */
export function clientAddress(raw: IncomingMessage, hops: number): string {
  if (hops <= 0) return raw.socket.remoteAddress ?? '';
  const all = proxyAddr.all(raw, (_address, hop) => hop < hops);
  return all[all.length - 1] ?? '';
}
