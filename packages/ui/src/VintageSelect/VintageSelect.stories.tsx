import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type Vintage, VintageSelect } from './VintageSelect';

/** Test data: a commune created in 2022 by merging communes. */
const newCommuneVintages: Vintage[] = [
  { year: 2019, exists: false },
  { year: 2021, exists: false },
  { year: 2022, exists: true },
  { year: 2023, exists: true },
  { year: 2024, exists: true },
  { year: 2025, exists: true },
  { year: 2026, exists: true },
];

const meta = {
  title: 'Données territoriales/VintageSelect',
  component: VintageSelect,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Choix du millésime (année de la géographie officielle) parmi les années disponibles. Les millésimes où le territoire n’existe pas restent sélectionnables mais sont signalés en toutes lettres.

### Quand l’utiliser
- À côté du sélecteur de territoire dans l’Explorer et de chaque côté de Comparer.

### Quand ne pas l’utiliser
- Pour choisir une période ou plusieurs années à la fois.

### À faire
- Signaler les millésimes où le territoire est absent plutôt que de les retirer.

### À éviter
- Changer de millésime sans le dire\u00a0: l’écran annonce le nouveau millésime.`,
      },
    },
  },
  args: { vintages: newCommuneVintages, value: 2024, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <VintageSelect
        {...args}
        value={value}
        onChange={(year) => {
          setValue(year);
          args.onChange(year);
        }}
      />
    );
  },
} satisfies Meta<typeof VintageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Millésimes disponibles',
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Millésime' });
    await expect(select).toHaveValue('2024');
    await expect(within(select).getAllByRole('option')).toHaveLength(7);
    await userEvent.selectOptions(select, '2023');
    await expect(args.onChange).toHaveBeenCalledWith(2023);
  },
};

export const AbsentVintage: Story = {
  name: 'Absent de ce millésime',
  args: { value: 2019 },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Millésime' });
    await expect(within(select).getByRole('option', { name: '2019 (territoire absent)' }));
    await expect(select).toHaveAccessibleDescription(
      'Ce territoire n’existe pas dans le millésime 2019.',
    );
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Millésime' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Chargement des millésimes…');
  },
};

export const Empty: Story = {
  name: 'Aucun millésime',
  args: { vintages: [] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('combobox')).queryAllByRole('option')).toHaveLength(0);
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    await expect(within(canvasElement).getByRole('combobox', { name: 'Millésime' })).toBeVisible();
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  parameters: { epic: { mode: 'text-spacing' } },
};
