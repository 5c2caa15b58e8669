// Long file: one story per state of the ranking (CSF, read as a list).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TerritoryRef } from '../territory/types';
import { RankingTable } from './RankingTable';
import {
  density,
  epciMedianPage1,
  epciMedianUnranked,
  franceMetropolitaineMedian,
  loireByName,
  loireDensityLastPage,
  loireDensityPage1,
  medianIncome2019,
  population,
} from './RankingTable.fixtures';
import type { RankingOrder, RankingSort } from './types';

const hrefFor = (t: TerritoryRef) => `/explorer/?type=${t.type}&id=${t.code}&year=2024`;

const meta = {
  title: 'Données territoriales/RankingTable',
  component: RankingTable,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Classement de tous les territoires d’un niveau selon un indicateur, page par page\u00a0: rang, nom (lien vers sa fiche), code et valeur. Les ex æquo partagent leur rang et le disent («\u202f3 ex æquo\u202f»)\u202f; les territoires sans valeur (secret statistique, non disponible) sont listés à part, après les classés, avec leur raison. Le territoire affiché est mis en évidence (fond, barre et mention «\u202fterritoire affiché\u202f», \`aria-current\`) et amené dans la vue. Tri par rang, nom ou code (\`aria-sort\`), pagination par liens (permaliens), comptes («\u202f323 communes, dont 321 classées\u202f») et export CSV du classement entier (fourni par l’application). Sous 36 rem de large, chaque territoire devient une carte.

### Quand l’utiliser
- Pour situer un territoire parmi tous ceux de son niveau, en France ou dans un territoire parent.

### Quand ne pas l’utiliser
- Pour les membres d’un territoire avec plusieurs colonnes d’indicateurs\u00a0: \`MembersTable\`.
- Pour comparer quelques territoires\u00a0: \`ComparisonTable\`.

### À faire
- Une légende qui dit ce qui est classé, où et dans quel millésime.
- Passer \`current\` quand on vient de la fiche d’un territoire.

### À éviter
- Numéroter les lignes soi-même\u00a0: le rang vient des données (les ex æquo partagent le leur).`,
      },
    },
  },
  args: {
    rows: loireDensityPage1,
    type: 'commune',
    indicator: density,
    caption: 'Communes de la Loire classées par densité de population, 2024 (données de test)',
    hrefFor,
    total: 323,
    ranked: 321,
    sort: 'rank',
    order: 'asc',
    onSortChange: fn(),
    page: 1,
    pageSize: 5,
    pageCount: 65,
    getPageHref: (page: number) => `?page=${page}`,
    onPageChange: fn((_page: number, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    ),
    getCsv: fn(async () => 'Rang;Code;Nom\n1;42218;Saint-Étienne\n'),
    filename: 'classement-density-commune-departement-42-2024.csv',
    onExport: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RankingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ties: Story = {
  name: 'Ex æquo',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('323 communes, dont 321 classées')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Rang/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '1',
      '2',
      '3 ex æquo',
      '3 ex æquo',
      '5',
    ]);
    await expect(canvas.getByText(/^2\s143,2\shab\.\/km²$/)).toBeVisible();
  },
};

export const Unavailable: Story = {
  name: 'Valeurs secrètes ou indisponibles, à part',
  args: { rows: loireDensityLastPage, page: 65, total: 324, ranked: 322 },
  play: async ({ canvas }) => {
    const group = canvas.getByText(/Sans valeur, non classées/);
    await expect(group).toHaveTextContent('2 communes sur cette page');
    await expect(canvas.getByText('Secret statistique')).toBeVisible();
    await expect(canvas.getByText('Non disponible : commune fusionnée')).toBeVisible();
    // The first row shares rank 318 with a commune of the page before (its position is 321).
    await expect(canvas.getByText('318', { exact: false })).toHaveTextContent('318 ex æquo');
    const secret = canvas.getByRole('row', { name: /Commune au secret statistique/ });
    await expect(within(secret).getAllByRole('cell')[0]).toHaveTextContent('non classé');
  },
};

/** EPCI ranked by Filosofi 2019 as INSEE publishes it, against France métropolitaine. */
export const PublishedIncome: Story = {
  name: 'Revenus publiés par l’Insee (France métropolitaine)',
  args: {
    type: 'epci',
    indicator: medianIncome2019,
    rows: [...epciMedianPage1, ...epciMedianUnranked],
    caption: 'Intercommunalités classées par médiane du niveau de vie (2019), millésime 2024',
    total: 1_254,
    ranked: 1_240,
    pageCount: 251,
    france: franceMetropolitaineMedian,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^Valeur de référence, France métropolitaine\s:\s21\s930\s€$/),
    ).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /publié par l’Insee/ })).toBeVisible();
    await expect(canvas.getByText('Non disponible : périmètre modifié')).toBeVisible();
    await expect(canvas.queryByText(/calculé sur/)).toBeNull();
  },
};

export const Current: Story = {
  name: 'Territoire affiché mis en évidence',
  args: { current: '42207' },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /Saint-Chamond/ });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(within(row).getByText('(territoire affiché)')).toBeVisible();
    await expect(canvas.getAllByRole('row').filter((r) => r.ariaCurrent)).toHaveLength(1);
    // Nothing had the focus: it starts on the highlighted territory's link.
    await expect(within(row).getByRole('link', { name: 'Saint-Chamond' })).toHaveFocus();
  },
};

/** Sorting is the app's (a page of the server's answer): this story keeps it in a state. */
export const Sorting: Story = {
  name: 'Tri par rang, nom ou code',
  render: function SortingStory(args) {
    const [sort, setSort] = useState<{ sort: RankingSort; order: RankingOrder }>({
      sort: 'rank',
      order: 'asc',
    });
    const rows =
      sort.sort === 'name'
        ? sort.order === 'asc'
          ? loireByName
          : [...loireByName].reverse()
        : sort.order === 'asc'
          ? loireDensityPage1
          : [...loireDensityPage1].reverse();
    return (
      <RankingTable
        {...args}
        rows={rows}
        sort={sort.sort}
        order={sort.order}
        onSortChange={(next, order) => {
          args.onSortChange(next, order);
          setSort({ sort: next, order });
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const nameButton = canvas.getByRole('button', { name: /Nom/ });
    nameButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('name', 'asc');
    await expect(canvas.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Rang/ })).not.toHaveAttribute(
      'aria-sort',
    );
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Firminy');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('name', 'desc');
    await expect(canvas.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const Paging: Story = {
  name: 'Pagination et export',
  args: {
    page: 2,
    rows: loireDensityPage1.map((row) => ({ ...row, rank: (row.rank ?? 0) + 5 })),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Lignes 6 à 10 sur 323');
    const pages = canvas.getByRole('navigation', { name: 'Pages du classement' });
    const next = within(pages).getByRole('link', { name: 'Page suivante' });
    await expect(next).toHaveAttribute('href', '?page=3');
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(3, expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger le classement (CSV)' }));
    await waitFor(() =>
      expect(args.onExport).toHaveBeenCalledWith(
        'Rang;Code;Nom\n1;42218;Saint-Étienne\n',
        'classement-density-commune-departement-42-2024.csv',
      ),
    );
  },
};

export const Exporting: Story = {
  name: 'Export en préparation',
  args: { getCsv: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Télécharger le classement/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.getCsv).toHaveBeenCalledOnce();
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

export const ExportError: Story = {
  name: 'Export en échec',
  args: { getCsv: fn(async () => Promise.reject(new Error('réseau'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Télécharger le classement/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Le fichier n’a pas pu être préparé. Réessayez.',
    );
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

export const Population: Story = {
  name: 'Population légale',
  args: {
    indicator: population,
    caption: 'Départements classés par population, 2024 (données de test)',
    type: 'departement',
    rows: [
      { code: '59', name: 'Nord', value: 2608346, status: 'ok', rank: 1 },
      { code: '75', name: 'Paris', value: 2113705, status: 'ok', rank: 2 },
    ],
    total: 2,
    ranked: 2,
    pageCount: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 départements, dont 2 classés')).toBeVisible();
    await expect(canvas.getByText('2 608 346 habitants')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Chargement (squelette)',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chargement du classement…')).toBeVisible();
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Erreur (réessayer)',
  args: { error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Le classement n’a pas pu être chargé.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const BadRequest: Story = {
  name: 'Erreur sans nouvel essai (filtre invalide)',
  args: {
    error: true,
    transient: false,
    errorMessage:
      'Paramètre parent\u00a0: type:code attendu, par exemple departement:42 ou region:84.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Paramètre parent/);
    await expect(canvas.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  },
};

export const EmptyFilter: Story = {
  name: 'Filtre sans territoire',
  args: { rows: [], total: 0, ranked: 0, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune commune dans ce filtre.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'Mobile (cartes)',
  args: { current: '42218', rows: [...loireDensityPage1, ...loireDensityLastPage] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Saint-Étienne' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The longest names of France's communes (test values): they wrap, never widen the page. */
const longNames = [
  { code: '51517', name: 'Saint-Remy-en-Bouzemont-Saint-Genest-et-Isson', value: 6.1 },
  { code: '70058', name: 'Beaujeu-Saint-Vallier-Pierrejux-et-Quitteur', value: 12.4 },
  { code: '41146', name: 'Mont-près-Chambord', value: 58.9 },
  { code: '80003', name: 'Ailly-le-Haut-Clocher', value: 43.2 },
  { code: '31300', name: 'Montégut-Bourjac', value: 17.5 },
].map((row, index) => ({ ...row, status: 'ok' as const, rank: index + 1 }));

export const LongNames: Story = {
  name: 'Noms longs',
  args: {
    rows: longNames,
    caption: 'Communes classées par densité de population, 2024 (données de test)',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Saint-Remy-en-Bouzemont-Saint-Genest-et-Isson',
    });
    await expect(link).toBeVisible();
    await expect(
      canvas.getByRole('columnheader', { name: 'Densité de population (RP 2018)' }),
    ).toBeVisible();
  },
};

export const LongNamesMobile: Story = {
  name: 'Noms longs, mobile',
  args: LongNames.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const link = within(canvasElement).getByRole('link', {
      name: 'Beaujeu-Saint-Vallier-Pierrejux-et-Quitteur',
    });
    await expect(link).toBeVisible();
    // The name wraps inside its card: no wider than the viewport.
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  args: { current: '42207' },
  parameters: { epic: { mode: 'forced-colors' } },
};
