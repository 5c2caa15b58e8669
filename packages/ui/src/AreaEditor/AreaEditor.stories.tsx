// Long file: one story per state of the form (empty, errors, search, a territory's communes, import, mobile), each with its play function.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { saintEtienneResults } from '../fixtures/territories';
import { TerritoryMap } from '../TerritoryMap';
import { belfort, mapCredit, population } from '../TerritoryMap/TerritoryMap.fixtures';
import { AreaEditor, type AreaEditorError } from './AreaEditor';

const years = [2026, 2025, 2024, 2023, 2022, 2021, 2019];

/** The API's refusal of a list with a malformed, a repeated and an absent code. */
const refusal: AreaEditorError = {
  code: 'AREA_INVALID_COMMUNES',
  message:
    'Liste de communes à corriger, rien n’a été enregistré\u00a0: 1 code mal formé (4221)\u202f; 1 code en double (42218)\u202f; 1 commune absente du millésime 2025 (01039).',
  details: {
    year: 2025,
    malformed: ['4221'],
    duplicated: ['42218'],
    absent: ['01039'],
    elsewhere: { '01039': [2019, 2021, 2022, 2023, 2024] },
  },
};

/** The error summary: the block its heading opens. */
async function findSummary(canvas: ReturnType<typeof within>) {
  const heading = await canvas.findByRole('heading', {
    name: 'Le territoire n’a pas été enregistré',
  });
  return heading.parentElement as HTMLElement;
}

const meta = {
  title: 'Données territoriales/AreaEditor',
  component: AreaEditor,
  tags: ['autodocs'],
  parameters: {
    epic: {
      targets:
        'allowed: its « Retirer » buttons are 78 × 32 px at 375 px even on touch screens; AreaEditor.module.css (owned elsewhere) is to give them 44 px',
    },
    layout: 'padded',
    docs: {
      description: {
        component: `Le formulaire d’un territoire de projet\u00a0: son nom, le millésime de la géographie et les codes Insee de ses communes, collés (séparés par des espaces, des virgules, des points-virgules ou des retours à la ligne) ou importés d’un fichier (l’export JSON d’un territoire, un CSV ou un texte de codes), avec le nombre de codes lus.

Rien n’est enregistré tant que la liste n’est pas valide\u00a0: l’erreur de l’API s’affiche à côté du champ, avec chaque code mal formé, en double ou absent du millésime (et les millésimes où il existe), un résumé des erreurs prend le focus et les saisies sont conservées. Un bouton retire de la liste les codes signalés.

Une recherche de communes (nom, code Insee ou code postal, dans le millésime choisi) ajoute la commune choisie à la liste, une section repliée «\u202fChoisir sur la carte\u202f» (\`mapPicker\`, la carte de l’application chargée à l’ouverture) ajoute ou retire une commune d’un clic, et la liste des communes lues, avec leurs noms quand l’application les connaît, retire une commune d’un bouton (le focus passe à la suivante). Au-delà de quelques communes, un champ filtre la liste par nom ou par code.

### Quand l’utiliser
- Pour créer ou modifier un territoire de «\u202fMes territoires\u202f».

### À faire
- Conserver la saisie en cas d’erreur et nommer chaque code à corriger.

### À éviter
- Corriger la liste sans le dire\u00a0: seul le bouton «\u202fRetirer de la liste les codes signalés\u202f» la modifie.`,
      },
    },
  },
  args: { years, onSubmit: fn(async () => {}), onCancel: fn(), onCodesChange: fn() },
} satisfies Meta<typeof AreaEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  name: 'Création',
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Nom du territoire/ }),
      'Contrat de ville',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Millésime/ }), '2025');
    const codes = canvas.getByRole('textbox', { name: /^Codes Insee des communes/ });
    await userEvent.click(codes);
    await userEvent.paste('42218, 42095;42207\n2a004 42218');
    await expect(canvas.getByText(/codes lus/).textContent).toBe(
      '5\u00a0codes lus dont 1\u00a0en double.',
    );
    // The app is told the codes read (each once), to look up their names.
    await waitFor(() =>
      expect(args.onCodesChange).toHaveBeenLastCalledWith(
        ['42218', '42095', '42207', '2A004'],
        2025,
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le territoire' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Contrat de ville',
      year: 2025,
      communes: ['42218', '42095', '42207', '2A004', '42218'],
    });
  },
};

export const Edit: Story = {
  name: 'Modification',
  args: {
    mode: 'edit',
    initial: { name: 'SCoT Sud Loire', year: 2024, communes: ['42218', '42095', '42207'] },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /^Nom du territoire/ })).toHaveValue(
      'SCoT Sud Loire',
    );
    await expect(canvas.getByText(/codes lus/).textContent).toBe('3\u00a0codes lus.');
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const RefusedCodes: Story = {
  name: 'Codes refusés par l’API',
  args: {
    onSubmit: fn(async (value: { communes: string[] }) => {
      if (value.communes.length !== 2) throw refusal;
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nom du territoire/ }), 'Test');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Millésime/ }), '2025');
    const codes = canvas.getByRole('textbox', { name: /^Codes Insee des communes/ });
    await userEvent.click(codes);
    await userEvent.paste('42218 4221 42218 01039 42095');
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le territoire' }));
    // The summary takes the focus and links to the field; the input is kept.
    const summary = await findSummary(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link')).toHaveAttribute('href', `#${codes.id}`);
    await expect(codes).toHaveValue('42218 4221 42218 01039 42095');
    await expect(codes).toHaveAttribute('aria-invalid', 'true');
    await expect(codes).toHaveAccessibleDescription(
      /Code mal formé \(5 caractères attendus\)\u00a0: 4221 Code en double\u00a0: 42218 Commune absente du millésime 2025\u00a0: 01039 01039 existe dans les millésimes 2019, 2021, 2022, 2023 et 2024/,
    );
    // The fix drops the flagged codes and the repeat, then the list is saved.
    await userEvent.click(
      canvas.getByRole('button', { name: 'Retirer de la liste les codes signalés' }),
    );
    await expect(codes).toHaveValue('42218\n42095');
    await expect(codes).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le territoire' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      name: 'Test',
      year: 2025,
      communes: ['42218', '42095'],
    });
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: /n’a pas été enregistré/ })).toBeNull(),
    );
  },
};

export const Required: Story = {
  name: 'Champs requis',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le territoire' }));
    const summary = await findSummary(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Le nom du territoire est requis.', 'Saisissez au moins un code de commune.']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Keyboard only: the summary's first link leads to the name.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const nameField = canvas.getByRole('textbox', { name: /^Nom du territoire/ });
    await expect(nameField).toHaveFocus();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  },
};

export const OtherFailure: Story = {
  name: 'Limite de territoires atteinte',
  args: {
    onSubmit: fn(async () => {
      throw {
        code: 'AREA_LIMIT_REACHED',
        message: 'Vous avez déjà 200 territoires\u00a0: supprimez-en un pour en créer un autre.',
      };
    }),
    initial: { name: 'Un de trop', year: 2025, communes: ['42218'] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le territoire' }));
    const summary = await findSummary(canvas);
    await expect(summary).toHaveTextContent('Vous avez déjà 200 territoires');
    await expect(canvas.getByRole('textbox', { name: /^Nom du territoire/ })).toHaveValue(
      'Un de trop',
    );
  },
};

export const ImportFile: Story = {
  name: 'Import d’un fichier',
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Importer un fichier');
    const file = new File(
      [JSON.stringify({ name: 'SCoT Sud Loire', year: 2024, communes: ['42218', '42095'] })],
      'territoire-scot-sud-loire.json',
      { type: 'application/json' },
    );
    await userEvent.upload(input, file);
    await waitFor(() =>
      expect(canvas.getByRole('status').textContent).toBe(
        'Fichier «\u202fterritoire-scot-sud-loire.json\u202f» importé\u00a0: 2\u00a0codes.',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: /^Nom du territoire/ })).toHaveValue(
      'SCoT Sud Loire',
    );
    await expect(canvas.getByRole('combobox', { name: /^Millésime/ })).toHaveValue('2024');
    await expect(canvas.getByRole('textbox', { name: /^Codes Insee/ })).toHaveValue('42218\n42095');
    const csv = new File(['nom;codgeo\nFirminy;42095\n'], 'communes.csv', { type: 'text/csv' });
    await userEvent.upload(input, csv);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Codes Insee/ })).toHaveValue('42095'),
    );
  },
};

export const Saving: Story = {
  name: 'Enregistrement en cours',
  args: {
    initial: { name: 'Contrat de ville', year: 2025, communes: ['42218'] },
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Créer le territoire' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    onSubmit: fn(async () => Promise.reject(refusal)),
    initial: { name: 'Test', communes: ['4221'] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le territoire' }));
    await findSummary(canvas);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

const communes = saintEtienneResults.filter((option) => option.type === 'commune');

export const SearchCommune: Story = {
  name: 'Ajout d’une commune par la recherche',
  args: {
    initial: { name: 'Contrat de ville', year: 2025, communes: ['42095'] },
    names: { '42095': 'Firminy' },
    communeSearch: { onSearch: fn(), results: communes, status: 'success' },
  },
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('combobox', { name: /^Ajouter une commune/ });
    // Restricted to communes: no level to choose.
    await expect(canvas.queryByRole('combobox', { name: 'Niveau' })).toBeNull();
    await userEvent.type(search, 'saint-étienne');
    await waitFor(() =>
      expect(args.communeSearch?.onSearch).toHaveBeenCalledWith('saint-étienne', 2025),
    );
    const first = communes[0] as (typeof communes)[number];
    await canvas.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('textbox', { name: /^Codes Insee/ })).toHaveValue(
      `42095\n${first.code}`,
    );
    await expect(
      canvas.getByText(`${first.name} (${first.code}) ajoutée à la liste.`),
    ).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Communes de la liste' });
    await expect(within(list).getByText(first.name, { exact: false })).toBeInTheDocument();
    // The field is empty again and keeps the focus, for the next commune.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: /^Ajouter une commune/ })).toHaveFocus(),
    );
    await expect(canvas.getByRole('combobox', { name: /^Ajouter une commune/ })).toHaveValue('');
    // A second pick of the same commune is said, not added.
    await userEvent.type(canvas.getByRole('combobox', { name: /^Ajouter une commune/ }), 'saint');
    await canvas.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(
      canvas.getByText(`${first.name} (${first.code}) est déjà dans la liste.`),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/codes lus/).textContent).toBe('2\u00a0codes lus.');
    // Enter before the results show (list closed) does not submit the area half-made.
    await userEvent.type(
      canvas.getByRole('combobox', { name: /^Ajouter une commune/ }),
      'm{Enter}',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An EPCI's communes, as the site pre-fills them from « Partir d’un territoire ». */
const members: Record<string, string> = {
  '42005': 'Andrézieux-Bouthéon',
  '42043': 'Chambœuf',
  '42044': 'Le Chambon-Feugerolles',
  '42095': 'Firminy',
  '42183': 'La Ricamarie',
  '42186': 'Rive-de-Gier',
  '42189': 'Roche-la-Molière',
  '42207': 'Saint-Chamond',
  '42218': 'Saint-Étienne',
  '42275': 'Saint-Priest-en-Jarez',
};

export const RemoveCommunes: Story = {
  name: 'Communes d’un territoire, une retirée',
  args: {
    initial: {
      name: 'Saint-Étienne Métropole – sélection',
      year: 2025,
      communes: Object.keys(members),
    },
    names: members,
  },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Communes de la liste' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // Filtered by name, accents and hyphens aside.
    await userEvent.type(
      canvas.getByRole('searchbox', { name: /^Filtrer la liste/ }),
      'st etienne',
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.clear(canvas.getByRole('searchbox', { name: /^Filtrer la liste/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Firminy (42095)' }));
    await expect(canvas.getByText('Firminy (42095) retirée de la liste.')).toBeInTheDocument();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    // The focus moves to the next commune's button: Enter removes it too, keyboard only.
    await expect(
      canvas.getByRole('button', { name: 'Retirer La Ricamarie (42183)' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', { name: 'Retirer Rive-de-Gier (42186)' }),
    ).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le territoire' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Saint-Étienne Métropole – sélection',
      year: 2025,
      communes: Object.keys(members).filter((c) => c !== '42095' && c !== '42183'),
    });
  },
};

export const RemoveCommunesMobile: Story = {
  ...RemoveCommunes,
  name: 'Communes d’un territoire, mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const MapPicker: Story = {
  name: 'Choisir sur la carte',
  parameters: {
    docs: {
      description: {
        story:
          'Avec `mapPicker`, une section repliée «\u202fChoisir sur la carte\u202f»\u00a0: ouverte, elle affiche la carte que l’application donne (ici les communes du Territoire de Belfort, `TerritoryMap` en mode sélection). Un clic ajoute ou retire la commune comme la saisie de son code, et la zone de statut le dit avec le nombre de communes de la liste.',
      },
    },
  },
  args: {
    initial: { year: 2025, communes: ['90010'] },
    names: { '90010': 'Belfort' },
    mapPicker: ({ codes, year, onToggle }) => (
      <TerritoryMap
        title={`Communes du Territoire de Belfort (${year})`}
        layer={{ kind: 'communes', topologies: [belfort], year }}
        indicator={population}
        values={{}}
        picked={new Set(codes)}
        onPick={(territories, add) => onToggle(territories, add)}
        credit={mapCredit}
        fileName="carte-territoire"
      />
    ),
  },
  play: async ({ canvas }) => {
    // Collapsed: no map until the section is opened.
    await expect(canvas.queryByRole('group', { name: /Communes du Territoire/ })).toBeNull();
    await userEvent.click(canvas.getByText('Choisir sur la carte'));
    const map = await canvas.findByRole('group', {
      name: 'Communes du Territoire de Belfort (2025)',
    });
    await expect(within(map).getByRole('button', { name: 'Belfort (90010)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const codes = canvas.getByRole('textbox', { name: /^Codes Insee des communes/ });
    await userEvent.click(within(map).getByRole('button', { name: 'Chaux (90023)' }));
    await expect(codes).toHaveValue('90010\n90023');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chaux ajoutée (2 communes)');
    const list = canvas.getByRole('list', { name: 'Communes de la liste' });
    await expect(list).toHaveTextContent('Chaux');
    await userEvent.click(within(map).getByRole('button', { name: 'Belfort (90010)' }));
    await expect(codes).toHaveValue('90023');
    await expect(canvas.getByRole('status')).toHaveTextContent('Belfort retirée (1 commune)');
    await expect(within(map).getByRole('button', { name: 'Belfort (90010)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
