import { defineConfig } from 'tsup';

// esbuild treats *.module.css as local CSS; all CSS is emitted as dist/index.css.
export default defineConfig({
  entry: ['src/index.ts'],
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
