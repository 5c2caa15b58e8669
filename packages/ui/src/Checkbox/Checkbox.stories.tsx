import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Composants de base/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Case à cocher native avec son libellé, une aide facultative et un message d’erreur reliés à la case (\`aria-describedby\`, \`aria-invalid\`). La case et son libellé forment une seule cible d’au moins 44\u00a0px de haut\u00a0; la case se coche au clic ou à la barre d’espace.

### Quand l’utiliser
- Une option indépendante des autres, qu’on active ou non\u00a0: afficher une colonne, une référence.
- Plusieurs options cumulables, groupées dans un \`fieldset\` dont la légende dit ce qu’elles règlent.

### Quand ne pas l’utiliser
- Un seul choix parmi plusieurs\u00a0: \`RadioGroup\`.
- Une action immédiate (envoyer, supprimer)\u00a0: un \`Button\`.

### À faire
- Un libellé qui dit ce qui se passe quand la case est cochée («\u202fAfficher les intercommunalités\u202f»).
- Un message d’erreur qui dit comment corriger.

### À éviter
- Un libellé à la forme négative («\u202fNe pas afficher…\u202f»)\u00a0: cocher pour retirer déroute.
- Une case sans libellé visible.`,
      },
    },
  },
  args: { label: 'Afficher les intercommunalités', name: 'epci', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas, args, step }) => {
    const box = canvas.getByRole('checkbox', { name: 'Afficher les intercommunalités' });
    await step('Un clic sur le libellé coche la case', async () => {
      await userEvent.click(canvas.getByText('Afficher les intercommunalités'));
      await expect(box).toBeChecked();
      await expect(box).toHaveFocus();
    });
    await step('La barre d’espace la décoche', async () => {
      await userEvent.keyboard(' ');
      await expect(box).not.toBeChecked();
      await expect(args.onChange).toHaveBeenCalledTimes(2);
    });
  },
};

export const Checked: Story = {
  name: 'Cochée',
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Afficher les intercommunalités' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
  },
};

export const WithHint: Story = {
  name: 'Avec aide',
  args: { hint: 'Leurs contours s’ajoutent à ceux des communes.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Afficher les intercommunalités' }),
    ).toHaveAccessibleDescription('Leurs contours s’ajoutent à ceux des communes.');
  },
};

export const WithError: Story = {
  name: 'En erreur',
  args: {
    label: 'J’accepte que mes zones soient enregistrées',
    required: true,
    error: 'Cochez la case pour enregistrer vos zones.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'J’accepte que mes zones soient enregistrées (obligatoire)',
    });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(
      'Erreur\u00a0: Cochez la case pour enregistrer vos zones.',
    );
  },
};

export const Disabled: Story = {
  name: 'Désactivée',
  args: { disabled: true, hint: 'Disponible à partir du niveau départemental.' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Afficher les intercommunalités' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Afficher les intercommunalités'));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  name: 'Désactivée et cochée',
  args: { disabled: true, defaultChecked: true },
};

export const Required: Story = {
  name: 'Obligatoire',
  args: { label: 'J’accepte que mes zones soient enregistrées', required: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', {
        name: 'J’accepte que mes zones soient enregistrées (obligatoire)',
      }),
    ).toBeRequired();
  },
};

export const LongLabel: Story = {
  name: 'Libellé long',
  args: {
    label:
      'Afficher les établissements publics de coopération intercommunale à fiscalité propre sur la carte des communes',
    hint: 'Métropoles, communautés urbaines, communautés d’agglomération et communautés de communes.',
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
  render: (args) => (
    <div>
      <Checkbox {...args} label="Cochée" defaultChecked />
      <Checkbox {...args} label="Non cochée" />
      <Checkbox {...args} label="Désactivée" disabled defaultChecked />
      <Checkbox {...args} label="En erreur" error="Cochez la case pour continuer." />
    </div>
  ),
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
  args: { ...LongLabel.args, error: 'Cochez la case pour continuer.' },
};
