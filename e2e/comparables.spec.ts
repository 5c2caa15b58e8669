import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn, signedInState } from './helpers';

test.use({ storageState: signedInState });

/** The comparables panel of the Explorer, scrolled into view (it loads near the viewport). */
async function comparablesPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Territoires comparables' });
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

/**
 * The first comparables request of a vintage after the server starts reads and standardises the
 * whole vintage (measured 1 to 4 s here, more with two workers): the first list gets longer.
 */
const FIRST_LOAD = { timeout: 20_000 };

/** The list's direct items (each has a nested list of reasons). */
const itemsOf = (panel: Locator) =>
  panel.getByRole('list', { name: /les plus proches/ }).locator(':scope > li');

type Comparables = {
  territory: { name: string; year: number };
  within: { name: string } | null;
  items: { code: string; name: string; reasons: unknown[] }[];
};

test('a commune’s 10 comparables with their reasons, as the API gives them, axe-clean; one opened, then compared by keyboard', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=commune&id=42218&year=2024');
  const panel = await comparablesPanel(page);
  const items = itemsOf(panel);
  await expect(items).toHaveCount(10, FIRST_LOAD);

  const api = await page.request.get('/api/territories/commune/42218/comparables?year=2024');
  expect(api.ok()).toBe(true);
  const body = (await api.json()) as Comparables;
  expect(body.items).toHaveLength(10);
  for (const [i, item] of body.items.entries()) {
    const row = items.nth(i);
    await expect(
      row.getByRole('link', { name: `Voir ${item.name} (${item.code}) en 2024` }),
    ).toBeVisible();
    await expect(row).toContainText('Proche par');
    // Each reason gives the comparable's value, then Saint-Étienne's: "Densité : … (Saint-Étienne : …)".
    await expect(row.getByRole('listitem')).toHaveCount(item.reasons.length);
    await expect(row.getByRole('listitem').first()).toContainText('(Saint-Étienne\u00a0: ');
  }
  const five = new URL(
    (await panel
      .getByRole('link', { name: 'Comparer avec les 5 premiers' })
      .getAttribute('href')) ?? '',
    page.url(),
  ).searchParams;
  expect([five.get('id'), ...[2, 3, 4, 5, 6].map((n) => five.get(`id${n}`))]).toEqual([
    '42218',
    ...body.items.slice(0, 5).map((i) => i.code),
  ]);
  expect(five.has('id7')).toBe(false);
  await expect(panel).toContainText('Calculé sur\u00a0: population');
  await expect(
    panel.getByRole('link', { name: /Comment les territoires comparables/ }),
  ).toHaveAttribute('href', '/a-propos/#territoires-comparables');

  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="comparables"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Open a comparable territory, then compare with one by keyboard (Enter).
  const first = itemsOf(panel).first();
  const link = first.getByRole('link', { name: /^Voir / });
  await expect(link).toBeVisible(FIRST_LOAD);
  const label = (await link.getAttribute('aria-label')) ?? '';
  const [, name, code] = /^Voir (.+) \((\w+)\) en 2024$/.exec(label) ?? [];
  expect(code).toBeTruthy();

  await link.click();
  await expect(page).toHaveURL(new RegExp(`type=commune&id=${code}&year=2024`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} – Commune`);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saint-Étienne – Commune');

  const again = await comparablesPanel(page);
  const compare = itemsOf(again)
    .first()
    .getByRole('link', { name: `Comparer Saint-Étienne avec ${name} (${code})` });
  await compare.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/comparer\\?type=commune&id=42218&year=2024&type2=commune&id2=${code}&year2=2024`),
  );
  // Both sides loaded: the Comparer names them in its title.
  await expect(page).toHaveTitle(`Saint-Étienne et ${name} – Comparer – EPIC`);
});

test('switch the scope: the address keeps it, a reload gives the same list', async ({ page }) => {
  await openSignedIn(page, '/explorer/?type=commune&id=42218&year=2024');
  const panel = await comparablesPanel(page);
  await expect(itemsOf(panel)).toHaveCount(10, FIRST_LOAD);

  const departement = panel.getByRole('radio', { name: 'Même département (Loire)' });
  await departement.check();
  await expect(page).toHaveURL(/[?&]comparables=departement\b/);
  await expect(departement).toBeChecked();

  const api = await page.request.get(
    '/api/territories/commune/42218/comparables?year=2024&scope=departement',
  );
  const body = (await api.json()) as Comparables;
  expect(body.within?.name).toBe('Loire');
  const names = body.items.map((i) => `${i.name} (${i.code})`);
  const shown = () => itemsOf(panel).locator(':scope > div a').allTextContents();
  await expect(itemsOf(panel)).toHaveCount(body.items.length);
  await expect.poll(shown).toEqual(names);
  // A comparable opens in the same scope.
  await expect(
    itemsOf(panel)
      .first()
      .getByRole('link', { name: /^Voir / }),
  ).toHaveAttribute('href', /comparables=departement$/);

  await page.reload();
  const again = await comparablesPanel(page);
  await expect(again.getByRole('radio', { name: 'Même département (Loire)' })).toBeChecked();
  await expect
    .poll(() => itemsOf(again).locator(':scope > div a').allTextContents())
    .toEqual(names);

  // Back to France by keyboard: the parameter leaves the address.
  await again.getByRole('radio', { name: 'Même département (Loire)' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(again.getByRole('radio', { name: 'Toute la France' })).toBeChecked();
  await expect(page).not.toHaveURL(/comparables=/);
});

test('a région has no scope to choose, and says why', async ({ page }) => {
  await openSignedIn(page, '/explorer/?type=region&id=84&year=2024');
  const panel = await comparablesPanel(page);
  await expect(panel.getByRole('radio')).toHaveCount(0);
  await expect(panel).toContainText('Une région est comparée aux autres régions.');
  await expect(itemsOf(panel)).toHaveCount(10, FIRST_LOAD);
  // A scope it has not, asked in the address: named, and France instead.
  await page.goto('/explorer/?type=region&id=84&year=2024&comparables=departement');
  const asked = await comparablesPanel(page);
  await expect(asked).toContainText(
    'Paramètre comparables\u00a0: une région n’a pas de département parent',
  );
  await expect(itemsOf(asked)).toHaveCount(10);
});
