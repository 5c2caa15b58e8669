import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from '../Footer';
import { partnerLogos, productLogos } from '../fixtures/logos';
import { Header } from '../Header';
import { headerLayoutProblems } from '../Header/headerLayout';
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
          'Cadre de page : lien d’évitement « Aller au contenu », en-tête, zone principale `<main>` sur fond beige, pied de page. À utiliser une fois par page. L’en-tête et le pied de page s’adaptent à la largeur qui leur est donnée (requêtes de conteneur), sur le site comme dans un cadre de documentation.',
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

const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

export const WidthSweep: Story = {
  name: 'Largeurs de 320 à 1 440 px (nom long, sans défilement horizontal)',
  args: {
    header: (
      <Header
        currentPath="/a-propos/"
        productLogos={productLogos}
        contactEmail={contactEmail}
        user={{ name: 'Marie-Christine Dupont-Aignan' }}
        onSignOut={() => {}}
      />
    ),
  },
  render: (args) => (
    <div data-width-frame>
      <Layout {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-width-frame]');
    if (!frame) throw new Error('frame missing');
    const canvas = within(canvasElement);
    const problems: string[] = [];
    for (let width = 320; width <= 1440; width += 40) {
      frame.style.width = `${width}px`;
      await nextFrame();
      if (frame.scrollWidth > width)
        problems.push(`${width} px: content ${frame.scrollWidth} px wide`);
      for (const problem of headerLayoutProblems(canvas.getByRole('banner'))) {
        problems.push(`${width} px: ${problem}`);
      }
    }
    frame.style.width = '';
    await expect(problems).toEqual([]);
  },
};
