import { defineProject } from 'vitest/config';

/**
 * The map files' pipeline checked against the etalab packages (real data, tens of seconds): its
 * own project (`site-geo`), outside `npm run test:fast`, like the API's suites that import data.
 */
export const GEO_TESTS = ['build/geo/**/*.test.ts'];

export default defineProject({
  test: { name: 'site-geo', environment: 'node', include: GEO_TESTS },
});
