import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkeletonLine } from './Skeleton';

const meta = {
  title: 'Composants de base/SkeletonLine',
  component: SkeletonLine,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `Barre d’attente à l’endroit où un texte apparaîtra une fois chargé (cartes des chiffres clés, indicateurs).

### Quand l’utiliser
- Réserver la place d’un contenu dont la forme est connue, pour que la page ne saute pas à son arrivée.

### Quand ne pas l’utiliser
- Pour une attente dont la forme est inconnue\u00a0: un message «\u202fChargement…\u202f» dans une zone \`role="status"\`.

### À faire
- Annoncer le chargement par le conteneur (\`aria-busy\` ou un message d’état)\u00a0: la barre est cachée aux technologies d’assistance.

### À éviter
- Une barre seule sans texte d’état\u00a0: un lecteur d’écran n’entendrait rien.`,
      },
    },
  },
  args: { size: 'line' },
  argTypes: {
    size: { control: 'radio', options: ['line', 'value', 'title'] },
    width: { control: 'text' },
  },
  render: (args) => (
    <div role="status" aria-label="Chargement des chiffres clés" style={{ width: '16rem' }}>
      <SkeletonLine {...args} />
    </div>
  ),
} satisfies Meta<typeof SkeletonLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  name: 'Ligne',
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-size="line"]') as HTMLElement;
    await expect(bar.getAttribute('aria-hidden')).toBe('true');
    await expect(bar.getBoundingClientRect().height).toBeCloseTo(14, 0);
  },
};

export const Value: Story = {
  name: 'Valeur',
  args: { size: 'value' },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-size="value"]') as HTMLElement;
    await expect(bar.getBoundingClientRect().height).toBeCloseTo(28, 0);
  },
};

export const Title: Story = {
  name: 'Titre de page',
  args: { size: 'title', width: '50%' },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-size="title"]') as HTMLElement;
    await expect(bar.getBoundingClientRect().height).toBeCloseTo(40, 0);
    await expect(bar.getBoundingClientRect().width).toBeCloseTo(128, 0);
  },
};

export const Card: Story = {
  name: 'Carte en chargement',
  render: () => (
    <div role="status" aria-label="Chargement des chiffres clés" style={{ width: '16rem' }}>
      <SkeletonLine />
      <SkeletonLine size="value" />
      <SkeletonLine />
    </div>
  ),
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};
