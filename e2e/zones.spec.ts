// INSEE's study zones as territories: found, explored, listed on a commune's page, ranked.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openSignedIn, signedInState } from './helpers';

test.use({ storageState: signedInState });

const fr = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

test('a zone d’emploi is found by its name and explored like an EPCI, its figures the API’s', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/');
  const input = page.getByRole('combobox', { name: 'Rechercher un territoire' });
  await input.pressSequentially('zone d’emploi de saint-etienne', { delay: 20 });
  const list = page.getByRole('listbox', { name: 'Résultats' });
  await list.getByRole('option', { name: /^Zone d’emploi de Saint Etienne/ }).click();
  await expect(page).toHaveURL(/type=ze&id=8428/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Zone d’emploi de Saint Etienne',
  );
  const year = new URL(page.url()).searchParams.get('year');
  const detail = (await (
    await page.request.get(`/api/territories/ze/8428?year=${year}`)
  ).json()) as { population: number; communes: number };
  const figures = page.getByRole('region', { name: 'Chiffres clés' });
  await expect(figures).toContainText(fr(detail.population));
  await expect(figures).toContainText(`${fr(detail.communes)} communes`);
  await expect(
    page.getByText(
      /Zonage d’étude de l’Insee\s: zonage en zones d’emploi 2020 \(composition au 1ᵉʳ janvier 2022\)/,
    ),
  ).toBeVisible();
  // Its members, then its map with the dissolved outline of its communes.
  const members = page.getByRole('region', { name: /Communes membres/ });
  await members.scrollIntoViewIfNeeded();
  await expect(members.getByRole('heading', { level: 2 })).toHaveText(
    `Communes membres (${fr(detail.communes)})`,
  );
  await expect(members).toContainText(`sur ${fr(detail.communes)}`);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('a commune’s page lists its study zones, each a link to it', async ({ page }) => {
  await openSignedIn(page, '/explorer/?type=commune&id=42218&year=2024');
  const zones = page.getByRole('navigation', { name: 'Zonages d’étude de la commune' });
  await expect(zones.getByRole('link')).toHaveCount(4);
  await expect(zones).toContainText('(commune-centre)');
  await zones.getByRole('link', { name: /^Aire d’attraction des villes de Saint-Étienne/ }).click();
  await expect(page).toHaveURL(/type=aav&id=023&year=2024/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Aire d’attraction des villes de Saint-Étienne',
  );
});

test('the zones d’emploi are ranked like any level', async ({ page }) => {
  await openSignedIn(page, '/explorer/?type=ze&year=2024');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classement des territoires');
  await expect(page.getByRole('table', { name: /Classement des zones d’emploi/ })).toBeVisible();
  await expect(page.getByText('306 zones d’emploi, dont 306 classées')).toBeVisible();
});

test('a zone d’emploi is compared with a commune, beside its région', async ({ page }) => {
  await openSignedIn(
    page,
    '/comparer/?type=ze&id=8428&year=2024&type2=commune&id2=42218&year2=2024&references=parent',
  );
  await expect(
    page.getByRole('region', { name: /^Territoire [A-F]/ }).getByRole('heading', { level: 2 }),
  ).toHaveText(['Territoire A : Zone d’emploi de Saint Etienne', 'Territoire B : Saint-Étienne']);
  const table = page.getByRole('table', { name: /^Comparaison/ }).first();
  await expect(table).toBeVisible({ timeout: 20_000 });
  await expect(table).toContainText('Auvergne-Rhône-Alpes');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
