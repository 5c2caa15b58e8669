/**
 * Runs the geometry pipeline and writes its files: `npm run geo -w @epic/site [-- <outDir>]`
 * (default: apps/site/node_modules/.cache/epic-geo/<version>/, the cache the Vite plugin reads);
 * `npm run geo:fixtures -w @epic/site` rewrites the Storybook fixtures of packages/ui.
 */
import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { geoFiles } from './cache.js';
import { FIXTURE_DIR, writeFixtures } from './fixtures.js';
import { runPipeline } from './pipeline.js';

const start = performance.now();
if (process.argv[2] === '--fixtures') {
  mkdirSync(FIXTURE_DIR, { recursive: true });
  const names = writeFixtures(await runPipeline());
  console.log(`geo fixtures: ${names.join(', ')} in ${FIXTURE_DIR}`);
} else {
  const result = await geoFiles(process.argv[2]);
  const files = Object.entries(result.manifest.files);
  const largest = files.sort((a, b) => b[1].gzip - a[1].gzip)[0];
  console.log(
    `geo ${result.version}: ${files.length} files in ${result.dir} ` +
      `(${result.cached ? 'cached' : 'generated'}, ${Math.round(performance.now() - start)} ms; ` +
      `largest ${largest?.[0]} ${largest?.[1].gzip} B gzip)`,
  );
}
