import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FundingNotice } from './FundingNotice';

const meta = {
  title: 'Shell/FundingNotice',
  component: FundingNotice,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Mention de financement obligatoire, affichée dans le pied de page et sur l’accueil.',
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
