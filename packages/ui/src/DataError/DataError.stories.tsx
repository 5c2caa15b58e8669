import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DataError } from './DataError';

const meta = {
  title: 'Données territoriales/DataError',
  component: DataError,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `État d’erreur commun aux composants de données (graphique, carte, tableaux)\u00a0: message en français, contenu facultatif (liens) et bouton «\u202fRéessayer\u202f» (le \`Button\` partagé, variante secondaire) pour les seules erreurs passagères (réseau, délai, erreur du serveur), jamais pour un 400 ou un 404 (\`transient: false\`).

### Quand l’utiliser
- Quand des données n’ont pas pu être chargées, à la place du contenu attendu.

### Quand ne pas l’utiliser
- Pour une erreur de saisie dans un formulaire\u00a0: le message va sous le champ.
- Pour un territoire absent d’un millésime\u00a0: ce n’est pas une erreur (\`AbsentTerritory\`).

### À faire
- Dire ce qui a échoué et proposer une suite (réessayer, chercher autre chose).

### À éviter
- Proposer «\u202fRéessayer\u202f» pour une erreur qui donnera toujours la même réponse.`,
      },
    },
  },
  args: {
    message: 'Les données n’ont pas pu être chargées.',
    retryLabel: 'Réessayer',
    onRetry: fn(),
  },
} satisfies Meta<typeof DataError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  name: 'Avec « Réessayer »',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('n’ont pas pu être chargées');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutRetry: Story = {
  name: 'Sans nouvelle tentative',
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NotTransient: Story = {
  name: 'Erreur définitive (404)\u00a0: pas de « Réessayer »',
  parameters: {
    epic: {
      targets:
        'allowed: « Chercher un autre territoire » is a 221 × 19 px link alone in its paragraph; DataError (owned elsewhere) is to give it 44 px on touch screens',
    },
  },
  args: {
    message: 'Aucune commune n’a le code 99999.',
    transient: false,
    children: (
      <p>
        <a href="/explorer/">Chercher un autre territoire</a>
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Aucune commune n’a le code 99999.');
    await expect(canvas.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Chercher un autre territoire' })).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  parameters: { epic: { mode: 'text-spacing' } },
};
