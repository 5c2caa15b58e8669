/**
 * Every data slice below this folder (loaded by @fastify/autoload for this folder and, cascading,
 * its sub-folders) answers signed-in users only, 401 without a live session, and has a rate limit
 * per client address, each route counting apart.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { dataRateLimit } from '../../http/options.js';

export default async function dataFolder(app: FastifyInstance) {
  app.addHook('onRequest', app.requireSession);
  // After the session check, as a route's own `config.rateLimit` would be: each route gets its
  // own limiter (a store of its own), hence this hook rather than one limiter for the folder.
  app.addHook('onRoute', (route) => {
    const limit = app.rateLimit(dataRateLimit(app.config)) as onRequestHookHandler;
    const own = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(own) ? own : [own]), limit];
  });
}
