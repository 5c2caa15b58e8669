import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { lyonSeries, newCommuneSeries, saintEtienneSeries } from '../fixtures/territories';
import { PopulationChart } from './PopulationChart';

const meta = {
  title: 'Données/PopulationChart',
  component: PopulationChart,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Évolution de la population sur les millésimes : courbe SVG sans dépendance, résumé textuel et tableau de données en alternative. Une série dans l’Explorer, deux dans Comparer (distinguées par la couleur, le tiret et la forme des points). Les millésimes où le territoire n’existe pas coupent la courbe. Exporté par `@epic/ui/chart` pour être chargé à la demande (`React.lazy`).',
      },
    },
  },
  args: {
    series: [saintEtienneSeries],
    title: 'Population de Saint-Étienne par millésime (données de test)',
    onRetry: fn(),
  },
} satisfies Meta<typeof PopulationChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneSeries: Story = {
  name: 'Une série (Explorer)',
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: /Population de Saint-Étienne/ });
    await expect(chart).toHaveAccessibleDescription(
      /Saint-Étienne : 171\s900 habitants en 2019, 174\s000 en 2026 \(\+1,2\s%\)/,
    );
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(within(table).getByRole('rowheader', { name: '2024' })).toBeVisible();
  },
};

export const TwoSeries: Story = {
  name: 'Deux séries (Comparer)',
  args: {
    series: [saintEtienneSeries, lyonSeries],
    title: 'Population de Saint-Étienne et de Lyon (données de test)',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Saint-Étienne',
      'Lyon',
    ]);
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Millésime',
      'Saint-Étienne',
      'Lyon',
    ]);
  },
};

export const AbsentVintages: Story = {
  name: 'Absent de certains millésimes',
  args: {
    series: [newCommuneSeries],
    title: 'Population d’une commune nouvelle (données de test)',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Absent en 2019, 2021\./)).toBeVisible();
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    const row = canvas.getByRole('rowheader', { name: '2019' }).closest('tr') as HTMLElement;
    await expect(within(row).getByRole('cell')).toHaveTextContent('absent');
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Chargement de l’évolution/)).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Erreur',
  args: { error: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  name: 'Aucune donnée',
  args: { series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune donnée de population pour ce territoire.')).toBeVisible();
  },
};

export const LongNames: Story = {
  name: 'Noms longs',
  args: {
    series: [
      {
        ...saintEtienneSeries,
        label: 'Communauté de communes des Forêts, Lacs et Terres en Champagne',
      },
      { ...lyonSeries, label: 'Saint-Rémy-en-Bouzemont-Saint-Genest-et-Isson' },
    ],
    title:
      'Population de la Communauté de communes des Forêts, Lacs et Terres en Champagne et de Saint-Rémy-en-Bouzemont-Saint-Genest-et-Isson',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { series: [saintEtienneSeries, lyonSeries] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const chart = within(canvasElement).getByRole('img');
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
