import { defaultServerConditions } from 'vite';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * The API's unit tests: no open data read, no database, no server process. Their own project
 * (`api-unit`, vitest.unit.config.ts), so that `npm run test:fast` runs them.
 */
export const API_UNIT_TESTS = [
  'test/compress.test.ts',
  'test/config.test.ts',
  'test/perimeters.test.ts',
  'test/ranking-order.test.ts',
  'test/ranks.test.ts',
  'test/resolve-indicators.test.ts',
  'test/search-ranking.test.ts',
  'test/site-manifest.test.ts',
  'test/territory-json.test.ts',
  'test/multi-instance/index-swap.test.ts',
];

/** What both API projects share. */
export const apiProject = {
  resolve: { conditions: ['@epic/source', 'node', 'import', 'default'] },
  // The node tests resolve through Vite's SSR environment, which reads its own conditions.
  ssr: { resolve: { conditions: ['@epic/source', ...defaultServerConditions] } },
  test: {
    environment: 'node' as const,
    // One module graph per worker: importing the server's modules again for every file cost more
    // than many files' tests. Each file opens and closes its own databases, servers and MSW.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 240_000,
    // Through Vitest's loader, so that the route files it imports (TypeScript) are transformed.
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
};

export default defineProject({
  ...apiProject,
  test: {
    ...apiProject.test,
    name: 'api',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...API_UNIT_TESTS],
  },
});
