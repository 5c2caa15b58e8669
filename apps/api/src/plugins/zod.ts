import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  ResponseSerializationError,
  type serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { safeParse } from 'zod/v4/core';

/** The schemas the zod serializer compiles: a zod type (or an object of them). */
type ZodRouteSchema = Parameters<typeof serializerCompiler>[0]['schema'];
type ZodSchema = Parameters<typeof safeParse>[0];

/** A route's response schema: the zod type itself, or the `properties` of a wrapper object. */
function zodSchema(schema: ZodRouteSchema): ZodSchema {
  const s = schema as unknown as { _zod?: unknown; properties?: ZodSchema };
  if (s._zod !== undefined) return s as unknown as ZodSchema;
  if (s.properties) return s.properties;
  throw new Error('A route response schema is not a zod schema.');
}

export interface ZodOptions {
  /**
   * A route's response schema → the schema its answers are checked against instead: the contract's
   * with the parts that code builds to the contract by construction (and tests against it) taken
   * as they are (checks.ts).
   */
  checkedAs?: ReadonlyMap<unknown, unknown>;
}

/**
 * Requests are validated by the routes' zod schemas. Responses are checked against their zod
 * schema (unknown keys dropped) before they are stringified.
 *
 * The check parses forward (`safeParse`), not `safeEncode` as fastify-type-provider-zod does: the
 * contract's response schemas hold no codec nor transform, so both accept the same values, but
 * encoding runs every checked schema twice (a canary pass first) and tries each member of a
 * discriminated union in turn, a large part of an uncached territory's CPU time.
 */
async function zod(app: FastifyInstance, { checkedAs }: ZodOptions = {}) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler<ZodRouteSchema>(({ schema, method, url }) => {
    const contract = zodSchema(schema);
    const zodType = (checkedAs?.get(contract) as ZodSchema | undefined) ?? contract;
    return (data) => {
      const result = safeParse(zodType, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
  });
}

export default fp(zod, { name: 'zod', fastify: '5.x' });
