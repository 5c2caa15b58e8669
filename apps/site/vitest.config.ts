import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { configDefaults, defineProject } from 'vitest/config';
import { GEO_TESTS } from './vitest.geo.config.js';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@epic/source', ...defaultClientConditions] },
  define: {
    __EPIC_BUILD__: JSON.stringify({
      siteVersion: 'test',
      uiVersion: 'test',
      authVersion: 'test',
      commit: 'test',
      builtAt: '2026-01-01T00:00:00.000Z',
    }),
    __EPIC_GEO_BASE__: JSON.stringify('/assets/geo/test/'),
  },
  test: {
    name: 'site',
    environment: 'jsdom',
    // One jsdom and one module graph per worker, not per file: making them for every file took
    // most of this project's time (React Testing Library's cleanup runs after each test).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...GEO_TESTS],
    setupFiles: ['../../vitest.setup.ts'],
  },
});
