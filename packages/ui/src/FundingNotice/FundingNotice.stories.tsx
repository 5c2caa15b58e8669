import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FundingNotice } from './FundingNotice';

const docs = `Mention de financement «\u202fFinancé par le Gouvernement dans le cadre de France 2030\u202f», en texte seul. Affichée dans le pied de page (\`Footer\`, prop \`notices\`).

EPIC n’est pas un service de l’État\u00a0: ni drapeau tricolore ni bloc Marianne, qui sont l’identité de l’État (décision docs/adr/0020). Le logo du programme, si le consortium en reçoit le fichier, se place parmi les logos partenaires tel que fourni.

### Quand l’utiliser
- Sur un site financé par le programme, qui doit l’afficher.

### Quand ne pas l’utiliser
- Sur un site qui n’est pas financé par France 2030\u00a0: passez d’autres mentions à \`Footer\`.

### À faire
- La garder lisible, près des logos partenaires.

### À éviter
- La remplacer par une image de texte.
- Y ajouter un drapeau ou le bloc Marianne.`;

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
    const notice = canvas.getByText('Financé par le Gouvernement dans le cadre de France 2030');
    await expect(notice).toBeVisible();
    // The State's identity is not EPIC's: nothing drawn beside the text.
    await expect(notice.children).toHaveLength(0);
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
