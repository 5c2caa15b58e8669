import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FrenchFormatting } from './FrenchFormatting';

const meta = {
  title: 'Fondations/Formatage du français',
  parameters: { layout: 'padded' },
  render: () => <FrenchFormatting />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const resultOf = (root: HTMLElement, call: string) =>
  root.querySelector(`[data-call="${call.replaceAll('"', '\\"')}"]`)?.textContent;

export const Examples: Story = {
  name: 'Exemples',
  play: async ({ canvasElement }) => {
    await expect(resultOf(canvasElement, 'formatNumber(2113705)')).toBe('2\u202f113\u202f705');
    await expect(resultOf(canvasElement, 'formatPercent(0.1234)')).toBe('12,3\u202f%');
    await expect(resultOf(canvasElement, "withArticle('Rhône', 2, 'de')")).toBe('du Rhône');
    await expect(
      resultOf(canvasElement, "withArticle('Métropole de Lyon', undefined, 'de', 'epci')"),
    ).toBe('de la Métropole de Lyon');
    // Without typeLiaison, the article comes from the level and the name: never « dans Marne ».
    await expect(
      resultOf(canvasElement, "withArticle('Marne', undefined, 'dans', 'departement')"),
    ).toBe('dans la Marne');
    await expect(
      resultOf(canvasElement, "withArticle('Paris', undefined, 'dans', 'commune')"),
    ).toBe('à Paris');
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
