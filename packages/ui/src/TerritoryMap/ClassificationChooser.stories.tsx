import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClassificationChooser } from './ClassificationChooser';
import type { MapClassification } from './classes';
import { TerritoryMap } from './TerritoryMap';
import {
  belfort,
  codesOf,
  madeUpValues,
  mapCredit,
  populationChange,
  povertyRate,
} from './TerritoryMap.fixtures';

const levels = madeUpValues(codesOf(belfort), 'level');
const changes = madeUpValues(codesOf(belfort), 'change');
const numbers = (values: typeof levels) =>
  Object.values(values).flatMap((v) => (v.status === 'ok' && v.value !== null ? [v.value] : []));
const levelNumbers = numbers(levels);
const changeNumbers = numbers(changes);

const meta = {
  title: 'Données territoriales/ClassificationChooser',
  component: ClassificationChooser,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Le choix des classes d’une carte (\`TerritoryMap\`, prop \`classification\`)\u00a0: la méthode (quantiles, seuils naturels de Jenks par ckmeans, intervalles égaux ou seuils manuels), le nombre de classes (3 à 7) et la palette ColorBrewer (séquentielle pour un niveau, divergente pour une évolution, séparée en 0).

Contrôles natifs dans un \`fieldset\`\u00a0: clavier et lecteur d’écran sans rien de plus. Les seuils manuels se saisissent en français («\u202f10\u202f; 20,5\u202f; 30\u202f») et sont vérifiés à l’application (Entrée ou le bouton)\u00a0: un refus est l’erreur du champ (\`aria-invalid\`, message lié par \`aria-describedby\`, le focus y revient) et la carte garde ses classes. \`onChange\` ne reçoit que des classements valides, sans les valeurs par défaut (une adresse courte).

### Quand l’utiliser
- À côté d’une carte choroplèthe dont le lecteur veut régler les classes (le panneau de carte de l’Explorer).

### À éviter
- Sur une carte d’effectifs (cercles proportionnels)\u00a0: elle n’a pas de classes.`,
      },
    },
  },
  args: { value: {}, onChange: fn(), values: levelNumbers },
} satisfies Meta<typeof ClassificationChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut (quantiles, 5 classes)',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Classes de la carte' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Méthode' })).toHaveValue('quantiles');
    await expect(canvas.getByRole('combobox', { name: 'Nombre de classes' })).toHaveValue('5');
    await expect(canvas.getByRole('combobox', { name: 'Couleurs' })).toHaveValue('YlGnBu');
    // Keyboard only: Tab to the count, choose 4 with the arrow keys.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Nombre de classes' })).toHaveFocus();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Nombre de classes' }), '4');
    await expect(args.onChange).toHaveBeenLastCalledWith({ count: 4 });
  },
};

export const NaturalBreaks: Story = {
  name: 'Seuils naturels (Jenks), 4 classes',
  args: { value: { method: 'jenks', count: 4 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Méthode' })).toHaveValue('jenks');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Couleurs' }), 'Greens');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      method: 'jenks',
      count: 4,
      palette: 'Greens',
    });
  },
};

export const EqualIntervals: Story = {
  name: 'Intervalles égaux, 7 classes, bleus',
  args: { value: { method: 'equal', count: 7, palette: 'Blues' } },
  play: async ({ canvasElement }) => {
    const swatches = canvasElement.querySelector('[data-swatches]');
    await expect(swatches?.children).toHaveLength(7);
  },
};

export const ManualValid: Story = {
  name: 'Seuils manuels valides',
  args: { value: { method: 'manual', thresholds: [10, 15, 20.5] } },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Seuils' });
    await expect(input).toHaveValue('10 ; 15 ; 20,5');
    await expect(input).not.toHaveAttribute('aria-invalid');
    // No count for manual thresholds: they make it.
    await expect(canvas.queryByRole('combobox', { name: 'Nombre de classes' })).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '8 ; 12,5 ; 18 ; 25{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      method: 'manual',
      thresholds: [8, 12.5, 18, 25],
    });
  },
};

export const ManualInvalid: Story = {
  name: 'Seuils manuels invalides',
  args: { value: { method: 'manual', thresholds: [10, 20] } },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Seuils' });
    await userEvent.clear(input);
    await userEvent.type(input, '20 ; 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer les seuils' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(/Les seuils doivent être croissants/);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '10 ; abc{Enter}');
    await expect(input).toHaveAccessibleDescription(/«\sabc\s» n’est pas un nombre/);
    await userEvent.clear(input);
    await userEvent.type(input, '10 ; 5000{Enter}');
    await expect(input).toHaveAccessibleDescription(/hors des valeurs de la carte/);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Diverging: Story = {
  name: 'Évolution\u00a0: palette divergente',
  args: { value: {}, diverging: true, values: changeNumbers },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Nombre de classes' })).toHaveValue('6');
    const palette = canvas.getByRole('combobox', { name: 'Couleurs' });
    await expect(palette).toHaveValue('PuOr');
    await expect(
      within(palette)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Orange et violet', 'Rouge et bleu', 'Brun et bleu-vert']);
    await userEvent.selectOptions(palette, 'RdBu');
    await expect(args.onChange).toHaveBeenLastCalledWith({ palette: 'RdBu' });
  },
};

/** The chooser and the map together: the legend follows the choice. */
function WithMap({ diverging }: { diverging: boolean }) {
  const [classification, setClassification] = useState<MapClassification>({});
  return (
    <>
      <ClassificationChooser
        value={classification}
        onChange={setClassification}
        diverging={diverging}
        values={diverging ? changeNumbers : levelNumbers}
      />
      <TerritoryMap
        title={
          diverging
            ? 'Évolution de la population des communes du Territoire de Belfort (données de test)'
            : 'Taux de pauvreté des communes du Territoire de Belfort (2021, données de test)'
        }
        layer={{ kind: 'communes', topologies: [belfort], year: 2025 }}
        indicator={diverging ? populationChange : povertyRate}
        values={diverging ? changes : levels}
        classification={classification}
        credit={mapCredit}
        fileName="carte-belfort"
      />
    </>
  );
}

export const ChooserWithMap: Story = {
  name: 'Avec la carte\u00a0: la légende suit le choix',
  render: () => <WithMap diverging={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Quantiles, 5 classes')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Méthode' }), 'jenks');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Nombre de classes' }), '4');
    await waitFor(() =>
      expect(canvas.getByText('Seuils naturels (Jenks), 4 classes')).toBeVisible(),
    );
    // Manual: starts from the classes shown; a refused text keeps them.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Méthode' }), 'manual');
    const input = canvas.getByRole('textbox', { name: 'Seuils' });
    await waitFor(() => expect(input).not.toHaveValue(''));
    await waitFor(() => expect(canvas.getByText(/^Seuils manuels, 4 classes$/)).toBeVisible());
    await userEvent.clear(input);
    await userEvent.type(input, '12{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/^Seuils manuels, 4 classes$/)).toBeVisible();
  },
};

export const DivergingWithMap: Story = {
  name: 'Évolution avec la carte\u00a0: 0 sépare baisses et hausses',
  render: () => <WithMap diverging />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Quantiles, 6 classes, baisses et hausses séparées en 0'),
    ).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Nombre de classes' }), '7');
    await waitFor(() =>
      expect(
        canvas.getByText('Quantiles, 7 classes, baisses et hausses séparées en 0'),
      ).toBeVisible(),
    );
  },
};
