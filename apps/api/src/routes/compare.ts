import { compareQuerySchema, compareResponseSchema } from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getWithCsvTwin, jsonOrCsv } from './exports.js';
import { dataLimit, errorResponses } from './options.js';

/** GET /api/compare (and .csv): two territories side by side, any level, any vintage. */
const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  getWithCsvTwin(
    app,
    '/api/compare',
    {
      config: dataLimit(app.config),
      schema: {
        tags: ['données'],
        summary: 'Compare deux territoires (tout niveau, tout millésime)',
        querystring: compareQuerySchema,
        response: { 200: compareResponseSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      jsonOrCsv(
        request,
        reply,
        () => app.data.compare(request.query),
        (result) => {
          const a = result.a.territory;
          const b = result.b.territory;
          return {
            filename: `comparaison-${a.code}-${a.year}-${b.code}-${b.year}.csv`,
            header: [
              'indicateur',
              'libelle',
              'unite',
              `${a.name} (${a.year})`,
              `${b.name} (${b.year})`,
              'ecart',
              'ecart_relatif',
            ],
            rows: result.rows.map((r) => [
              r.indicator,
              r.label,
              r.unit,
              r.a,
              r.b,
              r.absolute,
              r.relative,
            ]),
          };
        },
      ),
  );
};

export default compareRoutes;
