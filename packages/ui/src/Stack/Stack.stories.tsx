import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from './Stack';

const Box = ({ children }: { children: string }) => (
  <div
    style={{
      padding: 'var(--epic-space-2) var(--epic-space-3)',
      background: 'var(--epic-color-info-bg)',
      border: '1px solid var(--epic-color-primary)',
    }}
  >
    {children}
  </div>
);

const boxes = (
  <>
    <Box>Région</Box>
    <Box>Département</Box>
    <Box>Intercommunalité</Box>
  </>
);

const meta = {
  title: 'Composants de base/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Primitive de mise en page\u00a0: empile ses enfants en colonne, ou en ligne qui passe à la ligne, avec un écart pris dans l’échelle des espacements (\`gap\` 1 à 8 = \`--epic-space-1\` à \`--epic-space-8\`).

### Quand l’utiliser
- Espacer des blocs d’une page ou d’un formulaire sans marges ad hoc.
- Une rangée de boutons ou de tags (\`direction="row"\`), qui passe à la ligne sur mobile.

### Quand ne pas l’utiliser
- Une grille à colonnes alignées\u00a0: une grille CSS dans le module du composant.
- Centrer la page\u00a0: \`Container\`.

### À faire
- \`as="ul"\` pour une liste\u00a0: la sémantique reste, les puces disparaissent.

### À éviter
- Des écarts hors échelle (\`style={{ gap: 13 }}\`)\u00a0: choisissez une valeur de 1 à 8.`,
      },
    },
  },
  argTypes: {
    gap: { control: { type: 'range', min: 1, max: 8, step: 1 } },
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    align: { control: 'select', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: ['start', 'center', 'end', 'space-between'] },
    as: { control: false },
  },
  args: { children: boxes },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  name: 'Colonne',
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-direction]') as HTMLElement;
    // gap 4 = --epic-space-4 = 1rem = 16px.
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
  },
};

export const Row: Story = {
  name: 'Ligne',
  args: { direction: 'row', gap: 2, align: 'center' },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-direction]') as HTMLElement;
    await expect(getComputedStyle(stack).columnGap).toBe('8px');
    await expect(getComputedStyle(stack).flexWrap).toBe('wrap');
  },
};

export const RowSpaceBetween: Story = {
  name: 'Ligne répartie',
  args: { direction: 'row', justify: 'space-between' },
};

export const Gaps: Story = {
  name: 'Écarts 1 à 8',
  render: () => (
    <Stack gap={6}>
      {([1, 2, 3, 4, 5, 6, 7, 8] as const).map((gap) => (
        <Stack key={gap} direction="row" gap={gap} aria-label={`Écart ${gap}`} role="group">
          <Box>{`gap=${gap}`}</Box>
          <Box>B</Box>
          <Box>C</Box>
        </Stack>
      ))}
    </Stack>
  ),
};

export const AsList: Story = {
  name: 'Liste',
  args: {
    as: 'ul',
    gap: 2,
    children: (
      <>
        <li>Saint-Étienne</li>
        <li>Saint-Chamond</li>
        <li>Firminy</li>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { direction: 'row', gap: 3 },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
  args: { direction: 'row' },
};
