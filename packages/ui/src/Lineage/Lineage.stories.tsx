import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AbsentTerritory, type TerritoryInYear, TerritoryLineage } from './Lineage';

/** Béon (01039) merged into Culoz (01138), renamed Culoz-Béon, on 1 January 2023. */
const beon = { type: 'commune', code: '01039', name: 'Béon' } as const;
const hrefFor = (t: TerritoryInYear) => `/explorer/?type=${t.type}&id=${t.code}&year=${t.year}`;

const meta = {
  title: 'Données territoriales/Lineage',
  component: AbsentTerritory,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Territoire absent du millésime choisi\u00a0: jamais une impasse. Un lien par millésime où il existe (même écran, l’autre côté inchangé), un lien vers la commune dans laquelle il a fusionné, ou, avant sa création, vers les communes dont il est issu. \`TerritoryLineage\` dit d’où vient et où va une commune qui existe.

### Quand l’utiliser
- Quand le territoire demandé n’existe pas dans le millésime choisi (\`AbsentTerritory\`), ou pour montrer les fusions d’une commune qui existe (\`TerritoryLineage\`).

### Quand ne pas l’utiliser
- Pour une erreur de chargement\u00a0: \`DataError\`.

### À faire
- Proposer chaque millésime où le territoire existe et ses successeurs.

### À éviter
- Un message sans lien\u00a0: l’utilisateur doit toujours pouvoir continuer.`,
      },
    },
  },
  args: {
    territory: beon,
    year: 2025,
    existingYears: [2019, 2021, 2022],
    successors: [{ type: 'commune', code: '01138', name: 'Culoz-Béon', year: 2025 }],
    hrefFor,
  },
} satisfies Meta<typeof AbsentTerritory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MergedIntoAnother: Story = {
  name: 'Absent\u00a0: fusionnée dans une autre commune',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Béon (01039) n’existe pas dans le millésime 2025.'),
    ).toBeVisible();
    const successor = canvas.getByRole('link', { name: 'Voir Culoz-Béon (01138) en 2025' });
    await expect(successor).toHaveAttribute('href', '/explorer/?type=commune&id=01138&year=2025');
    const years = canvas.getAllByRole('link', { name: /^Voir Béon en/ });
    await expect(years.map((a) => a.textContent)).toEqual(['2019', '2021', '2022']);
    await expect(years[2]).toHaveAttribute('href', '/explorer/?type=commune&id=01039&year=2022');
    // A dead end is not an error: nothing to retry.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const BeforeCreation: Story = {
  name: 'Absent\u00a0: pas encore créée (commune d’origine)',
  args: {
    // Conques-en-Rouergue changed its code from 12076 to 12218 in 2025.
    territory: { type: 'commune', code: '12218', name: 'Conques-en-Rouergue' },
    year: 2019,
    existingYears: [2025, 2026],
    successors: [],
    predecessors: [{ type: 'commune', code: '12076', name: 'Conques-en-Rouergue', year: 2019 }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/En 2019, cette commune n’existait pas encore/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Voir Conques-en-Rouergue (12076) en 2019' }),
    ).toHaveAttribute('href', '/explorer/?type=commune&id=12076&year=2019');
  },
};

export const NoOtherVintage: Story = {
  name: 'Absent de tous les millésimes',
  args: { existingYears: [], successors: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Ce territoire n’existe dans aucun millésime disponible.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

export const LineageOfANewCommune: Story = {
  name: 'Existe\u00a0: commune nouvelle (fusion)',
  render: () => (
    <TerritoryLineage
      mergedFrom={{
        year: 2023,
        territories: [
          { type: 'commune', code: '01039', name: 'Béon', year: 2022 },
          { type: 'commune', code: '01138', name: 'Culoz', year: 2022 },
        ],
      }}
      mergedInto={null}
      hrefFor={hrefFor}
    />
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Commune nouvelle issue en 2023 de la fusion de/);
    await expect(text).toHaveTextContent(
      'Commune nouvelle issue en 2023 de la fusion de : Béon (01039), Culoz (01138)',
    );
    await expect(
      within(text).getByRole('link', { name: 'Voir Béon (01039) en 2022' }),
    ).toHaveAttribute('href', '/explorer/?type=commune&id=01039&year=2022');
  },
};

export const LineageOfAMergedCommune: Story = {
  name: 'Existe\u00a0: fusionnera ensuite',
  render: () => (
    <TerritoryLineage
      mergedFrom={null}
      mergedInto={{
        year: 2023,
        territories: [{ type: 'commune', code: '01138', name: 'Culoz-Béon', year: 2023 }],
      }}
      hrefFor={hrefFor}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Devenue/)).toHaveTextContent(
      'Devenue Culoz-Béon (01138) en 2023.',
    );
    await expect(
      canvas.getByRole('link', { name: 'Voir Culoz-Béon (01138) en 2023' }),
    ).toHaveAttribute('href', '/explorer/?type=commune&id=01138&year=2023');
  },
};

export const LineageOfAnEpci: Story = {
  name: 'Existe\u00a0: intercommunalité recomposée',
  render: () => (
    <TerritoryLineage
      type="epci"
      mergedFrom={{
        year: 2021,
        territories: [
          { type: 'epci', code: '200033207', name: 'CC Vierzon-Sologne-Berry', year: 2019 },
          { type: 'epci', code: '200070571', name: 'CC Coeur de Berry', year: 2019 },
        ],
      }}
      mergedInto={null}
      hrefFor={hrefFor}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Intercommunalité créée en/)).toHaveTextContent(
      'Intercommunalité créée en 2021 ; ses communes appartenaient auparavant à : CC Vierzon-Sologne-Berry (200033207), CC Coeur de Berry (200070571)',
    );
    await expect(
      canvas.getByRole('link', { name: 'Voir CC Vierzon-Sologne-Berry (200033207) en 2019' }),
    ).toHaveAttribute('href', '/explorer/?type=epci&id=200033207&year=2019');
  },
};

export const EpciGone: Story = {
  name: 'Absent\u00a0: intercommunalité disparue',
  args: {
    territory: { type: 'epci', code: '200033207', name: 'CC Vierzon-Sologne-Berry' },
    year: 2026,
    existingYears: [2019],
    successors: [{ type: 'epci', code: '200090561', name: 'CC Vierzon-Sologne-Berry', year: 2026 }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En 2026, ses communes appartiennent à :')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Voir CC Vierzon-Sologne-Berry (200090561) en 2026' }),
    ).toBeVisible();
    await expect(canvas.getByText('Millésimes où cette intercommunalité existe :')).toBeVisible();
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
