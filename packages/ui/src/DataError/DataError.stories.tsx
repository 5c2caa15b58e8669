import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DataError } from './DataError';

const meta = {
  title: 'Données/DataError',
  component: DataError,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'État d’erreur commun aux composants de données (graphique, carte, tableaux) : message en français, contenu facultatif (liens) et bouton « Réessayer » pour les seules erreurs passagères (réseau, délai, erreur du serveur), jamais pour un 400 ou un 404 (`transient: false`).',
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
  name: 'Erreur définitive (404) : pas de « Réessayer »',
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
