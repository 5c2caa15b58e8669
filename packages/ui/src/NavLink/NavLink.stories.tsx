import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NavLink } from './NavLink';

const meta = {
  title: 'Shell/NavLink',
  component: NavLink,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Lien de navigation de l’en-tête. La page courante porte `aria-current="page"` et un soulignement épais, pas seulement une couleur.',
      },
    },
  },
  args: { href: '/explorer/', children: 'Explorer', onClick: fn() },
} satisfies Meta<typeof NavLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Explorer' });
    await expect(link).not.toHaveAttribute('aria-current');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
  args: { onClick: fn((event) => event.preventDefault()) },
};

export const Current: Story = {
  name: 'Page courante',
  args: { current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explorer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const InMenu: Story = {
  name: 'Dans le menu mobile',
  args: { variant: 'menu', current: true },
};
