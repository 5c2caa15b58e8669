/** @fastify/rate-limit's in-memory store (CommonJS, untyped): the part rate-limits.ts uses. */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;
  export default class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow: number, max?: number): void;
  }
}
