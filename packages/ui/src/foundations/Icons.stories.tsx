import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconGallery } from './Icons';

const meta = {
  title: 'Fondations/Icônes',
  parameters: { layout: 'padded' },
  render: () => <IconGallery />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  name: 'Galerie',
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-icon]').length).toBeGreaterThanOrEqual(8);
    await expect(canvasElement.querySelector('[data-icon="Alert/Alert.tsx"]')).not.toBeNull();
    await expect(
      canvasElement.querySelector('[data-icon="ContactLink/ContactLink.tsx"]'),
    ).not.toBeNull();
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};
