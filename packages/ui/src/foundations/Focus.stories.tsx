import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { FocusRing } from './Scales';

const meta = {
  title: 'Fondations/Focus',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ring: Story = {
  name: 'Anneau',
  render: () => <FocusRing />,
};

export const Keyboard: Story = {
  name: 'Au clavier',
  render: () => (
    <p>
      <a href="#focus">Un lien</a> puis <Button variant="secondary">un bouton</Button>
    </p>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Un lien' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await expect(getComputedStyle(link).outlineWidth).toBe('2px');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'un bouton' })).toHaveFocus();
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  render: () => <FocusRing />,
};
