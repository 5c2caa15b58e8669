import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const routes = [
  { path: '/', title: 'EPIC – Explorer et comparer les territoires', link: 'Accueil' },
  { path: '/a-propos/', title: 'À propos – EPIC', link: 'À propos' },
  { path: '/version/', title: 'Version – EPIC', link: null },
  { path: '/plan-du-site/', title: 'Plan du site – EPIC', link: null },
  { path: '/page-inconnue', title: 'Page introuvable – EPIC', link: null },
];

for (const route of routes) {
  test(`${route.path} renders in the layout, marks its link and has no axe violation`, async ({
    page,
  }) => {
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
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
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('the header is transparent on the home route only', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toHaveAttribute('data-transparent', 'true');
  await page.goto('/a-propos/');
  await expect(page.getByRole('banner')).not.toHaveAttribute('data-transparent');
});

test('the main area is beige', async ({ page }) => {
  await page.goto('/version/');
  await expect(page.getByRole('main')).toHaveCSS('background-color', 'rgb(246, 241, 231)');
});

test('the product logos are hidden at a medium width and shown on desktop', async ({ browser }) => {
  const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await desktop.goto('/a-propos/');
  await expect(
    desktop.getByRole('banner').getByRole('img', { name: 'EPIC', exact: true }),
  ).toBeVisible();
  await desktop.close();
  const medium = await browser.newPage({ viewport: { width: 820, height: 1000 } });
  await medium.goto('/a-propos/');
  await expect(
    medium.getByRole('banner').getByRole('img', { name: 'EPIC', exact: true }),
  ).toBeHidden();
  await expect(medium.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  await medium.close();
});

test('the contact link opens a mail with a French subject', async ({ page }) => {
  await page.goto('/');
  const href = await page.getByRole('link', { name: /^Contact/ }).getAttribute('href');
  expect(href).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
  expect(decodeURIComponent(href?.split('subject=')[1] ?? '')).toBe('Demande de contact – EPIC');
});

test('client-side navigation moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Version' }).click();
  await expect(page).toHaveURL(/\/version\/$/);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Version');
});

test('keyboard only: skip link, then the mobile menu', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await page.goto('/a-propos/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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

test('spec §2: an anonymous click on a header link checks authentication and starts SSO', async ({
  page,
}) => {
  await page.goto('/version/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'À propos' })
    .click();
  await expect(page).toHaveURL(/\/oauth\/authorize\?|\/interaction\//);
});

test('design review: footer links are 44 px touch targets at 375 px', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await page.goto('/version/');
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
  await page.close();
});

test('design review: the focused skip link sits above the header, off the logo', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto('/a-propos/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  const skipBox = await skip.boundingBox();
  const logoBox = await page
    .getByRole('banner')
    .getByRole('img', { name: 'EPIC', exact: true })
    .boundingBox();
  expect(skipBox && logoBox && skipBox.y + skipBox.height <= logoBox.y).toBe(true);
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

test('the frame drawn in the HTML is replaced by the app, not doubled', async ({ page }) => {
  await page.goto('/a-propos/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByText('Chargement de la page…')).toHaveCount(0);
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
