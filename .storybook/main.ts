import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { epicCss } from '../scripts/css-modules.js';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // The story checks' own tests, tagged !dev (out of the sidebar).
    './story-checks.stories.tsx',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The root tsconfig.json only references the workspaces (no files of its own), and the
      // default globs are relative to Vite's root: name the library's project and files outright,
      // or no component gets its props table.
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      include: [fileURLToPath(new URL('../packages/ui/src/**/*.tsx', import.meta.url))],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      // The props of our components only: not the hundreds inherited from React's DOM types.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
      // A prop typed with a big union (territory codes, icon names) reads as its type name.
      shouldExtractLiteralValuesFromEnum: false,
      shouldRemoveUndefinedFromOptional: true,
      savePropValueAsString: true,
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Workspace packages are consumed from source (STACK.md gotcha 3).
      resolve: { conditions: ['@epic/source', ...defaultClientConditions] },
      // Class names `epic-<local>-<hash>`, as in the site and the package's dist.
      css: epicCss,
    }),
};

export default config;
