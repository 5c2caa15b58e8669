import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
          'Pied de page : logos partenaires, mention de financement France 2030, plan du site (chaque page) et liens vers les sections de la page À propos, dont l’état de conformité en accessibilité. S’adapte à la largeur qui lui est donnée (requêtes de conteneur).',
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

export const SiteMap: Story = {
  name: 'Plan du site',
  play: async ({ canvas }) => {
    const siteMap = canvas.getByRole('navigation', { name: 'Plan du site' });
    await expect(within(siteMap).getByRole('heading', { name: 'Plan du site' })).toBeVisible();
    const links = within(siteMap)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(links).toEqual([
      ['Accueil', '/'],
      ['Explorer un territoire', '/explorer/'],
      ['Comparer deux territoires', '/comparer/'],
      ['À propos', '/a-propos/'],
      ['Version', '/version/'],
    ]);
  },
};

export const AccessibilityStatus: Story = {
  name: 'État de conformité en accessibilité',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Accessibilité : non conforme' }),
    ).toHaveAttribute('href', '/a-propos/#accessibilite');
  },
};

export const NarrowFrame: Story = {
  name: 'Cadre de 320 px dans une fenêtre de bureau',
  render: (args) => (
    <div data-frame style={{ width: '320px' }}>
      <Footer {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-frame]');
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(320);
    const canvas = within(canvasElement);
    // One link per line: the site map's links are stacked.
    const [first, second] = within(canvas.getByRole('navigation', { name: 'Plan du site' }))
      .getAllByRole('link')
      .map((link) => link.getBoundingClientRect());
    await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? 0);
  },
};
