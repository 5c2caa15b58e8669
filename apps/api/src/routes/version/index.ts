import { versionResponseSchema } from '@epic/api-contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedRoute, dataRateLimit } from '../../http/options.js';

export const API_VERSION = '0.1.0';

/** GET /api/version: the API's version and the sources of the data per vintage. Public. */
const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/version',
    {
      config: { ...cachedRoute, rateLimit: dataRateLimit(app.config) },
      schema: {
        tags: ['données'],
        summary: 'Version de l’API et sources des données par millésime (public)',
        response: { 200: versionResponseSchema },
      },
    },
    async () => {
      const { vintages } = await app.data.vintages();
      return {
        api: { name: '@epic/api', version: API_VERSION },
        sources: vintages.map((v) => ({
          year: v.year,
          source: v.source,
          census: v.census,
          importedAt: v.importedAt,
        })),
      };
    },
  );
};

export default versionRoutes;
