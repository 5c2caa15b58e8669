import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNothingFor, openSignedIn, signedInState, typeSearch } from './helpers';

/**
 * Keyboard and screen-reader behaviour of Explorer and Comparer: the focus
 * stays where the user acted, the ARIA state of the combobox matches what is shown, vintages can be
 * stepped with the arrow keys, one polite live region says what happened, and the comparison fits a
 * phone.
 */

// The machine running the suite may be busy: allow the sign-in round trip and searches more time
// (each test has 60 s: playwright.config.ts).
const slow = { timeout: 20_000 };

test.use({ storageState: signedInState });

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** The screen's live region (polite, outside every busy container). */
const liveRegion = (page: Page) =>
  page.locator('[role="status"][aria-live="polite"]:not([aria-busy] *)').first();

test('combobox: after clearing the field, ↓ keeps it collapsed and Enter chooses nothing', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/');
  const search = page.getByRole('combobox', { name: 'Rechercher un territoire' });
  await search.focus();
  await typeSearch(page, 'lyon');
  await expect(
    page.getByRole('listbox', { name: 'Résultats' }).getByRole('option').first(),
  ).toBeVisible(slow);
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);

  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveValue('');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  expect((await search.getAttribute('aria-activedescendant')) ?? '').toBe('');
  await expect(page.locator('[role="listbox"] [role="option"]')).toHaveCount(0);
  await page.keyboard.press('Enter');
  // A choice would change the address at once.
  await expectNothingFor(page, 300, () => expect(page.url()).toMatch(/\/explorer\/$/));

  // No result: the list stays collapsed too.
  await typeSearch(page, 'zzqqxx');
  await expect(
    page.getByRole('status').filter({ hasText: 'Aucun résultat pour « zzqqxx ».' }),
  ).toBeAttached(slow);
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
});

test('Explorer: choosing a territory keeps the focus on the picker and announces it', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/');
  const search = page.getByRole('combobox', { name: 'Rechercher un territoire' });
  await search.focus();
  await typeSearch(page, 'lyon');
  await expect(
    page.getByRole('listbox', { name: 'Résultats' }).getByRole('option').first(),
  ).toContainText('Lyon', slow);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/type=commune&id=69123/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lyon');
  expect(await isFocused(search)).toBe(true);
  await expect(liveRegion(page)).toHaveText(
    /^Lyon \(commune, \d{4}\) choisi\. Chiffres clés chargés\.$/,
  );
  // One navigation landmark for the hierarchy (not one inside another).
  await expect(page.getByRole('navigation', { name: 'Hiérarchie du territoire' })).toBeVisible();
  await expect(page.locator('nav nav')).toHaveCount(0);
});

test('Explorer: arrow keys step through the vintages with the focus on the select', async ({
  page,
}) => {
  await openSignedIn(page, '/a-propos/');
  await page.goto('/explorer/?type=commune&id=69123&year=2024');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lyon');
  const select = page.getByRole('combobox', { name: 'Millésime' });
  const years = (await select.locator('option').allTextContents()).map((t) =>
    Number.parseInt(t, 10),
  );
  const from = years.indexOf(2024);
  const to = years.indexOf(2026);
  expect(from).toBeGreaterThanOrEqual(0);
  expect(to).toBeGreaterThanOrEqual(0);
  await select.focus();
  const key = to > from ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(to - from); i++) {
    await page.keyboard.press(key);
    expect(await isFocused(select)).toBe(true);
  }
  await expect(page).toHaveURL(/year=2026/);
  await expect(select).toHaveValue('2026');
  expect(await isFocused(select)).toBe(true);
  await expect(liveRegion(page)).toHaveText('Millésime 2026 choisi. Chiffres clés chargés.');
  expect(await isFocused(select)).toBe(true);
  // A step through the vintages adds no history entry: Back leaves the territory.
  await page.goBack();
  await expect(page).toHaveURL(/\/a-propos\/$/);
});

test('Explorer: on the last page of the members, the focus stays on "Page suivante"; map areas that navigate are links', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=departement&id=42&year=2024');
  // Below the fold, the members load when the reader gets near them.
  await page.getByRole('heading', { name: /Communes membres/ }).scrollIntoViewIfNeeded();
  const pager = page.getByRole('navigation', { name: /pagination|Pages/i });
  const next = pager.getByRole('button', { name: 'Page suivante' });
  await expect(next).toBeVisible({ timeout: 15_000 });
  await next.focus();
  const label = pager.getByText(/^Page \d+ sur \d+$/);
  const pages = Number((await label.textContent())?.match(/sur (\d+)/)?.[1]);
  expect(pages).toBeGreaterThan(1);
  for (let i = 1; i < pages; i++) await page.keyboard.press('Enter');
  await expect(label).toHaveText(`Page ${pages} sur ${pages}`);
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  expect(await isFocused(next)).toBe(true);
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Page précédente' })).toBeFocused();

  // Map areas that navigate are links.
  const panel = page.getByRole('region', { name: 'Carte' });
  const map = panel.locator('svg[data-map]');
  const saintEtienne = map.getByRole('link', { name: /^Saint-Étienne \(42218\)/ });
  // Below the fold, the map loads when the reader gets near it.
  await expect(async () => {
    await panel.scrollIntoViewIfNeeded();
    await expect(saintEtienne).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(saintEtienne).toHaveAttribute('href', /type=commune&id=42218/);
  await expect(map.getByRole('button')).toHaveCount(0);
  await map.getByRole('link', { name: /^Roanne \(42187\)/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/type=commune&id=42187/);
  // The new page is read from its top: the focus on <main>, the view scrolled up to it.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Roanne');
  await expect(page.locator('main')).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Comparer: side A shows at once, the focus stays on the picker, moving a side keeps it on the moved side', async ({
  page,
}) => {
  await openSignedIn(page, '/comparer');
  const sideA = page.getByRole('region', { name: /^Territoire A/ });
  const searchA = page.getByRole('combobox', { name: 'Rechercher le territoire A' });
  await searchA.focus();
  await typeSearch(page, 'lyon');
  await expect(
    page.getByRole('listbox', { name: 'Résultats' }).getByRole('option').first(),
  ).toContainText('Lyon', slow);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/id=69123/);
  // Side A alone: its name, level and vintage at once, with a way to change it.
  await expect(page.getByRole('heading', { name: 'Territoire A : Lyon' })).toBeVisible();
  await expect(sideA).toContainText(/Lyon · Commune · \d{4}/);
  await expect(searchA).toHaveValue('Lyon');
  expect(await isFocused(searchA)).toBe(true);
  await expect(liveRegion(page)).toHaveText(/^Lyon \(commune, \d{4}\) choisi\.$/);
  await sideA.getByRole('button', { name: 'Changer le territoire A' }).click();
  expect(await isFocused(searchA)).toBe(true);

  const searchB = page.getByRole('combobox', { name: 'Rechercher le territoire B' });
  await searchB.focus();
  await typeSearch(page, 'saint-etienne');
  await expect(
    page.getByRole('listbox', { name: 'Résultats' }).getByRole('option').first(),
  ).toContainText('Saint-Étienne', slow);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/id2=42218/);
  expect(await isFocused(searchB)).toBe(true);
  await expect(liveRegion(page)).toHaveText(
    /^Saint-Étienne \(commune, \d{4}\) choisi\. Comparaison chargée\.$/,
  );
  await expect(
    page.getByRole('table', { name: /Comparaison : Lyon .* et Saint-Étienne/ }),
  ).toBeVisible();

  // Saint-Étienne moves before Lyon: the focus follows it to side A's other button.
  await page.getByRole('button', { name: 'Avancer le territoire B' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/id=42218.*id2=69123/);
  await expect(
    page.getByRole('table', { name: /Comparaison : Saint-Étienne .* et Lyon/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reculer le territoire A' })).toBeFocused();
  await expect(liveRegion(page)).toHaveText(
    'Saint-Étienne passe en territoire A. Comparaison chargée.',
  );
});

test('Comparer at 375 px: the comparison fits without sideways scrolling; arrow keys step side B’s vintage with the focus on its select', async ({
  page,
}) => {
  // Signed in first (the header's sign-out button is in a menu on a phone), then a phone.
  await openSignedIn(
    page,
    '/comparer?type=commune&id=42218&year=2024&type2=commune&id2=69123&year2=2024',
  );
  await page.setViewportSize({ width: 375, height: 812 });
  const table = page.getByRole('table', { name: /Comparaison : Saint-Étienne \(2024\) et Lyon/ });
  await expect(table).toBeVisible();
  const container = page.getByRole('region', { name: /Comparaison : Saint-Étienne/ });
  const sizes = await container.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
  expect(sizes.page).toBeLessThanOrEqual(375);
  // Every value is on screen: the second territory's line of the first indicator too.
  const firstRow = table.getByRole('row').nth(1);
  const right = firstRow.getByRole('cell').nth(1);
  const box = await right.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);

  // Side B's vintage, stepped with the arrow keys.
  const select = page.getByRole('combobox', { name: 'Millésime du territoire B' });
  const years = (await select.locator('option').allTextContents()).map((t) =>
    Number.parseInt(t, 10),
  );
  const from = years.indexOf(2024);
  const to = years.indexOf(2026);
  await select.focus();
  const key = to > from ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(to - from); i++) await page.keyboard.press(key);
  await expect(page).toHaveURL(/year2=2026/);
  await expect(page.getByRole('table', { name: /^Comparaison.*Lyon \(2026\)/ })).toBeVisible();
  expect(await isFocused(select)).toBe(true);
});
