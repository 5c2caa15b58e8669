/** The database suites on PGlite (test/db/database-suite.ts). */
import { databaseSuite } from './db/database-suite.js';
import { backends } from './helpers.js';

const pglite = backends('epic_test_db').find((b) => b.name === 'PGlite');
if (!pglite) throw new Error('PGlite is always a test backend (helpers.ts).');
databaseSuite(pglite);
