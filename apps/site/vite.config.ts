import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { epicCss } from '../../scripts/css-modules.ts';
import { gitCommit } from './build/commit.ts';
import { writeCompressed } from './build/compress.ts';
import { geoAssets } from './build/geo/plugin.ts';
import { prerenderShells } from './build/prerender-shells.ts';
import { routeManifest } from './build/route-manifest.ts';
import { firstQueries, siteRoutes } from './src/routes.ts';

const readVersion = (path: string): string =>
  (JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { version: string }).version;

/**
 * Writes `.br` and `.gz` beside every text file of the build, once (build/compress.ts), so that the
 * API never compresses them on a request. Source maps are left alone (only developer tools fetch
 * them).
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
  return {
    name: 'epic-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      await Promise.all(
        files.map((file) => {
          if (!compressible.test(file) || file.startsWith('.vite')) return undefined;
          const path = join(outDir, file);
          // Already compressed by the plugin that emitted it (the map files, cached per version).
          if (existsSync(`${path}.br`) && existsSync(`${path}.gz`)) return undefined;
          return writeCompressed(path, readFileSync(path));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    routeManifest(
      siteRoutes.map((route) => ({ ...route, firstQueries: firstQueries[route.path] })),
    ),
    // Map files at assets/geo/<version>/, written before precompress() compresses the output.
    geoAssets(),
    prerenderShells(siteRoutes),
    precompress(),
  ],
  resolve: {
    conditions: ['@epic/source', ...defaultClientConditions],
    // Dead code of downshift in this app: React 19 reads no prop types, and the picker scrolls
    // its list itself (see the two shims).
    alias: {
      'prop-types': new URL('./src/prop-types-shim.ts', import.meta.url).pathname,
      'compute-scroll-into-view': new URL('./src/compute-scroll-into-view-shim.ts', import.meta.url)
        .pathname,
    },
  },
  // Class names `epic-<local>-<hash>`, as in Storybook and the package's dist.
  css: epicCss,
  define: {
    __EPIC_BUILD__: JSON.stringify({
      siteVersion: readVersion('./package.json'),
      uiVersion: readVersion('../../packages/ui/package.json'),
      authVersion: readVersion('../../packages/auth/package.json'),
      commit: gitCommit(),
      builtAt: new Date().toISOString(),
    }),
  },
  server: {
    port: 5173,
    strictPort: true,
    // Same origin in development too: the API's session cookie and CSRF check need it.
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  preview: { port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Gzip sizes of every file in the log took seconds of each build; bench:bundle measures them.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks: left to itself, the bundler cut the Explorer's first visit
        // into 21 files whose gzip sizes add up to 43 KB, against 38 KB for the same bytes in one.
        // `data`: the query cache, the API client and the data helpers every data route uses;
        // `picker`: the territory search and what the Explorer and the Comparer share around it.
        // Captured modules keep their dependencies where they are (React stays in the entry).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              // What every page needs, in one file instead of five: each request on a first
              // visit's critical path costs a round trip on a phone.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|ui[\\/]src[\\/]VisuallyHidden[\\/]/,
            },
            {
              name: 'data',
              // Not what only lazy panels use: useQueries (the map), useMutation (« Mes
              // territoires »), the wording of statistics and indicator values (cards, tables, charts).
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/](?!build[\\/]modern[\\/](useQueries|queriesObserver|useMutation|mutationObserver)\.js)|api-contract[\\/]src[\\/](client|paths|territory)\.ts|site[\\/]src[\\/]data[\\/](api|queryClient|queries|params|mappers|rankingAddress|recent|QueryRoot)\.tsx?|ui[\\/]src[\\/](format[\\/](?!indicator)|territory[\\/](?!statistic)|ForeignTerms[\\/])/,
            },
            {
              name: 'picker',
              test: /node_modules[\\/](downshift|compute-scroll-into-view|prop-types|@babel[\\/]runtime)|ui[\\/]src[\\/](TerritoryPicker|VintageSelect|ShareLink)[\\/]|site[\\/]src[\\/](compute-scroll-into-view-shim|pages[\\/](useTerritorySearch|useSettledValue|useAddress|LiveRegion|useFocusFallback|usePaintedOnce|LazyVisuals))/,
            },
          ],
        },
      },
    },
  },
});
