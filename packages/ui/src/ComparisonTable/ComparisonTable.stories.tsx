// Long file: one story per state (two and six territories, references, statuses, long names, cards, loading, errors, modes) with its checks.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { lyon, saintEtienne } from '../fixtures/territories';
import { ComparisonTable } from './ComparisonTable';
import {
  changedPerimeterKeyFigures,
  changedPerimeterSides,
  communeEpciThemes,
  comparisonSources,
  incomeParents,
  incomeSides,
  incomeThemes,
  keyFigures,
  keyFiguresSources,
  longNameSides,
  mergedCommuneThemes,
  sameCensusKeyFigures,
  sameCensusSides,
  sixParents,
  sixSides,
  sixThemes,
  twoCommunesThemes,
  twoVintagesKeyFigures,
  twoVintagesSides,
  twoVintagesThemes,
} from './ComparisonTable.fixtures';
import type { ComparisonReferences } from './types';

const twoSides = [
  { territory: saintEtienne, year: 2024 },
  { territory: lyon, year: 2024 },
];
const twoKeyFigures = keyFigures([
  { population: 172_700, change: 0.47, communes: null },
  { population: 520_800, change: 1.46, communes: null },
]);
const sixKeyFigures = keyFigures([
  { population: 172_700, change: 0.47, communes: null },
  { population: 520_800, change: 1.46, communes: null },
  { population: 404_000, change: 0.1, communes: 53 },
  { population: 765_000, change: 0.2, communes: 323 },
  { population: 170, change: -2.89, communes: null },
  { population: 8_100_000, change: 0.6, communes: 4_030 },
]);
const loireKey = { population: 765_000, change: 0.2, communes: 323 };
/** The six sides' key figures with France's and each parent's (as the API gives them). */
const sixKeyFiguresWithReferences = keyFigures(
  [
    { population: 172_700, change: 0.47, communes: null },
    { population: 520_800, change: 1.46, communes: null },
    { population: 404_000, change: 0.1, communes: 53 },
    loireKey,
    { population: 170, change: -2.89, communes: null },
    { population: 8_100_000, change: 0.6, communes: 4_030 },
  ],
  {
    france: { population: 68_373_000, change: 0.31, communes: 34_875 },
    parents: [
      loireKey,
      { population: 1_900_000, change: 0.9, communes: 267 },
      loireKey,
      { population: 8_100_000, change: 0.6, communes: 4_030 },
      { population: 566_000, change: -0.1, communes: 613 },
      null,
    ],
  },
);

const meta = {
  title: 'Données territoriales/ComparisonTable',
  component: ComparisonTable,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Tableau de Comparer\u00a0: les mêmes indicateurs pour deux à six territoires (tout niveau, chacun dans son millésime), repérés par les clés A à F. Une colonne par territoire (nom, niveau, millésime), une ligne par indicateur\u00a0: les chiffres clés, puis chaque indicateur du catalogue, un tableau par thème (titre qui replie ou déplie le thème, sources attribuées une fois sous le tableau).

Sous chaque valeur, l’écart avec le territoire de référence (marqué «\u202fréférence\u202f»)\u00a0: en points pour un taux, avec l’écart relatif pour un effectif ou un montant. Les statuts sont écrits en toutes lettres («\u202fSecret statistique\u202f», «\u202fNon disponible\u202f» avec la raison, «\u202fSans objet (publié à la commune uniquement)\u202f»)\u202f; aucun écart n’est calculé sans valeur.

**Revenus publiés.** Les chiffres de Filosofi 2019 que l’Insee publie pour les EPCI, départements et régions (médiane, déciles, Gini, parts des revenus) portent la mention «\u202fpublié par l’Insee\u202f» (jamais recalculés à partir des communes)\u202f; une commune lit «\u202fNon disponible (non publié à l’échelle communale)\u202f» pour un décile, un EPCI hors du périmètre du fichier la raison\u202f; la France y est la «\u202fFrance métropolitaine\u202f», seule publiée.

**Un territoire dans deux millésimes.** La population de chaque côté nomme son recensement («\u202frecensement 2023\u202f»)\u202f; face au même territoire dans un autre millésime, l’écart est calculé sur le périmètre du millésime le plus récent et le dit («\u202fà périmètre 2026\u202f\u00a0: …\u202f»), ou «\u202fnon comparable\u202f» avec la raison\u202f; un indicateur à une seule date de référence (RP 2018…) n’a pas d’écart\u00a0: c’est la même mesure sur deux périmètres.

**Colonnes de référence.** Deux cases à cocher ajoutent la France et le département ou la région de chaque territoire (un département partagé par deux territoires n’a qu’une colonne). Chaque valeur d’un taux, d’une densité ou d’une médiane porte alors un repère ▲ (au-dessus), ▼ (au-dessous) ou = face à la France et à son parent, lu en toutes lettres par les lecteurs d’écran\u202f; jamais la couleur seule. Un effectif n’est pas comparé au total national.

**Cartes.** Quand le conteneur est trop étroit pour ses colonnes (moins de 40 rem, ou de 10 rem plus 8 rem par colonne jusqu’à 64 rem), chaque indicateur devient une carte\u00a0: son nom, puis une ligne par territoire et par référence\u202f; aucun défilement horizontal sur un téléphone. Exports CSV (dialecte du projet) et JSON de toute la comparaison, avec unités, années de référence, références, sources et licences. Chargé à la demande depuis \`@epic/ui/compare\`.

### Quand l’utiliser
- Pour mettre de deux à six territoires (ou millésimes d’un même territoire) côte à côte, indicateur par indicateur.

### Quand ne pas l’utiliser
- Pour tous les territoires d’un niveau\u00a0: un classement ou une carte.
- Pour l’évolution d’un territoire dans le temps\u00a0: \`PopulationChart\`.

### À faire
- Donner le millésime de chaque côté\u202f; passer les écarts de l’API (\`absolute\`, \`relative\`) quand elle les donne.
- Marquer \`kind: 'count'\` les effectifs, \`notApplicable: 'level'\` un chiffre qui ne peut exister à ce niveau.

### À éviter
- Raccourcir les noms officiels\u00a0: le tableau les fait passer à la ligne.
- Calculer un écart relatif de deux taux\u00a0: le composant ne l’affiche pas.`,
      },
    },
  },
  args: {
    sides: twoSides,
    keyFigures: twoKeyFigures,
    keyFiguresSources,
    themes: twoCommunesThemes,
    sources: comparisonSources,
    onExport: fn(),
    onRetry: fn(),
    onReferencesChange: fn(),
  },
  render: function Render(args) {
    const [references, setReferences] = useState<ComparisonReferences>(
      args.references ?? { france: false, parent: false },
    );
    return (
      <ComparisonTable
        {...args}
        references={references}
        onReferencesChange={(next) => {
          setReferences(next);
          args.onReferencesChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cells of an indicator's row, its name matched at the start. */
const cellsOf = (canvasElement: HTMLElement, name: RegExp) =>
  within(
    within(canvasElement).getByRole('rowheader', { name }).parentElement as HTMLElement,
  ).getAllByRole('cell');

export const Default: Story = {
  name: 'Deux communes',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('table', { name: 'Comparaison\u00a0: Saint-Étienne (2024) et Lyon (2024)' }),
    ).toBeVisible();
    const [a, b] = cellsOf(canvasElement, /^Population municipale/);
    await expect(a).toHaveTextContent(/référence/);
    await expect(b).toHaveTextContent(/\+348\s100\shabitants \(\+201,6\s%\)/);
    await expect(cellsOf(canvasElement, /^Taux de pauvreté/)[1]).toHaveTextContent(/−9,4\spts/);
  },
};

/** The reference is the second side: every difference is counted from Lyon. */
export const OtherReference: Story = {
  name: 'Référence\u00a0: le second territoire',
  args: { reference: 1 },
  play: async ({ canvasElement }) => {
    const [a, b] = cellsOf(canvasElement, /^Population municipale/);
    await expect(a).toHaveTextContent(/−348\s100\shabitants \(−66,8\s%\)/);
    await expect(b).toHaveTextContent(/référence/);
  },
};

export const SixTerritories: Story = {
  name: 'Six territoires',
  args: { sides: sixSides, parents: sixParents, themes: sixThemes, keyFigures: sixKeyFigures },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /^Comparaison/ });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    await expect(cellsOf(canvasElement, /^Nombre de communes/)[2]).toHaveTextContent(/^53/);
  },
};

/** France and each side's parent: columns, and a ▲/▼ mark on each value, toggled by keyboard. */
export const WithReferences: Story = {
  name: 'Six territoires avec la France et les parents',
  args: { ...SixTerritories.args, sides: sixSides, keyFigures: sixKeyFiguresWithReferences },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const france = canvas.getByRole('checkbox', { name: 'France' });
    france.focus();
    await userEvent.keyboard(' ');
    await expect(args.onReferencesChange).toHaveBeenLastCalledWith({ france: true, parent: false });
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Département ou région de chaque territoire' }),
    );
    const table = canvas.getByRole('table', { name: /^Emploi/ });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(12);
    const unemployment = cellsOf(canvasElement, /^Taux de chômage/)[0] as HTMLElement;
    await expect(unemployment).toHaveTextContent(/▲\sFrance/);
    await expect(within(unemployment).getByText('au-dessus de la valeur de la Loire')).toBeTruthy();
    // The key figures' France and parent columns: their values, a dash that says why for a
    // figure with no meaning for France.
    const population = cellsOf(canvasElement, /^Population municipale/);
    await expect(population[6]).toHaveTextContent(/^68\s373\s000/);
    await expect(population[7]).toHaveTextContent(/^765\s000/);
    const share = cellsOf(canvasElement, /^Part de la population nationale/)[6] as HTMLElement;
    await expect(share).toHaveTextContent('—');
    await expect(within(share).getByText('sans objet pour la France')).toBeTruthy();
  },
};

/** The same on a phone: a card per indicator, a line per territory and reference, no sideways scroll. */
export const WithReferencesMobile: Story = {
  name: 'Six territoires avec références, mobile',
  args: { ...WithReferences.args, references: { france: true, parent: true } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    await expectCards(canvasElement, 'A · Saint-Étienne (2024) (référence)');
  },
};

/** Six territories in a medium column (a tablet): too narrow for their columns, so cards. */
export const SixInMediumColumn: Story = {
  name: 'Six territoires dans une colonne moyenne',
  args: { ...SixTerritories.args },
  decorators: [
    (Story) => (
      <div style={{ width: '48rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, 'A · Saint-Étienne (2024) (référence)');
  },
};

/** No sideways scroll, and each indicator a card: its name, then a line per column, labelled. */
async function expectCards(canvasElement: HTMLElement, firstLabel: string, row = /^Population/) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvasElement.querySelector('[data-layout="cards"]')).not.toBeNull());
  for (const region of canvas.getAllByRole('region')) {
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  }
  const rowHeader = canvas.getAllByRole('rowheader', { name: row })[0] as HTMLElement;
  const [first, second] = within(rowHeader.parentElement as HTMLElement).getAllByRole('cell') as [
    HTMLElement,
    HTMLElement,
  ];
  await expect(first.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    rowHeader.getBoundingClientRect().bottom - 1,
  );
  await expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    first.getBoundingClientRect().bottom - 1,
  );
  await expect(getComputedStyle(first, '::before').content).toBe(`"${firstLabel}"`);
}

/** A small commune (secret incomes, a zero denominator) against an EPCI (medians sans objet, partial coverage). */
export const CommuneAndEpci: Story = {
  name: 'Commune et EPCI (secret, sans objet, non disponible)',
  args: { sides: longNameSides, keyFigures: [], themes: communeEpciThemes },
  play: async ({ canvasElement }) => {
    const median = cellsOf(canvasElement, /^Médiane du niveau de vie/);
    await expect(median[0]).toHaveTextContent('Secret statistique');
    await expect(median[1]).toHaveTextContent('Sans objet (publié à la commune uniquement)');
    await expect(cellsOf(canvasElement, /^Taux de chômage/)[0]).toHaveTextContent(
      'Non disponible (dénominateur nul)',
    );
    await expect(cellsOf(canvasElement, /^Ménages \(/)[1]).toHaveTextContent(
      /calculé sur 52\scommunes sur 53/,
    );
  },
};

/** Longest names on a phone: cards, no horizontal scroll. */
export const LongNamesMobile: Story = {
  ...CommuneAndEpci,
  name: 'Noms longs, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A commune merged before the source's geography: every indicator says why it is missing. */
export const MergedCommune: Story = {
  name: 'Commune fusionnée',
  args: {
    sides: [
      { territory: { type: 'commune', code: '01036', name: 'Béon' }, year: 2021 },
      { territory: lyon, year: 2024 },
    ],
    keyFigures: [],
    themes: mergedCommuneThemes,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('(commune fusionnée)').length).toBe(13);
  },
};

/** Filosofi 2019 as INSEE publishes it above the commune, against France métropolitaine and each parent. */
export const PublishedIncome: Story = {
  name: 'Revenus publiés par l’Insee (EPCI, département, commune)',
  args: {
    sides: incomeSides,
    parents: incomeParents,
    keyFigures: [],
    themes: incomeThemes,
    references: { france: true, parent: true },
  },
  play: async ({ canvasElement }) => {
    const median = cellsOf(canvasElement, /^Médiane du niveau de vie \(2019\)/);
    await expect(median[0]).toHaveTextContent(/publié par l’Insee/);
    await expect(median[0]).not.toHaveTextContent(/calculé sur/);
    await expect(median[1]).toHaveTextContent(/▲\sFrance métropolitaine/);
    await expect(median[5]).toHaveTextContent(/France métropolitaine$/);
    await expect(cellsOf(canvasElement, /^1er décile/)[3]).toHaveTextContent(
      'Non disponible (non publié à l’échelle communale)',
    );
    await expect(cellsOf(canvasElement, /^1er décile/)[4]).toHaveTextContent(
      /périmètre non vérifiable/,
    );
  },
};

/** The same on a phone: the notes wrap inside each card, no sideways scroll. */
export const PublishedIncomeMobile: Story = {
  ...PublishedIncome,
  name: 'Revenus publiés, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    await expectCards(canvasElement, 'A · Saint-Étienne Métropole (2024) (référence)', /^Médiane/);
  },
};

/** Culoz (2019) and Culoz-Béon (2026): populations on the 2026 perimeter, census years named. */
export const TwoVintages: Story = {
  name: 'Un territoire dans deux millésimes (périmètre constant)',
  args: {
    sides: twoVintagesSides,
    keyFigures: twoVintagesKeyFigures,
    themes: twoVintagesThemes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^B\s: même territoire que la référence \(A\)/)).toBeVisible();
    const [a, b] = cellsOf(canvasElement, /^Population municipale/);
    await expect(a).toHaveTextContent(/recensement 2016/);
    await expect(b).toHaveTextContent(/recensement 2023/);
    await expect(b).toHaveTextContent(/à périmètre 2026\s:\s3\s517\shabitants \(A\)/);
    await expect(cellsOf(canvasElement, /^Population \(recensement 2018\)/)[1]).toHaveTextContent(
      /pas d’écart/,
    );
  },
};

/** A perimeter that cannot be rebuilt in the earlier vintage: "non comparable" and why. */
export const NotComparable: Story = {
  name: 'Périmètre non reconstituable',
  args: { sides: changedPerimeterSides, keyFigures: changedPerimeterKeyFigures, themes: [] },
  play: async ({ canvasElement }) => {
    await expect(cellsOf(canvasElement, /^Population municipale/)[1]).toHaveTextContent(
      /non comparable \(périmètre modifié entre les deux millésimes\)/,
    );
    await expect(cellsOf(canvasElement, /^Évolution depuis/)[1]).toHaveTextContent(
      /^Non comparable/,
    );
  },
};

/** 2025 and 2026 repeat the census of 2023: no change is measured. */
export const SameCensus: Story = {
  name: 'Deux millésimes d’un même recensement',
  args: { sides: sameCensusSides, keyFigures: sameCensusKeyFigures, themes: [] },
  play: async ({ canvasElement }) => {
    await expect(cellsOf(canvasElement, /^Population municipale/)[1]).toHaveTextContent(
      /même recensement \(2023\)\s: aucune évolution mesurée/,
    );
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
      'Thème;Indicateur;Unité;Année de référence;A\u00a0: Saint-Étienne (2024) (référence);Précisions A;Écart A (en points pour un taux);Écart relatif A (%);B\u00a0: Lyon (2024);Précisions B;Écart B (en points pour un taux);Écart relatif B (%);Source;Licence',
    );
    await expect(lines[1]).toMatch(
      /^Chiffres clés;Population municipale;habitants;2024;172700;;0;0;520800;;348100;201,6;/,
    );
  },
};

/** Themes folded, unfolded, and a jump to one by keyboard. */
export const Themes: Story = {
  name: 'Thèmes repliés et dépliés',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tout replier' }));
    await expect(canvas.getAllByRole('table')).toHaveLength(1);
    await expect(
      canvas.getByRole('table', { name: /^Emploi/, hidden: true }).getBoundingClientRect().height,
    ).toBe(0);
    canvas.getByRole('link', { name: 'Revenus' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /^Revenus/ })).toHaveFocus();
    await expect(canvas.getByRole('table', { name: /^Revenus/ })).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de la comparaison…');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(2);
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
  args: { keyFigures: [], themes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun indicateur à comparer.')).toBeVisible();
  },
};

export const ThemesLoading: Story = {
  name: 'Chargement des thèmes',
  args: { themes: [], themesLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Chargement des indicateurs par thème…',
    );
  },
};

export const ThemesError: Story = {
  name: 'Erreur des thèmes',
  args: { themes: [], themesError: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Les indicateurs par thème n’ont pas pu être chargés.'),
    ).toBeVisible();
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  args: { ...WithReferencesMobile.args },
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  args: { ...CommuneAndEpci.args, references: { france: true, parent: false } },
  parameters: { epic: { mode: 'text-spacing' } },
};
