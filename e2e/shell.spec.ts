import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const routes = [
  { path: '/', title: 'EPIC – Explorer et comparer les territoires', link: 'Accueil' },
  { path: '/a-propos/', title: 'À propos – EPIC', link: 'À propos' },
  { path: '/version/', title: 'Version – EPIC', link: null },
  { path: '/plan-du-site/', title: 'Plan du site – EPIC', link: null },
  { path: '/page-inconnue', title: 'Page introuvable – EPIC', link: null },
];

// One page load per route for everything the frame shows on it (each test's first load fetches
// and compiles the whole bundle again).
for (const route of routes) {
  test(`${route.path} renders in the layout, marks its link, has the footer's links and no axe violation`, async ({
    page,
  }) => {
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('banner')).toBeVisible();
    // The header is transparent on the home route only.
    if (route.path === '/')
      await expect(page.getByRole('banner')).toHaveAttribute('data-transparent', 'true');
    else await expect(page.getByRole('banner')).not.toHaveAttribute('data-transparent');
    await expect(page.getByRole('main')).toBeVisible();
    // The main area is beige.
    await expect(page.getByRole('main')).toHaveCSS('background-color', 'rgb(246, 241, 231)');
    await expect(page.getByRole('contentinfo')).toContainText(
      'Financé par le Gouvernement dans le cadre de France 2030',
    );
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const current = nav.locator('[aria-current="page"]');
    if (route.link) {
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(route.link);
    } else {
      await expect(current).toHaveCount(0);
    }
    // The contact link opens a mail with a French subject.
    const href = await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: /^Contact/ })
      .getAttribute('href');
    expect(href).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
    expect(decodeURIComponent(href?.split('subject=')[1] ?? '')).toBe('Demande de contact – EPIC');
    // The footer has the sections, the site map and the accessibility status.
    const sections = page.getByRole('navigation', { name: 'Rubriques' });
    await expect(sections.getByRole('link')).toHaveCount(5);
    const links = await sections
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/', '/explorer/', '/comparer/', '/a-propos/', '/version/']);
    // RGAA 12.1: the site map page, from every page.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Plan du site' }),
    ).toHaveAttribute('href', '/plan-du-site/');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité : non conforme' }),
    ).toHaveAttribute('href', '/a-propos/#accessibilite');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('desktop: the app replaces the HTML’s frame, the product logos show, the focused skip link sits above the header, off the logo; at a medium width the logos hide', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('/a-propos/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The frame drawn in the HTML is replaced by the app, not doubled.
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByText('Chargement de la page…')).toHaveCount(0);
  const logo = page.getByRole('banner').getByRole('img', { name: 'EPIC', exact: true });
  await expect(logo).toBeVisible();
  // Design review: the focused skip link does not cover the logo.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  const skipBox = await skip.boundingBox();
  const logoBox = await logo.boundingBox();
  expect(skipBox && logoBox && skipBox.y + skipBox.height <= logoBox.y).toBe(true);
  // A medium width: the logos hidden, the links in a menu.
  await page.setViewportSize({ width: 820, height: 1000 });
  await expect(logo).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  await page.close();
});

test('client-side navigation moves focus to the main content; an anonymous click on a header link checks authentication and starts SSO (spec §2)', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Version' }).click();
  await expect(page).toHaveURL(/\/version\/$/);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Version');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'À propos' })
    .click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?|\/interaction\//);
});

test('at 375 px: footer links are 44 px touch targets; keyboard only, the skip link, then the mobile menu', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await page.goto('/a-propos/');
  // The HTML's frame already has a footer, which the app replaces when it runs: measure the app's
  // (the page's heading is the app's own).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footerLinks = page.getByRole('contentinfo').getByRole('link');
  await expect(footerLinks.first()).toBeVisible();
  const heights = await footerLinks.evaluateAll((links) =>
    links.map((link) => [link.textContent, Math.round(link.getBoundingClientRect().height)]),
  );
  expect(heights.length).toBeGreaterThan(0);
  expect(heights.filter(([, height]) => Number(height) < 44)).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(burger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(
    page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Explorer' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  // Explorer needs sign-in (spec §2): the click checks authentication, then starts single sign-on.
  await expect(page).toHaveURL(/\/oauth\/authorize\?|\/interaction\//);
  await page.close();
});

test.describe('before any script runs', () => {
  // The scripts never arrive: what shows is the HTML as served.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  });

  for (const route of [
    { path: '/explorer/?type=commune&id=42218&year=2024', link: 'Explorer' },
    { path: '/a-propos/', link: 'À propos' },
    { path: '/', link: 'Accueil' },
  ]) {
    test(`${route.path} paints its frame from the HTML alone, marks its link and has no axe violation`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page.getByRole('banner')).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(nav.locator('[aria-current="page"]')).toHaveText(route.link);
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Chargement de la page…');
      await expect(page.getByRole('contentinfo')).toContainText('France 2030');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});

test('the site map is one tap from the footer and each of its À propos links names a heading', async ({
  page,
}) => {
  await page.goto('/version/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Plan du site' }).click();
  await expect(page).toHaveURL(/\/plan-du-site\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plan du site' })).toBeVisible();
  const main = page.getByRole('main');
  for (const name of ['Accueil', 'Explorer un territoire', 'Comparer des territoires', 'Version'])
    await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Zones d’emploi' })).toHaveAttribute(
    'href',
    '/explorer/?type=ze',
  );
  const anchors = await main
    .locator('a[href^="/a-propos/#"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('#')[1] ?? ''));
  expect(anchors.length).toBe(6);
  await main.getByRole('link', { name: 'À propos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos d’EPIC');
  for (const id of anchors) await expect(page.locator(`h2[id="${id}"]`), id).toHaveCount(1);
});
