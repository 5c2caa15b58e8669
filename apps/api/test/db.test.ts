/**
 * The database suites, run once per backend (PGlite always, PostgreSQL when TEST_DATABASE_URL is
 * set): the seven vintages are imported once per backend in beforeAll, then the import checks and
 * the data API run against that database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { importAll } from '../src/import/importer.js';
import { buildServer } from '../src/server.js';
import { apiSuite } from './db/api-suite.js';
import { bookSuite } from './db/book-suite.js';
import type { DbContext } from './db/context.js';
import { importSuite } from './db/import-suite.js';
import { backends, providerStandIn, signIn, testConfig } from './helpers.js';

const provider = providerStandIn();
beforeAll(() => provider.server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => provider.server.close());

describe.each(backends('epic_test_db'))('$name', (backend) => {
  let ctx: DbContext | undefined;
  const get = () => {
    if (!ctx) throw new Error('database not ready');
    return ctx;
  };

  beforeAll(async () => {
    const db = await backend.open();
    await migrate(db);
    const started = Date.now();
    await importAll(db);
    const importMs = Date.now() - started;
    const app = await buildServer({ config: testConfig({ rateLimitMax: 100_000 }), db });
    ctx = { backend: backend.name, db, app, cookie: await signIn(app), importMs };
    console.info(`[${backend.name}] import of 7 vintages: ${(importMs / 1000).toFixed(1)} s`);
  });

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
});
