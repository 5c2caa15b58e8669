import { expect, type Page, test } from '@playwright/test';
import { headerLayoutProblems } from '../packages/ui/src/Header/headerLayout';
import { fillSsoLogin, openSignedIn, signedInState } from './helpers';

/** The longest name among the local SSO's demo accounts (apps/sso-dev/src/accounts.ts). */
const longestDemoUser = {
  email: 'elise.bernard@example.org',
  password: 'epic-demo',
  name: 'Élise Bernard-Lefèvre',
};

/** Widths of the sweep: 320 to 1,440 px in steps of 40 px. */
const sweepWidths = Array.from({ length: (1440 - 320) / 40 + 1 }, (_, i) => 320 + i * 40);

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Header geometry at each width of the sweep, with the menu open too where it folds. */
async function sweepProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const header = page.getByRole('banner');
  for (const width of sweepWidths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    for (const problem of await header.evaluate(headerLayoutProblems)) {
      problems.push(`${width} px: ${problem}`);
    }
    const scrollWidth = await pageWidth(page);
    if (scrollWidth > width) problems.push(`${width} px: the page is ${scrollWidth} px wide`);
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    if (await burger.isVisible()) {
      await burger.click();
      for (const problem of await header.evaluate(headerLayoutProblems)) {
        problems.push(`${width} px, menu open: ${problem}`);
      }
      await page.getByRole('button', { name: 'Fermer le menu' }).click();
    }
  }
  return problems;
}

test.describe('shell width sweep, 320 to 1,440 px', () => {
  test('signed out: brand, navigation, contact and actions never overlap, no label wraps', async ({
    page,
  }) => {
    await page.goto('/a-propos/');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(await sweepProblems(page)).toEqual([]);
  });

  test('signed in with the longest demo name: nothing overlaps, no label wraps', async ({
    page,
  }) => {
    await page.goto('/explorer/');
    await fillSsoLogin(page, longestDemoUser);
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await page.goto('/a-propos/');
    await expect(page.getByRole('banner')).toContainText(longestDemoUser.name);
    expect(await sweepProblems(page)).toEqual([]);
  });
});

test.describe('reflow at 320 px (RGAA 10.11): no horizontal scroll of the page', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test('/', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  });

  test('/explorer/ and /comparer/ signed in, with territories chosen', async ({ browser }) => {
    const context = await browser.newContext({
      storageState: signedInState,
      viewport: { width: 320, height: 720 },
    });
    const page = await context.newPage();
    await page.goto('/explorer/?type=commune&id=42218&year=2024');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saint-Étienne – Commune');
    await expect(page.getByRole('region', { name: 'Chiffres clés' })).toContainText('habitants');
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    await page.goto('/comparer/?type=commune&id=42218&year=2024');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    await page.goto('/comparer?type=commune&id=42218&year=2024&type2=commune&id2=69123&year2=2024');
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    await context.close();
  });

  test('/version/, and its list of vintages inside the page width', async ({ page }) => {
    await page.goto('/version/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('chargement…')).toHaveCount(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    const vintages = page.getByRole('listitem').filter({ hasText: 'decoupage-administratif' });
    await expect(vintages).toHaveCount(7);
    for (const box of await vintages.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().right),
    )) {
      expect(box).toBeLessThanOrEqual(320);
    }
  });

  test('/a-propos/, whose sources table scrolls inside its own focusable region', async ({
    page,
  }) => {
    await page.goto('/a-propos/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Chargement des millésimes…')).toHaveCount(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    const region = page.getByRole('region', {
      name: 'Millésimes importés et version de leur source',
    });
    await expect(region.getByRole('row')).toHaveCount(8);
    await expect(region).toHaveAttribute('tabindex', '0');
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    // Keyboard: focus the region, then scroll it with the arrow key. On a loaded machine Chromium
    // once let a first key press go unscrolled: the user presses again, so does the test.
    await expect(async () => {
      await region.focus();
      await expect(region).toBeFocused();
      await page.keyboard.press('ArrowRight');
      expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }).toPass({ timeout: 5000 });
  });
});

test.describe('anchors and scroll (RGAA 12.8)', () => {
  test('each footer link to a section of À propos, from another route, scrolls there and focuses it', async ({
    page,
  }) => {
    for (const [link, id, heading] of [
      ['Sources des données', 'donnees', 'Sources des données'],
      ['Accessibilité : non conforme', 'accessibilite', 'Déclaration d’accessibilité'],
      ['Mentions légales', 'mentions-legales', 'Mentions légales'],
    ] as const) {
      await test.step(`"${link}" → #${id}`, async () => {
        await page.goto('/version/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Version');
        await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/a-propos/#${id}$`));
        const section = page.getByRole('heading', { level: 2, name: heading });
        await expect(section).toBeFocused();
        await expect(section).toBeInViewport();
        // The section starts near the top of the window, not merely somewhere on screen.
        await expect
          .poll(() => section.evaluate((element) => element.getBoundingClientRect().top))
          .toBeLessThan(80);
      });
    }
  });

  test('on À propos: an address with a hash scrolls to its section at load, a footer link to a section of the same page scrolls there, a site map link from the bottom opens the new page at the top, focus on main', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/a-propos/#mentions-legales');
    const section = page.getByRole('heading', { level: 2, name: 'Mentions légales' });
    await expect(section).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.goto('/a-propos/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Mentions légales', exact: true })
      .click();
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    const sections = page.getByRole('navigation', { name: 'Rubriques' });
    await sections.getByRole('link', { name: 'Version' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await sections.getByRole('link', { name: 'Version' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Version');
    await expect(page.getByRole('main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link in the members table opens the member at the top of the page', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      storageState: signedInState,
      viewport: { width: 1280, height: 700 },
    });
    const page = await context.newPage();
    await openSignedIn(page, '/explorer/?type=departement&id=42&year=2024');
    // Below the fold, the members load when the reader gets near them.
    await page.getByRole('heading', { name: /Communes membres/ }).scrollIntoViewIfNeeded();
    const table = page.getByRole('table', { name: /Membres de la Loire/ });
    const member = table.getByRole('row').nth(1).getByRole('link').first();
    await member.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const name = (await member.innerText()).trim();
    await member.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByRole('main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

test.describe('names, language, site map and accessibility statement', () => {
  test('the brand link is named after its visible text, the logos describe their images; English words carry lang="en"', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/version/');
    const brand = page.getByRole('banner').getByRole('link').first();
    const visible = (await brand.innerText()).replace(/\s+/g, ' ').trim();
    expect(visible).toBe('EPIC Explorer et comparer les territoires');
    await expect(brand).toHaveAccessibleName(
      'EPIC, Explorer et comparer les territoires – Accueil',
    );
    await expect(brand.getByRole('img', { name: 'EPIC', exact: true })).toBeVisible();
    await expect(
      brand.getByRole('img', { name: 'Hexagone bleu partagé en six, point rouge au centre' }),
    ).toBeVisible();

    await expect(page.locator('dt[lang="en"]')).toHaveText('Commit');
    await page.goto('/a-propos/');
    const english = page.getByRole('main').locator('[lang="en"]');
    await expect(english.first()).toHaveText('Open Licence');
    await expect(
      page.getByRole('region', { name: /Millésimes importés/ }).locator('[lang="en"]'),
    ).toHaveCount(7);
  });

  // The footer's sections, site map and accessibility status on every route: shell.spec.ts.

  test('the accessibility statement has what the law requires', async ({ page }) => {
    await page.goto('/a-propos/#accessibilite');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Déclaration d’accessibilité' })).toBeVisible();
    await expect(main).toContainText('article 47 de la loi n° 2005-102');
    await expect(main).toContainText('EPIC est non conforme');
    await expect(main.getByRole('heading', { name: 'Contenus non accessibles' })).toBeVisible();
    await expect(main.locator('time[datetime="2026-12-03"]')).toHaveText('3 décembre 2026');
    for (const method of ['axe-core', 'clavier', '320 px', '200 %', 'Chromium sur Debian']) {
      await expect(main).toContainText(method);
    }
    await expect(
      main.getByRole('link', { name: /formulaire en ligne du Défenseur des droits/ }),
    ).toHaveAttribute('href', 'https://formulaire.defenseurdesdroits.fr/');
    await expect(main).toContainText(
      'Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07',
    );
    // A multi-year plan and this year's action plan, and the defects by RGAA criterion.
    await expect(
      main.getByRole('heading', { name: /^Schéma pluriannuel de mise en accessibilité/ }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Plan d’action 2026' })).toBeVisible();
    await expect(main).toContainText('(critère 10.13)');
    await expect(main.getByRole('link', { name: /^contact@/ })).toHaveAttribute(
      'href',
      /^mailto:contact@/,
    );
  });
});
