import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilitaires/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Texte lu par les technologies d’assistance mais invisible à l’écran : légendes de tableaux, précisions sur un lien.',
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
