import type { FastifyInstance } from 'fastify';
import authRoutes from './auth.js';
import comparableRoutes from './comparables.js';
import compareRoutes from './compare.js';
import indicatorRoutes from './indicators.js';
import mapRoutes from './map.js';
import territoryRoutes from './territories.js';
import versionRoutes from './version.js';

/**
 * Every API route: the public ones (session, version), then the data routes in their own scope,
 * whose onRequest hook answers 401 without a session (fastify/demo's `autohooks`).
 */
export default async function routes(app: FastifyInstance) {
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
