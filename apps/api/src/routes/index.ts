import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/adapter.js';
import authRoutes from './auth.js';
import comparableRoutes from './comparables.js';
import compareRoutes from './compare.js';
import healthRoutes from './health.js';
import indicatorRoutes from './indicators.js';
import mapRoutes from './map.js';
import territoryRoutes from './territories.js';
import versionRoutes from './version.js';

export interface RoutesOptions {
  /** The database, for the readiness check (GET /api/health/ready). */
  db?: Db;
}

/**
 * Every API route: the public ones (health, session, version), then the data routes in their own
 * scope, whose onRequest hook answers 401 without a session (fastify/demo's `autohooks`).
 */
export default async function routes(app: FastifyInstance, { db }: RoutesOptions = {}) {
  // The health routes need the database itself: server.ts passes it (`register(routes, { db })`).
  if (db) await app.register(healthRoutes, { db });
  await app.register(authRoutes);
  await app.register(versionRoutes);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.requireSession);
    await signedIn.register(territoryRoutes);
    await signedIn.register(compareRoutes);
    await signedIn.register(comparableRoutes);
    await signedIn.register(mapRoutes);
    await signedIn.register(indicatorRoutes);
  });
}
