import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Composants de base/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  parameters: {
    epic: {
      targets:
        'allowed: the demonstration link (19 px high, alone in its paragraph) shows hidden text, not a target; its size is the page’s text',
    },
    layout: 'padded',
    docs: {
      description: {
        component: `Texte lu par les technologies d’assistance mais invisible à l’écran\u00a0: légendes de tableaux, précisions sur un lien, type d’un message («\u202fErreur\u00a0:\u202f»).

### Quand l’utiliser
- Compléter un libellé visible que le contexte visuel rend clair mais qui serait ambigu seul («\u202fTélécharger\u202f» → «\u202fTélécharger les données de la Loire\u202f»).
- Nommer une information donnée seulement par la couleur ou une icône.

### Quand ne pas l’utiliser
- Pour cacher un contenu à tout le monde\u00a0: \`hidden\` ou ne pas le rendre.
- Pour remplacer un libellé visible\u00a0: tout le monde doit pouvoir lire le nom d’un contrôle (WCAG 2.5.3).

### À faire
- Commencer le texte caché par une espace quand il suit un mot visible («\u202fDocumentation (ouvre une nouvelle fenêtre)\u202f»).

### À éviter
- De longues phrases cachées\u00a0: elles ralentissent la lecture au lecteur d’écran.`,
      },
    },
  },
  args: { children: ' (ouvre une nouvelle fenêtre)' },
  render: (args) => (
    <a href="https://example.org/" target="_blank" rel="noreferrer">
      Documentation
      <VisuallyHidden {...args} />
    </a>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideALink: Story = {
  name: 'Dans un lien',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Documentation (ouvre une nouvelle fenêtre)' });
    await expect(link.getBoundingClientRect().width).toBeLessThan(200);
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
};
