import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@epic/source', 'node', 'import', 'default'] },
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
});
