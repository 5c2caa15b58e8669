import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../packages/ui/src/styles/tokens.css';
import '../packages/ui/src/styles/base.css';
import modes from './modes.module.css';
import { applyForcedColors, checkStory, type EpicMode, epicParameters } from './story-checks';
import { storyTestHarness } from './story-test-harness';

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

/**
 * `parameters.epic.mode` (or the "Mode" toolbar): text spacing is applied here; forced colours are
 * emulated by the story tests (CDP), and in the UI a note says how to emulate them in Chromium.
 */
const withMode: Decorator = (Story, context) => {
  const mode: EpicMode | undefined =
    epicParameters(context).mode ??
    (context.globals.epicMode === 'default' ? undefined : context.globals.epicMode);
  const showNote = mode === 'forced-colors' && !storyTestHarness() && context.viewMode === 'story';
  return (
    <div lang="fr" className={mode === 'text-spacing' ? modes.textSpacing : undefined}>
      {showNote && (
        <p role="note" className={modes.note}>
          Couleurs forcées : dans Chromium, ouvrez les outils de développement, onglet Rendering, «
          Emulate CSS media feature forced-colors: active ». Les tests des stories les émulent
          d’eux-mêmes.
        </p>
      )}
      <Story />
    </div>
  );
};

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: { options: viewports },
    // Accessibility violations fail the story tests. There, axe details violations only: the
    // nodes of passed and incomplete checks, which only the Storybook panel lists, are most of
    // its time.
    a11y: {
      test: 'error',
      options: import.meta.env.MODE === 'test' ? { resultTypes: ['violations'] } : {},
    },
    docs: { toc: true },
    options: {
      storySort: {
        order: [
          'Démarrer',
          'Fondations',
          [
            'Couleurs',
            'Typographie',
            'Espacements',
            'Points de rupture',
            'Focus',
            'Icônes',
            'Formatage du français',
          ],
          'Composants de base',
          'Structure du site',
          'Données territoriales',
          '*',
        ],
      },
    },
  },
  globalTypes: {
    epicMode: {
      description: 'Mode d’affichage des stories',
      toolbar: {
        title: 'Mode',
        icon: 'contrast',
        dynamicTitle: true,
        items: [
          { value: 'default', title: 'Normal' },
          { value: 'text-spacing', title: 'Espacement du texte (WCAG 1.4.12)' },
          { value: 'forced-colors', title: 'Couleurs forcées (mode d’emploi)' },
        ],
      },
    },
  },
  initialGlobals: {
    viewport: { value: 'desktop', isRotated: false },
    locale: 'fr',
    epicMode: 'default',
  },
  decorators: [withMode],
  beforeEach: (context) => applyForcedColors(context),
  afterEach: (context) => checkStory(context),
};

export default preview;
