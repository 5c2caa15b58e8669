// Long file: one story per header state plus the 320–1,440 px width sweep.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { productLogos } from '../fixtures/logos';
import { epicBrand, epicNavigation, observatoryBrand, observatoryNavigation } from './examples';
import { Header } from './Header';
import { headerLayoutProblems } from './headerLayout';

/** Longer than any demo account's name (apps/sso-dev): the widest user block to fit. */
const longUserName = 'Marie-Christine Dupont-Aignan';

/** Widths of the sweep: 320 to 1,440 px in steps of 40 px. */
const sweepWidths = Array.from({ length: (1440 - 320) / 40 + 1 }, (_, i) => 320 + i * 40);

const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * Gives the header each width of the sweep through its frame (the header adapts to its own width,
 * not the viewport's) and collects the layout problems, with the menu open too where it folds.
 */
async function sweepHeaderWidths(canvasElement: HTMLElement): Promise<string[]> {
  const frame = canvasElement.querySelector<HTMLElement>('[data-width-frame]');
  const header = frame?.querySelector('header');
  if (!frame || !header) throw new Error('frame or header missing');
  const problems: string[] = [];
  for (const width of sweepWidths) {
    frame.style.width = `${width}px`;
    await nextFrame();
    for (const problem of headerLayoutProblems(header)) problems.push(`${width} px: ${problem}`);
    const burger = within(header).queryByRole('button', { name: 'Ouvrir le menu' });
    if (burger && burger.getBoundingClientRect().width > 0) {
      // Folded: the brand and the burger share the first row.
      const brand = header.querySelector('a[href]')?.getBoundingClientRect();
      if (brand && burger.getBoundingClientRect().top >= brand.bottom) {
        problems.push(`${width} px: the burger wraps under the brand`);
      }
      await userEvent.click(burger);
      await nextFrame();
      for (const problem of headerLayoutProblems(header)) {
        problems.push(`${width} px, menu open: ${problem}`);
      }
      await userEvent.click(within(header).getByRole('button', { name: 'Fermer le menu' }));
    }
  }
  frame.style.width = '';
  return problems;
}

const docs = `En-tête de site configurable\u00a0: marque (nom, accroche, logos produits), navigation principale, lien Contact facultatif et espace utilisateur («\u202fSe connecter\u202f», ou le nom de la personne connectée et «\u202fSe déconnecter\u202f»). Tout ce qui est propre à un site arrive par les props\u00a0: les liens d’EPIC sont définis dans \`apps/site\`, pas ici. Chaque lien dit quand il est la page courante (\`match\`\u00a0: \`'exact'\`, \`'prefix'\` ou une fonction) et s’il demande une connexion (\`checksAuth\`, transmis à \`onNavigate\`).

L’en-tête s’adapte à la largeur qui lui est donnée (requêtes de conteneur), pas à celle de la fenêtre\u00a0: sous 992 px (point de rupture «\u202fmoyen\u202f»), les logos sont masqués (sauf avec \`logosOnSmallScreens\`, qui les garde en plus petit) et les liens passent dans un menu\u202f; un nom ou une accroche trop longs passent alors à la ligne. Aucun libellé ne passe à la ligne dans un bouton ou un lien\u202f; le soulignement de la page courante repose sur la bordure basse.

### Quand l’utiliser
- Une fois par page, en haut, dans \`Layout\`\u00a0: la navigation entre les grandes rubriques du site.

### Quand ne pas l’utiliser
- Pour une navigation secondaire ou un fil d’Ariane\u00a0: utilisez \`Breadcrumb\` ou une liste de liens dans la page.
- Plus de six ou sept rubriques\u00a0: regroupez-les, le menu replié devient long.

### À faire
- Des libellés courts (un ou deux mots)\u202f; \`checksAuth\` sur les rubriques réservées aux personnes connectées.
- Un texte alternatif qui décrit chaque logo.

### À éviter
- Mettre des actions (boutons) dans la navigation\u00a0: elles vont dans \`actions\`.
- Marquer deux liens comme page courante\u00a0: seul le premier qui correspond l’est.`;

const meta = {
  title: 'Structure du site/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: {
    epic: {
      targets:
        'allowed: Header’s brand link is 281 × 38 px at 375 px even on touch screens; Header.module.css (owned elsewhere) is to give it 44 px',
    },
    docs: { description: { component: docs } },
  },
  args: {
    brand: epicBrand,
    navigation: epicNavigation,
    currentPath: '/explorer/',
    productLogos,
    contactEmail: 'contact@epic.example.org',
    contactMessages: { subject: 'Demande de contact – EPIC' },
    onNavigate: fn(),
    onSignOut: fn(),
    onSignIn: fn(),
    user: { name: 'Camille Martin' },
  },
  decorators: [
    (Story, { args, viewMode }) => {
      const background = args.transparent ? 'var(--epic-color-main-bg)' : undefined;
      if (viewMode !== 'docs') {
        return (
          <div style={{ background }}>
            <Story />
          </div>
        );
      }
      // The docs column is narrower than the medium breakpoint: each state is shown at both
      // layouts, the wide one in a frame of its own width (the header reads its own width).
      return (
        <div style={{ display: 'grid', gap: 'var(--epic-space-4)' }}>
          <p style={{ margin: 0 }}>Large (1 100 px)&nbsp;:</p>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region keyboard users reach
            tabIndex={0}
            aria-label="En-tête à 1 100 px de large"
            style={{ overflowX: 'auto' }}
          >
            <div style={{ width: 1100, background }}>
              <Story />
            </div>
          </section>
          <p style={{ margin: 0 }}>Étroit (375 px)&nbsp;:</p>
          <div style={{ width: 375, maxWidth: '100%', background }}>
            <Story />
          </div>
        </div>
      );
    },
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeTransparent: Story = {
  name: 'Accueil (transparent)',
  args: { currentPath: '/', transparent: true, user: null },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-transparent');
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const ExplorerActive: Story = {
  name: 'Explorer actif',
  args: { currentPath: '/explorer/?type=commune&id=42218&year=2024' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explorer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Accueil', 'Comparer', 'À propos']) {
      await expect(canvas.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  },
};

export const ComparerActive: Story = {
  name: 'Comparer actif',
  args: {
    currentPath: '/comparer',
    navigation: epicNavigation.map((item) =>
      item.label === 'Comparer'
        ? {
            ...item,
            href: '/comparer?type=commune&id=42218&year=2024&type2=commune&id2=42218&year2=2024',
          }
        : item,
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Comparer' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link.getAttribute('href')).toContain('type2=commune');
  },
};

export const AboutActive: Story = {
  name: 'À propos actif',
  args: { currentPath: '/a-propos/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'À propos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SignedIn: Story = {
  name: 'Session ouverte',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Camille Martin')).toBeVisible();
    // Read as one phrase, the same for anyone: « Compte : Camille Martin ».
    await expect(canvas.getByText('Camille Martin').parentElement).toHaveTextContent(
      /^Compte\s: Camille Martin$/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const SignedOut: Story = {
  name: 'Sans session',
  args: { user: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const NavigationIntercepted: Story = {
  name: 'Navigation interceptée (vérification de connexion)',
  args: {
    currentPath: '/',
    onNavigate: fn((_link, event) => event.preventDefault()),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Comparer' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Comparer', checksAuth: true }),
      expect.anything(),
    );
    await userEvent.click(
      canvas.getByRole('link', {
        name: 'EPIC, Explorer et comparer les territoires – Accueil',
      }),
    );
    await expect(args.onNavigate).toHaveBeenLastCalledWith(
      expect.objectContaining({ label: 'EPIC', href: '/' }),
      expect.anything(),
    );
  },
};

export const ContactLinkHref: Story = {
  name: 'Lien Contact',
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Contact/ });
    await expect(link).toHaveAttribute(
      'href',
      'mailto:contact@epic.example.org?subject=Demande%20de%20contact%20%E2%80%93%20EPIC',
    );
  },
};

export const Desktop: Story = {
  name: 'Bureau (logos visibles)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'EPIC' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ouvrir le menu' })).toBeNull();
  },
};

export const Medium: Story = {
  name: 'Moyen (logos masqués)',
  globals: { viewport: { value: 'medium', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(820));
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: 'EPIC' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Mobile, menu fermé',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Explorer' })).toBeNull();
  },
};

export const MobileMenuOpen: Story = {
  name: 'Mobile, menu ouvert',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Fermer le menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Explorer' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Neither the user's name nor "Se déconnecter" wraps (headerLayoutProblems checks both).
    await expect(headerLayoutProblems(canvas.getByRole('banner'))).toEqual([]);
    await userEvent.click(burger);
    await expect(canvas.queryByRole('link', { name: 'Explorer' })).toBeNull();
  },
};

/** The longest demo account's name in the open menu at 375 px: still on one line. */
export const MobileMenuOpenLongName: Story = {
  name: 'Mobile, menu ouvert, nom long',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultMenuOpen: true, user: { name: longUserName } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    await expect(headerLayoutProblems(within(canvasElement).getByRole('banner'))).toEqual([]);
  },
};

export const MobileMenuKeyboard: Story = {
  name: 'Mobile, menu au clavier',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Ouvrir le menu' });
    burger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toHaveFocus();
  },
};

export const BrandLinkName: Story = {
  name: 'Lien de la marque\u00a0: le nom commence par le texte visible',
  play: async ({ canvas }) => {
    const brand = canvas.getByRole('link', { name: /– Accueil$/ });
    const visible = Array.from(brand.querySelectorAll('span span'))
      .map((span) => span.textContent)
      .join(', ');
    await expect(visible).toBe('EPIC, Explorer et comparer les territoires');
    await expect(brand.getAttribute('aria-label')?.startsWith(visible)).toBe(true);
  },
};

export const WidthSweepSignedIn: Story = {
  name: 'Largeurs de 320 à 1 440 px, connecté (nom long)',
  args: { user: { name: longUserName } },
  render: (args) => (
    <div data-width-frame>
      <Header {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await sweepHeaderWidths(canvasElement)).toEqual([]);
  },
};

export const WidthSweepSignedOut: Story = {
  name: 'Largeurs de 320 à 1 440 px, déconnecté',
  args: { user: null },
  render: (args) => (
    <div data-width-frame>
      <Header {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await sweepHeaderWidths(canvasElement)).toEqual([]);
  },
};

export const NarrowFrameInWideWindow: Story = {
  name: 'Cadre de 700 px dans une fenêtre de bureau (page de documentation)',
  parameters: { epic: { overflow: 'allowed: a fixed-width frame is what this story checks' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { user: { name: longUserName } },
  render: (args) => (
    <div style={{ width: '700px' }}>
      <Header {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The window is wide, but the header folds its links because its own frame is narrow.
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(1280));
    await expect(canvas.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'EPIC' })).toBeNull();
    await expect(headerLayoutProblems(canvas.getByRole('banner'))).toEqual([]);
  },
};

export const MediumFrameSignedIn: Story = {
  name: 'Cadre de 1 000 px, connecté (liens sur une deuxième ligne)',
  parameters: { epic: { overflow: 'allowed: a fixed-width frame is what this story checks' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { user: { name: longUserName } },
  render: (args) => (
    <div style={{ width: '1000px' }}>
      <Header {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'EPIC' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(canvas.getByText(longUserName)).toBeVisible();
    await expect(headerLayoutProblems(canvas.getByRole('banner'))).toEqual([]);
  },
};

/** A header broken on purpose (forced overlap and wrapping), to show that the sweep's check bites. */
export const LayoutCheckCatchesBrokenHeader: Story = {
  name: 'Contrôle\u00a0: la vérification détecte un en-tête cassé',
  parameters: { epic: { overflow: 'allowed: a fixed-width frame is what this story checks' } },
  tags: ['!autodocs'],
  args: { user: { name: longUserName } },
  render: (args) => (
    <div data-broken-header style={{ width: '1200px' }}>
      <style>{`
        [data-broken-header] nav { position: relative; top: -3rem; }
        [data-broken-header] button { width: 4rem; white-space: normal !important; }
      `}</style>
      <Header {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const problems = headerLayoutProblems(canvas.getByRole('banner'));
    await expect(problems.some((problem) => problem.includes('overlaps'))).toBe(true);
    await expect(
      problems.some((problem) => problem.includes('"Se déconnecter"') && problem.includes('wraps')),
    ).toBe(true);
  },
};

/** The header keeps its height when the profile arrives (no layout shift after sign-in). */
export const SameHeightSignedInOrOut: Story = {
  name: 'Même hauteur connecté ou non, de 320 à 1 440 px',
  args: { user: { name: longUserName } },
  render: (args) => (
    <div data-width-frame>
      <div data-signed-in>
        <Header {...args} />
      </div>
      {/* A measuring copy, inert: out of the accessibility tree (one banner per page). */}
      <div data-signed-out inert>
        <Header {...args} user={null} onSignIn={() => {}} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-width-frame]');
    const signedIn = canvasElement.querySelector('[data-signed-in] header');
    const signedOut = canvasElement.querySelector('[data-signed-out] header');
    if (!frame || !signedIn || !signedOut) throw new Error('frame or headers missing');
    const differences: string[] = [];
    for (const width of sweepWidths) {
      frame.style.width = `${width}px`;
      await nextFrame();
      const heights = [signedIn, signedOut].map((h) =>
        Math.round(h.getBoundingClientRect().height),
      );
      if (heights[0] !== heights[1]) differences.push(`${width} px: ${heights.join(' ≠ ')}`);
    }
    frame.style.width = '';
    await expect(differences).toEqual([]);
  },
};

/** Another site composed from the same header: its own brand, sections, match rules, no Contact. */
export const OtherSite: Story = {
  name: 'Autre site\u00a0: Observatoire régional',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    brand: observatoryBrand,
    navigation: observatoryNavigation,
    currentPath: '/etudes/2025/logement/',
    productLogos: [],
    contactEmail: undefined,
    user: null,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Publications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).queryByRole('link', { name: /Contact/ })).toBeNull();
    await expect(headerLayoutProblems(canvas.getByRole('banner'))).toEqual([]);
  },
};

/** An agency's own header on a phone: a long name that wraps, and its logo kept beside it. */
export const AgencyOnPhone: Story = {
  name: 'Agence\u00a0: nom long et logo conservés sur mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    brand: {
      name: 'Agence d’urbanisme et de développement de la région stéphanoise',
      tagline: 'Observatoire des territoires de la Loire et de la Haute-Loire',
    },
    navigation: observatoryNavigation,
    currentPath: '/etudes/2025/logement/',
    productLogos: productLogos.slice(0, 1),
    logosOnSmallScreens: true,
    contactEmail: undefined,
    user: null,
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(headerLayoutProblems(header)).toEqual([]);
    // Nothing wider than the phone: the name wraps instead.
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const name = canvas.getByText(/^Agence d’urbanisme/);
    await expect(name.getBoundingClientRect().height).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(name).lineHeight) * 1.5,
    );
    const logo = within(header).getByRole('img', { name: productLogos[0]?.alt });
    await expect(logo.getBoundingClientRect().height).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  },
};

/** The same long name without `logosOnSmallScreens`: EPIC's rule, the logos hide on phones. */
export const LongNameOnPhone: Story = {
  name: 'Nom long sur mobile, logos masqués',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { ...AgencyOnPhone.args, logosOnSmallScreens: false },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(headerLayoutProblems(header)).toEqual([]);
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(within(header).queryByRole('img')).toBeNull();
  },
};

/** Bottom of a box and top of the first line of its text, in px. */
const textTop = (element: Element) => {
  const range = element.ownerDocument.createRange();
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let node = walker.nextNode();
  while (node && !(node.textContent ?? '').trim()) node = walker.nextNode();
  if (!node) throw new Error('no text');
  range.selectNodeContents(node);
  return range.getBoundingClientRect().top;
};

/**
 * Findings of the design review: "Contact" sat 2 px lower than the other links, and the current
 * page's underline floated above the header's bottom border.
 */
export const Alignment: Story = {
  name: 'Alignement\u00a0: Contact au niveau des liens, soulignement sur la bordure',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const links = within(nav).getAllByRole('link');
    const tops = links.map((link) => Math.round(textTop(link) * 2) / 2);
    await expect(new Set(tops).size).toBe(1);
    // "Se déconnecter" has the size of every other button (it was 14 px, the others 16 px).
    const signOut = canvas.getByRole('button', { name: 'Se déconnecter' });
    await expect(getComputedStyle(signOut).fontSize).toBe('16px');
    const current = within(nav).getByRole('link', { name: 'Explorer' });
    const underline = current.getBoundingClientRect().bottom;
    await expect(Math.abs(underline - header.getBoundingClientRect().bottom)).toBeLessThanOrEqual(
      0.5,
    );
  },
};

/** How many navigation links show a bottom (bar) or left (menu) border. */
const borderedLinks = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((link) => {
      const style = getComputedStyle(link);
      return [
        [style.borderBottomWidth, style.borderBottomStyle, style.borderBottomColor],
        [style.borderLeftWidth, style.borderLeftStyle, style.borderLeftColor],
      ].some(
        ([width, borderStyle, color]) =>
          Number.parseFloat(width ?? '0') > 0 &&
          borderStyle !== 'none' &&
          color !== 'rgba(0, 0, 0, 0)',
      );
    }).length;

export const ForcedColors: Story = {
  name: 'Couleurs forcées',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { user: null },
  parameters: { epic: { mode: 'forced-colors' } },
  play: async ({ canvas }) => {
    // Only the current page is underlined; the sign-in button keeps its outline.
    await expect(borderedLinks(canvas.getByRole('navigation', { name: 'Menu principal' }))).toBe(1);
    const signIn = canvas.getByRole('button', { name: 'Se connecter' });
    const style = getComputedStyle(signIn);
    await expect(Number.parseFloat(style.borderTopWidth)).toBeGreaterThan(0);
    await expect(style.borderTopStyle).not.toBe('none');
  },
};

export const ForcedColorsMenuOpen: Story = {
  name: 'Couleurs forcées, menu ouvert',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultMenuOpen: true },
  parameters: { epic: { mode: 'forced-colors' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu principal' });
    await expect(borderedLinks(nav)).toBe(1);
  },
};

export const TextSpacing: Story = {
  name: 'Espacement du texte (WCAG 1.4.12)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { user: { name: longUserName } },
  parameters: { epic: { mode: 'text-spacing' } },
  play: async ({ canvas }) => {
    // The tagline stays inside the brand and above the menu; nothing overlaps or wraps.
    await expect(headerLayoutProblems(canvas.getByRole('banner'))).toEqual([]);
  },
};

export const TextSpacingSweep: Story = {
  name: 'Espacement du texte, de 320 à 1 440 px',
  args: { user: { name: longUserName } },
  parameters: { epic: { mode: 'text-spacing' } },
  render: (args) => (
    <div data-width-frame>
      <Header {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // WCAG 1.4.12 lets text reflow (a name on two lines, the burger under the brand at 320 px):
    // what must not happen is text overlapping other text or leaving the header.
    const problems = await sweepHeaderWidths(canvasElement);
    await expect(problems.filter((problem) => /overlaps|sticks out/.test(problem))).toEqual([]);
  },
};
