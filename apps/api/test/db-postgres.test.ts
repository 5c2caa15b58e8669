/** The database suites on PostgreSQL, when TEST_DATABASE_URL is set (test/db/database-suite.ts). */
import { describe, it } from 'vitest';
import { databaseSuite } from './db/database-suite.js';
import { backends } from './helpers.js';

const postgres = backends('epic_test_db').find((b) => b.name === 'PostgreSQL');
if (postgres) databaseSuite(postgres);
else describe.skip('PostgreSQL (TEST_DATABASE_URL not set)', () => it.skip('imports and serves'));
