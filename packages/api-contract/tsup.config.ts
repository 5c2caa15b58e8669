import { defineConfig } from 'tsup';
import { declarations } from '../../scripts/tsup-dts';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    session: 'src/session-paths.ts',
    schemas: 'src/schemas.ts',
    csv: 'src/csv.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: declarations,
  clean: true,
  sourcemap: true,
  external: ['zod'],
});
