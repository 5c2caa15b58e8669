import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@epic/source', 'node', 'import', 'default'] },
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The database suites share one PostgreSQL database in CI: run the files one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
});
