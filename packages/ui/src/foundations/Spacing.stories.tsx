import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SpacingScale } from './Scales';

const meta = {
  title: 'Fondations/Espacements',
  parameters: { layout: 'padded' },
  render: () => <SpacingScale />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  name: 'Échelle',
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('[data-token] div')].map(
      (bar) => bar.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([4, 8, 12, 16, 24, 32, 48, 64]);
  },
};
