import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@epic/source', ...defaultClientConditions] },
  test: {
    name: 'api-contract',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
