import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../packages/ui/src/styles/tokens.css';

/** Viewports used by every story: widths either side of the "medium" breakpoint (992px). */
const viewports = {
  mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  medium: { name: 'Moyen (820 px)', styles: { width: '820px', height: '1000px' }, type: 'tablet' },
  desktop: {
    name: 'Bureau (1280 px)',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: viewports },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
    docs: { toc: true },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
    locale: 'fr',
  },
  decorators: [
    (Story) => (
      <div lang="fr">
        <Story />
      </div>
    ),
  ],
};

export default preview;
