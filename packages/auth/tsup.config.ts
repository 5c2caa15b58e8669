import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
  format: ['esm'],
  target: 'es2022',
  // `npm start` runs the code and needs no declarations (publishing does): EPIC_NO_DTS=1.
  dts:
    process.env.EPIC_NO_DTS === '1'
      ? false
      : { compilerOptions: { composite: false, ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  external: ['react', 'react/jsx-runtime', 'oauth4webapi', '@epic/api-contract'],
});
