// The Explorer's maps by intercommunalité (`zonage=epci`): France, a département, a région.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { mapOf, openSignedIn, signedInState } from './helpers';

test.use({ storageState: signedInState });
const slow = { timeout: 20_000 };
/** The CC des Monts du Lyonnais: communes in the Loire and in the Rhône. */
const MONTS_DU_LYONNAIS = '200066587';

/**
 * The EPCI codes the API lists (in `parent`: those whose own département or région it is; the map
 * also draws those straddling its boundary).
 */
async function epciCodes(page: Page, parent?: string, year = '2025') {
  const query = `level=epci&year=${year}${parent ? `&parent=${parent}` : ''}`;
  const response = await page.request.get(`/api/indicators/population/values?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { values: { code: string }[] }).values.map((v) => v.code);
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

test('France by EPCI: every EPCI a link, the overseas insets, in the address, axe clean', async ({
  page,
}) => {
  // axe over some 1,250 links: slow with other runs busy.
  test.setTimeout(120_000);
  // The start state: France, in the latest vintage.
  await openSignedIn(page, '/explorer/');
  const national = await mapOf(page);
  await national.panel.getByRole('combobox', { name: 'Découpage' }).selectOption('epci');
  await expect(page).toHaveURL(/zonage=epci/);
  const title = /^Population\u00a0: intercommunalités de France, (\d{4})$/;
  await expect(national.svg).toHaveAccessibleName(title, slow);
  const name = await national.svg.evaluate(
    (svg) => document.getElementById(svg.getAttribute('aria-labelledby') ?? '')?.textContent,
  );
  const codes = await epciCodes(page, undefined, title.exec(name ?? '')?.[1]);
  expect(codes.length).toBeGreaterThan(1200);
  await expect.poll(() => national.areas.count(), slow).toBe(codes.length);
  // The overseas EPCI in their insets.
  await expect(national.svg.getByText('La Réunion')).toBeAttached();
  await expect(
    national.svg.getByRole('link', {
      name: /^CA Intercommunale du Nord de la Réunion \(CINOR\) \(249740119\)/,
    }),
  ).toHaveCount(1);
  // The permalink draws the same map.
  await page.reload();
  const again = await mapOf(page);
  await expect.poll(() => again.areas.count(), slow).toBe(codes.length);
  await expect(again.panel.getByRole('combobox', { name: 'Découpage' })).toHaveValue('epci');
  expect(await axeViolations(page)).toEqual([]);
});

test('the Loire by EPCI: those straddling it whole, named, exported; back to its communes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/explorer/?type=departement&id=42&year=2025');
  const { panel, svg, areas } = await mapOf(page);
  await expect(svg).toHaveAccessibleName(/communes de la Loire, 2025/);
  const decoupage = panel.getByRole('combobox', { name: 'Découpage' });
  await decoupage.selectOption('Intercommunalités (EPCI)');
  await expect(page).toHaveURL(/type=departement&id=42&year=2025.*zonage=epci/);
  await expect(svg).toHaveAccessibleName('Population\u00a0: intercommunalités de la Loire, 2025');
  // The Loire's own EPCI, and those with communes in it across its boundary.
  const own = await epciCodes(page, 'departement:42');
  await expect.poll(() => areas.count(), slow).toBeGreaterThan(own.length);
  const drawn = await areas.count();
  await expect(svg.locator('a[href*="id=244200770&"]')).toHaveCount(1);
  const straddling = svg.locator(`a[href*="id=${MONTS_DU_LYONNAIS}&"]`);
  await expect(straddling).toHaveAccessibleName(/^CC des Monts du Lyonnais \(200066587\)/);
  // No EPCI borders over EPCI.
  await expect(panel.getByRole('checkbox', { name: 'Afficher les intercommunalités' })).toHaveCount(
    0,
  );

  // The CSV: the EPCI's codes and names.
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Données (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('carte-population-departement-42-epci-2025.csv');
  const text = await (await file.createReadStream())
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const lines = text.slice(1).trim().split(/\r?\n/);
  expect(lines).toHaveLength(drawn + 1);
  expect(lines.some((l) => l.startsWith(`${MONTS_DU_LYONNAIS};CC des Monts du Lyonnais;`))).toBe(
    true,
  );
  expect(await axeViolations(page)).toEqual([]);

  await decoupage.selectOption('Communes');
  await expect(page).not.toHaveURL(/zonage=/);
  await expect(svg).toHaveAccessibleName(/communes de la Loire, 2025/, slow);
  await expect.poll(() => areas.count(), slow).toBeGreaterThan(300);
});

test('a région by EPCI, an EPCI’s area leading to its page', async ({ page }) => {
  await openSignedIn(page, '/explorer/?type=region&id=84&year=2025&zonage=epci');
  const { svg, areas } = await mapOf(page);
  await expect(svg).toHaveAccessibleName(
    'Population\u00a0: intercommunalités d’Auvergne-Rhône-Alpes, 2025',
  );
  const own = await epciCodes(page, 'region:84');
  await expect.poll(() => areas.count(), slow).toBeGreaterThanOrEqual(own.length);
  const metropole = svg.getByRole('link', { name: /^Saint-Étienne Métropole \(244200770\)/ });
  await expect(metropole).toHaveAttribute('href', /type=epci&id=244200770&year=2025/);
  // Its area, focused, opened with Enter as a click would (client routing).
  await metropole.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/type=epci&id=244200770&year=2025/);
  await expect(page).not.toHaveURL(/zonage=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Saint-Étienne Métropole/);
});
