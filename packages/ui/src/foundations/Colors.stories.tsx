import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColorPalette, ContrastPairs, colorPairs } from './ColorPalette';
import { tokenGroup } from './tokens';

const meta = {
  title: 'Fondations/Couleurs',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  name: 'Palette',
  render: () => <ColorPalette />,
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll('[data-token]');
    await expect(cards.length).toBe(tokenGroup('color').length);
    await expect(canvasElement.querySelector('[data-token="--epic-color-text"]')).not.toBeNull();
  },
};

export const Pairs: Story = {
  name: 'Paires texte et fond',
  render: () => <ContrastPairs />,
  play: async ({ canvasElement }) => {
    // Every text/background pair the components use reaches 4.5:1 (WCAG 1.4.3 AA).
    const pairs = [...canvasElement.querySelectorAll('[data-pair]')].map((el) =>
      el.getAttribute('data-pair'),
    );
    await expect(pairs).toHaveLength(colorPairs.length);
    await expect(pairs.every((level) => level === 'text')).toBe(true);
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  render: () => <ContrastPairs />,
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
  render: () => <ContrastPairs />,
};
