import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE_MESSAGE,
  DatabaseUnavailableError,
} from '../db/errors.js';
import { errorBody, HttpError } from '../errors.js';
import { throttledWarning } from '../log-throttle.js';

/** The stable error code of a bad value, by query or path field. */
const FIELD_CODES: Record<string, string> = {
  type: 'INVALID_TYPE',
  type2: 'INVALID_TYPE',
  id: 'INVALID_ID',
  id2: 'INVALID_ID',
  year: 'INVALID_YEAR',
  year2: 'INVALID_YEAR',
  q: 'INVALID_QUERY',
  limit: 'INVALID_LIMIT',
  page: 'INVALID_PAGE',
  pageSize: 'INVALID_PAGE',
  sort: 'INVALID_SORT',
  order: 'INVALID_SORT',
  childType: 'INVALID_CHILD_TYPE',
  level: 'INVALID_LEVEL',
  indicator: 'INVALID_INDICATOR',
  reference: 'INVALID_REFERENCE',
  references: 'INVALID_REFERENCES',
  around: 'INVALID_AROUND',
  scope: 'INVALID_SCOPE',
  parent: 'INVALID_PARENT',
  // A user's area (POST and PUT /api/areas).
  name: 'INVALID_NAME',
  communes: 'INVALID_COMMUNES',
  // Sides 3 to 6 of a comparison.
  ...Object.fromEntries(
    [3, 4, 5, 6].flatMap((n) => [
      [`type${n}`, 'INVALID_TYPE'],
      [`id${n}`, 'INVALID_ID'],
      [`year${n}`, 'INVALID_YEAR'],
    ]),
  ),
};

const INTERNAL = 'Erreur interne du serveur. Réessayez plus tard.';

/**
 * Fastify's router errors (bad percent-encoding, over-long segment), answered in French: the
 * server's `frameworkErrors` option, since they happen before any route or plugin runs.
 */
export function routerError(error: FastifyError, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .status(400)
      .send(
        errorBody('INVALID_URL', 'Adresse mal formée\u00a0: encodage «\u202f%\u202f» invalide.'),
      );
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .status(414)
      .send(
        errorBody('URL_TOO_LONG', 'Adresse trop longue\u00a0: un segment dépasse 100 caractères.'),
      );
  }
  return reply.status(500).send(errorBody('INTERNAL_ERROR', INTERNAL));
}

/** A failed validation: its field's code, and zod's message when it is a French one. */
function validationError(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]) {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const issue = error.validation[0];
  const field = String(issue?.instancePath?.replace(/^\//, '').split('/')[0] ?? '');
  // A refinement may name its own code (a comparison's TOO_MANY_SIDES, DUPLICATE_SIDE…).
  const own = (issue?.params as { params?: { code?: unknown } } | undefined)?.params?.code;
  let code = typeof own === 'string' ? own : (FIELD_CODES[field] ?? 'INVALID_REQUEST');
  if (field === 'q' && issue?.keyword === 'too_big') code = 'QUERY_TOO_LONG';
  const message =
    issue?.message &&
    /[A-Za-zÀ-ÿ]/.test(issue.message) &&
    !/^(Invalid|Expected|Too)/.test(issue.message)
      ? issue.message
      : `Paramètre invalide\u00a0: ${field || 'requête'}.`;
  return errorBody(code, message, { field });
}

/** The HTTP status Fastify gave an error of its own (body too large…), else 500. */
function statusOf(error: unknown): number {
  return typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    typeof error.statusCode === 'number'
    ? error.statusCode
    : 500;
}

/**
 * Every error as `{ error: { code, message, details? } }` with a French message: an HttpError as
 * raised, the database unreachable as a 503 to try again later, a validation error with its
 * field's code, Fastify's own 4xx by status, anything else a logged 500 that reveals nothing.
 */
async function errors(app: FastifyInstance) {
  // While the database is down every request fails alike: one warning a minute says so.
  const databaseDown = throttledWarning(60_000);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.details));
    }
    if (error instanceof DatabaseUnavailableError) {
      databaseDown(request.log, { reason: error.message }, 'database unavailable: 503');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .send(errorBody('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
    }
    const invalid = validationError(error);
    if (invalid) return reply.status(400).send(invalid);
    const status = statusOf(error);
    if (status === 413) {
      return reply
        .status(413)
        .send(errorBody('BODY_TOO_LARGE', 'Corps de requête trop volumineux.'));
    }
    if (status === 415) {
      return reply
        .status(415)
        .send(
          errorBody(
            'UNSUPPORTED_MEDIA_TYPE',
            'Type de contenu non pris en charge\u00a0: application/json attendu.',
          ),
        );
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody('BAD_REQUEST', 'Requête invalide.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', INTERNAL));
  });
}

export default fp(errors, { name: 'errors', fastify: '5.x' });
