import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { breakpoints } from '../styles/breakpoints';
import { BreakpointList } from './Scales';

const meta = {
  title: 'Fondations/Points de rupture',
  parameters: { layout: 'padded' },
  render: () => <BreakpointList />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  name: 'Liste',
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-breakpoint]')).toHaveLength(
      Object.keys(breakpoints).length,
    );
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
