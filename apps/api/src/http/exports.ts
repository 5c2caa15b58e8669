import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CSV_DIALECTS_DESCRIPTION, csvDialectOf } from '../csv.js';
import { type CsvTable, sendCsv } from '../csv-answers.js';

export type { CsvTable } from '../csv-answers.js';
export { type CsvRow, type CsvRows, lazyRows } from '../csv-writer.js';

// Fastify's type arguments for a route of this server: default HTTP server, zod type provider.
type Server = RawServerDefault;
type Req = IncomingMessage;
type Res = ServerResponse;
type Generic = RouteGenericInterface;
type Context = ContextConfigDefault;
type ZodInstance = FastifyInstance<Server, Req, Res, FastifyBaseLogger, ZodTypeProvider>;

/** Whether a request asks for CSV: `Accept: text/csv` or a `.csv` path. */
export function wantsCsv(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (accept?.includes('text/csv')) return true;
  // The path's end, without splitting the URL (every JSON answer asks).
  const url = request.url;
  const query = url.indexOf('?');
  return url.endsWith('.csv', query < 0 ? url.length : query);
}

/**
 * The answer of a table route: `result` as JSON, or, when the request asks for CSV (`Accept:
 * text/csv` or a `.csv` path), `table(result)` sent as a CSV attachment by csv-answers.ts (kept,
 * written a slice at a time, limited per session; then nothing is returned for Fastify to send).
 * `load` learns which one so that it can skip pagination for a CSV.
 */
export async function jsonOrCsv<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  load: (csv: boolean) => Promise<T>,
  table: (result: T) => CsvTable,
): Promise<T | undefined> {
  if (!wantsCsv(request)) return load(false);
  return csvAnswer(request, reply, async () => table(await load(true)));
}

/** Sends `table()` as the CSV attachment the request asks for (in its dialect); nothing to return. */
export async function csvAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  table: () => Promise<CsvTable>,
): Promise<undefined> {
  await sendCsv(request, reply, csvDialectOf(request.url), table);
  return undefined;
}

/**
 * Registers a GET table route and its CSV twin, `<url>.csv`, with one handler (which answers with
 * `jsonOrCsv`). The twin stays out of the OpenAPI document.
 */
export function getWithCsvTwin<S extends FastifySchema>(
  app: ZodInstance,
  url: string,
  options: RouteShorthandOptions<Server, Req, Res, Generic, Context, S, ZodTypeProvider> & {
    schema: S;
  },
  handler: RouteHandlerMethod<Server, Req, Res, Generic, Context, S, ZodTypeProvider>,
) {
  app.get(
    url,
    { ...options, schema: { ...options.schema, description: CSV_DIALECTS_DESCRIPTION } },
    handler,
  );
  app.get(`${url}.csv`, { ...options, schema: { ...options.schema, hide: true } }, handler);
}
