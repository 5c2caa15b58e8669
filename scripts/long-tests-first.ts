/**
 * Vitest's order of test files, with the ones that take minutes first. Vitest starts the files
 * that took longest in the last run first, but a fresh clone (CI) has no last run: it then starts
 * the largest files first, and these are small ones (a suite shared by two backends, a few
 * servers), so one of them could start last and run alone on one core for minutes.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG = [
  'apps/api/test/db-pglite.test.ts',
  'apps/api/test/db-postgres.test.ts',
  'apps/api/test/multi-instance/start.test.ts',
  'apps/api/test/indicators.test.ts',
  'apps/api/test/first-start.test.ts',
  'apps/api/test/compare-rankings.test.ts',
  'apps/api/test/faults.test.ts',
  // After those: it waits for the dump db-pglite.test.ts builds.
  'apps/api/test/bad-input.test.ts',
  'apps/api/test/multi-instance/import-load.test.ts',
  'apps/api/test/response-cache.test.ts',
  'apps/site/build/geo/pipeline.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = LONG.findIndex((path) => spec.moduleId.endsWith(path));
  return at < 0 ? LONG.length : at;
};

export class LongTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the other files keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
