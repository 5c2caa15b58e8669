import { compareQuerySchema, compareResponseSchema } from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getWithCsvTwin, jsonOrCsv } from '../../../http/exports.js';
import { cachedRoute, errorResponses } from '../../../http/options.js';
import { compare } from './service.js';
import { compareTable } from './table.js';

/** GET /api/compare (and .csv): two territories side by side, any level, any vintage. */
const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  getWithCsvTwin(
    app,
    '/api/compare',
    {
      config: cachedRoute,
      schema: {
        tags: ['données'],
        summary:
          'Compare 2 à 6 territoires (tout niveau, tout millésime), écarts au territoire de référence, colonnes France et parent',
        querystring: compareQuerySchema,
        response: { 200: compareResponseSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      jsonOrCsv(request, reply, () => compare(app.data, request.query), compareTable),
  );
};

export default compareRoutes;
