import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'Composants de base/Tag',
  component: Tag,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Étiquette courte. Sa nature découle des props\u00a0: statique (une catégorie), bascule (\`selected\` + \`onClick\`\u00a0: un bouton \`aria-pressed\`, pour un filtre) ou lien (\`href\`).

### Quand l’utiliser
- Montrer la catégorie d’un territoire («\u202fMétropole\u202f», «\u202fCommune nouvelle\u202f»).
- Des filtres à activer ou non, plusieurs à la fois\u00a0: tags à bascule.

### Quand ne pas l’utiliser
- Une action (télécharger, valider)\u00a0: \`Button\`.
- Un choix exclusif parmi beaucoup d’options\u00a0: \`Select\`.

### À faire
- Un ou deux mots\u202f; l’état «\u202factivé\u202f» se voit par le fond plein et une coche, pas seulement la couleur.

### À éviter
- Des tags statiques qui ressemblent à des boutons\u00a0: ils ne sont pas cliquables et n’en ont pas l’aspect.`,
      },
    },
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  args: { children: 'Métropole' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = { name: 'Statique' };

export const Small: Story = { name: 'Petit', args: { size: 'sm', children: 'Commune nouvelle' } };

export const Toggle: Story = {
  name: 'Bascule (désactivée)',
  args: { children: 'Communes de plus de 10 000 habitants', selected: false, onClick: fn() },
  play: async ({ canvas, args }) => {
    const tag = canvas.getByRole('button', { name: 'Communes de plus de 10 000 habitants' });
    await expect(tag).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(tag);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  name: 'Bascule (activée)',
  args: { children: 'Communes de plus de 10 000 habitants', selected: true, onClick: fn() },
};

export const ToggleBehaviour: Story = {
  name: 'Bascule (comportement)',
  render: function ToggleTag() {
    const [on, setOn] = useState(false);
    return (
      <Tag selected={on} onClick={() => setOn((value) => !value)}>
        Littoral
      </Tag>
    );
  },
  play: async ({ canvas }) => {
    const tag = canvas.getByRole('button', { name: 'Littoral' });
    await userEvent.click(tag);
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(tag).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Disabled: Story = {
  name: 'Bascule désactivée',
  args: { selected: false, onClick: fn(), disabled: true },
};

export const Link: Story = {
  name: 'Lien',
  args: { href: '#metropoles', children: 'Toutes les métropoles' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Toutes les métropoles' })).toHaveAttribute(
      'href',
      '#metropoles',
    );
  },
};

export const Group: Story = {
  name: 'Groupe de tags',
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', padding: 0, listStyle: 'none' }}>
      {[
        'Métropole',
        'Communauté urbaine',
        'Communauté d’agglomération',
        'Communauté de communes',
      ].map((label, index) => (
        <li key={label}>
          <Tag selected={index === 0} onClick={() => undefined}>
            {label}
          </Tag>
        </li>
      ))}
    </ul>
  ),
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: Group.render,
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  render: Group.render,
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
  render: Group.render,
};
