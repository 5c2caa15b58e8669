import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './Radio';

const scopes = [
  { value: 'france', label: 'Toute la France' },
  { value: 'region', label: 'Même région (Auvergne-Rhône-Alpes)' },
  { value: 'departement', label: 'Même département (Loire)' },
];

const meta = {
  title: 'Composants de base/Radio',
  component: RadioGroup,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Boutons radio natifs groupés dans un \`fieldset\` dont la légende pose la question. Tab entre dans le groupe sur le choix coché, les flèches passent d’un choix à l’autre\u00a0; chaque bouton et son libellé forment une cible d’au moins 44\u00a0px de haut. \`Radio\` seul existe pour les mises en page particulières, \`RadioGroup\` convient presque toujours.

### Quand l’utiliser
- Un seul choix parmi 2 à 5 options toutes visibles\u00a0: le périmètre d’une évolution, la référence des écarts.

### Quand ne pas l’utiliser
- Plus de 5 options, ou des options longues à parcourir\u00a0: \`Select\`.
- Des options cumulables\u00a0: des \`Checkbox\`.

### À faire
- Une légende qui pose la question, des libellés courts qui y répondent.
- Un choix coché par défaut quand l’un convient à la plupart des cas.
- \`inline\` pour 2 ou 3 choix courts\u00a0; ils passent à la ligne sur petit écran.

### À éviter
- Un groupe sans légende\u00a0: le lecteur d’écran annonce les choix sans la question.
- Une action immédiate lourde (un envoi) au changement de choix.`,
      },
    },
  },
  args: {
    legend: 'Où chercher',
    options: scopes,
    defaultValue: 'france',
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas, args, step }) => {
    const group = canvas.getByRole('group', { name: 'Où chercher' });
    await expect(group).toBeInTheDocument();
    const france = canvas.getByRole('radio', { name: 'Toute la France' });
    const region = canvas.getByRole('radio', { name: 'Même région (Auvergne-Rhône-Alpes)' });
    const departement = canvas.getByRole('radio', { name: 'Même département (Loire)' });
    await expect(france).toBeChecked();
    await step('Un clic sur un libellé choisit', async () => {
      await userEvent.click(canvas.getByText('Même département (Loire)'));
      await expect(departement).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('departement', expect.anything());
    });
    await step('Les flèches passent d’un choix à l’autre', async () => {
      await userEvent.keyboard('{ArrowUp}');
      await expect(region).toBeChecked();
      await expect(region).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(france).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('france', expect.anything());
    });
    await step('Tab sort du groupe en une fois', async () => {
      await userEvent.tab();
      await expect(document.activeElement?.closest('fieldset')).not.toBe(group);
    });
  },
};

/** Controlled, as the pages use it: the value comes from the address. */
export const Controlled: Story = {
  name: 'Contrôlé',
  args: { inline: true },
  render: function Render(args) {
    const [value, setValue] = useState('france');
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(next, event) => {
          setValue(next);
          args.onChange?.(next, event);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const france = canvas.getByRole('radio', { name: 'Toute la France' });
    await expect(france).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const region = canvas.getByRole('radio', { name: 'Même région (Auvergne-Rhône-Alpes)' });
    await expect(region).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(france).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Même département (Loire)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('departement', expect.anything());
  },
};

export const NothingChosen: Story = {
  name: 'Aucun choix, barre d’espace',
  args: { defaultValue: undefined },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const france = canvas.getByRole('radio', { name: 'Toute la France' });
    await expect(france).toHaveFocus();
    await expect(france).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(france).toBeChecked();
  },
};

export const Inline: Story = {
  name: 'En ligne',
  args: {
    legend: 'Périmètre',
    inline: true,
    options: [
      { value: 'constant', label: 'Périmètre de 2024' },
      { value: 'asWas', label: 'Périmètre de chaque millésime' },
    ],
    defaultValue: 'constant',
  },
};

export const WithHints: Story = {
  name: 'Avec aides',
  args: {
    legend: 'Référence des écarts',
    hint: 'Les écarts de chaque territoire sont calculés par rapport à celui-ci.',
    options: [
      { value: '1', label: 'Territoire A\u00a0: Saint-Étienne (2024)' },
      {
        value: '2',
        label: 'Territoire B\u00a0: Loire (2024)',
        hint: 'Le département de Saint-Étienne.',
      },
    ],
    defaultValue: '1',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Référence des écarts' }),
    ).toHaveAccessibleDescription(
      'Les écarts de chaque territoire sont calculés par rapport à celui-ci.',
    );
    await expect(
      canvas.getByRole('radio', { name: 'Territoire B\u00a0: Loire (2024)' }),
    ).toHaveAccessibleDescription('Le département de Saint-Étienne.');
  },
};

export const WithError: Story = {
  name: 'En erreur',
  args: {
    defaultValue: undefined,
    required: true,
    error: 'Choisissez où chercher les territoires comparables.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Où chercher (obligatoire)' }),
    ).toHaveAccessibleDescription(
      'Erreur\u00a0: Choisissez où chercher les territoires comparables.',
    );
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeInvalid();
      await expect(radio).toBeRequired();
    }
  },
};

export const DisabledOption: Story = {
  name: 'Un choix désactivé',
  args: {
    options: [
      ...scopes.slice(0, 2),
      {
        value: 'departement',
        label: 'Même département',
        disabled: true,
        hint: 'Une région n’a pas de département.',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Même département' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Toute la France' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The disabled choice is skipped: the arrows wrap round to the first one.
    await expect(canvas.getByRole('radio', { name: 'Toute la France' })).toBeChecked();
  },
};

export const Disabled: Story = {
  name: 'Désactivé',
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const LongLabels: Story = {
  name: 'Libellés longs',
  args: {
    legend: 'Où chercher les territoires comparables à la commune',
    options: [
      { value: 'france', label: 'Toute la France, départements et régions d’outre-mer compris' },
      {
        value: 'region',
        label: 'Même région (Provence-Alpes-Côte d’Azur)',
      },
      {
        value: 'epci',
        label:
          'Même intercommunalité (Communauté d’agglomération du Grand Avignon, Vaucluse et Gard)',
      },
    ],
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { ...LongLabels.args, inline: true },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  args: DisabledOption.args,
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
  args: { ...LongLabels.args, hint: 'La distance se calcule sur six indicateurs.' },
};
