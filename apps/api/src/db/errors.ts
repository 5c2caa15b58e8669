/**
 * Which database failures mean “the database cannot be reached right now” rather than “this query
 * is wrong”: the adapter (adapter.ts) turns them into `DatabaseUnavailableError`, which the caches
 * answer from memory when they can and the error handler answers 503 `DATABASE_UNAVAILABLE`.
 */

/** Node socket errors: nothing listens, the connection was cut, the host cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE codes of a server going away or not accepting connections (class 08 is every
 * connection exception): administrator or crash shutdown, starting up, too many clients.
 */
const SQLSTATE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Failures that pg, pg-pool and PGlite report without a code. */
const MESSAGES = [
  /^Connection terminated/, // pg: lost, or its connection timeout
  /^timeout exceeded when trying to connect/, // pg-pool's connectionTimeoutMillis
  /^Query read timeout/, // pg's query_timeout (breaker.ts): a server that never answers
  /not queryable/, // pg: a client whose connection failed or that was closed
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
];

/** The database cannot be reached; `cause` is the driver’s error, whose message and code it keeps. */
export class DatabaseUnavailableError extends Error {
  readonly code: string | undefined;

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'DatabaseUnavailableError';
    this.code = (cause as { code?: unknown } | null)?.code as string | undefined;
  }
}

/** Whether a driver error (or one of its causes) says that the database cannot be reached. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SQLSTATE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
  }
  if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  // Several connection attempts at once (IPv4 and IPv6 of `localhost`) fail as an AggregateError.
  if (error instanceof AggregateError && error.errors.some((e) => isConnectionError(e, depth + 1)))
    return true;
  return cause !== undefined && isConnectionError(cause, depth + 1);
}

/** The error as the adapter throws it: a `DatabaseUnavailableError` when the database is unreachable. */
export function classified(error: unknown): unknown {
  return !(error instanceof DatabaseUnavailableError) && isConnectionError(error)
    ? new DatabaseUnavailableError(error)
    : error;
}

/** Seconds a client should wait before asking again (`Retry-After`) while the database is down. */
export const DATABASE_RETRY_AFTER_S = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'La base de données ne répond pas. Réessayez dans quelques instants.';
