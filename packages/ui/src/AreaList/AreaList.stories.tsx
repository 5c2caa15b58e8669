import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AreaList, type AreaListItem } from './AreaList';

const areas: AreaListItem[] = [
  {
    id: 'cv42',
    name: 'Contrat de ville de Saint-Étienne',
    year: 2025,
    communeCount: 4,
    updatedAt: '2025-12-02T09:30:00.000Z',
  },
  {
    id: 'scot-sud-loire',
    name: 'SCoT Sud Loire',
    year: 2024,
    communeCount: 1_187,
    updatedAt: '2025-10-14T16:05:00.000Z',
  },
  {
    id: 'pays-forez',
    name: 'Pays du Forez, avec un nom assez long pour passer à la ligne sur un téléphone',
    year: 2023,
    communeCount: 1,
    updatedAt: '2024-03-01T08:00:00.000Z',
  },
];

/** Keeps the story's downloads in memory (no file, no navigation); returns their blobs. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return create(blob);
  };
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).matches('a[download]')) event.preventDefault();
    },
    { capture: true },
  );
  return blobs;
}

const meta = {
  title: 'Données territoriales/AreaList',
  component: AreaList,
  tags: ['autodocs'],
  parameters: {
    epic: {
      targets:
        'allowed: the areas’ names are 19 px high links in a list; AreaList.module.css (owned elsewhere) is to give them 44 px on touch screens',
    },
    layout: 'padded',
    docs: {
      description: {
        component: `«\u202fMes territoires\u202f»\u00a0: les territoires de projet de l’utilisateur (un nom, un millésime, une liste de communes), le dernier modifié en tête. Chacun mène à ses indicateurs et se modifie, s’exporte en JSON (le fichier se réimporte dans le formulaire) ou se supprime après confirmation. Le nombre de territoires est rapporté à la limite («\u202f3 / 200 territoires\u202f»).

### Quand l’utiliser
- Dans l’Explorer, quand aucun territoire n’est choisi\u00a0: l’utilisateur y retrouve ses territoires.

### Quand ne pas l’utiliser
- Pour des territoires officiels (communes, EPCI…)\u00a0: le sélecteur de territoire les trouve.

### À faire
- Dire, quand la liste est vide, à quoi sert un territoire de projet et comment en créer un.
- Faire confirmer la suppression, définitive.

### À éviter
- Supprimer au premier clic, ou sans annoncer le résultat.`,
      },
    },
  },
  args: {
    areas,
    limit: 200,
    hrefFor: (a) => `/explorer/?area=${a.id}`,
    editHrefFor: (a) => `/explorer/?area=${a.id}&edit=1`,
    createHref: '/explorer/?area=new',
    onDelete: fn(async () => {}),
    onExport: fn(async (a: AreaListItem) => ({
      name: a.name,
      year: a.year,
      communes: ['42095', '42207', '42218', '42279'],
    })),
    onRetry: fn(),
  },
} satisfies Meta<typeof AreaList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  name: 'Trois territoires',
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/ territoires$/).textContent).toBe(
      '3\u00a0/\u00a0200 territoires',
    );
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement);
    await expect(
      first.getByRole('link', { name: 'Contrat de ville de Saint-Étienne' }),
    ).toHaveAttribute('href', '/explorer/?area=cv42');
    await expect(items[0]?.textContent).toContain(
      'Millésime 2025 · 4\u00a0communes · modifié le 2 décembre 2025',
    );
    await expect(items[1]?.textContent).toContain('1\u202f187\u00a0communes');
    await expect(items[2]?.textContent).toContain('1\u00a0commune ·');
    await expect(
      first.getByRole('link', { name: 'Modifier «\u202fContrat de ville de Saint-Étienne\u202f»' }),
    ).toHaveAttribute('href', '/explorer/?area=cv42&edit=1');
    await expect(canvas.getByRole('link', { name: 'Créer un territoire' })).toHaveAttribute(
      'href',
      '/explorer/?area=new',
    );
  },
};

export const DeleteConfirmed: Story = {
  name: 'Suppression confirmée',
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: /^Supprimer «\u202fSCoT Sud Loire/ });
    await userEvent.click(remove);
    await expect(remove).toHaveAttribute('aria-expanded', 'true');
    const question = canvas.getByText(/^Supprimer «\sSCoT Sud Loire\s»\s\?/);
    await waitFor(() => expect(question).toHaveFocus());
    // Cancelling does nothing and gives the focus back.
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(remove).toHaveFocus();
    // Keyboard only: open again, then confirm.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer définitivement' }));
    await expect(args.onDelete).toHaveBeenCalledWith(areas[1]);
    await waitFor(() =>
      expect(canvas.getByRole('status').textContent).toBe(
        'Territoire «\u202fSCoT Sud Loire\u202f» supprimé.',
      ),
    );
    await expect(canvas.getByRole('status')).toHaveFocus();
  },
};

export const DeleteFails: Story = {
  name: 'Suppression refusée',
  args: {
    onDelete: fn(async () => {
      throw new Error('Territoire introuvable parmi les vôtres.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Supprimer «\u202fSCoT/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer définitivement' }));
    await expect((await canvas.findByRole('alert')).textContent).toBe(
      'La suppression a échoué\u00a0: Territoire introuvable parmi les vôtres.',
    );
  },
};

export const Export: Story = {
  name: 'Export JSON',
  play: async ({ canvas, args }) => {
    const blobs = captureDownloads();
    await userEvent.click(
      canvas.getByRole('button', { name: /^Exporter \(JSON\) «\u202fContrat de ville/ }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Fichier territoire-contrat-de-ville-de-saint-etienne.json téléchargé.',
      ),
    );
    await expect(args.onExport).toHaveBeenCalledWith(areas[0]);
    await expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual({
      name: 'Contrat de ville de Saint-Étienne',
      year: 2025,
      communes: ['42095', '42207', '42218', '42279'],
    });
  },
};

export const Empty: Story = {
  name: 'Aucun territoire',
  args: { areas: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Vous n’avez pas encore de territoire' }),
    ).toBeVisible();
    await expect(canvas.getByText(/contrat de ville, SCoT, pays/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Créer un territoire' })).toBeVisible();
  },
};

export const LimitReached: Story = {
  name: 'Limite atteinte',
  args: { limit: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Limite atteinte/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Créer un territoire' })).toBeNull();
  },
};

export const Loading: Story = {
  name: 'Chargement',
  args: { areas: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de vos territoires…');
  },
};

export const LoadError: Story = {
  name: 'Erreur de chargement',
  args: { areas: null, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Vos territoires n’ont pas pu être chargés.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};
