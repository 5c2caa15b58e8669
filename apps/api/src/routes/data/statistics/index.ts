/** The statistics slice (signed in): a territory's catalogue indicators, as their own resource. */
import {
  statisticsQuerySchema,
  territoryParamsSchema,
  territoryStatisticsSchema,
} from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedRoute, errorResponses } from '../../../http/options.js';
import { ALL_THEMES } from '../../../indicators/values.js';
import { territoryStatistics } from './service.js';

const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/territories/:type/:id/statistics',
    {
      config: cachedRoute,
      schema: {
        tags: ['données'],
        summary:
          'Indicateurs du catalogue d’un territoire, avec ses références (département, région, France) et ses rangs',
        description:
          '`indicators` : identifiants ou thèmes du catalogue (GET /api/indicators), séparés par des virgules ; par défaut, tous les thèmes. Un identifiant ou un thème inconnu : 404 `INDICATOR_NOT_FOUND`. `parents` nomme les territoires des références et du rang dans le parent.',
        params: territoryParamsSchema,
        querystring: statisticsQuerySchema,
        response: { 200: territoryStatisticsSchema, ...errorResponses },
      },
    },
    (request) => {
      const { type, id } = request.params;
      const { year, indicators = ALL_THEMES } = request.query;
      return territoryStatistics(app.data, type, id, year, indicators);
    },
  );
};

export default statisticsRoutes;
