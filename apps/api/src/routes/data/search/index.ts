/** The search slice (signed in): territories by name, official code or postal code. */
import { searchQuerySchema, searchResponseSchema } from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedRoute, errorResponses } from '../../../http/options.js';
import { search } from './service.js';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/territories/search',
    {
      config: cachedRoute,
      schema: {
        tags: ['données'],
        summary: 'Recherche par nom, code officiel ou code postal',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses },
      },
    },
    (request) => search(app.data, request.query),
  );
};

export default searchRoutes;
