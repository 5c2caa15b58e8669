import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoUser, ssoOrigin, typeSearch } from './helpers';

/** Presses Tab (only the keyboard) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Not reached with ${max} presses of Tab: ${target}`);
}

test('keyboard only: sign in, explore a commune, then compare it with another', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Sign in from the header's Explorer link.
  await tabTo(
    page,
    page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Explorer' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${ssoOrigin}/interaction/`));
  // The provider's form: its first field is the first Tab stop.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Adresse électronique')).toBeFocused();
  await page.keyboard.type(demoUser.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(demoUser.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/explorer\/$/);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();

  // Explore: search, choose with the arrows, read the key figures.
  const search = page.getByRole('combobox', { name: 'Rechercher un territoire' });
  await tabTo(page, search);
  await typeSearch(page, 'saint-etienne');
  const first = page.getByRole('listbox', { name: 'Résultats' }).getByRole('option').first();
  await expect(first).toContainText('Saint-Étienne');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/type=commune&id=42218/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Saint-Étienne');

  // Compare: follow "Comparer avec…", pick the second territory, read the comparison.
  await tabTo(page, page.getByRole('link', { name: 'Comparer avec…' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/comparer\?type=commune&id=42218/);
  await tabTo(page, page.getByRole('combobox', { name: 'Rechercher le territoire B' }), 80);
  await typeSearch(page, 'lyon');
  await expect(
    page.getByRole('listbox', { name: 'Résultats' }).getByRole('option').first(),
  ).toContainText('Lyon');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/id2=69123/);
  await expect(
    page.getByRole('table', { name: /Comparaison : Saint-Étienne \(\d{4}\) et Lyon \(\d{4}\)/ }),
  ).toBeVisible();

  // Sign out, still with the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Se déconnecter' }), 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});
