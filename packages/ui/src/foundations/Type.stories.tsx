import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TypeScale } from './Scales';

const meta = {
  title: 'Fondations/Typographie',
  parameters: { layout: 'padded' },
  render: () => <TypeScale />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const sizeOf = (root: HTMLElement, token: string) => {
  const sample = root.querySelector(`[data-token="${token}"] p`);
  if (!sample) throw new Error(`${token} is not on the page`);
  return Number.parseFloat(getComputedStyle(sample).fontSize);
};

export const Scale: Story = {
  name: 'Échelle',
  play: async ({ canvasElement }) => {
    await expect(sizeOf(canvasElement, '--epic-font-size-data-label')).toBeGreaterThanOrEqual(12);
    await expect(sizeOf(canvasElement, '--epic-font-size-caption')).toBe(
      sizeOf(canvasElement, '--epic-font-size-lg'),
    );
    await expect(sizeOf(canvasElement, '--epic-font-size-body')).toBe(16);
    await expect(getComputedStyle(document.body).fontFamily).toMatch(/^system-ui/);
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
};
