// Long file: one story per state of the component (census, perimeters, non comparable…), read as its catalogue.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { culozBeonFigures, epciRebuiltFigures, notComparableFigures } from '../fixtures/census';
import {
  loire,
  loireFigures,
  longNameCommune,
  saintEtienneFigures,
  saintEtienneMetropole,
} from '../fixtures/territories';
import { KeyFigures } from './KeyFigures';

const meta = {
  title: 'Données territoriales/KeyFigures',
  component: KeyFigures,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Chiffres clés d’un territoire pour un millésime\u00a0: population municipale avec son année de recensement (et le millésime dont elle reprend le recensement, le cas échéant), évolution depuis le recensement précédent et depuis le premier millésime, toujours sur le périmètre du millésime affiché (flèche et mots, jamais la couleur seule\u202f; «\u202fNon comparable\u202f» avec la raison quand ce périmètre ne peut pas être reconstitué), rang et part dans le territoire parent et en France, nombre de communes, chef-lieu. Chaque chiffre porte sa source et son millésime. Si le territoire n’existe pas dans le millésime, un message le dit et propose les millésimes où il existe.

### Quand l’utiliser
- En tête de la fiche d’un territoire (Explorer), sous le sélecteur.

### Quand ne pas l’utiliser
- Pour comparer deux territoires\u00a0: \`ComparisonTable\`.
- Pour une série complète dans le temps\u00a0: \`PopulationChart\`.

### À faire
- Passer \`null\` pour une valeur manquante («\u202fNon disponible\u202f») et distinguer ce qui est sans objet pour le niveau.
- Donner la source et le millésime de chaque chiffre.

- Donner \`census\` (année de recensement, et \`sameAs\` quand le millésime reprend le recensement du précédent)\u00a0: deux millésimes peuvent porter les mêmes populations.
- Donner le \`perimeter\` de chaque évolution\u00a0: le composant dit sur quel périmètre elle est calculée («\u202fà périmètre 2026\u00a0: Béon et Culoz en 2019\u202f»).

### À éviter
- Signaler une hausse ou une baisse par la couleur seule\u00a0: le composant écrit le sens en toutes lettres.
- Calculer une évolution entre deux millésimes du même recensement («\u202fStable\u00a0: 0\u202f»)\u00a0: ce n’est pas une mesure.`,
      },
    },
  },
  args: { data: saintEtienneFigures, onRetry: fn(), onYearSelect: fn() },
} satisfies Meta<typeof KeyFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Commune: Story = {
  name: 'Commune',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Chiffres clés – Saint-Étienne, 2024/ }));
    await expect(canvas.getByText('172 700 habitants')).toBeVisible();
    await expect(canvas.getByText('recensement 2022')).toBeVisible();
    await expect(canvas.getByText('Évolution depuis 2023 (recensement 2020)')).toBeVisible();
    await expect(canvas.getAllByText('périmètre inchangé')).toHaveLength(2);
    await expect(canvas.getByText(/En baisse : [−-]1\s100 habitants \([−-]0,6\s%\)/)).toBeVisible();
    await expect(canvas.getByText(/En hausse : \+800 habitants \(\+0,5\s%\)/)).toBeVisible();
    await expect(canvas.getByText('Rang dans la Loire')).toBeVisible();
    await expect(canvas.getByText('1\u02b3\u1d49 sur 323 communes')).toBeVisible();
    await expect(canvas.getByText('14\u1d49 sur 34 935 communes')).toBeVisible();
    // One source line for the block, naming the producer rather than a package.
    await expect(canvas.getAllByText(/^Source : /)).toHaveLength(1);
    await expect(canvas.getByText(/^Source : Insee, populations légales/)).toHaveTextContent(
      /millésime 2024, Licence Ouverte 2\.0\.$/,
    );
    await expect(canvas.queryByText(/@etalab/)).toBeNull();
    // « En baisse : » cannot break; no red or green judgement of a change.
    const down = canvas.getByText(/^En baisse : [−-]1\s100/);
    await expect(down.textContent).toContain('En\u00a0baisse\u00a0:');
    const arrow = down.querySelector('[aria-hidden="true"]');
    await expect(arrow && getComputedStyle(arrow).color).toBe(getComputedStyle(down).color);
  },
};

export const Departement: Story = {
  name: 'Département (communes, chef-lieu, stable)',
  args: { data: loireFigures },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('323 communes')).toBeVisible();
    await expect(canvas.getByText('Saint-Étienne (42218)')).toBeVisible();
    await expect(canvas.getByText(/Stable : 0 habitant \(/)).toBeVisible();
    await expect(canvas.getByText('5\u1d49 sur 12 départements')).toBeVisible();
    await expect(canvas.getByText('Rang en Auvergne-Rhône-Alpes')).toBeVisible();
  },
};

/** From a rank to the ranking it comes from: every commune of the level, nationally or in the parent. */
export const RankingLinks: Story = {
  name: 'Liens vers les classements',
  args: {
    rankingHrefs: {
      national: '/explorer/?type=commune&year=2024&indicator=population&around=42218',
      parent:
        '/explorer/?type=commune&year=2024&indicator=population&parent=departement%3A42&around=42218',
    },
  },
  play: async ({ canvas }) => {
    const national = canvas.getByRole('link', { name: 'Voir le classement – Rang national' });
    await expect(national).toHaveAttribute(
      'href',
      '/explorer/?type=commune&year=2024&indicator=population&around=42218',
    );
    const parent = canvas.getByRole('link', { name: 'Voir le classement – Rang dans la Loire' });
    await expect(parent.getAttribute('href')).toContain('parent=departement%3A42');
    parent.focus();
    await expect(parent).toHaveFocus();
  },
};

export const Loading: Story = {
  name: 'Chargement (squelette)',
  args: { data: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des chiffres clés…');
  },
};

export const ErrorState: Story = {
  name: 'Erreur',
  args: { data: null, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('n’ont pas pu être chargés');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Absent: Story = {
  name: 'Absent de ce millésime',
  args: {
    data: {
      ...saintEtienneFigures,
      territory: { type: 'commune', code: '42307', name: 'Chazelles-sur-Lavieu' },
      year: 2026,
      exists: false,
      existingYears: [2019, 2021, 2022],
    },
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('Chazelles-sur-Lavieu n’existe pas dans le millésime 2026.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/habitants/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Voir 2022' }));
    await expect(args.onYearSelect).toHaveBeenCalledWith(2022);
  },
};

/** A figure that exists for the level but is missing reads "Non disponible". */
export const MissingValues: Story = {
  name: 'Valeurs non disponibles',
  args: { data: { ...loireFigures, population: null, communes: null } },
  play: async ({ canvas }) => {
    const population = canvas.getByText('Population municipale', { selector: 'dt' }).parentElement;
    await expect(population).toHaveTextContent('Non disponible');
    const communes = canvas.getByText('Nombre de communes', { selector: 'dt' }).parentElement;
    await expect(communes).toHaveTextContent('Non disponible');
  },
};

/** A figure that cannot exist for the level ("sans objet") is left out. */
export const NotApplicable: Story = {
  name: 'Sans objet pour une commune',
  args: { data: { ...saintEtienneFigures, communes: 12 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Population municipale', { selector: 'dt' })).toBeVisible();
    await expect(canvas.queryByText('Nombre de communes')).toBeNull();
  },
};

/**
 * A vintage that repeats the previous one's census (2026 and 2025): said next to the population,
 * and the change is since the latest other census (2024), on the perimeter of 2026.
 */
export const SameCensus: Story = {
  name: 'Même recensement que le millésime précédent (commune fusionnée)',
  args: { data: culozBeonFigures },
  play: async ({ canvas }) => {
    const population = canvas.getByText('Population municipale', { selector: 'dt' })
      .parentElement as HTMLElement;
    await expect(population).toHaveTextContent('3 453 habitants');
    await expect(
      within(population).getByText('même recensement que 2025 (population légale 2023)'),
    ).toBeVisible();
    await expect(canvas.queryByText(/depuis 2025/)).toBeNull();
    await expect(canvas.queryByText(/Stable/)).toBeNull();
    const previous = canvas.getByText('Évolution depuis 2024 (recensement 2022)', {
      selector: 'dt',
    }).parentElement as HTMLElement;
    await expect(within(previous).getByText('périmètre inchangé')).toBeVisible();
    const first = canvas.getByText('Évolution depuis 2019 (recensement 2016)', { selector: 'dt' })
      .parentElement as HTMLElement;
    await expect(first).toHaveTextContent(/En baisse : [−-]64 habitants \([−-]1,8\s%\)/);
    await expect(within(first).getByText('à périmètre 2026 : Béon et Culoz en 2019')).toBeVisible();
  },
};

/** An EPCI in 2019, rebuilt from the communes that form its 2026 perimeter. */
export const RebuiltPerimeter: Story = {
  name: 'Périmètre reconstitué (intercommunalité)',
  args: { data: epciRebuiltFigures },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('à périmètre 2026 (reconstitué à partir de 45 communes de 2019)'),
    ).toBeVisible();
    await expect(canvas.getByText(/En hausse : \+3\s100 habitants/)).toBeVisible();
  },
};

/** The 2026 perimeter cannot be rebuilt in 2019: no number, the reason in words. */
export const NotComparable: Story = {
  name: 'Évolution non comparable',
  args: { data: notComparableFigures },
  play: async ({ canvas }) => {
    const card = canvas.getByText('Évolution depuis 2019 (recensement 2016)', { selector: 'dt' })
      .parentElement as HTMLElement;
    await expect(within(card).getByText('Non comparable')).toBeVisible();
    await expect(
      within(card).getByText(
        'le périmètre 2026 ne peut pas être reconstitué en 2019 (commune scindée ou limite déplacée)',
      ),
    ).toBeVisible();
    await expect(card.textContent).not.toMatch(/habitant|%/);
  },
};

/**
 * A commune nouvelle of 1 January 2019 in 2019: its legal population leaves out communes merged
 * after the census, so it is not compared (the changes start in 2021).
 */
export const IncompletePopulation: Story = {
  name: 'Population incomplète (commune nouvelle de 2019)',
  args: {
    data: {
      ...culozBeonFigures,
      changeFirst: { year: 2019, census: 2016, comparable: false, reason: 'incomplete_population' },
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByText('Évolution depuis 2019 (recensement 2016)', { selector: 'dt' })
      .parentElement as HTMLElement;
    await expect(
      within(card).getByText(
        'la population de 2019 omet des communes fusionnées après son recensement',
      ),
    ).toBeVisible();
  },
};

/** Data imported before census years were read: no census named, changes by vintage only. */
export const WithoutCensus: Story = {
  name: 'Sans année de recensement (données anciennes)',
  args: {
    data: {
      ...saintEtienneFigures,
      census: null,
      changePrevious: { year: 2023, absolute: -1_100, relative: -1_100 / 173_800 },
      changeFirst: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Évolution depuis 2023')).toBeVisible();
    await expect(canvas.queryByText(/recensement/)).toBeNull();
  },
};

export const FirstVintage: Story = {
  name: 'Premier millésime (pas d’évolution)',
  args: { data: { ...saintEtienneFigures, year: 2019, changePrevious: null, changeFirst: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Évolution depuis/)).toBeNull();
  },
};

export const LongNames: Story = {
  name: 'Noms longs',
  args: {
    data: {
      ...saintEtienneFigures,
      territory: longNameCommune,
      population: 170,
      rankParent: {
        rank: 612,
        of: 613,
        share: 0.0003,
        parent: { type: 'departement', code: '51', name: 'Marne' },
      },
    },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: /Saint-Rémy-en-Bouzemont/ });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

/** The words of `text` in `element` that a line break cuts (one client rect per line piece). */
function cutWords(element: Element, text: string): string[] {
  const node = [...element.childNodes].find((n) => n.textContent?.includes(text));
  if (!node?.textContent) return [text];
  const range = element.ownerDocument.createRange();
  const cut: string[] = [];
  let at = node.textContent.indexOf(text);
  for (const word of text.split(' ')) {
    range.setStart(node, at);
    range.setEnd(node, at + word.length);
    if (range.getClientRects().length > 1) cut.push(word);
    at += word.length + 1;
  }
  return cut;
}

export const NarrowCards: Story = {
  name: 'Intercommunalité, cartes étroites',
  args: {
    data: {
      ...saintEtienneFigures,
      territory: saintEtienneMetropole,
      population: 404_700,
      rankParent: { rank: 1, of: 10, share: 404_700 / 765_000, parent: loire },
      rankNational: { rank: 24, of: 1_254, share: 404_700 / 68_000_000 },
      communes: 53,
    },
  },
  // Two cards of the narrowest width (14rem) side by side.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '29rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // « intercommunalités » whole on its line: never cut inside, even without hyphenation.
    const rank = canvas.getByText('1\u02b3\u1d49 sur 10 intercommunalités');
    await expect(cutWords(rank, '1\u02b3\u1d49 sur 10 intercommunalités')).toEqual([]);
    await expect(rank.scrollWidth).toBeLessThanOrEqual(rank.clientWidth + 1);
    const national = canvas.getByText(/^24\u1d49 sur 1\s254 intercommunalités$/);
    await expect(cutWords(national, 'intercommunalités')).toEqual([]);
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    await expect(terms[0]?.getBoundingClientRect().left).toBe(
      terms[1]?.getBoundingClientRect().left,
    );
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  args: { data: notComparableFigures },
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  args: { data: culozBeonFigures },
  parameters: { epic: { mode: 'text-spacing' } },
};
