import { mapParamsSchema, mapQuerySchema, mapResponseSchema } from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getWithCsvTwin, jsonOrCsv } from '../../../http/exports.js';
import { cachedRoute, errorResponses } from '../../../http/options.js';
import { map } from './service.js';

/** GET /api/map/:level (and .csv): one value per département or région, for a choropleth map. */
const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  getWithCsvTwin(
    app,
    '/api/map/:level',
    {
      config: cachedRoute,
      schema: {
        tags: ['données'],
        summary: 'Valeurs par département ou région pour une carte choroplèthe',
        params: mapParamsSchema,
        querystring: mapQuerySchema,
        response: { 200: mapResponseSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      jsonOrCsv(
        request,
        reply,
        () => map(app.data, request.params.level, request.query.year, request.query.indicator),
        (result) => ({
          filename: `carte-${result.level}-${result.year}-${result.indicator.id}.csv`,
          header: ['code', 'nom', result.indicator.id],
          rows: result.values.map((v) => [v.code, v.name, v.value]),
        }),
      ),
  );
};

export default mapRoutes;
