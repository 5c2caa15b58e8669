import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DataService } from '../data/index.js';
import type { Db } from '../db/adapter.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The territorial data: queries, response shaping and the in-memory data. */
    data: DataService;
  }
}

export interface DataOptions {
  db: Db;
  /** How long the catalogue is kept when no import is notified (ms). */
  catalogueMs: number;
  /**
   * Another server's data service, to share its memory (the end-to-end servers' spa and bff
   * instances in one process): the territories and indicators are read once for both.
   */
  service?: DataService;
}

/**
 * The data service, shared by every route. Its caches are dropped when the server that made it
 * closes; one given by its owner stays as it is for the servers that share it.
 */
async function data(app: FastifyInstance, { db, catalogueMs, service: shared }: DataOptions) {
  const service = shared ?? new DataService(db, catalogueMs);
  app.decorate('data', service);
  if (!shared) {
    app.addHook('onClose', async () => {
      service.invalidate();
    });
  }
}

export default fp(data, { name: 'data', fastify: '5.x' });
