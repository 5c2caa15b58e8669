import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@epic/source', ...defaultClientConditions] },
  // The node tests resolve through Vite's SSR environment, which reads its own conditions.
  ssr: { resolve: { conditions: ['@epic/source', ...defaultServerConditions] } },
  test: {
    name: 'auth',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts'],
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts'],
      tsconfig: './tsconfig.typecheck.json',
    },
    testTimeout: 20_000,
  },
});
