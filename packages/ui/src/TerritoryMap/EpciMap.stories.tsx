import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TerritoryRef } from '../territory/types';
import { TerritoryMap } from './TerritoryMap';
import {
  epciBourgogneFrancheComte as epci,
  madeUpValues,
  mapCredit,
  population,
  populationChange,
  povertyRate,
} from './TerritoryMap.fixtures';

const hrefFor = (t: TerritoryRef) => `#/explorer/?type=${t.type}&id=${t.code}&year=2025`;
const geometries = epci.objects.epci.geometries;
const regionCodes = geometries.map((g) => g.id);
// The Doubs's EPCI, those reaching into Haute-Saône included (Villersexel, Héricourt).
const doubsCodes = geometries.filter((g) => g.properties.d.includes('25')).map((g) => g.id);

const meta = {
  title: 'Données territoriales/TerritoryMap/Intercommunalités',
  component: TerritoryMap,
  tags: ['autodocs'],
  parameters: {
    epic: {
      targets:
        'allowed: each EPCI is a focusable SVG shape drawn at its own scale (down to 10 × 11 px); the map’s table offers the same territories as full-size links',
    },
    layout: 'padded',
    docs: {
      description: {
        component: `Les intercommunalités (EPCI) colorées par un indicateur (\`layer: { kind: 'epci', topology, only }\`)\u00a0: le fichier \`epci-<millésime>.json\`, chaque EPCI fondu à partir de ses communes du millésime. Sans \`only\`, tous les EPCI de France avec l’outre-mer en encarts\u00a0; avec \`only\`, ceux d’un département ou d’une région, chacun entier, y compris ceux qui débordent sur un voisin. Chaque zone est un territoire de type \`epci\`\u00a0: lien vers sa page, infobulle, tableau et export CSV par code SIREN et nom.

Les valeurs montrées ici sont des données de test.

### Quand l’utiliser
- Pour comparer les intercommunalités d’un territoire, ou de la France, sur un indicateur publié ou agrégé à ce niveau.

### À éviter
- Pour lire une commune\u00a0: la carte des communes, avec les limites d’EPCI en surimpression, le fait mieux.`,
      },
    },
  },
  args: {
    title: 'Taux de pauvreté\u00a0: intercommunalités de Bourgogne-Franche-Comté (données de test)',
    layer: { kind: 'epci', topology: epci, only: regionCodes },
    indicator: povertyRate,
    values: madeUpValues(regionCodes, 'level'),
    hrefFor,
    credit: mapCredit,
    fileName: 'carte-epci-region-27',
    onSelect: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TerritoryMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Region: Story = {
  name: 'Une région par EPCI',
  play: async ({ canvas }) => {
    const map = canvas.getByRole('group', { name: /intercommunalités de Bourgogne/ });
    await expect(within(map).getAllByRole('link')).toHaveLength(regionCodes.length);
    const dijon = within(map).getByRole('link', { name: /^Dijon Métropole \(242100410\)/ });
    await expect(dijon).toHaveAttribute('href', expect.stringContaining('type=epci&id=242100410'));
  },
};

export const Departement: Story = {
  name: 'Un département par EPCI, ceux qui débordent entiers',
  args: {
    title:
      'Évolution annuelle de la population\u00a0: intercommunalités du Doubs (données de test)',
    layer: { kind: 'epci', topology: epci, only: doubsCodes },
    indicator: populationChange,
    values: madeUpValues(doubsCodes, 'change'),
    selected: '242500361',
  },
  play: async ({ canvas, args }) => {
    const map = canvas.getByRole('group', { name: /intercommunalités du Doubs/ });
    await expect(within(map).getAllByRole('link')).toHaveLength(doubsCodes.length);
    const villersexel = within(map).getByRole('link', { name: /^CC du Pays de Villersexel/ });
    await userEvent.click(villersexel);
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'epci', code: '247000714' }),
      expect.anything(),
    );
  },
};

export const Population: Story = {
  name: 'Un effectif en cercles proportionnels',
  args: {
    title: 'Population\u00a0: intercommunalités de Bourgogne-Franche-Comté (données de test)',
    indicator: population,
    values: madeUpValues(regionCodes, 'count', 6),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Surface des cercles proportionnelle à la valeur')).toBeVisible();
  },
};

export const ExportCsv: Story = {
  name: 'Export CSV par EPCI',
  args: { layer: { kind: 'epci', topology: epci, only: doubsCodes } },
  play: async ({ canvas }) => {
    const saved: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) saved.push(blob);
      return original.call(URL, blob);
    };
    // No navigation to the file: the link is clicked, not followed.
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = () => {};
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Données (CSV)' }));
      const csv = await (saved.at(-1) as Blob).text();
      await expect(csv).toMatch(/\r\n242500361;CU Grand Besançon Métropole;\d+(,\d)?;;/);
      await expect(csv).toMatch(/\r\n247000714;CC du Pays de Villersexel;/);
      await expect(csv.trim().split('\r\n')).toHaveLength(doubsCodes.length + 1);
    } finally {
      URL.createObjectURL = original;
      HTMLAnchorElement.prototype.click = click;
    }
  },
};
