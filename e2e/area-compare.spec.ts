import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInForAreas } from './helpers';

const NAMES = ['Comparaison e2e Ouest', 'Comparaison e2e Est'];

test('two of a user’s areas compared, from an area’s page and the side’s list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const headers = await signInForAreas(page, NAMES);
  // Saint-Étienne and Firminy; Saint-Chamond and Rive-de-Gier.
  const ids: string[] = [];
  for (const [name, communes] of [
    [NAMES[0], ['42218', '42095']],
    [NAMES[1], ['42207', '42186']],
  ] as const) {
    const created = await page.request.post('/api/areas', {
      headers,
      data: { name, year: 2025, communes },
    });
    expect(created.ok()).toBe(true);
    ids.push(((await created.json()) as { id: string }).id);
  }

  // From the first area's page, « Comparer ce territoire » makes it side A.
  await page.goto(`/explorer/?area=${ids[0]}`);
  await page.getByRole('link', { name: 'Comparer ce territoire', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/comparer\\?type=area&id=${ids[0]}&year=2025$`));
  const sideA = page.getByRole('region', { name: /^Territoire A/ });
  await expect(sideA.getByRole('heading', { level: 2 })).toHaveText(
    `Territoire A\u00a0: ${NAMES[0]}`,
  );
  await expect(sideA).toContainText('Territoire de projet · 2025');

  // Side B: the other area, from the list of the user's areas.
  const sideB = page.getByRole('region', { name: /^Territoire B/ });
  await sideB
    .getByRole('combobox', { name: 'Ou un de vos territoires comme territoire B' })
    .selectOption({ label: `${NAMES[1]} (2 communes, 2025)` });
  await sideB.getByRole('button', { name: /^Comparer ce territoire comme territoire B/ }).click();
  await expect(page).toHaveURL(new RegExp(`type2=area&id2=${ids[1]}&year2=2025`));

  const table = page.getByRole('table', { name: /^Comparaison/ }).first();
  await expect(table).toBeVisible({ timeout: 20_000 });
  await expect(table).toContainText('Territoire de projet, 2025');
  // Each population is its communes' summed, as the areas' comparison answers it.
  const answer = await page.request.get(
    `/api/areas/compare?type=area&id=${ids[0]}&year=2025&type2=area&id2=${ids[1]}&year2=2025`,
  );
  const { sides } = (await answer.json()) as { sides: { population: number }[] };
  const fr = new Intl.NumberFormat('fr-FR');
  for (const side of sides) {
    expect(side.population).toBeGreaterThan(20_000);
    await expect(table).toContainText(fr.format(side.population));
  }
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
