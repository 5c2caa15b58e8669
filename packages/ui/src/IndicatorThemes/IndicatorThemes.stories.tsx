import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loire, saintEtienne } from '../fixtures/territories';
import { IndicatorThemes } from './IndicatorThemes';
import {
  armix,
  armixValues,
  epci,
  epciOutsideFileValues,
  epciValues,
  indicators,
  loireValues,
  longNames,
  longNameValues,
  mamoudzou,
  mamoudzouValues,
  saintEtienneValues,
  series,
  sources,
  themes,
} from './IndicatorThemes.fixtures';

const meta = {
  title: 'Données territoriales/IndicatorThemes',
  component: IndicatorThemes,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Les indicateurs statistiques d’un territoire (recensement, Filosofi, établissements), regroupés par thème avec une navigation interne vers chaque thème. Chaque indicateur donne sa valeur et son unité, son année de référence, sa définition (à déplier), la comparaison avec le département, la région et la France (points sur un axe et la même chose en mots), ses rangs, et la source est citée une fois par thème. Les statuts sont dits en toutes lettres («\u202fSecret statistique\u202f», «\u202fNon disponible\u202f» avec la raison, «\u202fPublié à la commune uniquement\u202f»), jamais par un tiret. Les revenus que l’Insee publie au-dessus de la commune (Filosofi 2019\u00a0: médiane, déciles, Gini, parts des revenus) portent la mention «\u202fpublié par l’Insee\u202f», jamais une couverture en communes, et la France y est nommée «\u202fFrance métropolitaine\u202f».

### Quand l’utiliser
- Sous les chiffres clés de l’Explorer.

### Quand ne pas l’utiliser
- Pour comparer deux territoires côte à côte\u00a0: \`ComparisonTable\`.

### À faire
- Passer les paires d’un même indicateur à deux dates (\`series\`)\u00a0: la carte montre les deux points datés, sans inventer de valeurs annuelles.

### À éviter
- Donner les deux dates d’un même indicateur sans \`series\`\u00a0: elles deviennent deux cartes sans lien, que le lecteur doit rapprocher seul (story «\u202fÀ éviter\u00a0: deux dates sans \`series\`\u202f»).

**Où l’importer :** le composant est dans l’entrée \`@epic/ui/statistics\` (chargée à la demande)\u202f; ses types sont aussi exportés par la racine \`@epic/ui\`.`,
      },
    },
  },
  args: {
    territory: saintEtienne,
    themes,
    sources,
    indicators,
    values: saintEtienneValues,
    series,
    showTitle: true,
    themeHeadingLevel: 3,
    onRetry: fn(),
  },
} satisfies Meta<typeof IndicatorThemes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Commune: Story = {
  name: 'Commune (Saint-Étienne)',
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Thèmes des indicateurs' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('heading', { name: 'Revenus', level: 3 })).toBeVisible();
    await expect(canvas.getAllByText(/^2013\s:\s170\s049/)[0]).toBeVisible();
    await expect(canvas.getAllByText('1ʳᵉ commune sur 323 dans la Loire')[0]).toBeVisible();
    await expect(canvas.getAllByText(/^Source : Insee, Base du comparateur/)).toHaveLength(4);
    await expect(canvas.getAllByText('Filosofi 2021')[0]).toBeVisible();
  },
};

/** Each rank links to the ranking of that indicator, nationally or in the parent. */
export const RankingLinks: Story = {
  name: 'Liens vers les classements',
  args: {
    rankingHref: (indicator, parent) =>
      `/explorer/?type=commune&indicator=${indicator}${parent ? `&parent=${parent.type}:${parent.code}` : ''}&around=42218`,
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: /^voir le classement \(/ });
    await expect(links.length).toBeGreaterThan(2);
    const inLoire = canvas.getByRole('link', {
      name: 'voir le classement (Population (recensement 2018), dans la Loire)',
    });
    await expect(inLoire.getAttribute('href')).toContain('parent=departement:42');
    await expect(inLoire).toBeVisible();
  },
};

export const JumpToTheme: Story = {
  name: 'Navigation vers un thème (clavier)',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Revenus' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Revenus', level: 3 })).toHaveFocus(),
    );
  },
};

export const Definition: Story = {
  name: 'Définition dépliée',
  play: async ({ canvas }) => {
    const summary = canvas.getAllByText('Définition')[0] as HTMLElement;
    await userEvent.click(summary);
    await expect(canvas.getByText(/à ne pas confondre avec la population légale/)).toBeVisible();
  },
};

export const Epci: Story = {
  name: 'Intercommunalité (couverture partielle, revenus publiés par l’Insee)',
  args: { territory: epci, values: epciValues },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Calculé sur 52 communes sur 53')).toBeVisible();
    await expect(canvas.getAllByText('Publié à la commune uniquement').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/1ʳᵉ intercommunalité sur 10 dans la Loire/)[0]).toBeVisible();
    const median = canvas
      .getByRole('heading', { name: 'Médiane du niveau de vie (2019)' })
      .closest('li') as HTMLElement;
    await expect(within(median).getByText('Publié par l’Insee')).toBeVisible();
    await expect(within(median).getByText(/^France métropolitaine/)).toBeVisible();
  },
};

/** A département: the Filosofi 2019 figures INSEE publishes for it, ranked among the 98 of the file. */
export const Departement: Story = {
  name: 'Département (revenus publiés, France métropolitaine)',
  args: { territory: loire, values: loireValues },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Publié par l’Insee')).toHaveLength(3);
    await expect(canvas.getAllByText(/^France métropolitaine/)).toHaveLength(3);
    await expect(canvas.queryByText(/^France\u00a0:/)).toBeNull();
  },
};

/** An EPCI whose perimeter is not the Filosofi file's: each figure says why it is missing. */
export const OutsideFile: Story = {
  name: 'Intercommunalité hors du périmètre du fichier',
  args: { territory: epci, values: epciOutsideFileValues },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Périmètre modifié')).toBeVisible();
    await expect(
      canvas.getByText('Périmètre non vérifiable dans la géographie de la source'),
    ).toBeVisible();
    await expect(canvas.getByText('Territoire absent de la géographie de la source')).toBeVisible();
  },
};

export const Mayotte: Story = {
  name: 'Commune de Mayotte (non couverte)',
  args: { territory: mamoudzou, values: mamoudzouValues },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Non disponible').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Non couvert par la source').length).toBeGreaterThan(0);
  },
};

/** A commune and the 2019 deciles INSEE publishes above it only: compared with its references. */
export const NotPublishedForCommunes: Story = {
  name: 'Commune (décile publié au-dessus de la commune seulement)',
  play: async ({ canvas }) => {
    const d1 = canvas
      .getByRole('heading', { name: '1er décile du niveau de vie (2019)' })
      .closest('li') as HTMLElement;
    await expect(within(d1).getByText('Non publié à l’échelle communale')).toBeVisible();
    await expect(within(d1).getByText(/^France métropolitaine/)).toBeVisible();
  },
};

export const Secret: Story = {
  name: 'Secret statistique (Armix)',
  args: { territory: armix, values: armixValues },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Secret statistique').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Commune fusionnée')).toBeVisible();
    await expect(canvas.getByText(/391ᵉ commune sur 393 dans l’Ain/)).toBeVisible();
  },
};

/** The "don't" of the docs page: the same indicator at two dates, without `series`. */
export const WithoutSeries: Story = {
  name: 'À éviter\u00a0: deux dates sans `series`',
  args: { series: [] },
  play: async ({ canvas }) => {
    // Two cards that say nothing of each other, instead of one with both dated points.
    await expect(
      canvas.getByRole('heading', { name: 'Population (recensement 2013)' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Population (recensement 2018)' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/^2013\s:\s170\s049/)).toBeNull();
  },
};

export const LongNames: Story = {
  name: 'Noms les plus longs',
  args: { territory: longNames.commune, values: longNameValues },
};

export const Loading: Story = {
  name: 'Chargement (squelette)',
  args: { values: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des indicateurs…');
  },
};

export const ErrorState: Story = {
  name: 'Erreur',
  args: { values: null, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('n’ont pas pu être chargés');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  name: 'Aucune statistique',
  args: { values: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Aucun indicateur statistique/)).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Mobile (375 px)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const cards = within(canvasElement).getAllByRole('listitem');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(cards.length).toBeGreaterThan(0);
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  parameters: { epic: { mode: 'text-spacing' } },
};
