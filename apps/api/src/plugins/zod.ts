import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/** The schemas the zod serializer compiles: a zod type (or an object of them). */
type ZodRouteSchema = Parameters<typeof serializerCompiler>[0]['schema'];

/**
 * Requests are validated by the routes' zod schemas. Responses are checked against their zod
 * schema, once per object: cached answers are the same object on every hit, so they are serialized
 * once instead of parsed and stringified each time.
 */
async function zod(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler<ZodRouteSchema>((route) => {
    const serialize = serializerCompiler(route);
    const done = new WeakMap<object, string>();
    return (data) => {
      if (typeof data !== 'object' || data === null) return serialize(data);
      let text = done.get(data);
      if (text === undefined) {
        text = serialize(data);
        done.set(data, text);
      }
      return text;
    };
  });
}

export default fp(zod, { name: 'zod', fastify: '5.x' });
