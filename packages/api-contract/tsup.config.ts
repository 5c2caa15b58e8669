import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    session: 'src/session-paths.ts',
    schemas: 'src/schemas.ts',
    csv: 'src/csv.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { composite: false, ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  external: ['zod'],
});
