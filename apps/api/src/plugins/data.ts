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
}

/** The data service, shared by every route; its caches are dropped when the server closes. */
async function data(app: FastifyInstance, { db, catalogueMs }: DataOptions) {
  const service = new DataService(db, catalogueMs);
  app.decorate('data', service);
  app.addHook('onClose', async () => {
    service.invalidate();
  });
}

export default fp(data, { name: 'data', fastify: '5.x' });
