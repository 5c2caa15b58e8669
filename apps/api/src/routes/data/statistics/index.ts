/** The statistics slice (signed in): a territory's catalogue indicators, as their own resource. */
import {
  statisticsQuerySchema,
  territoryParamsSchema,
  territoryStatisticsSchema,
} from '@epic/api-contract/schemas';
import type { FastifyReply } from 'fastify';
import { type FastifyPluginAsyncZod, ResponseSerializationError } from 'fastify-type-provider-zod';
import { cachedRoute, errorResponses } from '../../../http/options.js';
import { ALL_THEMES } from '../../../indicators/values.js';
import { territoryStatistics } from './service.js';

/** What the answer says before its statistics, checked as the contract has it. */
const headSchema = territoryStatisticsSchema.pick({ territory: true, parents: true });
const CLOSE_BRACE = Buffer.from('}');

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
    async (request, reply) => {
      const { type, id } = request.params;
      const { year, indicators = ALL_THEMES } = request.query;
      const written = await territoryStatistics(app.data, type, id, year, indicators);
      // The territory and parents checked and stringified; the statistics written as bytes from
      // the vintage's arrays (ADR 0023), last, so the answer is copied out once.
      const head = headSchema.safeParse(written.head);
      if (!head.success) {
        throw new ResponseSerializationError(request.method, request.url, { cause: head.error });
      }
      const { territory, parents } = head.data;
      const body = written.statistics({
        before: `{"territory":${JSON.stringify(territory)},"parents":${JSON.stringify(parents)},"statistics":`,
        after: CLOSE_BRACE,
      });
      // Bytes, which Fastify sends as they are: the typed reply only knows the schema's objects.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );
};

export default statisticsRoutes;
