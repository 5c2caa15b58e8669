import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Footer } from '../Footer';
import { partnerLogos, productLogos } from '../fixtures/logos';
import { Header } from '../Header';
import { Layout } from './Layout';

const contactEmail = 'contact@epic.example.org';

const meta = {
  title: 'Shell/Layout',
  component: Layout,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Cadre de page : lien d’évitement « Aller au contenu », en-tête, zone principale `<main>` sur fond beige, pied de page. À utiliser une fois par page.',
      },
    },
  },
  args: {
    header: (
      <Header
        currentPath="/a-propos/"
        productLogos={productLogos}
        contactEmail={contactEmail}
        user={{ name: 'Camille Martin' }}
        onSignOut={() => {}}
      />
    ),
    footer: <Footer partnerLogos={partnerLogos} />,
    children: (
      <div style={{ maxWidth: '78rem', margin: '0 auto', padding: '2rem 1rem' }}>
        <h1>À propos d’EPIC</h1>
        <p>
          EPIC permet d’explorer et de comparer les données des communes, des intercommunalités, des
          départements et des régions.
        </p>
      </div>
    ),
  },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPage: Story = {
  name: 'Page complète',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(getComputedStyle(main).backgroundColor).toBe('rgb(246, 241, 231)');
  },
};

export const SkipLink: Story = {
  name: 'Lien d’évitement au clavier',
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const HomeTransparent: Story = {
  name: 'Accueil (en-tête transparent)',
  args: {
    transparentHeader: true,
    header: (
      <Header currentPath="/" transparent productLogos={productLogos} contactEmail={contactEmail} />
    ),
    children: (
      <div style={{ maxWidth: '78rem', margin: '0 auto', padding: '2rem 1rem' }}>
        <h1>Explorer et comparer les territoires</h1>
        <p>Population, évolution et découpage des communes, EPCI, départements et régions.</p>
      </div>
    ),
  },
};

export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
