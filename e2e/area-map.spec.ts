import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInForAreas } from './helpers';

const NAME = 'Carte e2e';
const slow = { timeout: 20_000 };

test('an area’s page maps its communes with its outline, links and legend, axe clean; an area over seven départements: six drawn, the rule said on screen', async ({
  page,
}) => {
  // axe over a département's ~320 links and the indicator cards.
  test.setTimeout(90_000);
  const headers = await signInForAreas(page, [NAME, `${NAME}, sept départements`]);
  // Saint-Étienne, Firminy, Saint-Chamond and Saint-Just-Saint-Rambert, all in the Loire.
  const communes = ['42218', '42095', '42207', '42279'];
  const created = await page.request.post('/api/areas', {
    headers,
    data: { name: NAME, year: 2025, communes },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/explorer/?area=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);

  // Below the fold, the map loads when the reader gets near it.
  const panel = page.getByRole('region', { name: 'Carte' });
  const svg = panel.locator('svg[data-map]');
  const links = svg.getByRole('link');
  await expect(async () => {
    await panel.scrollIntoViewIfNeeded();
    await expect(links.first()).toBeAttached({ timeout: 1_000 });
  }).toPass(slow);
  await expect(svg).toHaveAccessibleName(/communes de «\s?Carte e2e\s?», 2025/);
  await expect(panel.getByRole('combobox', { name: 'Indicateur affiché' })).toHaveValue(
    'density_rp2018',
  );

  // The Loire's communes, the area's coloured and each a link to its Explorer page.
  expect(await links.count()).toBeGreaterThan(300);
  const saintEtienne = svg.getByRole('link', { name: /^Saint-Étienne \(42218\)\s:/ });
  await expect(saintEtienne).toHaveAttribute(
    'href',
    '/explorer/?type=commune&id=42218&year=2025&carte=density_rp2018',
  );
  for (const code of communes) {
    await expect(
      svg.getByRole('link', { name: new RegExp(`\\(${code}\\)\\s:`) }),
    ).not.toHaveAccessibleName(/hors du territoire/);
  }
  await expect(svg.getByRole('link', { name: /\(42187\)\s:\shors du territoire/ })).toHaveCount(1);
  await expect(panel.getByText('Limite du territoire')).toBeVisible();
  await expect(panel.getByText(/^Contours\s:/)).toBeVisible();
  // Four communes of one département: no sentence about the départements left out.
  await expect(panel.getByText(/la carte se limite aux/)).toHaveCount(0);

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

  // Another indicator: in the address, and carried to the communes' pages.
  await panel
    .getByRole('combobox', { name: 'Indicateur affiché' })
    .selectOption('unemployment_rate_2018');
  await expect(page).toHaveURL(new RegExp(`\\?area=${id}&carte=unemployment_rate_2018$`));
  await expect(svg).toHaveAccessibleName(/^Taux de chômage.*communes de «\s?Carte e2e/, slow);
  await expect(saintEtienne).toHaveAttribute('href', /carte=unemployment_rate_2018$/);

  await page.request.delete(`/api/areas/${id}`, { headers });

  // An area over seven départements: six drawn, the rule said on screen.
  const name = `${NAME}, sept départements`;
  // The Loire holds two communes; of the six others, Alpes-Maritimes (06) comes last by code.
  const spread = ['42218', '42095', '01001', '02001', '03001', '04001', '05001', '06001'];
  const wide = await page.request.post('/api/areas', {
    headers,
    data: { name, year: 2025, communes: spread },
  });
  expect(wide.ok()).toBe(true);
  const { id: wideId } = (await wide.json()) as { id: string };

  await page.goto(`/explorer/?area=${wideId}`);
  await expect(async () => {
    await panel.scrollIntoViewIfNeeded();
    await expect(svg.getByRole('link').first()).toBeAttached({ timeout: 1_000 });
  }).toPass(slow);
  await expect(
    panel.getByText(
      /^Le territoire s’étend sur 7 départements\s: la carte se limite aux 6 départements qui comptent le plus de ses communes \(7 communes sur 8\)\./,
    ),
  ).toBeVisible();
  await expect(svg.getByRole('link', { name: /\(05001\)\s:/ })).toHaveCount(1);
  await expect(svg.getByRole('link', { name: /\(06001\)\s:/ })).toHaveCount(0);

  await page.request.delete(`/api/areas/${wideId}`, { headers });
});
