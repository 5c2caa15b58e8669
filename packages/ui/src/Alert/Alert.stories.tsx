import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Composants de base/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Message sur la page ou sur le résultat d’une action\u00a0: information, succès, avertissement ou erreur. Le type se lit par la couleur, l’icône et un mot lu en premier par les lecteurs d’écran («\u202fErreur\u00a0:\u202f»), jamais par la seule couleur.

### Quand l’utiliser
- Confirmer une action («\u202fLien copié\u202f»), signaler une donnée manquante ou une panne du service.
- \`live\` (par défaut)\u00a0: le message est annoncé quand il apparaît (\`role="alert"\` pour les erreurs et avertissements, \`role="status"\` sinon).

### Quand ne pas l’utiliser
- Une erreur de saisie\u00a0: le message \`error\` du champ (\`TextInput\`, \`Select\`).
- Une donnée absente dans une figure\u00a0: \`DataError\`.

### À faire
- Un titre court, un texte qui dit quoi faire ensuite.
- \`live={false}\` pour un message déjà présent au chargement de la page.

### À éviter
- Empiler plusieurs alertes\u00a0: regroupez les messages.
- Fermer automatiquement un message après quelques secondes (WCAG 2.2.1).`,
      },
    },
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    titleAs: { control: 'inline-radio', options: ['p', 'h2', 'h3', 'h4'] },
  },
  args: {
    type: 'info',
    title: 'Données provisoires',
    children: 'Les chiffres de 2026 seront définitifs en juin.',
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  name: 'Information',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').textContent).toContain(
      'Information\u00a0: Données provisoires',
    );
  },
};

export const Success: Story = {
  name: 'Succès',
  args: {
    type: 'success',
    title: 'Lien copié',
    children: 'Vous pouvez le coller dans un courriel.',
  },
};

export const Warning: Story = {
  name: 'Avertissement',
  args: {
    type: 'warning',
    title: 'Territoire modifié',
    children:
      'La commune a fusionné en 2024\u00a0: les années antérieures portent sur les anciennes communes.',
  },
};

export const ErrorType: Story = {
  name: 'Erreur',
  args: {
    type: 'error',
    title: 'Service indisponible',
    children: 'Les données n’ont pas pu être chargées. Réessayez dans quelques minutes.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert').textContent).toContain(
      'Erreur\u00a0: Service indisponible',
    );
  },
};

export const WithoutTitle: Story = {
  name: 'Sans titre',
  args: {
    title: undefined,
    children: 'Les données de population sont celles du recensement 2023.',
  },
};

export const Closable: Story = {
  name: 'Avec fermeture',
  args: { type: 'success', title: 'Lien copié', children: undefined, onClose: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer le message' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const NotLive: Story = {
  name: 'Présente au chargement (non annoncée)',
  args: { live: false, type: 'warning', title: 'Maintenance prévue le 2 décembre' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LongText: Story = {
  name: 'Texte long',
  args: {
    type: 'warning',
    title:
      'Les intercommunalités de ce département ont été profondément réorganisées au 1ᵉʳ janvier 2017',
    children:
      'Les comparaisons avec les années antérieures portent sur le périmètre actuel reconstitué à partir des communes membres\u00a0; les chiffres publiés à l’époque peuvent différer.',
    onClose: fn(),
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: LongText.args,
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  args: { ...ErrorType.args, onClose: fn() },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
  args: LongText.args,
};
