/**
 * A PostgreSQL server that accepts connections and never answers: each query gives up after
 * `timeoutMs` (pg's `query_timeout`: the pool then drops that connection; a new connection gives
 * up as soon), and for `pauseMs` after such a timeout the next queries fail at once as
 * `DatabaseUnavailableError` (503, Retry-After) instead of each waiting as long. The first query
 * after the pause tries the server again.
 */
import { DATABASE_RETRY_AFTER_S, DatabaseUnavailableError } from './errors.js';

/** Longer than any statement of an import or a migration on a filled database. */
export const QUERY_TIMEOUT_MS = 30_000;

/** pg's read timeout of a query, pg-pool's timeout of a new connection. */
const isTimeout = (error: unknown) =>
  error instanceof Error &&
  /^(Query read timeout|timeout exceeded when trying to connect)/.test(error.message);

export class Breaker {
  private pausedUntil = 0;

  constructor(
    readonly timeoutMs = QUERY_TIMEOUT_MS,
    private readonly pauseMs = DATABASE_RETRY_AFTER_S * 1000,
  ) {}

  /** Runs a call to the server: refused at once while paused, a timeout starting a pause. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    this.check();
    try {
      return await call();
    } catch (error) {
      this.failed(error);
      throw error;
    }
  }

  /** Throws at once while paused after a timeout. */
  private check(): void {
    if (Date.now() < this.pausedUntil) {
      throw new DatabaseUnavailableError(
        new Error(`Query read timeout less than ${this.pauseMs} ms ago: not sent`),
      );
    }
  }

  /** Pauses after a timeout; any other failure is the query's own. */
  private failed(error: unknown): void {
    if (isTimeout(error)) this.pausedUntil = Date.now() + this.pauseMs;
  }
}
