/** The series slice (signed in): a territory's series on one vintage's perimeter, also as CSV. */
import {
  seriesQuerySchema,
  seriesResponseSchema,
  territoryParamsSchema,
} from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getWithCsvTwin, jsonOrCsv } from '../../../http/exports.js';
import { cachedRoute, errorResponses } from '../../../http/options.js';
import { series } from './service.js';
import { seriesTable } from './table.js';

const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  getWithCsvTwin(
    app,
    '/api/territories/:type/:id/series',
    {
      config: cachedRoute,
      schema: {
        tags: ['données'],
        summary:
          'Séries (population par défaut, revenus, emplois, naissances, décès) sur le périmètre d’un millésime',
        description:
          'Chaque point est calculé sur le périmètre du millésime `year` (par défaut le dernier où le territoire existe), reconstitué à chaque date à partir de ses communes. Séries : `series` de GET /api/indicators. CSV : une ligne par point.',
        params: territoryParamsSchema,
        querystring: seriesQuerySchema,
        response: { 200: seriesResponseSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      jsonOrCsv(
        request,
        reply,
        () => series(app.data, request.params.type, request.params.id, request.query),
        seriesTable,
      ),
  );
};

export default seriesRoutes;
