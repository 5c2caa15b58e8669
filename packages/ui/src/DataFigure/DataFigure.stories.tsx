import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DataFigure, DataFigureNote } from './DataFigure';

const meta = {
  title: 'Données territoriales/DataFigure',
  component: DataFigure,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Cadre commun du graphique et de la carte\u00a0: une figure légendée qui affiche le chargement (message et squelette de la hauteur du contenu), l’erreur avec «\u202fRéessayer\u202f», ou son contenu.

### Quand l’utiliser
- Pour toute visualisation de données chargée à la demande (graphique, carte).

### Quand ne pas l’utiliser
- Pour un tableau\u00a0: les tableaux ont leur propre légende (\`caption\`) et leurs états.

### À faire
- Un titre qui dit quoi, où et quand\u202f; une hauteur de squelette proche de celle du contenu.

### À éviter
- Une zone de statut (\`role="status"\`) dans la figure occupée\u00a0: l’écran annonce lui-même la fin du chargement.`,
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
