// Long file: one story per state of the map (CSF, read as a list), with their play functions.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TerritoryRef } from '../territory/types';
import { TOOLTIP_CLEARANCE } from './layout';
import { TerritoryMap } from './TerritoryMap';
import {
  arrondissementCodesOf,
  belfort,
  bouchesDuRhone,
  codesOf,
  epciBourgogneFrancheComte,
  franceTopology,
  madeUpValues,
  maineEtLoire,
  mapCredit,
  paris,
  population,
  populationChange,
  povertyRate,
  reunion,
  unitesUrbainesBfc,
  zonesEmploi,
} from './TerritoryMap.fixtures';

const hrefFor = (t: TerritoryRef) => `#/explorer/?type=${t.type}&id=${t.code}&year=2025`;
const belfortValues = madeUpValues(codesOf(belfort), 'level');
const departementCodes = franceTopology.objects.departements.geometries.map((g) => g.id);
const regionCodes = franceTopology.objects.regions.geometries.map((g) => g.id);
const grandBelfort = belfort.objects.communes.geometries
  .filter((g) => g.properties.e === '200069052')
  .map((g) => g.id);

const meta = {
  title: 'Données territoriales/TerritoryMap',
  component: TerritoryMap,
  tags: ['autodocs'],
  parameters: {
    epic: {
      targets:
        'allowed: each area is a focusable SVG shape drawn at the territory’s own scale (down to 2 × 2 px for a small commune); the map’s table offers the same territories as full-size links',
    },
    layout: 'padded',
    docs: {
      description: {
        component: `Carte des territoires avec leurs vrais contours (Etalab, Contours administratifs, généralisés à 1\u00a0000\u00a0m)\u00a0: les communes d’un ou plusieurs départements, ou les départements et régions de France avec l’outre-mer en encarts, colorés par n’importe quel indicateur. Exportée par \`@epic/ui/map\` pour être chargée à la demande (\`React.lazy\`), avec les topologies (\`topology.ts\`) servies à part.

- **Niveau** (\`kind: 'level'\`, taux, parts, densités, médianes)\u00a0: par défaut cinq classes par quantiles, palette séquentielle ColorBrewer YlGnBu (sûre pour les daltoniens).
- **Évolution** (\`kind: 'change'\`)\u00a0: par défaut palette divergente ColorBrewer PuOr centrée sur 0 (baisses en orange, hausses en violet), trois classes de chaque côté.
- **Classes** (\`classification\`, à choisir avec \`ClassificationChooser\`)\u00a0: quantiles, seuils naturels (Jenks, par ckmeans), intervalles égaux ou seuils manuels, de 3 à 7 classes, et la palette\u00a0; la légende et ses exports disent la méthode et le nombre de classes.
- **Effectif** (\`kind: 'count'\`)\u00a0: cercles proportionnels (surface proportionnelle à la valeur) sur un fond clair, jamais d’aplats d’effectifs bruts.
- **Millésimes avant 2025**\u00a0: les communes fusionnées depuis sont dessinées ensemble avec le contour de leur commune nouvelle, hachurées, avec une entrée de légende\u00a0; l’infobulle et le tableau listent chaque commune et sa valeur (la somme pour un effectif).
- **Paris, Lyon, Marseille** (\`arrondissements: true\`)\u00a0: la ville dessinée par ses arrondissements municipaux (jamais avec eux), avec son contour et une entrée de légende\u00a0; la ville ou l’un de ses arrondissements sélectionné, la carte zoome sur la ville.
- Secret statistique et valeur non disponible ont chacun leur motif et leur entrée de légende\u00a0; la raison d’une absence est dans le nom de la zone et le tableau.
- **Sélection** (\`picked\` et \`onPick\`, sans \`hrefFor\`)\u00a0: chaque zone est un bouton bascule (\`aria-pressed\`), en aplat foncé hachuré dans la sélection, en blanc hors d’elle, avec leur légende\u00a0; un clic, Entrée ou Espace l’ajoute ou la retire (les communes fusionnées depuis, dessinées ensemble, ensemble).
- **Cadre**\u00a0: la carte prend toute la largeur de son conteneur, dans la forme du territoire (entre 3:4 en hauteur et 5:2 en largeur), sans dépasser la hauteur qu’un portable affiche (\`--epic-map-max-height\`)\u00a0; les noms des encarts d’outre-mer sont à leur gauche, en 12\u00a0px (leurs codes sur une carte étroite).
- **Infobulle** (survol ou focus d’une zone)\u00a0: dans le coin de la carte le plus loin du pointeur, sous la carte quand elle est étroite\u00a0; elle ne bouge que si le pointeur s’en approche, reste affichée quand on la survole et se ferme avec Échap.
- **Repères**\u00a0: sur une carte de communes d’au moins 480\u00a0px, les noms de quelques grandes communes (les plus grands effectifs, ou \`landmarks\`), sans chevauchement.
- Un seul arrêt de tabulation, flèches vers la zone voisine dans cette direction, Début/Fin, Entrée pour explorer\u00a0; tableau de données en alternative\u00a0; zoom sur le territoire sélectionné quand il est petit («\u202fVoir tout\u202f» / «\u202fZoom sur…\u202f»)\u00a0; exports SVG, PNG (titre, légende, crédit) et CSV.

Les valeurs montrées ici sont des données de test.

### Quand l’utiliser
- Pour situer un territoire parmi ses voisins et voir la répartition d’un indicateur.

### Quand ne pas l’utiliser
- Pour lire des valeurs précises ou comparer deux territoires\u00a0: le tableau (\`MembersTable\`, \`ComparisonTable\`) le fait mieux.

### À faire
- Un titre qui nomme l’indicateur, le territoire et le millésime.
- Passer le crédit des contours et des données (\`credit\`)\u00a0: il est repris dans les exports.
- Donner \`hrefFor\` quand chaque zone mène à une page\u00a0: les zones deviennent des liens.

### À éviter
- Un indicateur d’effectif en \`kind: 'level'\`\u00a0: les grandes communes paraîtraient importantes par leur surface.
- Compter sur la couleur seule\u00a0: gardez la légende et le tableau à portée.`,
      },
    },
  },
  args: {
    title: 'Taux de pauvreté des communes du Territoire de Belfort (2021, données de test)',
    layer: { kind: 'communes', topologies: [belfort], year: 2025 },
    indicator: povertyRate,
    values: belfortValues,
    credit: mapCredit,
    fileName: 'carte-belfort',
    onSelect: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TerritoryMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chargement de la carte…')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Erreur',
  args: { error: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const CommuneSelected: Story = {
  name: 'Commune sélectionnée, contour de son EPCI',
  args: {
    layer: { kind: 'communes', topologies: [belfort], year: 2025, outlineEpci: '200069052' },
    selected: '90010',
    hrefFor,
  },
  play: async ({ canvas }) => {
    const map = canvas.getByRole('group', { name: /Taux de pauvreté/ });
    await expect(within(map).getAllByRole('link')).toHaveLength(101);
    const belfortLink = within(map).getByRole('link', { name: /^Belfort \(90010\)\s: \d+,\d\s%$/ });
    await expect(belfortLink).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Territoire mis en évidence : Belfort (90010)')).toBeVisible();
    await expect(canvas.getByText('Limite d’intercommunalité')).toBeVisible();
  },
};

export const EpciFocus: Story = {
  name: 'EPCI\u00a0: ses communes, les voisines grisées',
  args: {
    title: 'Taux de pauvreté des communes du Grand Belfort (2021, données de test)',
    layer: {
      kind: 'communes',
      topologies: [belfort],
      year: 2025,
      focus: grandBelfort,
      outlineEpci: '200069052',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /hors du territoire$/ }).length).toBe(
      101 - grandBelfort.length,
    );
    await expect(canvas.getByText('Hors du territoire')).toBeVisible();
  },
};

export const ZoneFocus: Story = {
  name: 'Zone d’étude ou territoire de projet\u00a0: ses communes, leur limite fondue',
  args: {
    title: 'Taux de pauvreté des communes d’un territoire de projet (2021, données de test)',
    layer: {
      kind: 'communes',
      topologies: [belfort],
      year: 2025,
      // Any set of communes: the outline is theirs, whatever their EPCI.
      focus: grandBelfort.slice(0, 12),
      outlineFocus: true,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /hors du territoire$/ }).length).toBe(
      101 - 12,
    );
    await expect(canvas.getByText('Limite du territoire')).toBeVisible();
    await expect(canvas.queryByText('Limite d’intercommunalité')).toBeNull();
  },
};

export const EpciBorders: Story = {
  name: 'Département avec limites des EPCI',
  args: {
    title: 'Taux de pauvreté des communes de Maine-et-Loire (2021, données de test)',
    layer: { kind: 'communes', topologies: [maineEtLoire], year: 2025, epciBorders: true },
    values: madeUpValues(codesOf(maineEtLoire), 'level'),
    fileName: 'carte-maine-et-loire',
  },
  play: async ({ canvasElement }) => {
    const border = canvasElement.querySelector('path[class*="epciBorders"]');
    await expect(border).not.toBeNull();
    // RGAA 3.3: dark dashes on a white halo, so that one of the two stands out on any class.
    const halo = border?.previousElementSibling;
    await expect(halo?.getAttribute('d')).toBe(border?.getAttribute('d'));
    await expect(halo && getComputedStyle(halo).stroke).toBe('rgb(255, 255, 255)');
    await expect(border && getComputedStyle(border).stroke).toBe('rgb(30, 30, 30)');
  },
};

export const SecretValues: Story = {
  name: 'Valeurs secrètes et non disponibles',
  args: {
    values: {
      ...belfortValues,
      '90001': { value: null, status: 'secret' },
      '90002': { value: null, status: 'secret' },
      '90003': { value: null, status: 'unavailable', reason: 'absent_from_source' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Secret statistique')).toBeVisible();
    await expect(canvas.getByText('Non disponible')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Andelnans \(90001\)\s: secret statistique$/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /non disponible \(territoire absent de la géographie/ }),
    ).toBeVisible();
  },
};

export const MergedCommunes: Story = {
  name: 'Communes fusionnées depuis (millésime 2019)',
  args: {
    title: 'Population des communes de Maine-et-Loire (2019, données de test)',
    layer: { kind: 'communes', topologies: [maineEtLoire], year: 2019 },
    indicator: population,
    // 49126 (Orée d'Anjou) was 49069 in 2019: its 2025 code has no value in that vintage.
    values: madeUpValues(
      [...codesOf(maineEtLoire).filter((code) => code !== '49126'), '49069', '49321'],
      'count',
    ),
    names: { '49321': 'Le Fresne-sur-Loire' },
    selected: '49321',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Communes fusionnées depuis, dessinées avec leur commune nouvelle'),
    ).toBeVisible();
    const group = canvas.getByRole('button', { name: /communes fusionnées depuis/ });
    await expect(group).toHaveAccessibleName(/Le Fresne-sur-Loire \(49321\)/);
    await expect(group).toHaveAttribute('aria-current', 'true');
    // A commune whose code changed since is drawn alone, named after its polygon.
    await expect(canvas.getByRole('button', { name: /^Orée d’Anjou \(49069\)/ })).toBeDefined();
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    await expect(
      await canvas.findByRole('rowheader', { name: /^Le Fresne-sur-Loire/ }),
    ).toBeVisible();
  },
};

export const Overseas: Story = {
  name: 'Département d’outre-mer (La Réunion)',
  args: {
    title: 'Taux de pauvreté des communes de La Réunion (2021, données de test)',
    layer: { kind: 'communes', topologies: [reunion], year: 2025 },
    values: madeUpValues(codesOf(reunion), 'level'),
    selected: '97411',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toBeDefined();
    await expect(canvas.getByText(/Saint-Denis \(97411\)/)).toBeVisible();
  },
};

export const NationalDepartements: Story = {
  name: 'France par département, outre-mer en encarts',
  args: {
    title: 'Taux de pauvreté par département (2021, données de test)',
    layer: { kind: 'departements', topology: franceTopology },
    values: madeUpValues(departementCodes, 'level'),
    selected: '42',
  },
  play: async ({ canvas }) => {
    const map = canvas.getByRole('group', { name: /par département/ });
    await expect(within(map).getAllByRole('button')).toHaveLength(101);
    await expect(within(map).getByRole('button', { name: /^Mayotte \(976\)/ })).toBeDefined();
    await userEvent.click(canvas.getByRole('button', { name: 'Voir tout' }));
    // The insets' names: at 12 px whatever the map's scale, left of their frames, never over them
    // nor over each other.
    const boxes = [...map.querySelectorAll('g[class*="inset"]')].map((g) => ({
      text: (g.querySelector('text') as Element).getBoundingClientRect(),
      frame: (g.querySelector('rect') as Element).getBoundingClientRect(),
    }));
    await expect(boxes).toHaveLength(5);
    for (const [i, { text, frame }] of boxes.entries()) {
      await expect(text.right).toBeLessThanOrEqual(frame.left);
      await expect(text.height).toBeGreaterThanOrEqual(12);
      await expect(text.height).toBeLessThanOrEqual(18);
      const next = boxes[i + 1];
      if (next) await expect(text.bottom).toBeLessThanOrEqual(next.text.top);
    }
  },
};

export const Regions: Story = {
  name: 'Régions',
  args: {
    title: 'Taux de pauvreté par région (2021, données de test)',
    layer: { kind: 'regions', topology: franceTopology },
    values: madeUpValues(regionCodes, 'level'),
    selected: '84',
  },
  play: async ({ canvas }) => {
    const map = canvas.getByRole('group', { name: /par région/ });
    await expect(within(map).getAllByRole('button')).toHaveLength(18);
  },
};

export const ZonesEmploi: Story = {
  name: 'Zones d’emploi de France',
  args: {
    title: 'Taux de pauvreté par zone d’emploi (2021, données de test)',
    layer: { kind: 'zones', topology: zonesEmploi },
    values: madeUpValues(
      zonesEmploi.objects.zones.geometries.map((g) => g.id),
      'level',
    ),
    hrefFor,
    selected: '8428',
  },
  play: async ({ canvas }) => {
    const map = canvas.getByRole('group', { name: /par zone d’emploi/ });
    const links = within(map).getAllByRole('link');
    await expect(links).toHaveLength(306);
    const stEtienne = within(map).getByRole('link', { name: /^Saint Etienne \(8428\)/ });
    await expect(stEtienne).toHaveAttribute('href', expect.stringContaining('type=ze&id=8428'));
  },
};

export const UnitesUrbaines: Story = {
  name: 'Unités urbaines, la France en fond (hors zonage)',
  args: {
    title: 'Population par unité urbaine de Bourgogne-Franche-Comté (2021, données de test)',
    layer: { kind: 'zones', topology: unitesUrbainesBfc, base: franceTopology },
    indicator: population,
    values: madeUpValues(
      unitesUrbainesBfc.objects.zones.geometries.map((g) => g.id),
      'count',
      4,
    ),
  },
  play: async ({ canvas, args }) => {
    const map = canvas.getByRole('group', { name: /par unité urbaine/ });
    const zones = within(map).getAllByRole('button');
    await expect(zones.length).toBe(unitesUrbainesBfc.objects.zones.geometries.length);
    await expect(canvas.getByText('Communes hors de ce zonage')).toBeVisible();
    await userEvent.click(within(map).getByRole('button', { name: /^Dijon \(21701\)/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'uu', code: '21701' }),
    );
  },
};

export const RegionWithEpci: Story = {
  name: 'Une région\u00a0: ses départements et ses EPCI',
  args: {
    title: 'Taux de pauvreté des départements de Bourgogne-Franche-Comté (données de test)',
    layer: {
      kind: 'departements',
      topology: franceTopology,
      only: ['21', '25', '39', '58', '70', '71', '89', '90'],
      epci: epciBourgogneFrancheComte,
    },
    values: madeUpValues(departementCodes, 'level'),
    selected: '90',
  },
  play: async ({ canvas }) => {
    const map = canvas.getByRole('group', { name: /Bourgogne-Franche-Comté/ });
    await expect(within(map).getAllByRole('button')).toHaveLength(8);
  },
};

export const ProportionalCircles: Story = {
  name: 'Effectifs en cercles proportionnels',
  args: {
    title: 'Population des communes de Maine-et-Loire (2021, données de test)',
    layer: { kind: 'communes', topologies: [maineEtLoire], year: 2025 },
    indicator: population,
    values: madeUpValues(codesOf(maineEtLoire), 'count'),
    selected: '49007',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Surface des cercles proportionnelle à la valeur')).toBeVisible();
    const radii = [...canvasElement.querySelectorAll('circle[data-index]')].map((c) =>
      Number(c.getAttribute('r')),
    );
    await expect(radii.length).toBeGreaterThan(100);
    // Drawn from the largest to the smallest, so that small circles stay clickable.
    await expect(radii).toEqual([...radii].sort((a, b) => b - a));
  },
};

export const DivergingChange: Story = {
  name: 'Évolution\u00a0: palette divergente centrée sur 0',
  args: {
    title: 'Évolution annuelle de la population par département (données de test)',
    layer: { kind: 'departements', topology: franceTopology },
    indicator: populationChange,
    values: madeUpValues(departementCodes, 'change'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^de −/).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/^de \+/).length).toBeGreaterThan(0);
  },
};

export const Zoom: Story = {
  name: 'Zoom sur une petite commune sélectionnée',
  args: {
    title: 'Taux de pauvreté des communes de Maine-et-Loire (2021, données de test)',
    layer: { kind: 'communes', topologies: [maineEtLoire], year: 2025, outlineEpci: '200071678' },
    values: madeUpValues(codesOf(maineEtLoire), 'level'),
    selected: '49007',
  },
  play: async ({ canvas, canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-map]') as SVGSVGElement;
    const width = () => Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const zoomed = width();
    const toggle = canvas.getByRole('button', { name: 'Voir tout' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(width()).toBeGreaterThan(zoomed * 2);
    await expect(canvas.getByRole('button', { name: 'Zoom sur Angers' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Exports: Story = {
  name: 'Exports SVG, PNG et CSV',
  play: async ({ canvas }) => {
    const saved: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob && blob.type !== 'image/svg+xml;charset=utf-8') saved.push(blob);
      return original.call(URL, blob);
    };
    // No navigation to the file: the links are clicked, not followed.
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = () => {};
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Données (CSV)' }));
      const blob = saved.at(-1) as Blob;
      // UTF-8 with a byte order mark, for Excel (text() drops it).
      await expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([
        0xef, 0xbb, 0xbf,
      ]);
      const csv = await blob.text();
      // Headed with the unit and year, values rounded as shown, with the source and licence.
      await expect(csv).toMatch(
        /^Code;Nom;Taux de pauvreté \(%, [^)]+\);Absence de valeur;Source et licence\r\n/,
      );
      await expect(csv).toMatch(/\r\n90010;Belfort;\d+(,\d)?;;"?[^\r]*Licence Ouverte 2\.0/);
      await userEvent.click(canvas.getByRole('button', { name: 'Carte (SVG)' }));
      // The image exports' code loads on the first export: the file comes a moment later.
      await waitFor(() => expect(saved.at(-1)?.type).toBe('image/svg+xml'));
      const svg = await (saved.at(-1) as Blob).text();
      await expect(svg).toContain('Taux de pauvreté des communes du Territoire de Belfort');
      await expect(svg).toContain('Licence Ouverte 2.0');
      // The screen's font stack, as the page draws the map's text.
      const stack = getComputedStyle(document.body).fontFamily;
      await expect(stack).toMatch(/system-ui/);
      const exported = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
      await expect(exported.getAttribute('font-family')).toBe(stack);
      await expect(exported.querySelector('[font-family]:not(svg)')).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Carte (PNG)' }));
      await waitFor(() => expect(saved.at(-1)?.type).toBe('image/png'));
    } finally {
      URL.createObjectURL = original;
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

export const ExportFailed: Story = {
  name: 'Export en échec',
  play: async ({ canvas }) => {
    // The browser cannot make the PNG (a canvas it refuses to encode): the map says so.
    const toBlob = HTMLCanvasElement.prototype.toBlob;
    HTMLCanvasElement.prototype.toBlob = (callback: BlobCallback) => callback(null);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Carte (PNG)' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        /^L’export de la carte en PNG a échoué\s: le navigateur n’a pas pu produire le PNG\. Réessayez/,
      );
    } finally {
      HTMLCanvasElement.prototype.toBlob = toBlob;
    }
  },
};

export const Keyboard: Story = {
  name: 'Clavier\u00a0: une tabulation, flèches entre voisines, Entrée',
  args: { selected: '90010' },
  play: async ({ canvas, args }) => {
    const map = canvas.getByRole('group', { name: /Taux de pauvreté/ });
    const center = (el: Element) => {
      const box = el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };
    await userEvent.tab();
    const start = canvas.getByRole('button', { name: /^Belfort \(90010\)/ });
    await expect(start).toHaveFocus();
    await expect(start).toHaveAccessibleDescription(/flèches/);
    await userEvent.keyboard('{ArrowRight}');
    const east = document.activeElement as Element;
    await expect(map).toContainElement(east as HTMLElement);
    await expect(center(east).x).toBeGreaterThan(center(start).x);
    await userEvent.keyboard('{Home}');
    const first = document.activeElement as Element;
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'commune',
        code: first.getAttribute('aria-label')?.match(/\((\d+)\)/)?.[1],
      }),
    );
    // One Tab leaves the map; Shift+Tab comes back to the last focused area.
    await userEvent.tab();
    await expect(map).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    await expect(first).toHaveFocus();
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  args: CommuneSelected.args,
  play: async ({ canvas }) => {
    // The legend, the caption and the controls stay readable; the areas keep their own colours.
    await expect(canvas.getByText('Territoire mis en évidence : Belfort (90010)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /SVG/ })).toBeVisible();
  },
};

/** Toggles the picked territories, as the caller of `onPick` does. */
function PickingMap(args: Story['args'] & Parameters<typeof TerritoryMap>[0]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(args.picked ?? new Set());
  return (
    <TerritoryMap
      {...args}
      picked={picked}
      onPick={(territories, add) => {
        args.onPick?.(territories, add);
        setPicked((current) => {
          const next = new Set(current);
          for (const t of territories) {
            if (add) next.add(t.code);
            else next.delete(t.code);
          }
          return next;
        });
      }}
    />
  );
}

export const Picking: Story = {
  name: 'Sélection\u00a0: cliquer les communes d’un territoire',
  parameters: {
    docs: {
      description: {
        story:
          'Avec `picked` et `onPick` (sans `hrefFor`), chaque zone est un bouton bascule (`aria-pressed`)\u00a0: un clic, Entrée ou Espace l’ajoute à la sélection ou l’en retire. Les zones choisies sont en aplat foncé hachuré, les autres en blanc, avec leur légende\u00a0; le tableau dit pour chacune si elle est dans le territoire. C’est le choix sur la carte du formulaire «\u202fMes territoires\u202f».',
      },
    },
  },
  args: {
    title: 'Communes du Territoire de Belfort (2025)\u00a0: cliquez pour composer le territoire',
    values: {},
    picked: new Set(['90010', '90065']),
    onPick: fn(),
  },
  render: (args) => <PickingMap {...args} />,
  play: async ({ canvas, args }) => {
    const belfortArea = canvas.getByRole('button', { name: 'Belfort (90010)' });
    await expect(belfortArea).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Dans le territoire (aplat foncé hachuré)')).toBeVisible();
    await expect(canvas.getByText('Hors du territoire')).toBeVisible();
    // A click adds a commune; its area stays a button of the same name, pressed.
    const chaux = canvas.getByRole('button', { name: 'Chaux (90023)' });
    await expect(chaux).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chaux);
    await expect(args.onPick).toHaveBeenLastCalledWith(
      [{ type: 'commune', code: '90023', name: 'Chaux' }],
      true,
    );
    await expect(chaux).toHaveAttribute('aria-pressed', 'true');
    await expect(chaux.getAttribute('fill')).toMatch(/^url\(#.+-picked\)$/);
    // The keyboard: Space on the focused area takes it out again, the focus stays on it.
    chaux.focus();
    await userEvent.keyboard(' ');
    await expect(args.onPick).toHaveBeenLastCalledWith(
      [{ type: 'commune', code: '90023', name: 'Chaux' }],
      false,
    );
    await expect(chaux).toHaveAttribute('aria-pressed', 'false');
    await expect(chaux).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(chaux).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(/Entrée ou Espace pour ajouter la zone/)).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Afficher les données en tableau'));
    const row = await canvas.findByRole('row', { name: /^90023 Chaux / });
    await expect(within(row).getByRole('cell', { name: 'oui' })).toBeVisible();
  },
};

export const PickingForcedColors: Story = {
  name: 'Sélection en couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
  args: Picking.args,
  render: (args) => <PickingMap {...args} />,
  play: async ({ canvas }) => {
    // The fills are kept (forced-color-adjust: none); the picked areas' edges take CanvasText.
    const belfortArea = canvas.getByRole('button', { name: 'Belfort (90010)' });
    await expect(belfortArea).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Dans le territoire (aplat foncé hachuré)')).toBeVisible();
  },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
  args: CommuneSelected.args,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Territoire mis en évidence : Belfort (90010)')).toBeVisible();
    // Wider text never widens the map's box beyond its container.
    const figure = canvasElement.querySelector('[data-map]')?.closest('figure') as HTMLElement;
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth + 1);
  },
};

export const ParisArrondissements: Story = {
  name: 'Arrondissements municipaux de Paris, l’un sélectionné',
  args: {
    title: 'Médiane du niveau de vie\u00a0: arrondissements de Paris (données de test)',
    layer: { kind: 'communes', topologies: [paris], year: 2025, arrondissements: true },
    values: madeUpValues(arrondissementCodesOf(paris), 'level'),
    selected: '75112',
    hrefFor,
  },
  play: async ({ canvas, args }) => {
    const map = canvas.getByRole('group', { name: /arrondissements de Paris/ });
    // Never the city and its arrondissements at once.
    await expect(within(map).getAllByRole('link')).toHaveLength(20);
    await expect(within(map).queryByRole('link', { name: /^Paris \(75056\)/ })).toBeNull();
    const twelfth = within(map).getByRole('link', { name: /^Paris 12e Arrondissement \(75112\)/ });
    await expect(twelfth).toHaveAttribute('aria-current', 'page');
    await expect(twelfth).toHaveAttribute(
      'href',
      '#/explorer/?type=arrondissement&id=75112&year=2025',
    );
    await expect(
      canvas.getByText('Limite de Paris, découpée en arrondissements municipaux'),
    ).toBeVisible();
    // Keyboard: from the 12th, an arrow goes to a neighbouring arrondissement; Enter opens it.
    await userEvent.tab();
    await expect(twelfth).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const next = document.activeElement as Element;
    await expect(next.getAttribute('aria-label')).toMatch(/^Paris \d+e Arrondissement/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'arrondissement' }),
      expect.anything(),
    );
  },
};

export const MarseilleArrondissements: Story = {
  name: 'Marseille par arrondissement parmi les communes des Bouches-du-Rhône',
  args: {
    title: 'Taux de pauvreté\u00a0: communes des Bouches-du-Rhône, Marseille par arrondissement',
    layer: { kind: 'communes', topologies: [bouchesDuRhone], year: 2025, arrondissements: true },
    values: madeUpValues(
      [...codesOf(bouchesDuRhone), ...arrondissementCodesOf(bouchesDuRhone)],
      'level',
    ),
    selected: '13055',
  },
  play: async ({ canvas }) => {
    const map = canvas.getByRole('group', { name: /Marseille par arrondissement/ });
    await expect(within(map).getAllByRole('button', { name: /^Marseille \d+e/ })).toHaveLength(16);
    await expect(within(map).queryByRole('button', { name: /^Marseille \(13055\)/ })).toBeNull();
    // The city is highlighted by its outline and the map zooms to it.
    await expect(canvas.getByText('Territoire mis en évidence : Marseille (13055)')).toBeVisible();
    const zoom = canvas.getByRole('button', { name: 'Voir tout' });
    await userEvent.click(zoom);
    await expect(canvas.getByRole('button', { name: 'Zoom sur Marseille' })).toBeVisible();
  },
};

const aixMarseille = bouchesDuRhone.objects.communes.geometries
  .filter((g) => g.properties.e === '200054807')
  .map((g) => g.id);

export const EpciArrondissements: Story = {
  name: 'EPCI\u00a0: Marseille par arrondissement parmi les communes de la métropole',
  args: {
    title:
      'Taux de pauvreté\u00a0: communes d’Aix-Marseille-Provence, Marseille par arrondissement (données de test)',
    layer: {
      kind: 'communes',
      topologies: [bouchesDuRhone],
      year: 2025,
      arrondissements: true,
      // The EPCI's members name the city, not its arrondissements: they are in focus with it.
      focus: aixMarseille,
      outlineEpci: '200054807',
    },
    values: madeUpValues(
      [...codesOf(bouchesDuRhone), ...arrondissementCodesOf(bouchesDuRhone)],
      'level',
    ),
  },
  play: async ({ canvas }) => {
    const map = canvas.getByRole('group', { name: /Marseille par arrondissement/ });
    const parts = within(map).getAllByRole('button', { name: /^Marseille \d+e/ });
    await expect(parts).toHaveLength(16);
    for (const part of parts) await expect(part).not.toHaveAccessibleName(/hors du territoire$/);
    await expect(within(map).getAllByRole('button', { name: /hors du territoire$/ }).length).toBe(
      codesOf(bouchesDuRhone).length - aixMarseille.length,
    );
  },
};

export const NoValues: Story = {
  name: 'Vide\u00a0: aucune valeur pour aucune zone',
  args: {
    title: 'Taux de pauvreté des communes du Territoire de Belfort (indicateur sans valeur)',
    values: {},
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Aucun territoire de la carte n’a de valeur/)).toBeVisible();
    // Each area says why it has no value; the legend names the pattern.
    await expect(
      canvas.getByRole('button', { name: /^Belfort \(90010\)\s: non disponible$/ }),
    ).toBeVisible();
    await expect(canvas.getByText('Non disponible')).toBeVisible();
  },
};

export const NoAreas: Story = {
  name: 'Vide\u00a0: une couche sans zone',
  args: {
    title: 'Taux de pauvreté des communes d’un territoire sans commune dans ce millésime',
    layer: { kind: 'communes', topologies: [], year: 2025 },
    values: {},
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Aucun territoire à cartographier pour ce choix.')).toBeVisible();
    await expect(canvasElement.querySelector('svg[data-map]')).toBeNull();
    await expect(canvas.getByText(/Licence Ouverte 2\.0/)).toBeVisible();
  },
};

/** The centre of an element on screen. */
const centreOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

/** The pointer entering an element at a point (as the browser reports it: bubbling, with its place). */
const pointAt = (element: Element, point: { x: number; y: number }) =>
  element.dispatchEvent(
    new MouseEvent('mouseover', { bubbles: true, clientX: point.x, clientY: point.y }),
  );

/** The centres of the areas whose boxes touch `area`'s (its neighbours), and its own. */
const aroundOf = (svg: SVGSVGElement, area: Element) => {
  const own = area.getBoundingClientRect();
  return [...svg.querySelectorAll('[data-index]')]
    .filter((other) => {
      const box = other.getBoundingClientRect();
      return !(
        box.right < own.left ||
        box.left > own.right ||
        box.bottom < own.top ||
        box.top > own.bottom
      );
    })
    .map(centreOf);
};

/** Whether any of `points` lies in `box`. */
const covers = (box: DOMRect, points: { x: number; y: number }[]) =>
  points.some((p) => p.x >= box.left && p.x <= box.right && p.y >= box.top && p.y <= box.bottom);

export const TooltipPlacement: Story = {
  name: 'Infobulle\u00a0: loin du pointeur, survolable, Échap la ferme',
  // A map as wide as its box (not capped in height): its areas reach the box's corners.
  globals: { viewport: { value: 'medium', isRotated: false } },
  args: {
    layer: { kind: 'communes', topologies: [maineEtLoire], year: 2025 },
    values: madeUpValues(codesOf(maineEtLoire), 'level'),
  },
  play: async ({ canvas, canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-map]') as SVGSVGElement;
    const tooltip = () => canvasElement.querySelector('[data-map-tooltip]');
    const angers = canvas.getByRole('button', { name: /^Angers \(49007\)/ });
    // RGAA 10.13: the tooltip covers neither the pointed area nor the areas around it.
    pointAt(angers, centreOf(angers));
    await waitFor(() => expect(tooltip()).toHaveTextContent(/^Angers \(49007\)/));
    const first = tooltip()?.getAttribute('data-place');
    await expect(first).toMatch(/^(top|bottom)-(left|right)$/);
    await expect(
      covers((tooltip() as Element).getBoundingClientRect(), aroundOf(svg, angers)),
    ).toBe(false);
    // The pointer goes to the area nearest the tooltip: the tooltip moves out of its way.
    const box = (tooltip() as Element).getBoundingClientRect();
    const distance = ({ x, y }: { x: number; y: number }) =>
      Math.hypot(
        Math.max(box.left - x, 0, x - box.right),
        Math.max(box.top - y, 0, y - box.bottom),
      );
    const near = [...svg.querySelectorAll('[data-index]')]
      .map((area) => ({ area, c: centreOf(area) }))
      .sort((a, b) => distance(a.c) - distance(b.c))[0] as {
      area: Element;
      c: { x: number; y: number };
    };
    await expect(distance(near.c)).toBeLessThan(TOOLTIP_CLEARANCE);
    pointAt(near.area, near.c);
    const name = near.area.getAttribute('aria-label')?.split(' (')[0] as string;
    await waitFor(() => expect(tooltip()).toHaveTextContent(name));
    await waitFor(() => expect(tooltip()?.getAttribute('data-place')).not.toBe(first));
    await waitFor(() =>
      expect(covers((tooltip() as Element).getBoundingClientRect(), aroundOf(svg, near.area))).toBe(
        false,
      ),
    );
    // Hoverable: the pointer leaves the area for the tooltip, which stays.
    const shown = tooltip() as Element;
    near.area.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: shown }));
    shown.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: near.area }));
    await expect(tooltip()).toHaveTextContent(name);
    // Dismissible without moving the pointer.
    await userEvent.keyboard('{Escape}');
    await expect(tooltip()).toBeNull();
  },
};

/** Belfort's communes under very long names (the longest French ones run to 45 characters). */
const longNamed = {
  ...belfort,
  objects: {
    ...belfort.objects,
    communes: {
      ...belfort.objects.communes,
      geometries: belfort.objects.communes.geometries.map((g) => ({
        ...g,
        properties: {
          ...g.properties,
          n: `${g.properties.n}-sur-la-Savoureuse-et-Saint-Germain-des-Étangs`,
        },
      })),
    },
  },
};

export const LongNames: Story = {
  name: 'Noms très longs\u00a0: infobulle et légende',
  args: {
    title:
      'Part des familles monoparentales avec au moins un enfant de moins de vingt-cinq ans parmi les familles avec enfants, communes du Territoire de Belfort (données de test)',
    layer: {
      kind: 'communes',
      topologies: [longNamed],
      year: 2025,
      focus: grandBelfort,
      outlineEpci: '200069052',
    },
    indicator: {
      ...povertyRate,
      label:
        'Part des familles monoparentales avec au moins un enfant de moins de vingt-cinq ans parmi les familles avec enfants',
    },
    values: {
      ...belfortValues,
      '90001': { value: null, status: 'secret' },
      '90003': { value: null, status: 'unavailable', reason: 'absent_from_source' },
    },
    selected: '90010',
  },
  play: async ({ canvas, canvasElement }) => {
    const area = canvas.getByRole('button', {
      name: /^Belfort-sur-la-Savoureuse-et-Saint-Germain-des-Étangs \(90010\)/,
    });
    pointAt(area, centreOf(area));
    const tooltip = await waitFor(() => {
      const shown = canvasElement.querySelector('[data-map-tooltip]');
      expect(shown).toHaveTextContent(/Saint-Germain-des-Étangs \(90010\)/);
      return shown as Element;
    });
    // The long name wraps inside the map's box.
    const frame = (canvasElement.querySelector('svg[data-map]') as Element)
      .parentElement as Element;
    await expect(tooltip.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right + 1,
    );
    await expect(
      canvas.getByText(/^Part des familles monoparentales .+, Filosofi 2021$/),
    ).toBeVisible();
  },
};

const populationOfMaineEtLoire = {
  title: 'Population des communes de Maine-et-Loire (2021, données de test)',
  layer: { kind: 'communes', topologies: [maineEtLoire], year: 2025 },
  indicator: population,
  values: madeUpValues(codesOf(maineEtLoire), 'count'),
} satisfies Story['args'];

export const Landmarks: Story = {
  name: 'Noms des plus grandes communes (carte large)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: populationOfMaineEtLoire,
  play: async ({ canvasElement }) => {
    const svg = await waitFor(() => {
      const measured = canvasElement.querySelector('svg[data-measured]');
      expect(measured).not.toBeNull();
      return measured as SVGSVGElement;
    });
    const names = [...svg.querySelectorAll('[data-landmarks] text')];
    await expect(names.length).toBeGreaterThanOrEqual(3);
    await expect(names.length).toBeLessThanOrEqual(6);
    const map = svg.getBoundingClientRect();
    const boxes = names.map((name) => name.getBoundingClientRect());
    for (const [i, box] of boxes.entries()) {
      // 12 px whatever the map's scale, inside the map, overlapping no other name.
      await expect(box.height).toBeGreaterThanOrEqual(12);
      await expect(box.height).toBeLessThanOrEqual(20);
      await expect(box.left >= map.left && box.right <= map.right).toBe(true);
      for (const other of boxes.slice(i + 1)) {
        const apart =
          box.right <= other.left ||
          other.right <= box.left ||
          box.bottom <= other.top ||
          other.bottom <= box.top;
        await expect(apart).toBe(true);
      }
    }
  },
};

export const LandmarksNarrow: Story = {
  name: 'Noms des plus grandes communes cachés sur un écran étroit',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: populationOfMaineEtLoire,
  play: async ({ canvasElement }) => {
    // Once the map's box is measured (the names depend on its width).
    await waitFor(() => expect(canvasElement.querySelector('svg[data-measured]')).not.toBeNull());
    await expect(canvasElement.querySelector('svg[data-map] circle')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-landmarks]')).toBeNull();
  },
};
