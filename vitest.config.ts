import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { epicCss } from './scripts/css-modules.js';
import { LongTestsFirst } from './scripts/long-tests-first.js';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@epic/source', ...defaultClientConditions] },
  // Class names `epic-<local>-<hash>`, as in the site, Storybook and the package's dist.
  css: epicCss,
  test: {
    // At least two files at once: Vitest's default (CPUs − 1) ran one file at a time on CI's 2
    // cores, while most of the API's files wait on PostgreSQL, child servers or Chromium (1,396 s
    // → 946–968 s for the whole run on 2 cores).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongTestsFirst },
    projects: [
      // Each workspace with unit tests has its own vitest.config.ts (environment, setup).
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // The API's units apart from its suites that import data or start servers (test:fast).
      'apps/api/vitest.unit.config.ts',
      // The site's map files pipeline on the real outlines (not in test:fast).
      'apps/site/vitest.geo.config.ts',
      {
        extends: true,
        plugins: [
          storybookTest({
            configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
          }),
        ],
        // Pre-bundled up front: a mid-run re-optimisation reloads the page and loses the suite.
        optimizeDeps: {
          include: [
            '@tanstack/react-table',
            'axe-core',
            'd3-geo',
            'downshift',
            'msw-storybook-addon/csf3',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
            'simple-statistics',
            'storybook/test',
            'topojson-client',
          ],
        },
        test: {
          name: 'storybook',
          // One iframe for the story files a worker runs, not one per file: a new one cost more
          // than its stories. The setup file undoes each story's media emulation right after it.
          isolate: false,
          // Viewport resizing and CDP media emulation for the story checks.
          setupFiles: fileURLToPath(new URL('./.storybook/vitest.setup.ts', import.meta.url)),
          browser: {
            enabled: true,
            // Two story files at once, each worker in a page of its own (Vitest opens one per
            // worker), so that CDP's media emulation (forced colours), which belongs to a page,
            // never reaches the other worker's stories. Not the project's `fileParallelism: false`
            // either way: that also runs the project alone, after every other project.
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromium, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
