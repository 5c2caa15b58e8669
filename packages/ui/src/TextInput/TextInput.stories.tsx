import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'Composants de base/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Champ de saisie d’une ligne, toujours avec un libellé visible, une aide facultative et un message d’erreur relié au champ (\`aria-describedby\`, \`aria-invalid\`).

### Quand l’utiliser
- Une saisie libre courte\u00a0: un nom, une adresse électronique, un code postal.

### Quand ne pas l’utiliser
- Un choix parmi une liste connue\u00a0: \`Select\` (ou \`TerritoryPicker\` pour un territoire).
- Un texte de plusieurs lignes\u00a0: une zone de texte.

### À faire
- Un libellé qui dit quoi saisir\u202f; le format attendu dans \`hint\` («\u202fPar exemple\u00a0: 42218\u202f»).
- Un message d’erreur qui dit comment corriger\u00a0: «\u202fSaisissez un code à 5 chiffres\u202f».
- \`required\` affiche «\u202f(obligatoire)\u202f» après le libellé.

### À éviter
- Un \`placeholder\` à la place du libellé\u00a0: il disparaît à la saisie et manque de contraste.
- Un message d’erreur vague («\u202fChamp invalide\u202f»).`,
      },
    },
  },
  args: { label: 'Code postal', name: 'postcode', onChange: fn() },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Code postal' });
    await userEvent.type(input, '42000');
    await expect(input).toHaveValue('42000');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const WithHint: Story = {
  name: 'Avec aide',
  args: { hint: 'Par exemple\u00a0: 42000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Code postal' })).toHaveAccessibleDescription(
      'Par exemple\u00a0: 42000',
    );
  },
};

export const WithError: Story = {
  name: 'En erreur',
  args: {
    hint: 'Par exemple\u00a0: 42000',
    error: 'Saisissez un code postal à 5 chiffres.',
    defaultValue: '420',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Code postal' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Par exemple\u00a0: 42000 Erreur\u00a0: Saisissez un code postal à 5 chiffres.',
    );
  },
};

export const Disabled: Story = {
  name: 'Désactivé',
  args: { disabled: true, defaultValue: '42218' },
};

export const Required: Story = {
  name: 'Obligatoire',
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Code postal (obligatoire)' })).toBeRequired();
  },
};

export const LongLabel: Story = {
  name: 'Libellé long',
  args: {
    label:
      'Nom de l’établissement public de coopération intercommunale auquel la commune appartient',
    hint: 'Tel qu’il figure au répertoire national des intercommunalités (Banatic), sans abréviation.',
    required: true,
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
  args: { ...LongLabel.args, error: 'Saisissez le nom complet de l’intercommunalité.' },
};
