import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { partnerLogos } from '../fixtures/logos';
import { LogoStrip } from './LogoStrip';

const docs = `Bandeau des logos partenaires, sous forme de liste nommée. Chaque logo exige une alternative textuelle (\`alt\`)\u202f; lorsqu’il est un lien, l’alternative nomme la destination. Les logos se réduisent dans un cadre étroit.

### Quand l’utiliser
- Dans le pied de page (\`Footer\`, prop \`partnerLogos\`) ou sur une page de présentation des partenaires.

### Quand ne pas l’utiliser
- Pour les logos du produit lui-même\u00a0: ils vont dans la marque de \`Header\` (\`productLogos\`).

### À faire
- Une alternative qui nomme le partenaire, et la destination si le logo est un lien.
- Donner \`width\` et \`height\` pour réserver la place (pas de décalage à l’affichage).

### À éviter
- Une alternative vide ou «\u202flogo\u202f»\u202f; un logo cliquable sans dire où il mène.`;

const meta = {
  title: 'Structure du site/LogoStrip',
  component: LogoStrip,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: docs,
      },
    },
  },
  args: { logos: partnerLogos },
} satisfies Meta<typeof LogoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Trois partenaires',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Partenaires' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'Partenaire 2' })).toBeVisible();
  },
};

export const WithLinks: Story = {
  name: 'Logos cliquables',
  parameters: {
    epic: {
      targets:
        'allowed: the partners’ logos are 117 × 40 px links (the logo height token); LogoStrip.module.css (owned elsewhere) is to give them 44 px on touch screens',
    },
  },
  args: {
    logos: partnerLogos.map((logo) => ({
      ...logo,
      alt: `${logo.alt} (site du partenaire)`,
      href: 'https://example.org/',
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const Empty: Story = {
  name: 'Vide',
  args: { logos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const NarrowFrame: Story = {
  name: 'Cadre étroit (120 px)\u00a0: les logos se réduisent, rien ne déborde',
  render: (args) => (
    <div data-frame style={{ width: '120px' }}>
      <LogoStrip {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-frame]');
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(120);
    for (const logo of Array.from(canvasElement.querySelectorAll('img'))) {
      await expect(logo.getBoundingClientRect().width).toBeLessThanOrEqual(120);
    }
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte',
  parameters: { epic: { mode: 'text-spacing' } },
};
