import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Composants de base/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Navigation dans une liste découpée en pages\u00a0: page précédente et suivante, première et dernière pages, page courante (\`aria-current="page"\`) et ses voisines, «\u202f…\u202f» pour les autres. Sur un espace étroit (moins de 30rem), seules les flèches et «\u202fPage 3 sur 12\u202f» restent.

### Quand l’utiliser
- Une longue liste de résultats ou de communes membres qu’on ne peut pas afficher d’un coup.
- Avec \`getHref\` (liens) quand chaque page a son adresse\u00a0: partageable, ouvrable dans un onglet. Avec \`onChange\` seul (boutons) pour une liste dans un composant.

### Quand ne pas l’utiliser
- Moins de 2 pages\u00a0: rien n’est affiché.
- Un tableau qu’on peut trier et filtrer entièrement en mémoire\u00a0: préférez afficher tout, ou «\u202fAfficher plus\u202f».

### À faire
- Après un changement de page en mode boutons, déplacer le focus en tête de la liste.

### À éviter
- Masquer la dernière page\u00a0: l’utilisateur doit voir combien il y en a.`,
      },
    },
  },
  args: { page: 5, pageCount: 12, getHref: (page: number) => `#page-${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  name: 'Liens (milieu de liste)',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
      'href',
      '#page-6',
    );
  },
};

export const FirstPage: Story = { name: 'Première page', args: { page: 1 } };

export const LastPage: Story = { name: 'Dernière page', args: { page: 12 } };

export const FewPages: Story = { name: 'Peu de pages', args: { page: 2, pageCount: 4 } };

export const Buttons: Story = {
  name: 'Boutons',
  args: { getHref: undefined, onChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }));
    await expect(args.onChange).toHaveBeenCalledWith(6, expect.anything());
  },
};

export const KeyboardBehaviour: Story = {
  name: 'Clavier (comportement)',
  render: function Stateful() {
    const [page, setPage] = useState(1);
    return <Pagination page={page} pageCount={12} onChange={setPage} />;
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 5 sur 12')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Page 6' })).toBeNull();
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
};
