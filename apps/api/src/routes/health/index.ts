import { errorSchema } from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/adapter.js';
import { DATABASE_RETRY_AFTER_S } from '../../db/errors.js';
import { listMigrations } from '../../db/migrate.js';
import { errorBody } from '../../errors.js';

/** A database that does not answer within this delay counts as unavailable (ms). */
export const READY_TIMEOUT_MS = 2_000;
/** A readiness result is reused this long, so that probes cost at most one check a second (ms). */
export const READY_REUSE_MS = 1_000;

const liveSchema = z
  .object({ status: z.literal('ok') })
  .describe('Le processus répond (sans consulter la base de données)');

const readySchema = z
  .object({
    status: z.literal('ready'),
    database: z.enum(['pglite', 'postgres']),
    migration: z.number().int().describe('Dernière migration appliquée'),
    vintages: z.number().int().describe('Millésimes importés'),
    indicators: z
      .enum(['prepared', 'pending'])
      .describe(
        'Valeurs et rangs des indicateurs de tous les millésimes en mémoire (`prepared`), ou encore lus au fil des requêtes (`pending`, juste après le démarrage ou un import)',
      ),
  })
  .describe('Base joignable, migrations appliquées, données importées');

type Ready = z.infer<typeof readySchema>;
type NotReady = { code: string; message: string; details?: Record<string, unknown> };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const unavailable = (error: unknown): NotReady => ({
  code: 'DATABASE_UNAVAILABLE',
  message: 'Base de données injoignable.',
  details: { reason: (error as Error).message },
});

/** One readiness check: two small queries, each bounded by READY_TIMEOUT_MS. */
async function check(
  db: Db,
  expected: number[],
  prepared: () => boolean,
): Promise<Ready | NotReady> {
  let applied: Set<number>;
  try {
    const rows = await withTimeout(
      db.query<{ version: number }>('SELECT version FROM schema_migration'),
      READY_TIMEOUT_MS,
    );
    applied = new Set(rows.map((r) => Number(r.version)));
  } catch (error) {
    // 42P01: no bookkeeping table yet, the database was never migrated.
    if ((error as { code?: string }).code !== '42P01') return unavailable(error);
    applied = new Set();
  }
  const missing = expected.filter((v) => !applied.has(v));
  if (missing.length > 0) {
    return {
      code: 'MIGRATIONS_PENDING',
      message: 'Migrations de la base de données non appliquées.',
      details: { missing },
    };
  }
  let vintages: number;
  try {
    const [row] = await withTimeout(
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM vintage'),
      READY_TIMEOUT_MS,
    );
    vintages = Number(row?.n ?? 0);
  } catch (error) {
    return unavailable(error);
  }
  if (vintages === 0) {
    return {
      code: 'DATA_NOT_IMPORTED',
      message: 'Données non importées (npm run import).',
    };
  }
  return {
    status: 'ready',
    database: db.kind,
    migration: Math.max(0, ...expected),
    vintages,
    indicators: prepared() ? 'prepared' : 'pending',
  };
}

/**
 * GET /api/health/live (liveness: the process answers, no database) and GET /api/health/ready
 * (readiness: database reachable, migrations applied, data imported; else 503 with a code; `indicators`
 * says whether their values are all in memory yet, which only speeds answers up). Public,
 * not rate-limited, not logged per request: load balancers and orchestrators poll them. Concurrent
 * readiness probes share one check, reused for READY_REUSE_MS.
 */
const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const expected = listMigrations().map((m) => m.version);
  const prepared = () => app.hasDecorator('data') && app.data.indicatorsPrepared();
  let last: { at: number; result: Promise<Ready | NotReady> } | null = null;
  const ready = () => {
    const now = Date.now();
    if (!last || now - last.at >= READY_REUSE_MS)
      last = { at: now, result: check(db, expected, prepared) };
    return last.result;
  };

  app.get(
    '/api/health/live',
    {
      logLevel: 'warn',
      schema: {
        tags: ['exploitation'],
        summary: 'Vivacité\u00a0: le processus répond (public, sans base de données)',
        response: { 200: liveSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['exploitation'],
        summary:
          'Disponibilité\u00a0: base joignable, migrations appliquées, données importées (public\u00a0; 503 sinon)',
        response: { 200: readySchema, 503: errorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await ready();
      if ('status' in result) return result;
      if (result.code === 'DATABASE_UNAVAILABLE')
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      return reply.code(503).send(errorBody(result.code, result.message, result.details));
    },
  );
};

export default healthRoutes;
