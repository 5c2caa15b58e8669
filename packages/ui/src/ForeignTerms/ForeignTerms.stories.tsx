import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ForeignTerms } from './ForeignTerms';

const meta = {
  title: 'Shell/ForeignTerms',
  component: ForeignTerms,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Texte français dont les termes étrangers (« Open Licence », « commit »…) portent leur langue (`lang="en"`), pour une prononciation correcte par les lecteurs d’écran (RGAA 8.7).',
      },
    },
  },
  args: { text: 'Licence Ouverte / Open Licence (Etalab)' },
} satisfies Meta<typeof ForeignTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Licence: Story = {
  name: 'Nom de licence',
  play: async ({ canvasElement }) => {
    const english = canvasElement.querySelector('[lang="en"]');
    await expect(english).toHaveTextContent('Open Licence');
    await expect(canvasElement).toHaveTextContent('Licence Ouverte / Open Licence (Etalab)');
  },
};

export const NoForeignTerm: Story = {
  name: 'Sans terme étranger',
  args: { text: 'Population légale' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang="en"]')).toBeNull();
  },
};
