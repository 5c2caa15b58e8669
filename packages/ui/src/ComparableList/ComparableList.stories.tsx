import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComparableList, type ComparableListProps } from './ComparableList';
import {
  communeScopes,
  comparableDimensions,
  longNameComparables,
  longNameTerritory,
  saintEtienneComparables,
} from './ComparableList.fixtures';

const meta = {
  title: 'Données territoriales/ComparableList',
  component: ComparableList,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Les territoires les plus semblables à un territoire (même niveau, même millésime), du plus proche au moins proche\u00a0: pour chacun, un lien vers sa page, sa population, les 2 ou 3 indicateurs où les deux sont le plus proches (les deux valeurs, avec leur unité) et un lien «\u202fComparer\u202f» qui ouvre la comparaison des deux. Au-dessus, le choix du périmètre (toute la France, la même région, le même département), en boutons radio\u202f; au-dessous, les indicateurs du calcul et un lien vers la méthode.

### Quand l’utiliser
- Sur la page d’un territoire, pour proposer des territoires à lui comparer.

### Quand ne pas l’utiliser
- Pour classer tous les territoires d’un niveau selon un indicateur\u00a0: c’est un classement.
- Pour comparer des valeurs côte à côte\u00a0: \`ComparisonTable\`.

### À faire
- Dire pourquoi la liste est vide (\`emptyMessage\`) et ce qu’on peut essayer.
- Ne proposer que les périmètres qui ont un sens pour le niveau, et dire pourquoi les autres manquent (\`scopeNote\`).

### À éviter
- Afficher une distance brute sans unité\u00a0: les raisons (valeurs réelles) parlent d’elles-mêmes.`,
      },
    },
  },
  args: {
    territory: { type: 'commune', name: 'Saint-Étienne', year: 2024 },
    items: saintEtienneComparables,
    emptyMessage: 'Aucune autre commune ne peut être comparée à Saint-Étienne.',
    scopes: communeScopes,
    scope: 'france',
    onScopeChange: fn(),
    onRetry: fn(),
    dimensions: comparableDimensions,
    methodHref: '/a-propos#comparables',
    hrefFor: (t) => `/explorer/?type=${t.type}&id=${t.code}&year=${t.year}`,
    compareHrefFor: (t) =>
      `/comparer?type=commune&id=42218&year=2024&type2=${t.type}&id2=${t.code}&year2=${t.year}`,
    compareFirst: { href: '/comparer?type=commune&id=42218&year=2024', count: 5 },
  },
} satisfies Meta<typeof ComparableList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenItems: Story = {
  name: '10 territoires comparables',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', {
      name: /Les 10 communes les plus proches de Saint-Étienne en 2024/,
    });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    await expect(items).toHaveLength(10);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Les 10 communes les plus proches de Saint-Étienne en 2024, par ordre de proximité\.$/,
    );
    const first = items[0] as HTMLElement;
    await expect(
      within(first).getByRole('link', { name: 'Voir Mulhouse (68224) en 2024' }),
    ).toHaveAttribute('href', '/explorer/?type=commune&id=68224&year=2024');
    // Exact French spacing: narrow no-break spaces in numbers and before %, no-break before units.
    const text = first.textContent ?? '';
    await expect(text).toContain('105\u202f500\u00a0habitants');
    await expect(text).toContain(
      'Taux de chômage\u00a0: 19,4\u202f% (Saint-Étienne\u00a0: 19,0\u202f%)',
    );
    await expect(text).toContain(
      'Niveau de vie médian\u00a0: 17\u202f980\u00a0€ (Saint-Étienne\u00a0: 19\u202f120\u00a0€)',
    );
    const compare = within(first).getByRole('link', {
      name: 'Comparer Saint-Étienne avec Mulhouse (68224)',
    });
    await expect(compare).toHaveTextContent('Comparer');
    await expect(canvas.getByRole('link', { name: 'Comparer avec les 5 premiers' })).toBeVisible();
    await expect(canvas.getByText(/Calculé sur : population, densité/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /Comment les territoires comparables/ }),
    ).toHaveAttribute('href', '/a-propos#comparables');
  },
};

export const Keyboard: Story = {
  name: 'Au clavier\u00a0: périmètre, territoire, « Comparer »',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Toute la France' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Voir Mulhouse (68224) en 2024' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'Comparer Saint-Étienne avec Mulhouse (68224)' }),
    ).toHaveFocus();
  },
};

/** The scope choice held by the story, as the page holds it in the address. */
function WithScopeState(props: ComparableListProps) {
  const [scope, setScope] = useState(props.scope ?? 'france');
  return (
    <ComparableList
      {...props}
      scope={scope}
      onScopeChange={(next) => {
        setScope(next);
        props.onScopeChange?.(next);
      }}
    />
  );
}

export const Scopes: Story = {
  name: 'Périmètres\u00a0: France, région, département',
  render: (args) => <WithScopeState {...args} />,
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Chercher parmi' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Toute la France' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Même département (Loire)' }));
    await expect(args.onScopeChange).toHaveBeenLastCalledWith('departement');
    await expect(canvas.getByRole('radio', { name: 'Même département (Loire)' })).toBeChecked();
    // Arrow keys move between the options, as in any radio group.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onScopeChange).toHaveBeenLastCalledWith('region');
    await expect(canvas.getByRole('radio', { name: /Même région/ })).toHaveFocus();
  },
};

export const RegionLevel: Story = {
  name: 'Une région\u00a0: pas de choix de périmètre',
  args: {
    territory: { type: 'region', name: 'Auvergne-Rhône-Alpes', year: 2024, typeLiaison: 1 },
    items: saintEtienneComparables.slice(0, 3).map((item, i) => ({
      ...item,
      type: 'region' as const,
      code: ['76', '75', '44'][i] as string,
      name: ['Occitanie', 'Nouvelle-Aquitaine', 'Grand Est'][i] as string,
    })),
    scopes: [{ value: 'france', label: 'Toute la France' }],
    scopeNote: 'Une région est comparée aux autres régions de France.',
    missingDimensions: ['médiane du niveau de vie (2021)'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Chercher parmi' })).toBeNull();
    await expect(
      canvas.getByText('Une région est comparée aux autres régions de France.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('list', {
        name: /Les 3 régions les plus proches d’Auvergne-Rhône-Alpes en 2024/,
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Non renseigné pour Auvergne-Rhône-Alpes, donc laissé de côté : médiane/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Chargement des territoires comparables…',
    );
    await expect(canvas.queryByRole('link', { name: /Voir / })).toBeNull();
    // The scope choice stays, so that its focus is kept while the new list loads.
    await expect(canvas.getByRole('radio', { name: 'Toute la France' })).toBeEnabled();
  },
};

export const ErrorState: Story = {
  name: 'Erreur, avec « Réessayer »',
  args: { error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Les territoires comparables n’ont pas pu être chargés.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RefusedScope: Story = {
  name: 'Erreur définitive\u00a0: message de l’API, sans « Réessayer »',
  args: {
    error:
      'Paramètre scope\u00a0: un territoire de niveau region n’a pas de région parent où chercher.',
    errorTransient: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Paramètre scope');
    await expect(canvas.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  },
};

export const Empty: Story = {
  name: 'Aucun territoire comparable',
  args: {
    items: [],
    scope: 'departement',
    emptyMessage:
      'Aucune autre commune du département Loire n’a au moins trois indicateurs renseignés en commun avec Saint-Étienne. Cherchez dans la région ou dans toute la France.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/Cherchez dans la région ou dans toute la France/, { selector: 'p' }),
    ).toBeVisible();
    // Said in the status too, as a new scope's result is.
    await expect(canvas.getByRole('status')).toHaveTextContent(/Cherchez dans la région/);
    await expect(canvas.queryByRole('link', { name: /Comparer avec les/ })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Même département (Loire)' })).toBeChecked();
  },
};

export const LongNames: Story = {
  name: 'Noms longs',
  args: {
    territory: longNameTerritory,
    items: longNameComparables,
    compareFirst: { href: '/comparer?type=commune&id=51507&year=2024', count: 2 },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: 'Voir Beaujeu-Saint-Vallier-Pierrejux-et-Quitteur (70058) en 2024',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Population inconnue')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Comparer avec les 2 premiers' })).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'Étroit (mobile)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const compare = canvas.getByRole('link', {
      name: 'Comparer Saint-Étienne avec Mulhouse (68224)',
    });
    const name = canvas.getByRole('link', { name: 'Voir Mulhouse (68224) en 2024' });
    // One column: the "Comparer" link comes under the name, not beside it.
    await expect(compare.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
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
