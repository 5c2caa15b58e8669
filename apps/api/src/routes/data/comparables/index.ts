import {
  comparablesQuerySchema,
  comparablesResponseSchema,
  territoryParamsSchema,
} from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedRoute, errorResponses } from '../../../http/options.js';
import { comparables } from './service.js';

/** GET /api/territories/:type/:id/comparables (signed in): the 10 most similar territories. */
const comparableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/territories/:type/:id/comparables',
    {
      config: cachedRoute,
      schema: {
        tags: ['données'],
        summary:
          'Les 10 territoires les plus semblables (même niveau, même millésime)\u00a0: distance sur indicateurs standardisés, en France, dans la région ou dans le département',
        params: territoryParamsSchema,
        querystring: comparablesQuerySchema,
        response: { 200: comparablesResponseSchema, ...errorResponses },
      },
    },
    (request) =>
      comparables(
        app.data,
        request.params.type,
        request.params.id,
        request.query.year,
        request.query.scope,
      ),
  );
};

export default comparableRoutes;
