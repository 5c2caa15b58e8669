import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, built from the routes' zod schemas and served at GET /api/openapi.json.
 * Registered on the root before the routes (fastify-plugin), so that it sees all of them.
 */
async function openapi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'EPIC API',
        version: '0.1.0',
        description:
          'API de l’application EPIC\u00a0: session (SSO) et données territoriales (communes, EPCI, départements, régions).',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapi, { name: 'openapi', fastify: '5.x' });
