import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NavLink } from './NavLink';

const docs = `Lien de navigation de l’en-tête. La page courante porte \`aria-current="page"\` et un trait épais (sous le lien dans la barre, à gauche dans le menu replié), pas seulement une couleur. Seul le lien courant a une bordure\u00a0: en couleurs forcées, les autres n’affichent aucun trait.

### Quand l’utiliser
- Dans \`Header\` (qui le rend pour chaque entrée de \`navigation\`), ou dans une navigation de même nature.

### Quand ne pas l’utiliser
- Pour un lien dans un texte\u00a0: un lien simple suffit.
- Pour une action\u00a0: utilisez \`Button\`.

### À faire
- Marquer au plus un lien comme courant par navigation.

### À éviter
- Signaler la page courante par la seule couleur.`;

const meta = {
  title: 'Structure du site/NavLink',
  component: NavLink,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: docs,
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

export const ForcedColors: Story = {
  name: 'Couleurs forcées (page courante)',
  args: { current: true },
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  args: { current: true },
  parameters: { epic: { mode: 'text-spacing' } },
};

export const Mobile: Story = {
  name: 'Mobile (dans le menu)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { variant: 'menu', current: true },
};
