import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from '../Footer';
import { epicFooter, observatoryFooter } from '../Footer/examples';
import { partnerLogos, productLogos } from '../fixtures/logos';
import { Header } from '../Header';
import {
  epicBrand,
  epicNavigation,
  observatoryBrand,
  observatoryNavigation,
} from '../Header/examples';
import { headerLayoutProblems } from '../Header/headerLayout';
import { Layout } from './Layout';

const contactEmail = 'contact@epic.example.org';

const docs = `Cadre de page\u00a0: lien d’évitement «\u202fAller au contenu\u202f», en-tête, zone principale \`<main>\` sur fond beige, pied de page. Le contenu est centré dans le conteneur du site (largeur maximale \`--epic-content-max-width\`, marges latérales)\u202f; \`fullBleed\` le laisse occuper toute la largeur. Le lien d’évitement, au focus, prend sa propre bande au-dessus de l’en-tête au lieu de couvrir le logo.

### Quand l’utiliser
- Une fois par page, à la racine de l’application, autour des routes.

### Quand ne pas l’utiliser
- Dans une fenêtre modale ou un cadre intégré\u00a0: pas de second \`<main>\` ni de second lien d’évitement.

### À faire
- Passer \`fullBleed\` pour une page qui pose elle-même son conteneur, ou qui a des bandes pleine largeur.

### À éviter
- Ajouter un autre lien d’évitement ou un autre \`<main>\` dans la page.`;

const epicHeader = (path: string, transparent = false) => (
  <Header
    brand={epicBrand}
    navigation={epicNavigation}
    currentPath={path}
    transparent={transparent}
    productLogos={productLogos}
    contactEmail={contactEmail}
    user={{ name: 'Camille Martin' }}
    onSignOut={() => {}}
  />
);

const meta = {
  title: 'Structure du site/Layout',
  component: Layout,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: docs } },
    epic: {
      targets:
        'allowed: it renders Header, whose brand link is 281 × 38 px at 375 px even on touch screens (to fix in Header.module.css, owned elsewhere)',
    },
  },
  args: {
    header: epicHeader('/a-propos/'),
    footer: <Footer {...epicFooter} partnerLogos={partnerLogos} />,
    children: (
      <>
        <h1>À propos d’EPIC</h1>
        <p>
          EPIC permet d’explorer et de comparer les données des communes, des intercommunalités, des
          départements et des régions.
        </p>
      </>
    ),
  },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPage: Story = {
  name: 'Page complète',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(getComputedStyle(main).backgroundColor).toBe('rgb(246, 241, 231)');
    // The default container: the heading does not touch the window's edge.
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      main.getBoundingClientRect().left + 16,
    );
  },
};

export const FullBleed: Story = {
  name: 'Pleine largeur (sans conteneur)',
  args: {
    fullBleed: true,
    children: (
      <div style={{ padding: '2rem 0', background: 'var(--epic-color-info-bg)' }}>
        <h1 style={{ margin: 0 }}>Une bande sur toute la largeur</h1>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    const band = canvas.getByRole('heading', { level: 1 }).parentElement;
    await expect(band?.getBoundingClientRect().width).toBe(main.getBoundingClientRect().width);
  },
};

export const SkipLink: Story = {
  name: 'Lien d’évitement au clavier',
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    // Its own band above the header: it covers neither the logo nor the brand.
    const brand = canvas.getByRole('link', { name: /– Accueil$/ });
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      brand.getBoundingClientRect().top,
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const HomeTransparent: Story = {
  name: 'Accueil (en-tête transparent)',
  args: {
    transparentHeader: true,
    header: epicHeader('/', true),
    children: (
      <>
        <h1>Explorer et comparer les territoires</h1>
        <p>Population, évolution et découpage des communes, EPCI, départements et régions.</p>
      </>
    ),
  },
};

export const OtherSite: Story = {
  name: 'Autre site\u00a0: Observatoire régional',
  args: {
    header: (
      <Header
        brand={observatoryBrand}
        navigation={observatoryNavigation}
        currentPath="/indicateurs/emploi/"
        onSignIn={() => {}}
      />
    ),
    footer: <Footer {...observatoryFooter} partnerLogos={partnerLogos} />,
    children: (
      <>
        <h1>Indicateurs de l’emploi</h1>
        <p>Taux d’emploi, demandeurs d’emploi et créations d’entreprises, par territoire.</p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const banner = within(canvas.getByRole('banner'));
    await expect(banner.getByRole('link', { name: 'Indicateurs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Gestion des cookies' })).toBeVisible();
    await expect(canvas.queryByText(/France 2030/)).toBeNull();
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
  name: 'Espacement du texte (WCAG 1.4.12)',
  parameters: { epic: { mode: 'text-spacing' } },
  play: async ({ canvas }) => {
    const problems = headerLayoutProblems(canvas.getByRole('banner'));
    await expect(problems.filter((problem) => /overlaps|sticks out/.test(problem))).toEqual([]);
  },
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
        brand={epicBrand}
        navigation={epicNavigation}
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
