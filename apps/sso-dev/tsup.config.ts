import { defineConfig } from 'tsup';

/** The local OAuth server as JavaScript, file by file like the API (apps/api/tsup.config.ts). */
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/test/**'],
  bundle: false,
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
});
