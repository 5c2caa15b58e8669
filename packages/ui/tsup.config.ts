import { defineConfig } from 'tsup';

// esbuild treats *.module.css as local CSS; each entry's CSS is emitted beside it (dist/<entry>.css).
export default defineConfig({
  // chart, map and table are separate entries so that the site can load them lazily.
  entry: {
    index: 'src/index.ts',
    chart: 'src/chart/index.ts',
    map: 'src/map/index.ts',
    table: 'src/table/index.ts',
    // Framework-free: the API's CSV answers use it too.
    csv: 'src/csv/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  dts: { compilerOptions: { composite: false, ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // tsup's CSS plugin drops esbuild's *.module.css default, so every file is local CSS here:
  // tokens.css holds no class selectors (only :root and elements), so nothing of it is renamed.
  loader: { '.css': 'local-css' },
});
