import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  birthsSeries,
  culozBeon,
  franceMetroIncomeSeries,
  giniSeries,
  jobsSeries,
  medianIncomeSeries,
  seriesSources,
} from '../fixtures/census';
import { SeriesChart } from './SeriesChart';
import { SeriesExports } from './SeriesExports';

const meta = {
  title: 'Données territoriales/SeriesChart',
  component: SeriesChart,
  tags: ['autodocs'],
  parameters: {
    epic: {
      targets:
        'allowed: each dated point is a 24 × 24 px focusable SVG group that shows its tooltip; SeriesChart (owned elsewhere) is to widen its hit area to 44 px',
    },
    layout: 'padded',
    docs: {
      description: {
        component: `Une mesure à plusieurs dates (revenus, emplois, naissances, décès…)\u00a0: petite courbe SVG sans dépendance, avec la définition, un résumé textuel, la note de la série, un tableau de données et les sources. Une valeur manquante coupe la courbe et se marque d’une croix sur l’axe\u202f; sa raison est dans le résumé et le tableau («\u202fnon disponible (périmètre non vérifiable dans la géographie de la source)\u202f», «\u202fsecret statistique\u202f»). Une valeur de la France métropolitaine est nommée ainsi, jamais «\u202fFrance\u202f».

Au clavier, les points forment un seul arrêt de tabulation\u00a0: les flèches, Début et Fin passent d’un point à l’autre, chacun nommé par sa date et sa valeur\u202f; le survol montre la même étiquette. En couleurs forcées, les traits prennent les couleurs du système. \`SeriesExports\` exporte une ou plusieurs séries en CSV (point-virgule, virgule décimale) ou en JSON, chaque ligne avec sa période, son unité, son statut et sa source. Exportés par \`@epic/ui/chart\`, chargé à la demande.

### Quand l’utiliser
- Pour une mesure publiée à plusieurs dates, une série par graphique.

### Quand ne pas l’utiliser
- Pour la population de plusieurs territoires\u00a0: \`PopulationChart\`.

### À faire
- Donner \`status\` et \`reason\` de chaque point sans valeur, et les \`sources\` des points.

### À éviter
- Remplacer une valeur manquante par zéro ou la recalculer\u00a0: la courbe doit montrer le trou.`,
      },
    },
  },
  args: { series: medianIncomeSeries, sources: seriesSources, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An EPCI's median income: published by INSEE, 2014–2016 not attached (perimeter unverified). */
export const Income: Story = {
  name: 'Revenus, valeurs non disponibles',
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Médiane du niveau de vie' });
    await expect(group).toHaveAccessibleDescription(
      /Non disponible \(périmètre non vérifiable dans la géographie de la source\) en 2014, 2015 et 2016\./,
    );
    const crosses = canvasElement.querySelectorAll('g[role="img"][data-missing]');
    await expect(crosses).toHaveLength(3);
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    const row = canvas.getByRole('rowheader', { name: '2015' }).closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent(
      'non disponible (périmètre non vérifiable dans la géographie de la source)',
    );
  },
};

/** One tab stop; the arrows, Home and End read the points; a readout shows the value. */
export const Keyboard: Story = {
  name: 'Clavier',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const points = within(canvas.getByRole('group', { name: /Médiane/ })).getAllByRole('img');
    await expect(points[5]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(points[4]).toHaveFocus();
    await expect(points[4]).toHaveAccessibleName(/^2018\s:\s20\s760\s€$/);
    await waitFor(() =>
      expect(
        canvasElement.querySelector('g[aria-hidden="true"] > rect + text')?.textContent,
      ).toMatch(/^2018\s:\s20\s760\s€$/),
    );
    await userEvent.keyboard('{Home}');
    await expect(points[0]).toHaveFocus();
  },
};

export const Ratio: Story = {
  name: 'Rapport sans unité (indice de Gini)',
  args: { series: giniSeries },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Gini/ })).toHaveAccessibleDescription(
      /0,28 en 2014, 0,29 en 2019 \(\+1,4\s%\)/,
    );
  },
};

/** Births: the mean of 2013–2017, then 2020; the period is written as such on the axis. */
export const Periods: Story = {
  name: 'Période (moyenne annuelle) et année',
  args: { series: birthsSeries },
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('svg text')].map((t) => t.textContent);
    await expect(labels).toContain('2013–2017');
    await expect(labels).toContain('2020');
  },
};

export const Secret: Story = {
  name: 'Secret statistique',
  args: { series: jobsSeries },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Secret statistique en 2013\./)).toBeVisible();
  },
};

export const FranceMetropolitaine: Story = {
  name: 'France métropolitaine',
  args: {
    series: franceMetroIncomeSeries,
    title: 'Médiane du niveau de vie, France métropolitaine',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    const row = canvas.getByRole('rowheader', { name: '2019' }).closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent('21 930 € (France métropolitaine)');
  },
};

export const NoValue: Story = {
  name: 'Aucune valeur',
  args: { series: { ...medianIncomeSeries, points: medianIncomeSeries.points.slice(0, 3) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune valeur pour ce territoire.')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { series: null, loading: true, title: 'Médiane du niveau de vie' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chargement de la série…')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Erreur',
  args: { series: null, error: true, title: 'Médiane du niveau de vie' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The exports of the Explorer's series section: CSV and JSON of every series shown. */
export const Exports: Story = {
  name: 'Exports CSV et JSON',
  render: () => {
    const onExport = fn().mockName('onExport');
    return (
      <SeriesExports
        territory={culozBeon}
        year={2026}
        series={[medianIncomeSeries, birthsSeries]}
        sources={seriesSources}
        filename="epic-series-commune-01138-2026"
        onExport={onExport}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exporter en JSON' })).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const chart = within(canvasElement).getByRole('group', { name: /Médiane/ });
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const cross = canvasElement.querySelector('g[data-missing] path') as SVGPathElement;
    await expect(getComputedStyle(cross).stroke).not.toBe('none');
  },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  parameters: { epic: { mode: 'text-spacing' } },
};
