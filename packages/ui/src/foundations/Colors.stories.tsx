import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColorPalette, ContrastPairs } from './ColorPalette';
import { colorPairs } from './pairs';
import { tokenRoles } from './roles';
import { tokenGroup } from './tokens';

const meta = {
  title: 'Fondations/Couleurs',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const count = (kind: 'text' | 'ui') => colorPairs.filter((pair) => pair.kind === kind).length;

export const Palette: Story = {
  name: 'Palette',
  render: () => <ColorPalette />,
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll('[data-token]');
    await expect(cards.length).toBe(tokenGroup('color').length);
    await expect(canvasElement.querySelector('[data-token="--epic-color-text"]')).not.toBeNull();
    // The palette names colours; contrast is only shown for pairs that meet in the components.
    await expect(canvasElement.textContent).not.toMatch(/:\s1/);
    // Each colour says its role in French, never the English comment of tokens.css.
    for (const token of tokenGroup('color')) {
      await expect(tokenRoles[token.name], token.name).toBeDefined();
      if (token.note) await expect(canvasElement.textContent).not.toContain(token.note);
    }
  },
};

export const Pairs: Story = {
  name: 'Paires texte et fond',
  render: () => <ContrastPairs kind="text" />,
  play: async ({ canvasElement }) => {
    const pairs = [...canvasElement.querySelectorAll('[data-pair="text"]')];
    await expect(pairs).toHaveLength(count('text'));
    await expect(pairs.every((el) => el.getAttribute('data-pass') === 'true')).toBe(true);
  },
};

export const InterfacePairs: Story = {
  name: 'Bordures et interface',
  render: () => <ContrastPairs kind="ui" />,
  play: async ({ canvasElement }) => {
    const pairs = [...canvasElement.querySelectorAll('[data-pair="ui"]')];
    await expect(pairs).toHaveLength(count('ui'));
    await expect(pairs.every((el) => el.getAttribute('data-pass') === 'true')).toBe(true);
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
