/**
 * Every data slice below this folder answers signed-in users only: 401 without a live session
 * (loaded by @fastify/autoload for this folder and, cascading, its sub-folders).
 */
import type { FastifyInstance } from 'fastify';

export default async function signedIn(app: FastifyInstance) {
  app.addHook('onRequest', app.requireSession);
}
