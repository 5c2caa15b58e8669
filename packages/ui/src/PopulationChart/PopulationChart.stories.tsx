// Long file: one story per state of the chart (vintages, census years, perimeters, gaps…), read as its catalogue.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { culozBeonPopulation, seriesSources, splitCommunePopulation } from '../fixtures/census';
import {
  longNameCommuneSeries,
  longNameEpciSeries,
  lyonSeries,
  newCommuneSeries,
  saintEtienneSeries,
} from '../fixtures/territories';
import { PopulationChart } from './PopulationChart';

const meta = {
  title: 'Données territoriales/PopulationChart',
  component: PopulationChart,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Évolution de la population sur les millésimes\u00a0: courbe SVG sans dépendance, résumé textuel et tableau de données en alternative. Une série dans l’Explorer, jusqu’à six dans Comparer, distinguées par la couleur (palette Okabe–Ito sûre pour les daltoniens), le tiret et la forme des points (cercle, carré, triangle, losange, triangle inversé, hexagone), avec une légende. Les millésimes où le territoire n’existe pas coupent la courbe. Exporté par \`@epic/ui/chart\` pour être chargé à la demande (\`React.lazy\`)\u202f; ses types sont aussi exportés par la racine \`@epic/ui\`.

Le SVG est dessiné à sa largeur mesurée (une unité par pixel CSS)\u00a0: les étiquettes des axes gardent 12 px sur un téléphone comme sur un grand écran\u202f; les millésimes sans place sont omis de l’axe (jamais du tableau). En couleurs forcées, les traits prennent les couleurs du système.

Par année de recensement (\`years="census"\`)\u00a0: chaque point est une population à un recensement, sur le périmètre du millésime affiché (\`perimeterYear\`), reconstitué à partir de ses communes\u202f; un choix (boutons radio) montre à la place la population de chaque millésime sur son périmètre d’alors (\`asWas\`), sans évolution calculée entre deux périmètres. Le tableau dit la source de chaque point (population légale de quels millésimes, ou recensement de la base du comparateur, en points creux sur la courbe).

### Quand l’utiliser
- Pour l’évolution d’un à six territoires sur plusieurs millésimes ou recensements.

### Quand ne pas l’utiliser
- Pour un seul chiffre ou un écart entre deux dates\u00a0: \`KeyFigures\`.
- Pour plus de six séries\u00a0: la lecture devient impossible\u202f; préférer un tableau.

### À faire
- Un titre qui dit quoi et où («\u202fPopulation de Saint-Étienne par millésime\u202f»).
- \`population: null\` pour un millésime où le territoire n’existe pas\u00a0: la courbe est coupée et le résumé le dit.

### À éviter
- Comparer sur le même axe deux territoires d’ordres de grandeur très différents sans le dire dans le titre\u00a0: la petite série paraît plate.`,
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
      /Saint-Étienne\s: 171\s900\shabitants en 2019, 174\s000 en 2026 \(\+1,2\s%\)/,
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

/** Orders of magnitude for test data: six communes and groups of the same size. */
const serie = (label: string, base: number, step: number) => ({
  label,
  points: [2019, 2021, 2022, 2023, 2024, 2025, 2026].map((year, i) => ({
    year,
    population: Math.round(base + step * i),
  })),
});
const sixSeries = [
  saintEtienneSeries,
  serie('Villeurbanne', 149_000, 1_200),
  serie('Grenoble', 158_000, -300),
  serie('Clermont-Ferrand', 146_000, 400),
  serie('Dijon', 156_000, 250),
  serie('Saint-Étienne Métropole', 404_000, 150),
];

/** Six territories of a comparison: six colours, six dashes, six marker shapes and a legend. */
export const SixSeries: Story = {
  name: 'Six séries (Comparer)',
  args: {
    series: sixSeries,
    title: 'Population de six territoires par millésime (données de test)',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    const groups = [...canvasElement.querySelectorAll('svg[role="img"] g[data-series]')];
    const styles = groups.map((g) => {
      const line = g.querySelector('path[data-line]') as SVGPathElement;
      const marker = line.nextElementSibling as SVGElement;
      const css = getComputedStyle(line);
      return {
        stroke: css.stroke,
        dash: css.strokeDasharray,
        shape: marker.getAttribute('d') ?? marker.tagName,
      };
    });
    // Every series differs by colour, by dashes and by its markers' shape.
    for (const key of ['stroke', 'dash', 'shape'] as const) {
      await expect(new Set(styles.map((s) => s[key])).size).toBe(6);
    }
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
  },
};

export const SixSeriesForcedColors: Story = {
  ...SixSeries,
  name: 'Six séries, couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  play: undefined,
};

export const AbsentVintages: Story = {
  name: 'Absent de certains millésimes',
  args: {
    series: [newCommuneSeries],
    title: 'Population d’une commune nouvelle (données de test)',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Absent en 2019 et 2021\./)).toBeVisible();
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    const row = canvas.getByRole('rowheader', { name: '2019' }).closest('tr') as HTMLElement;
    await expect(within(row).getByRole('cell')).toHaveTextContent('absent');
  },
};

/** The Explorer: each census on the perimeter of 2026, and the choice of each vintage's. */
export const CensusYears: Story = {
  name: 'Par recensement, périmètre constant (Explorer)',
  args: {
    series: [culozBeonPopulation],
    years: 'census',
    perimeterYear: 2026,
    title: 'Population de Culoz-Béon à chaque recensement',
    note: 'Périmètre constant\u00a0: le territoire tel qu’il est dans le millésime affiché, reconstitué à chaque date à partir de ses communes.',
    sources: seriesSources.slice(0, 2).map((s) => s.attribution),
  },
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('img', { name: /Culoz-Béon/ });
    await expect(chart).toHaveAccessibleDescription(/sur le périmètre 2026/);
    const constant = canvas.getByRole('radio', { name: /Territoire tel qu’en 2026/ });
    await expect(constant).toBeChecked();
    // The comparateur's censuses are hollow: filled with the surface colour, not the series'.
    const markers = [...canvasElement.querySelectorAll('g[data-series] circle')];
    const fills = new Set(markers.map((c) => getComputedStyle(c).fill));
    await expect(fills.size).toBe(2);
    await expect(canvas.getByText(/points creux\s: recensements/)).toBeVisible();
    // Keyboard: the arrows move within the radio group.
    constant.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      canvas.getByRole('radio', { name: 'Périmètre de chaque millésime' }),
    ).toBeChecked();
    await expect(chart).toHaveAccessibleDescription(/chaque fois sur le périmètre d’alors/);
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    const row = canvas.getByRole('rowheader', { name: '2020' }).closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent('population légale des millésimes 2022 et 2023');
  },
};

export const CensusYearsMobile: Story = {
  ...CensusYears,
  name: 'Par recensement, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
  },
};

/** Census years the 2026 perimeter cannot be rebuilt in: gaps, the reason in the table. */
export const NotComparableYears: Story = {
  name: 'Recensements non comparables',
  args: {
    series: [splitCommunePopulation],
    years: 'census',
    perimeterYear: 2026,
    title: 'Population d’une commune rétablie à chaque recensement (données de test)',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Non disponible en 2013 et 2016/)).toBeVisible();
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    const row = canvas.getByRole('rowheader', { name: '2016' }).closest('tr') as HTMLElement;
    await expect(row).toHaveTextContent('non comparable (périmètre modifié)');
    await expect(row).toHaveTextContent('2 410');
  },
};

export const CensusYearsForcedColors: Story = {
  ...CensusYears,
  name: 'Par recensement, couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  play: undefined,
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
    series: [longNameEpciSeries, longNameCommuneSeries],
    title:
      'Population de la Communauté de communes des Forêts, Lacs et Terres en Champagne et de Saint-Rémy-en-Bouzemont-Saint-Genest-et-Isson',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const LongNamesMobile: Story = {
  ...LongNames,
  name: 'Noms longs, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Axis labels keep their CSS size at 375 px (the SVG is drawn at its width, not scaled). */
export const LabelSize: Story = {
  name: 'Étiquettes à taille fixe (375 px)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const chart = within(canvasElement).getByRole('img');
    await waitFor(() =>
      expect(chart.getAttribute('viewBox')).toBe(
        `0 0 ${Math.round(chart.getBoundingClientRect().width)} 300`,
      ),
    );
    for (const label of chart.querySelectorAll('text')) {
      await expect(label.getBoundingClientRect().height).toBeGreaterThanOrEqual(12);
      await expect(label.getBoundingClientRect().height).toBeLessThan(20);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  args: TwoSeries.args,
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  args: LongNames.args,
  parameters: { epic: { mode: 'text-spacing' } },
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
