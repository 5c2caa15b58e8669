import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@epic/source', 'node', 'import', 'default'] },
  // The node tests resolve through Vite's SSR environment, which reads its own conditions.
  ssr: { resolve: { conditions: ['@epic/source', ...defaultServerConditions] } },
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    // Through Vitest's loader, so that the route files it imports (TypeScript) are transformed.
    server: { deps: { inline: ['@fastify/autoload'] } },
    hookTimeout: 240_000,
  },
});
