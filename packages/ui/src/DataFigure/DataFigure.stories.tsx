import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DataFigure, DataFigureNote } from './DataFigure';

const meta = {
  title: 'Données/DataFigure',
  component: DataFigure,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Cadre commun du graphique et de la carte : une figure légendée qui affiche le chargement (message et squelette), l’erreur avec « Réessayer », ou son contenu.',
      },
    },
  },
  args: {
    title: 'Population de Saint-Étienne',
    messages: {
      loading: 'Chargement du graphique…',
      error: 'Le graphique n’a pas pu être chargé.',
      retry: 'Réessayer',
    },
    onRetry: fn(),
    children: <DataFigureNote>173 089 habitants en 2022.</DataFigureNote>,
  },
} satisfies Meta<typeof DataFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  name: 'Contenu',
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    await expect(figure.querySelector('figcaption')).toHaveTextContent(
      'Population de Saint-Étienne',
    );
    await expect(figure).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByText('173 089 habitants en 2022.')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true, skeletonHeight: '6rem' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Chargement du graphique…')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByText('173 089 habitants en 2022.')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Erreur',
  args: { error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('n’a pas pu être chargé');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
