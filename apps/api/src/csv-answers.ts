/**
 * How the API sends a CSV answer (four exports of every commune of a région with all
 * their indicators, about 20 MB each, were built in one go on the event loop and held every other
 * request for seconds):
 *
 * - written a slice of `SLICE_MS` at a time (csv-writer.ts), one slice per turn of the event loop
 *   for all exports together (slices.ts); an answer longer than one slice is streamed to the client
 *   as it is written;
 * - a heavy answer (`HEAVY_EXPORT_CELLS` cells or more) is kept per data version, up to `MAX_BYTES` in
 *   all (least recently used dropped first; not with RESPONSE_CACHE=0), and identical requests
 *   arriving while it is built wait for it instead of building it again;
 * - heavy answers built per session are limited (rate-limits.ts's ExportLimits): a French 429
 *   `EXPORT_RATE_LIMITED` with `Retry-After` beyond it. A session over its limit is refused any
 *   CSV not yet kept before its data is even read.
 *
 * The CSV routes answer the same bytes to every session (public data, keyed by URL and data
 * version): a per-user table must not come through this cache.
 */
import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CsvDialect } from './csv.js';
import { type CsvRows, CsvWriter } from './csv-writer.js';
import { HttpError } from './errors.js';
import { ExportLimits, type ExportRefusal, HEAVY_EXPORT_CELLS } from './rate-limits.js';
import { nextSlice } from './slices.js';

/** A table answer as CSV: its file name and cells. */
export interface CsvTable {
  filename: string;
  header: string[];
  rows: CsvRows;
}

/** Longest stretch of writing between two turns of the event loop. */
const SLICE_MS = 5;
/** Heavy answers kept, in bytes, and the largest one kept. */
const MAX_BYTES = 96 * 1024 * 1024;
const MAX_ENTRY_BYTES = 40 * 1024 * 1024;

/** A built answer: its chunks as they were written (a copy into one buffer held the event loop). */
interface Answer {
  filename: string;
  chunks: Buffer[];
  bytes: number;
}

/** One server's kept answers, builds in progress and export limits. */
class CsvAnswers {
  private readonly kept = new Map<string, Answer>();
  private size = 0;
  readonly building = new Map<string, Promise<Answer | undefined>>();
  readonly limits = new ExportLimits();

  get(key: string): Answer | undefined {
    const answer = this.kept.get(key);
    if (answer) {
      // Most recently used last, so that the oldest use is dropped first.
      this.kept.delete(key);
      this.kept.set(key, answer);
    }
    return answer;
  }

  keep(key: string, answer: Answer): void {
    if (answer.bytes > MAX_ENTRY_BYTES || this.kept.has(key)) return;
    this.kept.set(key, answer);
    this.size += answer.bytes;
    for (const [old, { bytes }] of this.kept) {
      if (this.size <= MAX_BYTES) break;
      this.kept.delete(old);
      this.size -= bytes;
    }
  }

  /** Kept bytes (for the tests). */
  get bytes(): number {
    return this.size;
  }
}

const answersByServer = new WeakMap<object, CsvAnswers>();

/** The CSV answers of a server (its data service: shared by every route plugin). */
export function csvAnswersOf(app: FastifyInstance): CsvAnswers {
  let answers = answersByServer.get(app.data);
  if (!answers) {
    answers = new CsvAnswers();
    answersByServer.set(app.data, answers);
  }
  return answers;
}

function limited(reply: FastifyReply, refusal: ExportRefusal): HttpError {
  reply.header('retry-after', String(refusal.retryAfter));
  const { concurrent, perWindow } = csvAnswersOf(reply.server).limits;
  const message =
    refusal.reason === 'concurrent'
      ? `Déjà ${concurrent} exports volumineux en cours pour votre session\u00a0: réessayez dans ${refusal.retryAfter} s, une fois l’un d’eux terminé.`
      : `Trop d’exports volumineux pour votre session (${perWindow} par minute au plus)\u00a0: réessayez dans ${refusal.retryAfter} s.`;
  return new HttpError(429, 'EXPORT_RATE_LIMITED', message, {
    retryAfter: refusal.retryAfter,
  });
}

function csvHeaders(reply: FastifyReply, filename: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`);
}

/** Sends a built answer: its length known, its chunks written as they are (never copied). */
async function sendAnswer(reply: FastifyReply, answer: Answer): Promise<void> {
  csvHeaders(reply, answer.filename);
  const [only] = answer.chunks;
  if (answer.chunks.length === 1 && only) {
    await reply.send(only);
    return;
  }
  await reply.header('content-length', answer.bytes).send(Readable.from(answer.chunks));
}

/** What identifies an answer: the route (`.csv` twin or Accept header alike), params, query, dialect. */
function answerKey(request: FastifyRequest, dialect: CsvDialect): string {
  const route = request.routeOptions.url ?? request.url;
  const base = route.endsWith('.csv') ? route.slice(0, -4) : route;
  return `${base}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}|${dialect}`;
}

/**
 * Sends `make()`'s table as CSV in `dialect`: a kept answer at once, else built a slice at a time
 * (see the module's comment), within the session's export limit when it is heavy.
 */
export async function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  dialect: CsvDialect,
  make: () => Promise<CsvTable>,
): Promise<void> {
  const app = request.server;
  const answers = csvAnswersOf(app);
  const key = app.config.responseCache
    ? `${await app.data.dataVersion()}|${answerKey(request, dialect)}`
    : undefined;
  if (key !== undefined) {
    const ready = answers.get(key) ?? (await answers.building.get(key));
    if (ready) {
      await sendAnswer(reply, ready);
      return;
    }
  }
  // The data is read only within the limit: a session over it costs nothing more.
  const session = request.session?.id ?? '';
  const refused = answers.limits.refusal(session);
  if (refused) throw limited(reply, refused);

  // Identical requests from now on wait for this build (a failed or light one: they build their own).
  let settle: (answer: Answer | undefined) => void = () => {};
  if (key !== undefined && !answers.building.has(key)) {
    const pending = new Promise<Answer | undefined>((resolve) => {
      settle = resolve;
    });
    answers.building.set(key, pending);
    const forget = () => {
      if (answers.building.get(key) === pending) answers.building.delete(key);
    };
    void pending.then(forget);
  }
  let end: (() => void) | undefined;
  let streaming = false;
  try {
    const table = await make();
    if (table.rows.length * table.header.length >= HEAVY_EXPORT_CELLS) {
      const started = answers.limits.start(session);
      if (typeof started !== 'function') throw limited(reply, started);
      end = started;
      // Its first slice too waits for its turn: several exports asked at once start one by one.
      await nextSlice();
    } else {
      settle(undefined);
    }
    const writer = new CsvWriter(table.header, table.rows, dialect);
    const first = await writer.slice(SLICE_MS);
    csvHeaders(reply, table.filename);
    if (writer.done) {
      if (end) settle(keep(answers, key, table.filename, [first]));
      await reply.send(first);
      return;
    }
    const stream = new PassThrough();
    stream.write(first);
    streaming = true;
    // Chunks are kept for a heavy answer only, when answers are kept (else each goes once sent).
    const chunks = key !== undefined && end ? [first] : undefined;
    // The export counts against the session until it is built, whether its client stays or not.
    void writeRest(writer, stream, chunks, request).then((built) => {
      settle(built && chunks ? keep(answers, key, table.filename, chunks) : undefined);
      end?.();
    });
    await reply.send(stream);
  } catch (error) {
    settle(undefined);
    throw error;
  } finally {
    if (!streaming) end?.();
  }
}

/**
 * Writes the rest of the document to `stream`, a slice per turn of the event loop, each also to
 * `chunks` when given; whether it was all written (a failure cuts the client's connection). When
 * the client leaves, the build goes on only if it is to be kept: identical requests may wait for it.
 */
async function writeRest(
  writer: CsvWriter,
  stream: PassThrough,
  chunks: Buffer[] | undefined,
  request: FastifyRequest,
): Promise<boolean> {
  try {
    while (!writer.done) {
      if (stream.destroyed && !chunks) return false;
      await nextSlice();
      const chunk = await writer.slice(SLICE_MS);
      if (chunk.length === 0) continue;
      chunks?.push(chunk);
      if (!stream.destroyed) stream.write(chunk);
    }
    stream.end();
    return true;
  } catch (error) {
    request.log.error({ err: error }, 'CSV export failed while streaming');
    stream.destroy(error as Error);
    return false;
  }
}

/** Keeps a heavy answer for the next identical requests (when answers are kept). */
function keep(
  answers: CsvAnswers,
  key: string | undefined,
  filename: string,
  chunks: Buffer[],
): Answer {
  const answer = { filename, chunks, bytes: chunks.reduce((sum, c) => sum + c.length, 0) };
  if (key !== undefined) answers.keep(key, answer);
  return answer;
}
