import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { partnerLogos } from '../fixtures/logos';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Pied de page : logos partenaires, mention de financement France 2030, liens vers les sections de la page À propos et la page Version.',
      },
    },
  },
  args: { partnerLogos },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Par défaut',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(
      canvas.getByText('Financé par le Gouvernement dans le cadre de France 2030'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sources des données' })).toHaveAttribute(
      'href',
      '/a-propos/#donnees',
    );
    await expect(canvas.getByRole('link', { name: 'Version' })).toHaveAttribute(
      'href',
      '/version/',
    );
  },
};

export const WithoutPartners: Story = {
  name: 'Sans logos partenaires',
  args: { partnerLogos: [] },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
