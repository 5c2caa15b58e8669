import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './Container';

const text = (
  <>
    <h1>Saint-Étienne Métropole</h1>
    <p>
      Métropole de la Loire regroupant 53 communes et environ 400 000 habitants, créée en 2018 par
      transformation de la communauté urbaine. Son siège est à Saint-Étienne.
    </p>
  </>
);

const meta = {
  title: 'Composants de base/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Primitive de mise en page\u00a0: centre le contenu à une largeur maximale prise dans les jetons, avec des marges latérales (\`--epic-space-4\` sur mobile, \`--epic-space-6\` à partir de 48rem). \`Layout\` l’applique par défaut au contenu des pages.

### Quand l’utiliser
- \`width="content"\`\u00a0: pages de données, tableaux et cartes (\`--epic-content-max-width\`, 78rem).
- \`width="narrow"\`\u00a0: texte à lire (mentions légales, à propos), environ 75 caractères par ligne.

### Quand ne pas l’utiliser
- À l’intérieur d’une page déjà centrée\u00a0: un seul \`Container\` par colonne.
- Pour espacer des blocs\u00a0: \`Stack\`.

### À faire
- \`as="main"\` ou \`as="section"\` quand le conteneur est aussi le repère de la page.

### À éviter
- Des largeurs maximales en dur dans les modules CSS des pages.`,
      },
    },
  },
  argTypes: {
    width: { control: 'inline-radio', options: ['content', 'narrow'] },
    as: { control: false },
  },
  args: {
    children: text,
    style: {
      background: 'var(--epic-color-main-bg)',
      outline: '1px dashed var(--epic-color-border-strong)',
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  name: 'Largeur de contenu',
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-width]') as HTMLElement;
    // 78rem at 16px.
    await expect(getComputedStyle(container).maxWidth).toBe('1248px');
  },
};

export const Narrow: Story = {
  name: 'Largeur de lecture',
  args: { width: 'narrow' },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-width]') as HTMLElement;
    await expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(48 * 16 + 2 * 32);
  },
};

export const AsMain: Story = {
  name: 'Comme repère principal',
  args: { as: 'main' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-width]') as HTMLElement;
    await expect(getComputedStyle(container).paddingLeft).toBe('16px');
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
  args: { width: 'narrow' },
};
