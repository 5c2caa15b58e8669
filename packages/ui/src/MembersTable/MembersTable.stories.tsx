// Long file: one story per state, of the table and of its indicator columns (CSF, read as a list).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  longNameCommune,
  manyMembers,
  saintEtienneMetropoleMembers,
} from '../fixtures/territories';
import type { TerritoryRef } from '../territory/types';
import { MembersTable } from './MembersTable';
import {
  defaultMemberColumns,
  departementMembersWithStatistics,
  epciMembersOutsideFile,
  epciMembersWithStatistics,
  memberIndicators,
  membersWithStatistics,
} from './MembersTable.fixtures';

const hrefFor = (t: TerritoryRef) => `/explorer/?type=${t.type}&id=${t.code}&year=2024`;

function firstColumn(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

const meta = {
  title: 'Données territoriales/MembersTable',
  component: MembersTable,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Tableau des membres d’un territoire (communes d’une intercommunalité, départements d’une région…)\u00a0: tri par colonne, pagination (une seule page dans le DOM, adapté à plus de 600 lignes), liens vers chaque membre et export CSV (UTF-8 avec BOM, séparateur point-virgule, virgule décimale, pour Excel).

Sous 36 rem de large (téléphone, colonne étroite), chaque membre devient une carte\u00a0: le lien de son nom (cible de 44 px), puis son code, sa population et sa part, chacun étiqueté\u202f; la ligne d’en-tête reste au-dessus comme rangée de boutons de tri.

**Où l’importer :** le composant est dans l’entrée \`@epic/ui/table\` (chargée à la demande avec \`lazy()\`, elle embarque TanStack Table)\u202f; ses types \`MembersTableProps\` et \`MembersTableMessages\` sont aussi exportés par la racine \`@epic/ui\`, pour typer l’enveloppe paresseuse sans charger le tableau.

**Colonnes d’indicateurs :** avec \`indicators\` (les indicateurs proposés, chacun avec son libellé de thème), le bouton «\u202fChoisir les colonnes\u202f» ouvre une case à cocher par indicateur, groupées par thème (un groupe et sa légende par thème), avec le nombre de colonnes choisies (annoncé poliment) et «\u202fRétablir les colonnes par défaut\u202f» (\`defaultColumns\`). L’en-tête de chaque colonne nomme l’unité et l’année de référence. Une valeur absente s’affiche «\u202fsecret\u202f», «\u202fn.d.\u202f» ou «\u202fsans objet\u202f» (texte complet pour les lecteurs d’écran et en infobulle, par exemple «\u202fnon disponible\u00a0: commune fusionnée\u202f») et se classe toujours en dernier, quel que soit le sens du tri. L’export CSV reprend les colonnes choisies (unité et année dans l’en-tête) et une dernière colonne «\u202fSources et licences\u202f».

### Quand l’utiliser
- Pour lister les membres d’un territoire (de quelques lignes à plusieurs centaines) avec tri et export.

### Quand ne pas l’utiliser
- Pour comparer deux territoires\u00a0: \`ComparisonTable\`.
- Pour trois ou quatre chiffres clés\u00a0: \`KeyFigures\`.

### À faire
- Une légende qui nomme le territoire et le millésime («\u202fCommunes de Saint-Étienne Métropole (2024)\u202f»).
- Passer \`population: null\` pour une valeur inconnue\u00a0: la cellule affiche «\u202f—\u202f».

### À éviter
- Couper les noms officiels ou fixer une largeur de colonne\u00a0: le tableau passe en cartes quand la place manque.`,
      },
    },
  },
  args: {
    rows: saintEtienneMetropoleMembers,
    caption: 'Communes de Saint-Étienne Métropole (2024, extrait de données de test)',
    hrefFor,
    onExport: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MembersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sorting: Story = {
  name: 'Tri par colonne',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /Communes de Saint-Étienne Métropole/ });
    const population = canvas.getByRole('columnheader', { name: /Population/ });
    await expect(population).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(table).slice(0, 2)).toEqual(['Saint-Étienne', 'Saint-Chamond']);
    await userEvent.click(canvas.getByRole('button', { name: /Nom/ }));
    await expect(canvas.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(population).not.toHaveAttribute('aria-sort');
    const names = firstColumn(table);
    await expect(names.slice(0, 3)).toEqual(['Firminy', 'L’Étrat', 'La Ricamarie']);
    await userEvent.click(canvas.getByRole('button', { name: /Nom/ }));
    await expect(firstColumn(table)[0]).toBe('Villars');
    await userEvent.click(canvas.getByRole('button', { name: /Population/ }));
    await expect(firstColumn(table).at(-1)).toBe('L’Étrat');
  },
};

export const CsvExport: Story = {
  name: 'Export CSV',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    const [csv, filename] = (args.onExport as ReturnType<typeof fn>).mock.calls[0] as [
      string,
      string,
    ];
    await expect(filename).toBe('membres.csv');
    await expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    await expect(lines[0]).toBe('Code;Nom;Niveau;Population;Part (%)');
    await expect(lines[1]).toBe('42218;Saint-Étienne;Commune;172700;42,7');
    await expect(lines).toHaveLength(saintEtienneMetropoleMembers.length + 2);
  },
};

export const ManyRowsPaged: Story = {
  name: '650 lignes, paginées',
  args: { rows: manyMembers, caption: 'Communes de test (650 lignes)' },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(51);
    await expect(canvas.getByRole('status')).toHaveTextContent('Lignes 1 à 50 sur 650');
    await expect(canvas.getByText('Page 1 sur 13')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Lignes 51 à 100 sur 650');
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en CSV' }));
    const csv = (args.onExport as ReturnType<typeof fn>).mock.calls[0]?.[0] as string;
    await expect(csv.trimEnd().split('\r\n')).toHaveLength(651);
  },
};

export const LastPageKeyboard: Story = {
  name: 'Dernière page au clavier (le focus reste sur « Page suivante »)',
  args: { rows: manyMembers.slice(0, 120), caption: 'Communes de test (120 lignes)' },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Page suivante' });
    next.focus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(canvas.getByText('Page 3 sur 3')).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chargement des membres…')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
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
  name: 'Vide (absent de ce millésime)',
  args: { rows: [], caption: 'Communes de la commune nouvelle (2019)' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Ce territoire n’a aucun membre dans ce millésime.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Communes of the Marne around the longest commune name (orders of magnitude, 2024). */
export const LongNames: Story = {
  name: 'Noms longs',
  args: {
    caption: 'Communes de la Marne (2024, extrait de données de test)',
    rows: [
      { type: 'commune', code: '51454', name: 'Reims', population: 178_500, share: 0.3163 },
      {
        type: 'commune',
        code: '51108',
        name: 'Châlons-en-Champagne',
        population: 44_400,
        share: 0.0787,
      },
      { ...longNameCommune, population: 170, share: 0.0003 },
      {
        type: 'commune',
        code: '51220',
        name: 'Gigny-Bussy',
        population: null,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: longNameCommune.name })).toBeVisible();
  },
};

/** The longest names at 375 px: one card per member, labelled figures, 44 px name links. */
export const LongNamesMobile: Story = {
  ...LongNames,
  name: 'Noms longs, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
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
    await expect(canvas.getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

const indicatorArgs = {
  rows: membersWithStatistics,
  indicators: memberIndicators,
  defaultColumns: defaultMemberColumns,
  onColumnsChange: fn(),
};

/** Density and one indicator per theme, the Explorer's default choice. */
export const IndicatorColumns: Story = {
  name: 'Colonnes d’indicateurs par défaut',
  args: indicatorArgs,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('columnheader', { name: /Densité de population.*hab\.\/km², RP 2018/ }),
    ).toBeVisible();
    await expect(canvas.getByText('5 colonnes d’indicateurs choisies')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choisir les colonnes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Every indicator offered, at once: the table scrolls inside its own focusable region. */
export const ManyColumns: Story = {
  name: 'Dix colonnes d’indicateurs',
  args: { ...indicatorArgs, defaultColumns: memberIndicators.map((i) => i.id) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4 + memberIndicators.length);
  },
};

/** Secret, unavailable (with reason), not applicable, and an aggregate on part of its communes. */
export const MissingValues: Story = {
  name: 'Valeurs secrètes, non disponibles, sans objet',
  args: {
    ...indicatorArgs,
    rows: epciMembersWithStatistics,
    caption: 'Membres de la Loire en 2024 (extrait de données de test)',
    defaultColumns: ['density_rp2018', 'median_income_2021', 'establishments_2018'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('sans objet').length).toBeGreaterThan(0);
    await expect(canvas.getByText('secret')).toBeVisible();
    await expect(
      canvas.getByTitle('non disponible : territoire absent de la géographie de la source'),
    ).toHaveTextContent('n.d.');
    await expect(canvas.getByTitle('calculé sur 52 communes sur 53')).toBeVisible();
  },
};

/** Départements of a région: Filosofi 2019 as INSEE publishes it for each, said in the headers. */
export const PublishedIncome: Story = {
  name: 'Revenus publiés par l’Insee (départements d’une région)',
  args: {
    ...indicatorArgs,
    rows: departementMembersWithStatistics,
    caption: 'Membres de l’Auvergne-Rhône-Alpes en 2024 (extrait de données de test)',
    defaultColumns: ['median_income_2019', 'd1_2019', 'median_income_2021'],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('columnheader', { name: /\(€, Filosofi 2019, publié par l’Insee\)/ }),
    ).toHaveLength(2);
    await expect(canvas.queryByText(/calculé sur/)).toBeNull();
    await expect(canvas.getAllByText('sans objet')).toHaveLength(3);
  },
};

/** EPCI members whose perimeter is not the Filosofi file's: each says why, in words. */
export const PublishedIncomeMissing: Story = {
  name: 'Revenus publiés, EPCI hors du périmètre du fichier',
  args: {
    ...indicatorArgs,
    rows: epciMembersOutsideFile,
    caption: 'Membres de la Loire en 2024 (extrait de données de test)',
    defaultColumns: ['median_income_2019', 'd1_2019'],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByTitle(
        'non disponible : périmètre non vérifiable dans la géographie de la source',
      ),
    ).toHaveTextContent('n.d.');
    await expect(canvas.getByTitle('non disponible : périmètre modifié')).toBeVisible();
  },
};

/** Sorted by the median standard of living: the secret and merged communes stay last. */
export const SortedByIndicator: Story = {
  name: 'Tri sur un indicateur (valeurs absentes en dernier)',
  args: { ...indicatorArgs, defaultSort: { column: 'median_income_2021', desc: true } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const header = canvas.getByRole('columnheader', { name: /Médiane du niveau de vie/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(table).slice(-2)).toEqual(['Roche-la-Molière', 'Villars']);
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(table).slice(-2)).toEqual(['Roche-la-Molière', 'Villars']);
  },
};

/** The chooser open (set by `defaultChooserOpen`): one group per theme; keyboard toggles. */
export const ChooserOpen: Story = {
  name: 'Choix des colonnes ouvert',
  args: { ...indicatorArgs, defaultChooserOpen: true },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Ménages et logement' });
    const vacant = within(group).getByRole('checkbox', { name: /logements vacants/ });
    vacant.focus();
    await userEvent.keyboard(' ');
    await expect(vacant).toBeChecked();
    await expect(args.onColumnsChange).toHaveBeenLastCalledWith([
      'density_rp2018',
      'second_homes_share_2018',
      'vacant_share_2018',
      'unemployment_rate_2018',
      'median_income_2021',
      'establishments_2018',
    ]);
    await expect(canvas.getByText('6 colonnes d’indicateurs choisies')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rétablir les colonnes par défaut' }));
    await expect(vacant).not.toBeChecked();
  },
};

/** At 375 px: cards list the chosen indicators, labelled; no horizontal overflow. */
export const IndicatorColumnsMobile: Story = {
  name: 'Colonnes d’indicateurs, mobile',
  args: indicatorArgs,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const cell = canvasElement.querySelector('td[data-label^="Médiane du niveau de vie"]');
    await expect(cell).not.toBeNull();
  },
};

/** The chooser open at 375 px: its options wrap, each a 44 px target. */
export const ChooserOpenMobile: Story = {
  name: 'Choix des colonnes ouvert, mobile',
  args: { ...indicatorArgs, defaultChooserOpen: true, rows: epciMembersWithStatistics },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) {
      const label = box.closest('label') as HTMLElement;
      await expect(label.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
