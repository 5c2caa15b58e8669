// Long file: one story per state (long names, negative, zero, secret, mobile, forced colours, text spacing) with its checks.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longNameCommune, longNameEpci, lyon, saintEtienne } from '../fixtures/territories';
import { type ComparisonRow, ComparisonTable } from './ComparisonTable';
import {
  communeEpciThemes,
  comparisonSources,
  keyFiguresSources,
  mergedCommuneThemes,
  twoCommunesThemes,
} from './ComparisonTable.fixtures';
import type { ComparisonSide, ComparisonTheme } from './types';

/** Test data: Saint-Étienne and Lyon in 2024 (orders of magnitude, not official figures). */
const rows: ComparisonRow[] = [
  { key: 'population', label: 'Population', left: 172_700, right: 520_800 },
  {
    key: 'change',
    label: 'Évolution depuis 2019',
    left: 0.0047,
    right: 0.0146,
    format: 'percent',
  },
  {
    key: 'shareDep',
    label: 'Part de la population du département',
    left: 0.226,
    right: 0.28,
    format: 'percent',
  },
  {
    key: 'communes',
    label: 'Nombre de communes',
    left: null,
    right: null,
    notApplicable: { left: true, right: true },
  },
  { key: 'revenu', label: 'Revenu médian (euros)', left: 19_540, right: null },
];

/** The same indicators for the long-named commune and EPCI of the fixtures (their own orders of magnitude). */
const longNameRows: ComparisonRow[] = [
  { key: 'population', label: 'Population', left: 170, right: 21_000 },
  {
    key: 'change',
    label: 'Évolution depuis 2019',
    left: -0.0289,
    right: -0.0121,
    format: 'percent',
  },
  {
    key: 'communes',
    label: 'Nombre de communes',
    left: null,
    right: 62,
    notApplicable: { left: true },
  },
  { key: 'revenu', label: 'Revenu médian (euros)', left: null, right: 21_450 },
];

const swapRows = (list: readonly ComparisonRow[]) =>
  list.map((row) => ({
    ...row,
    left: row.right,
    right: row.left,
    ...(row.notApplicable
      ? { notApplicable: { left: row.notApplicable.right, right: row.notApplicable.left } }
      : {}),
  }));

const swapThemes = (list: readonly ComparisonTheme[] | undefined) =>
  list?.map((theme) => ({
    ...theme,
    indicators: theme.indicators.map(({ a, b, ...indicator }) => ({
      ...indicator,
      ...(b ? { a: b } : {}),
      ...(a ? { b: a } : {}),
    })),
  }));

const meta = {
  title: 'Données territoriales/ComparisonTable',
  component: ComparisonTable,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Tableau de Comparer\u00a0: les mêmes indicateurs pour deux territoires (tout niveau, tout millésime), repérés par les clés A et B, l’écart absolu (B − A\u202f; en points pour un taux) et relatif (rapporté à A\u202f; sans objet pour un taux) et le côté le plus élevé, écrit en toutes lettres. Bouton pour inverser les deux côtés et export CSV.

Avec \`themes\`, chaque indicateur du catalogue suit les chiffres clés, un tableau par thème (légende lue par les lecteurs d’écran, titre qui replie ou déplie le thème, sources attribuées une fois sous le tableau) : libellé, unité et année de référence, valeur de chaque côté, écarts. Les statuts sont écrits en toutes lettres (« Secret statistique », « Non disponible » avec la raison, « Sans objet (publié à la commune uniquement) »), la couverture partielle d’un agrégat est indiquée, et aucun écart n’est calculé si un côté n’a pas de valeur. Des liens mènent à chaque thème, des boutons replient ou déplient tous les thèmes. Exports CSV (dialecte du projet) et JSON avec unités, années de référence, sources et licences. Chargé à la demande depuis \`@epic/ui/compare\`.

Dans un conteneur de moins de 40 rem (téléphone, colonne étroite), chaque indicateur devient une carte\u00a0: son nom, puis une ligne par territoire et par écart\u202f; la légende A/B est affichée au-dessus. Aucun défilement horizontal, même avec les noms les plus longs.

### Quand l’utiliser
- Pour mettre deux territoires (ou deux millésimes d’un même territoire) côte à côte, indicateur par indicateur.

### Quand ne pas l’utiliser
- Pour plus de deux territoires\u00a0: un tableau de membres (\`MembersTable\`) ou une carte conviennent mieux.
- Pour l’évolution d’un seul territoire dans le temps\u00a0: \`PopulationChart\`.

### À faire
- Donner le millésime de chaque côté\u202f; marquer \`notApplicable\` une valeur qui ne peut pas exister (nombre de communes d’une commune), laisser \`null\` une valeur manquante.
- Passer les taux en ratios avec \`format: 'percent'\`\u00a0: l’écart s’affiche alors en points.

### À éviter
- Raccourcir les noms officiels\u00a0: le tableau les fait passer à la ligne.
- Calculer un écart relatif de deux taux («\u202f+210 %\u202f» pour 0,5 % → 1,5 %)\u00a0: le composant l’écrit «\u202fSans objet\u202f».`,
      },
    },
  },
  args: {
    left: { territory: saintEtienne, year: 2024 },
    right: { territory: lyon, year: 2024 },
    rows,
    onSwap: fn(),
    onExport: fn(),
    onRetry: fn(),
  },
  render: function Render(args) {
    const [state, setState] = useState({
      left: args.left,
      right: args.right,
      rows: args.rows,
      themes: args.themes,
    });
    return (
      <ComparisonTable
        {...args}
        {...state}
        onSwap={() => {
          setState((s) => ({
            left: s.right,
            right: s.left,
            rows: swapRows(s.rows),
            themes: swapThemes(s.themes),
          }));
          args.onSwap?.();
        }}
      />
    );
  },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Deux communes',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', {
      name: 'Comparaison\u00a0: Saint-Étienne (2024) et Lyon (2024)',
    });
    const population = within(table).getByRole('rowheader', { name: 'Population' })
      .parentElement as HTMLElement;
    const cells = within(population).getAllByRole('cell');
    await expect(cells[2]).toHaveTextContent(/^\+348\s100$/);
    await expect(cells[3]).toHaveTextContent(/^\+201,6\s%$/);
    await expect(cells[4]).toHaveTextContent('B Lyon (2024)');
    await expect(within(table).getAllByText('Non disponible').length).toBeGreaterThan(0);
  },
};

/** A value that cannot exist for the level, beside one that exists but is missing. */
export const NotApplicableAndMissing: Story = {
  name: 'Sans objet et non disponible',
  args: {
    right: {
      territory: { type: 'epci', code: '244200770', name: 'Saint-Étienne Métropole' },
      year: 2024,
    },
    rows: [
      {
        key: 'communes',
        label: 'Nombre de communes',
        left: null,
        right: 53,
        notApplicable: { left: true },
      },
      { key: 'revenu', label: 'Revenu médian (euros)', left: 19_540, right: null },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const cellsOf = (name: string) =>
      within(
        within(table).getByRole('rowheader', { name }).parentElement as HTMLElement,
      ).getAllByRole('cell');
    const communes = cellsOf('Nombre de communes');
    await expect(communes[0]).toHaveTextContent('Sans objet');
    await expect(communes[1]).toHaveTextContent('53');
    // No difference with a side where the figure cannot exist.
    await expect(communes[2]).toHaveTextContent('Sans objet');
    await expect(communes[4]).toHaveTextContent('Sans objet');
    const revenu = cellsOf('Revenu médian (euros)');
    await expect(revenu[0]).toHaveTextContent('19 540');
    await expect(revenu[1]).toHaveTextContent('Non disponible');
    await expect(revenu[2]).toHaveTextContent('Non disponible');
    await expect(revenu[4]).toHaveTextContent('Non disponible');
  },
};

export const Swap: Story = {
  name: 'Inverser les côtés',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Inverser les deux territoires' }));
    await expect(args.onSwap).toHaveBeenCalledOnce();
    const table = canvas.getByRole('table', {
      name: 'Comparaison\u00a0: Lyon (2024) et Saint-Étienne (2024)',
    });
    const population = within(table).getByRole('rowheader', { name: 'Population' })
      .parentElement as HTMLElement;
    await expect(within(population).getAllByRole('cell')[2]).toHaveTextContent(/^[−-]348\s100$/);
  },
};

export const CsvExport: Story = {
  name: 'Export CSV',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en CSV' }));
    const [csv, filename] = (args.onExport as ReturnType<typeof fn>).mock.calls[0] as [
      string,
      string,
    ];
    await expect(filename).toBe('comparaison.csv');
    const lines = csv.replace(/^\ufeff/, '').split('\r\n');
    await expect(lines[0]).toBe(
      'Thème;Indicateur;Unité;Année de référence;A\u00a0: Saint-Étienne (2024);B\u00a0: Lyon (2024);Écart (B − A, en points pour un taux);Écart relatif (%);Statut A;Statut B;Source;Licence',
    );
    await expect(lines[1]).toBe('Chiffres clés;Population;;2024;172700;520800;348100;201,6;;;;');
  },
};

export const DifferentVintages: Story = {
  name: 'Deux millésimes (absent d’un côté)',
  args: {
    left: { territory: saintEtienne, year: 2019 } satisfies ComparisonSide,
    right: { territory: saintEtienne, year: 2026 } satisfies ComparisonSide,
    rows: [
      { key: 'population', label: 'Population', left: 171_900, right: 174_000 },
      { key: 'members', label: 'Communes membres de l’EPCI', left: 53, right: null },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', {
        name: 'Comparaison\u00a0: Saint-Étienne (2019) et Saint-Étienne (2026)',
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de la comparaison…');
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
  name: 'Aucun indicateur',
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun indicateur commun à comparer.')).toBeVisible();
  },
};

export const LongNames: Story = {
  name: 'Noms longs',
  args: {
    left: { territory: longNameCommune, year: 2024 },
    right: { territory: longNameEpci, year: 2024 },
    rows: longNameRows,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Saint-Rémy-en-Bouzemont/ });
    const region = canvas.getByRole('region', { name: /Saint-Rémy-en-Bouzemont/ });
    // The names wrap in their headers: the table fits its box at any width.
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(
      region.getBoundingClientRect().width,
    );
  },
};

/** Longest names on a phone: cards, keys A and B, no horizontal scroll. */
export const LongNamesMobile: Story = {
  ...LongNames,
  name: 'Noms longs, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A decrease, an equality, a falling rate (in points), a zero base, a secret and a missing value. */
export const NegativeAndZero: Story = {
  name: 'Baisse, égalité, base nulle, secret et non disponible',
  args: {
    rows: [
      { key: 'population', label: 'Population', left: 520_800, right: 172_700 },
      { key: 'mairies', label: 'Mairies', left: 1, right: 1 },
      {
        key: 'change',
        label: 'Évolution depuis 2019',
        left: 0.0146,
        right: -0.0032,
        format: 'percent',
      },
      { key: 'gares', label: 'Gares fermées', left: 0, right: 2 },
      {
        key: 'revenu',
        label: 'Revenu médian (euros)',
        left: 21_350,
        right: null,
        secret: { right: true },
      },
      { key: 'logements', label: 'Logements vacants', left: 11_800, right: null },
    ],
  },
  play: async ({ canvas }) => {
    const cellsOf = (name: string) =>
      within(canvas.getByRole('rowheader', { name }).parentElement as HTMLElement).getAllByRole(
        'cell',
      );
    await expect(cellsOf('Population')[2]).toHaveTextContent(/^−348\s100$/);
    await expect(cellsOf('Mairies')[4]).toHaveTextContent('Égalité');
    await expect(cellsOf('Évolution depuis 2019')[2]).toHaveTextContent(/^−1,8\spts?$/);
    await expect(cellsOf('Évolution depuis 2019')[3]).toHaveTextContent('Sans objet');
    await expect(cellsOf('Gares fermées')[3]).toHaveTextContent('Non calculable');
    const revenu = cellsOf('Revenu médian (euros)');
    await expect(revenu[1]).toHaveTextContent('Secret statistique');
    await expect(revenu[2]).toHaveTextContent('Secret statistique');
    await expect(cellsOf('Logements vacants')[1]).toHaveTextContent('Non disponible');
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  args: LongNames.args,
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
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Inverser les deux territoires' }),
    ).toBeVisible();
    await expectStackedWithoutOverflow(canvasElement);
  },
};

/** The table's container never scrolls sideways, and each indicator is a card: name, then lines. */
async function expectStackedWithoutOverflow(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = canvas.getByRole('table', { name: /Comparaison/ });
  const region = canvas.getByRole('region', { name: /Comparaison/ });
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(
    region.getBoundingClientRect().width,
  );
  const rowHeader = within(table).getByRole('rowheader', { name: 'Population' });
  const cells = within(rowHeader.parentElement as HTMLElement).getAllByRole('cell');
  // A line per territory, below the indicator's name, each labelled with its column.
  const [first, second] = cells as [HTMLElement, HTMLElement];
  await expect(first.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    rowHeader.getBoundingClientRect().bottom - 1,
  );
  await expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    first.getBoundingClientRect().bottom - 1,
  );
  await expect(getComputedStyle(first, '::before').content).toBe('"A"');
}

/** A docs frame or a sidebar narrower than a phone, on a wide screen: the container decides. */
export const NarrowContainer: Story = {
  name: 'Conteneur étroit (écran large)',
  decorators: [
    (Story) => (
      <div style={{ width: '19rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectStackedWithoutOverflow(canvasElement);
  },
};

/** Every theme after the key figures: Saint-Étienne and Lyon, all values known. */
export const AllThemes: Story = {
  name: 'Par thème : deux communes',
  args: { themes: twoCommunesThemes, sources: comparisonSources, keyFiguresSources },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(6);
    const cellsOf = (name: RegExp) =>
      within(canvas.getByRole('rowheader', { name }).parentElement as HTMLElement).getAllByRole(
        'cell',
      );
    // A rate: the difference in points, no relative difference.
    await expect(cellsOf(/^Taux de pauvreté/)[2]).toHaveTextContent(/^−9,4\spts$/);
    await expect(cellsOf(/^Taux de pauvreté/)[3]).toHaveTextContent(/^—Sans objet/);
    await expect(cellsOf(/^Médiane du niveau de vie/)[3]).toHaveTextContent(/^\+24,6\s%$/);
    // Collapse a theme, close them all, then jump to one with the keyboard.
    const emploi = canvas.getByRole('button', { name: /^Emploi/ });
    await userEvent.click(emploi);
    await expect(emploi).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Tout replier' }));
    await expect(canvas.getAllByRole('table')).toHaveLength(1);
    // Closed for real, not only for assistive technology.
    await expect(
      canvas.getByRole('table', { name: /^Emploi/, hidden: true }).getBoundingClientRect().height,
    ).toBe(0);
    canvas.getByRole('link', { name: 'Revenus' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /^Revenus/ })).toHaveFocus();
    await expect(canvas.getByRole('table', { name: /^Revenus/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tout déplier' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en JSON' }));
    const [json, filename] = (args.onExport as ReturnType<typeof fn>).mock.calls[0] as [
      string,
      string,
    ];
    await expect(filename).toBe('comparaison.json');
    await expect(JSON.parse(json).indicators).toHaveLength(rows.length + 13);
  },
};

/** A small commune (secret incomes, a zero denominator) against an EPCI (medians sans objet, partial coverage). */
export const CommuneAndEpci: Story = {
  name: 'Par thème : commune et EPCI (secret, sans objet, non disponible)',
  args: {
    left: { territory: longNameCommune, year: 2024 },
    right: { territory: longNameEpci, year: 2024 },
    rows: longNameRows,
    themes: communeEpciThemes,
    sources: comparisonSources,
  },
  play: async ({ canvas }) => {
    const cellsOf = (name: RegExp) =>
      within(canvas.getByRole('rowheader', { name }).parentElement as HTMLElement).getAllByRole(
        'cell',
      );
    const median = cellsOf(/^Médiane du niveau de vie/);
    await expect(median[0]).toHaveTextContent('Secret statistique');
    await expect(median[1]).toHaveTextContent('Sans objet (publié à la commune uniquement)');
    await expect(median[2]).toHaveTextContent('Sans objet');
    await expect(cellsOf(/^Taux de chômage/)[0]).toHaveTextContent(
      'Non disponible (dénominateur nul)',
    );
    await expect(cellsOf(/^Ménages \(/)[1]).toHaveTextContent(/calculé sur 52\scommunes sur 53/);
  },
};

/** The same at 375 px: one card per indicator, a line per side, no sideways scroll. */
export const CommuneAndEpciMobile: Story = {
  ...CommuneAndEpci,
  name: 'Par thème : commune et EPCI, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    for (const region of within(canvasElement).getAllByRole('region')) {
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A commune merged before the source's geography: every indicator says why it is missing. */
export const MergedCommune: Story = {
  name: 'Par thème : commune fusionnée',
  args: {
    left: { territory: { type: 'commune', code: '01036', name: 'Béon' }, year: 2021 },
    right: { territory: lyon, year: 2024 },
    themes: mergedCommuneThemes,
    sources: comparisonSources,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('(commune fusionnée)').length).toBe(13);
  },
};

export const ThemesLoading: Story = {
  name: 'Par thème : chargement des thèmes',
  args: { themesLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Chargement des indicateurs par thème…',
    );
  },
};

export const ThemesError: Story = {
  name: 'Par thème : erreur des thèmes',
  args: { themesError: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Les indicateurs par thème n’ont pas pu être chargés.'),
    ).toBeVisible();
  },
};
