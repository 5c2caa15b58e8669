import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  auvergneRhoneAlpes,
  longNameCommune,
  longNameEpci,
  saintEtienneHierarchy,
} from '../fixtures/territories';
import type { TerritoryRef } from '../territory/types';
import { Breadcrumb } from './Breadcrumb';

const hrefFor = (t: TerritoryRef) => `/explorer/?type=${t.type}&id=${t.code}&year=2024`;

const meta = {
  title: 'Structure du site/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Fil d’Ariane de la hiérarchie territoriale (région → département → intercommunalité → commune). Chaque niveau est un lien vers sa fiche dans l’Explorer, construit par \`hrefFor\` et rendu par le \`linkComponent\` du routeur de l’application. Les noms longs passent à la ligne à leurs traits d’union.

### Quand l’utiliser
- Au-dessus des chiffres clés d’un territoire, pour remonter d’un niveau.

### Quand ne pas l’utiliser
- Pour la navigation entre les pages du site\u00a0: le menu de l’en-tête.

### À faire
- Le dernier élément est la page courante (\`aria-current\`), sans lien.

### À éviter
- Abréger les noms officiels.`,
      },
    },
  },
  args: { items: saintEtienneHierarchy, hrefFor, onSelect: fn() },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Commune: Story = {
  name: 'Commune (quatre niveaux)',
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Hiérarchie du territoire' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual([
      'RégionAuvergne-Rhône-Alpes',
      'DépartementLoire',
      'Intercommunalité (EPCI)Saint-Étienne Métropole',
      'CommuneSaint-Étienne',
    ]);
    await expect(links[3]).toHaveAttribute('aria-current', 'page');
    await expect(links[1]).toHaveAttribute('href', '/explorer/?type=departement&id=42&year=2024');
    await userEvent.click(links[1] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ code: '42' }),
      expect.anything(),
    );
  },
  args: { onSelect: fn((_t, event) => event.preventDefault()) },
};

export const Region: Story = {
  name: 'Région (un seul niveau)',
  args: { items: [auvergneRhoneAlpes] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Auvergne-Rhône-Alpes/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('navigation')).toHaveTextContent('Chargement de la hiérarchie…');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The placeholder is exactly as tall as a one-row hierarchy: the content below does not move. */
export const LoadingKeepsHeight: Story = {
  name: 'Chargement\u00a0: même hauteur qu’une ligne',
  render: (args) => (
    <>
      <Breadcrumb {...args} items={[]} loading />
      <Breadcrumb
        {...args}
        items={[auvergneRhoneAlpes]}
        messages={{ label: 'Hiérarchie chargée' }}
      />
    </>
  ),
  play: async ({ canvas }) => {
    const [placeholder, loaded] = canvas
      .getAllByRole('navigation')
      .map((nav) => nav.getBoundingClientRect().height);
    await expect(loaded).toBeGreaterThan(0);
    await expect(placeholder).toBeCloseTo(loaded ?? 0, 1);
  },
};

export const LongNames: Story = {
  name: 'Noms longs',
  args: {
    items: [
      { type: 'region', code: '44', name: 'Grand Est' },
      { type: 'departement', code: '51', name: 'Marne' },
      longNameEpci,
      longNameCommune,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
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
