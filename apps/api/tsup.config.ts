import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * The production server: every source file transpiled on its own (no bundle), so that the paths
 * read at run time next to the code (`new URL('./migrations/', import.meta.url)`, the comparables
 * worker, `data/opendata` and the repository root relative to the module) resolve in dist/ as in
 * src/. Workspace packages resolve to their built dist/ (`npm run build` builds them first).
 */
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  bundle: false,
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
  },
});
