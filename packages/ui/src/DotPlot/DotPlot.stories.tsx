import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DotPlot } from './DotPlot';
import {
  allMissing,
  formatUnemployment,
  sixTerritories,
  twoTerritories,
  withReferences,
} from './DotPlot.fixtures';

const meta = {
  title: 'Données territoriales/DotPlot',
  component: DotPlot,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Nuage de points d’un indicateur pour les territoires d’une comparaison\u00a0: un point par territoire sur un axe commun (même couleur et même forme que sa courbe dans \`PopulationChart\`), puis les valeurs de référence en points creux (la France, tracée aussi en pointillé sur toute la hauteur, et le département ou la région de chaque territoire). Nom et valeur en clair sur chaque ligne (ils passent à la ligne sur un téléphone), résumé textuel (plus haut, plus bas, références, valeurs manquantes et pourquoi) et tableau de données en alternative. Exporté par \`@epic/ui/chart\` pour être chargé à la demande.

### Quand l’utiliser
- Pour situer de deux à six territoires et leurs références sur un indicateur choisi.

### Quand ne pas l’utiliser
- Pour une évolution dans le temps\u00a0: \`PopulationChart\`.
- Pour tous les indicateurs à la fois\u00a0: \`ComparisonTable\`.

### À faire
- Un titre qui dit l’indicateur, son unité et son année de référence.
- Donner la raison d’une valeur manquante (\`missing\`)\u00a0: elle est écrite à la place du point.

### À éviter
- Mettre sur un même axe un effectif d’une commune et celui de la France\u00a0: la commune paraît nulle\u202f; réserver les références aux taux, parts, densités et médianes.`,
      },
    },
  },
  args: {
    title: 'Taux de chômage des 15–64 ans (%, RP 2018, données de test)',
    items: twoTerritories,
    format: formatUnemployment,
    onRetry: fn(),
  },
} satisfies Meta<typeof DotPlot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoTerritories: Story = {
  name: 'Deux territoires',
  play: async ({ canvas }) => {
    const plot = canvas.getByRole('img', { name: /^Taux de chômage/ });
    await expect(plot).toHaveAccessibleDescription(
      /^Valeur la plus élevée\s: A · Saint-Étienne \(2024\) \(référence\), 19,8\s%/,
    );
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  },
};

export const SixTerritories: Story = {
  name: 'Six territoires (une valeur manquante)',
  args: { items: sixTerritories },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('Non disponible (dénominateur nul)')[0]).toBeVisible();
    const dots = [...canvasElement.querySelectorAll('li svg')];
    await expect(dots).toHaveLength(5);
    // Every dot sits on the same axis: left to right in the order of the values.
    const x = (i: number) => (dots[i] as Element).getBoundingClientRect().left;
    await expect(x(0)).toBeGreaterThan(x(2));
    await expect(x(2)).toBeGreaterThan(x(1));
  },
};

/** France as a guide across the plot and each parent: above or below, at a glance. */
export const WithReferences: Story = {
  name: 'Six territoires, la France et les parents',
  args: { items: withReferences },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Valeurs de référence')).toBeVisible();
    const guide = canvasElement.querySelector('[class*="guide"]') as HTMLElement;
    const france = canvas.getAllByText('France')[0]?.closest('li')?.querySelector('svg') as Element;
    const centre = (r: DOMRect) => r.left + r.width / 2;
    // The guide passes through France's dot.
    await expect(
      Math.abs(guide.getBoundingClientRect().left - centre(france.getBoundingClientRect())),
    ).toBeLessThan(2);
  },
};

export const WithReferencesMobile: Story = {
  ...WithReferences,
  name: 'Avec références, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const ticks = [...canvasElement.querySelectorAll('[class*="tick"]')].filter(
      (t) => getComputedStyle(t).visibility !== 'hidden',
    );
    // Axis labels never overlap.
    for (let i = 1; i < ticks.length; i++) {
      await expect((ticks[i] as Element).getBoundingClientRect().left).toBeGreaterThan(
        (ticks[i - 1] as Element).getBoundingClientRect().right,
      );
    }
  },
};

export const Missing: Story = {
  name: 'Aucune valeur',
  args: { items: allMissing },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune valeur pour cet indicateur.')).toBeVisible();
    await expect(canvas.getByText(/Sans valeur : A · Béon/)).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chargement du graphique…')).toBeVisible();
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

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  args: { items: withReferences },
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  args: { items: withReferences },
  parameters: { epic: { mode: 'text-spacing' } },
};
