import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FundingNotice } from './FundingNotice';

const docs = `Mention de financement «\u202fFinancé par le Gouvernement dans le cadre de France 2030\u202f», avec un drapeau tricolore décoratif (masqué aux technologies d’assistance). Affichée dans le pied de page (\`Footer\`, prop \`notices\`) et sur l’accueil.

### Quand l’utiliser
- Sur un site financé par le programme, qui doit l’afficher.

### Quand ne pas l’utiliser
- Sur un site qui n’est pas financé par France 2030\u00a0: passez d’autres mentions à \`Footer\`.

### À faire
- La garder lisible, près des logos partenaires.

### À éviter
- La remplacer par une image de texte.`;

const meta = {
  title: 'Structure du site/FundingNotice',
  component: FundingNotice,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: docs,
      },
    },
  },
} satisfies Meta<typeof FundingNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Financé par le Gouvernement dans le cadre de France 2030'),
    ).toBeVisible();
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
