import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const years = ['2026', '2025', '2024', '2023', '2022', '2021', '2019'].map((year) => ({
  value: year,
  label: `Millésime ${year}`,
}));

const meta = {
  title: 'Composants de base/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Liste déroulante native avec libellé visible, aide et message d’erreur reliés au champ. Native\u00a0: clavier, lecteurs d’écran et sélecteurs mobiles fonctionnent sans code.

### Quand l’utiliser
- Un choix unique parmi 5 à 30 options connues\u00a0: un millésime, un indicateur, un type de territoire.

### Quand ne pas l’utiliser
- Moins de 5 options visibles d’un coup\u00a0: des boutons radio ou des \`Tag\` à bascule.
- Des centaines d’options ou une recherche\u00a0: \`TerritoryPicker\` (combobox).

### À faire
- Des options courtes, triées dans un ordre utile (les années de la plus récente à la plus ancienne).
- \`placeholderOption\` («\u202fChoisir…\u202f») quand aucune valeur n’est choisie par défaut, avec \`required\`.

### À éviter
- Changer de page ou soumettre un formulaire au simple changement d’option sans le dire (RGAA 7.5).
- Une liste pour «\u202fOui / Non\u202f».`,
      },
    },
  },
  args: { label: 'Millésime', options: years, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Millésime' });
    await userEvent.selectOptions(select, '2023');
    await expect(select).toHaveValue('2023');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  name: 'Avec aide',
  args: { hint: 'Découpage administratif au 1ᵉʳ janvier de l’année.' },
};

export const WithError: Story = {
  name: 'En erreur',
  args: {
    placeholderOption: 'Choisir un millésime',
    required: true,
    error: 'Choisissez le millésime à comparer.',
    defaultValue: '',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Millésime (obligatoire)' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription(
      'Erreur\u00a0: Choisissez le millésime à comparer.',
    );
  },
};

export const Disabled: Story = { name: 'Désactivé', args: { disabled: true } };

export const Required: Story = {
  name: 'Obligatoire',
  args: { required: true, placeholderOption: 'Choisir un millésime', defaultValue: '' },
};

export const WithChildren: Story = {
  name: 'Options en enfants (groupes)',
  args: {
    label: 'Indicateur',
    options: undefined,
    children: (
      <>
        <optgroup label="Population">
          <option value="pop">Population municipale</option>
          <option value="density">Densité</option>
        </optgroup>
        <optgroup label="Revenus">
          <option value="median">Revenu médian</option>
        </optgroup>
      </>
    ),
  },
};

export const LongLabel: Story = {
  name: 'Libellé long',
  args: {
    label:
      'Millésime du découpage administratif utilisé pour comparer les deux territoires choisis',
    hint: 'Les fusions de communes postérieures à ce millésime ne sont pas prises en compte.',
    // 2024's option with a long label in place of the short one: values stay unique.
    options: years.map((year) =>
      year.value === '2024'
        ? {
            value: '2024',
            label: 'Découpage administratif au 1ᵉʳ janvier 2024 (code officiel géographique)',
          }
        : year,
    ),
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: LongLabel.args,
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  args: WithError.args,
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
  args: LongLabel.args,
};
