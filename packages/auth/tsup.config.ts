import { defineConfig } from 'tsup';
import { declarations } from '../../scripts/tsup-dts';

export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: declarations,
  clean: true,
  sourcemap: true,
  external: ['react', 'react/jsx-runtime', 'oauth4webapi'],
  // The few constants it reads from @epic/api-contract are bundled: the tarball installs alone.
  noExternal: ['@epic/api-contract'],
});
