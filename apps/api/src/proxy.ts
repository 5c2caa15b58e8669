/**
 * The client behind trusted proxies (`TRUST_PROXY`: how many), for Fastify's `request.ip` and
 * `request.protocol` (server.ts), which the rate limits count.
 */
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
