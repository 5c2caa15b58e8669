/**
 * The database suites for one backend: the seven vintages imported once (fixture-db.ts), then the
 * import checks and the data API against that database. One test file per backend
 * (db-pglite.test.ts, db-postgres.test.ts), so that the two imports run in parallel workers
 * instead of one after the other in a single file, the longest of the run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.js';
import { buildServer } from '../../src/server.js';
import { type Backend, providerStandIn, signIn, testConfig } from '../helpers.js';
import { apiSuite } from './api-suite.js';
import { bookSuite } from './book-suite.js';
import { compareReferencesSuite } from './compare-references-suite.js';
import type { DbContext } from './context.js';
import { importSuite } from './import-suite.js';

export function databaseSuite(backend: Backend): void {
  const provider = providerStandIn();
  beforeAll(() => provider.server.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => provider.server.close());

  describe(backend.name, () => {
    let ctx: DbContext | undefined;
    const get = () => {
      if (!ctx) throw new Error('database not ready');
      return ctx;
    };

    beforeAll(async () => {
      const db = await backend.openFixture('all');
      const app = await buildServer({ config: testConfig({ rateLimitMax: 100_000 }), db });
      // The seven vintages read into memory here, as a started instance does, not in a test.
      await app.data.warm();
      ctx = { backend: backend.name, db, app, cookie: await signIn(app) };
      // The first file to need the seven vintages imports them: minutes, beside the other files.
    }, 600_000);

    afterAll(async () => {
      await ctx?.app.close();
      await ctx?.db.close();
    });

    it('applies the migrations once', async () => {
      expect(await migrate(get().db)).toEqual([]);
    });

    describe('import', () => importSuite(get));
    describe('data API', () => apiSuite(get));
    describe('answers from memory, compressed', () => bookSuite(get));
    describe('compare: France and parent key figures', () => compareReferencesSuite(get));
  });
}
