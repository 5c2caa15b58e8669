import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { partnerLogos } from '../fixtures/logos';
import { epicFooter, observatoryFooter } from './examples';
import { Footer } from './Footer';

const docs = `Pied de page configurable\u00a0: logos partenaires et mentions (\`notices\`, par exemple \`<FundingNotice />\`), groupes de liens titrés (\`groups\`, chacun une navigation nommée par son titre, comme le «\u202fPlan du site\u202f»), rangée de liens du bas (\`links\`\u00a0: mentions légales, données personnelles, cookies, état de conformité en accessibilité) et ligne de licence. Tous les textes et liens viennent du site. S’adapte à la largeur qui lui est donnée (requêtes de conteneur)\u202f; sur écran tactile et sous le point de rupture «\u202fmoyen\u202f», chaque lien offre une cible de 44 px.

### Quand l’utiliser
- Une fois par page, en bas, dans \`Layout\`.

### Quand ne pas l’utiliser
- Pour des liens propres à une page\u00a0: ils vont dans la page.

### À faire
- Mettre l’état de conformité en accessibilité dans \`links\` (obligation légale, sur chaque page).
- Donner à chaque groupe un titre court qui dit ce qu’il contient.

### À éviter
- Un groupe sans titre, ou des dizaines de liens\u00a0: le pied de page n’est pas un plan du site complet.`;

const meta = {
  title: 'Structure du site/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: docs } } },
  args: { ...epicFooter, partnerLogos },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'EPIC',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(
      canvas.getByText('Financé par le Gouvernement dans le cadre de France 2030'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sources des données' })).toHaveAttribute(
      'href',
      '/a-propos/#donnees',
    );
    const siteMap = canvas.getByRole('navigation', { name: 'Plan du site' });
    await expect(within(siteMap).getByRole('heading', { name: 'Plan du site' })).toBeVisible();
    await expect(within(siteMap).getAllByRole('link')).toHaveLength(5);
  },
};

export const OtherSite: Story = {
  name: 'Autre site\u00a0: Observatoire régional',
  args: { ...observatoryFooter, notices: undefined, partnerLogos },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'L’observatoire' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Données' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Données personnelles' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gestion des cookies' })).toBeVisible();
    await expect(canvas.queryByText(/France 2030/)).toBeNull();
  },
};

export const WithoutPartners: Story = {
  name: 'Sans logos partenaires',
  args: { partnerLogos: [] },
};

export const LinksOnly: Story = {
  name: 'Liens seuls (ni groupes, ni mentions)',
  args: { groups: [], notices: undefined, licence: undefined, partnerLogos: [] },
};

/** Every footer link is at least 44 px high at 375 px (WCAG 2.5.5, touch layouts). */
export const Mobile: Story = {
  name: 'Mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const heights = canvas
      .getAllByRole('link')
      .map((link) => [link.textContent, Math.round(link.getBoundingClientRect().height)]);
    await expect(heights.filter(([, height]) => Number(height) < 44)).toEqual([]);
  },
};

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  parameters: { epic: { mode: 'forced-colors' } },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  args: { ...observatoryFooter, notices: undefined, partnerLogos },
  parameters: { epic: { mode: 'text-spacing' } },
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
