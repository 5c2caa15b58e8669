// Long file: one story per state of the combobox (set by args) plus the keyboard checks, with the fake search that plays the app.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longNameResults, saintEtienneResults } from '../fixtures/territories';
import type { TerritoryOption } from '../territory/types';
import {
  type TerritoryLevelFilter,
  TerritoryPicker,
  type TerritoryPickerProps,
  type TerritorySearchStatus,
} from './TerritoryPicker';

type Mode = 'results' | 'loading' | 'error' | 'empty' | 'long';

function fakeSearch(query: string, level: TerritoryLevelFilter, mode: Mode): TerritoryOption[] {
  if (mode === 'empty') return [];
  const source = mode === 'long' ? longNameResults : saintEtienneResults;
  const q = query
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[-’']/g, ' ');
  return source.filter((option) => {
    if (level !== 'all' && option.type !== level) return false;
    const name = option.name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[-’']/g, ' ');
    return (
      name.includes(q) ||
      option.code.startsWith(q) ||
      (option.postalCodes ?? []).some((cp) => cp.startsWith(q))
    );
  });
}

/** Plays the app's role: answers `onSearch` after a short delay, like the API would. */
function PickerHarness(props: TerritoryPickerProps & { mode: Mode }) {
  const { mode, onSearch, onSelect, onLevelChange } = props;
  const [level, setLevel] = useState<TerritoryLevelFilter>(props.level);
  // The state given in args (a static story) until the first search answers.
  const [results, setResults] = useState<readonly TerritoryOption[]>(props.results);
  const [status, setStatus] = useState<TerritorySearchStatus>(props.status);
  const [selected, setSelected] = useState<TerritoryOption | null>(props.selected ?? null);
  return (
    <TerritoryPicker
      {...props}
      level={level}
      onLevelChange={(next) => {
        setLevel(next);
        onLevelChange(next);
      }}
      results={results}
      status={status}
      selected={selected}
      onSelect={(option) => {
        setSelected(option);
        onSelect(option);
      }}
      onSearch={(query, searchLevel) => {
        onSearch(query, searchLevel);
        setStatus('loading');
        if (mode === 'loading') return;
        setTimeout(() => {
          if (mode === 'error') {
            setStatus('error');
            return;
          }
          setResults(fakeSearch(query, searchLevel, mode));
          setStatus('success');
        }, 150);
      }}
    />
  );
}

const meta = {
  title: 'Données territoriales/TerritoryPicker',
  component: TerritoryPicker,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    mode: 'results',
    docs: {
      description: {
        component: `Sélecteur de territoire\u00a0: un choix de niveau et une liste de suggestions (combobox ARIA) pour chercher par nom, code officiel ou code postal. Le composant ne charge rien\u00a0: il appelle \`onSearch\` après une pause de frappe et affiche les \`results\` et le \`status\` fournis par l’application. Le nombre de résultats est annoncé aux lecteurs d’écran.

Chaque état se règle par les props, sans interaction\u00a0: \`defaultQuery\` (texte initial, déjà cherché si \`status\` n’est pas \`'idle'\`), \`defaultOpen\` (liste ouverte), \`results\` et \`status\` (\`'loading'\`, \`'success'\`, \`'error'\`). Les récits ci-dessous montrent ainsi chacun son état\u202f; ceux qui testent le clavier le disent dans leur nom.

### Quand l’utiliser
- En tête de l’Explorer et de chaque côté de Comparer\u00a0: choisir un territoire parmi des dizaines de milliers.

### Quand ne pas l’utiliser
- Pour choisir parmi une poignée de territoires connus (les membres affichés, un fil d’Ariane)\u00a0: des liens suffisent.
- Pour choisir un millésime\u00a0: \`VintageSelect\`.

### À faire
- Répondre à chaque \`onSearch\` par un \`status\`\u00a0: \`'loading'\` tout de suite, puis \`'success'\` ou \`'error'\`.
- Garder le niveau choisi quand l’utilisateur revient (prop \`level\` contrôlée).

### À éviter
- Filtrer les résultats dans le composant ou lancer la recherche à chaque frappe sans délai\u00a0: c’est le rôle de l’application et de \`debounceMs\`.`,
      },
    },
  },
  args: {
    level: 'all',
    onLevelChange: fn(),
    onSearch: fn(),
    onSelect: fn(),
    results: [],
    status: 'idle',
    debounceMs: 150,
  },
  render: (args, { parameters }) => <PickerHarness {...args} mode={parameters.mode as Mode} />,
} satisfies Meta<typeof TerritoryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardSelection: Story = {
  name: 'Clavier\u00a0: résultats et choix',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Rechercher un territoire' });
    await userEvent.type(input, 'saint etienne');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('8 résultats'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('saint etienne', 'all');
    const listbox = canvas.getByRole('listbox', { name: 'Résultats' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(8);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getAllByRole('option')[1];
    await expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    await expect(second).toHaveTextContent('Intercommunalité (EPCI) · Loire (42) · 244200770');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ code: '244200770', type: 'epci' }),
    );
    await expect(input).toHaveValue('Saint-Étienne Métropole');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The list scrolls itself to the highlighted result; the page does not move. */
export const KeyboardScrollsList: Story = {
  name: 'Clavier\u00a0: le résultat choisi amené dans la liste',
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Rechercher un territoire' });
    await userEvent.type(input, 'saint etienne');
    const listbox = await canvas.findByRole('listbox', { name: 'Résultats' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(8));
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    const pageScroll = window.scrollY;
    await userEvent.keyboard('{ArrowUp}');
    const last = within(listbox).getAllByRole('option').at(-1) as HTMLElement;
    await expect(input).toHaveAttribute('aria-activedescendant', last.id);
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        listbox.getBoundingClientRect().bottom + 1,
      ),
    );
    await expect(listbox.scrollTop).toBeGreaterThan(0);
    await expect(window.scrollY).toBe(pageScroll);
  },
};

export const EscapeCloses: Story = {
  name: 'Échap ferme la liste',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Rechercher un territoire' });
    await userEvent.type(input, '42000');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 résultat'));
    const listbox = canvas.getByRole('listbox', { name: 'Résultats' });
    await expect(within(listbox).getByRole('option', { name: /Saint-Étienne/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(within(listbox).queryByRole('option')).toBeNull();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Escape twice empties the field and forgets the query: ↓ then opens nothing, Enter chooses nothing. */
export const EscapeTwiceClears: Story = {
  name: 'Échap deux fois vide le champ et la recherche',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Rechercher un territoire' });
    await userEvent.type(input, 'saint etienne');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('8 résultats'));
    await userEvent.keyboard('{Escape}{Escape}');
    await expect(input).toHaveValue('');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('option', { name: /Saint-Étienne/ })).toHaveLength(0);
    await expect(canvas.getByRole('status')).not.toHaveTextContent(/résultats?/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const LevelFilter: Story = {
  name: 'Filtre par niveau',
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Niveau' }), 'epci');
    await expect(args.onLevelChange).toHaveBeenCalledWith('epci');
    await userEvent.type(
      canvas.getByRole('combobox', { name: 'Rechercher un territoire' }),
      'métro',
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 résultat'));
    await expect(args.onSearch).toHaveBeenLastCalledWith('métro', 'epci');
  },
};

/** The list open on the results of « saint etienne » (set by args, no interaction). */
export const Results: Story = {
  name: 'Résultats affichés',
  args: {
    defaultQuery: 'saint etienne',
    defaultOpen: true,
    results: fakeSearch('saint etienne', 'all', 'results'),
    status: 'success',
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Rechercher un territoire' });
    await expect(input).toHaveValue('saint etienne');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Résultats' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(8);
    await expect(canvas.getByRole('status')).toHaveTextContent('8 résultats');
    // The answer came with the args: no search on mount.
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A former commune's code: the commune it is part of now, saying why it matches. */
export const FormerCode: Story = {
  name: 'Ancien code\u00a0: la raison affichée',
  args: {
    defaultQuery: '01039',
    defaultOpen: true,
    results: [
      {
        type: 'commune',
        code: '01138',
        name: 'Culoz-Béon',
        departement: { code: '01', name: 'Ain' },
        population: 3_453,
        postalCodes: ['01350'],
        match: 'code',
        note: 'Béon (01039), commune déléguée, fusionnée dans Culoz-Béon en 2023',
      },
    ],
    status: 'success',
  },
  play: async ({ canvas }) => {
    const option = within(canvas.getByRole('listbox', { name: 'Résultats' })).getByRole('option');
    await expect(option).toHaveTextContent('Culoz-Béon');
    await expect(option).toHaveTextContent('fusionnée dans Culoz-Béon en 2023');
  },
};

/** « 13001 »: Aix-en-Provence's official code and a postal code of Marseille, each named. */
export const CodeAndPostalCode: Story = {
  name: 'Code officiel ou code postal',
  args: {
    defaultQuery: '13001',
    defaultOpen: true,
    results: [
      {
        type: 'commune',
        code: '13055',
        name: 'Marseille',
        departement: { code: '13', name: 'Bouches-du-Rhône' },
        postalCodes: ['13001'],
        match: 'postalCode',
      },
      {
        type: 'commune',
        code: '13001',
        name: 'Aix-en-Provence',
        departement: { code: '13', name: 'Bouches-du-Rhône' },
        postalCodes: ['13080'],
        match: 'code',
      },
      {
        type: 'arrondissement',
        code: '13201',
        name: 'Marseille 1er Arrondissement',
        departement: { code: '13', name: 'Bouches-du-Rhône' },
        postalCodes: ['13001'],
        match: 'postalCode',
      },
    ],
    status: 'success',
  },
  play: async ({ canvas }) => {
    const [marseille, aix] = within(
      canvas.getByRole('listbox', { name: 'Résultats' }),
    ).getAllByRole('option');
    await expect(marseille).toHaveTextContent('code postal 13001');
    await expect(aix).toHaveTextContent('code officiel 13001');
  },
};

export const Loading: Story = {
  name: 'Recherche en cours (indicateur)',
  parameters: { mode: 'loading' },
  args: { defaultQuery: 'lyon', status: 'loading' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Recherche en cours…'),
    );
    await expect(canvas.getByTestId('picker-spinner')).toBeVisible();
  },
};

export const NoResult: Story = {
  name: 'Aucun résultat',
  parameters: { mode: 'empty' },
  args: { defaultQuery: 'xyzt', status: 'success', results: [] },
  play: async ({ canvas }) => {
    canvas.getByRole('combobox', { name: 'Rechercher un territoire' }).focus();
    await waitFor(() =>
      expect(canvas.getByText('Aucun résultat pour « xyzt ».', { selector: 'p' })).toBeVisible(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Aucun résultat pour « xyzt ».');
    const input = canvas.getByRole('combobox', { name: 'Rechercher un territoire' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClearedField: Story = {
  name: 'Champ vidé\u00a0: liste fermée, Entrée sans effet',
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Rechercher un territoire' });
    await userEvent.type(input, 'saint etienne');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('8 résultats'));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.clear(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input.getAttribute('aria-activedescendant') ?? '').toBe('');
    const listbox = canvas.getByRole('listbox', { hidden: true });
    await expect(listbox).not.toBeVisible();
    await expect(within(listbox).queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(input).toHaveValue('');
  },
};

export const ErrorState: Story = {
  name: 'Erreur de recherche',
  parameters: { mode: 'error' },
  args: { defaultQuery: 'lyon', status: 'error' },
  play: async ({ canvas, args }) => {
    const retry = await canvas.findByRole('button', { name: 'Réessayer' });
    await expect(canvas.getByRole('status')).toHaveTextContent('La recherche a échoué');
    await userEvent.click(retry);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('lyon', 'all');
  },
};

export const LongNames: Story = {
  name: 'Noms longs',
  parameters: { mode: 'long' },
  args: { defaultQuery: 'co', defaultOpen: true, results: longNameResults, status: 'success' },
  play: async ({ canvas }) => {
    const option = await canvas.findByRole('option', {
      name: /Communauté de communes des Forêts, Lacs et Terres en Champagne/,
    });
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth + 1);
  },
};

export const Preselected: Story = {
  name: 'Territoire déjà choisi',
  args: { selected: saintEtienneResults[0], level: 'commune' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Rechercher un territoire' })).toHaveValue(
      'Saint-Étienne',
    );
    await expect(canvas.getByRole('combobox', { name: 'Niveau' })).toHaveValue('commune');
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    defaultQuery: '42',
    defaultOpen: true,
    results: fakeSearch('42', 'all', 'results'),
    status: 'success',
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const canvas = within(canvasElement);
    const listbox = await canvas.findByRole('listbox', { name: 'Résultats' });
    await expect(listbox.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

export const LongNamesMobile: Story = {
  ...LongNames,
  name: 'Noms longs, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  args: Results.args,
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  parameters: { mode: 'long', epic: { mode: 'text-spacing' } },
  args: LongNames.args,
};

export const MobileCompact: Story = {
  name: 'Mobile\u00a0: pas d’espace vide sous le champ',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Rechercher un territoire' });
    const field = input.parentElement?.parentElement as HTMLElement;
    // Label, hint and field only: well under the 20rem (320 px) of the wide layout's basis.
    await expect(field.getBoundingClientRect().height).toBeLessThan(160);
  },
};
