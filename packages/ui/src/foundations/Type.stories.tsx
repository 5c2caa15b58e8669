import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TypeScale } from './Scales';
import { tokenValue } from './tokens';

const meta = {
  title: 'Fondations/Typographie',
  parameters: { layout: 'padded' },
  render: () => <TypeScale kind="roles" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const sizeOf = (root: HTMLElement, token: string) => {
  const sample = root.querySelector(`[data-token="${token}"] p`);
  if (!sample) throw new Error(`${token} is not on the page`);
  return Number.parseFloat(getComputedStyle(sample).fontSize);
};

const remToPx = (token: string) => Number.parseFloat(tokenValue(token)) * 16;

export const Steps: Story = {
  name: 'Pas',
  render: () => <TypeScale kind="steps" />,
  play: async ({ canvasElement }) => {
    // The page's text announces six steps, xs to 2xl: the list must show exactly those.
    const steps = [...canvasElement.querySelectorAll('[data-token]')].map((el) =>
      el.getAttribute('data-token'),
    );
    await expect(steps).toEqual(
      ['xs', 'sm', 'md', 'lg', 'xl', '2xl'].map((step) => `--epic-font-size-${step}`),
    );
    await expect(sizeOf(canvasElement, '--epic-font-size-xs')).toBe(12);
    await expect(sizeOf(canvasElement, '--epic-font-size-2xl')).toBe(40);
    await expect(canvasElement.textContent).toContain('petits caractères (mentions légales)');
    await expect(canvasElement.textContent).not.toContain('legal small print');
  },
};

export const Scale: Story = {
  name: 'Rôles',
  play: async ({ canvasElement }) => {
    await expect(sizeOf(canvasElement, '--epic-font-size-data-label')).toBeGreaterThanOrEqual(12);
    await expect(sizeOf(canvasElement, '--epic-font-size-caption')).toBe(
      remToPx('--epic-font-size-lg'),
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
