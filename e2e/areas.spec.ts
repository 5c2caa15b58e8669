import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, signedInState, typeSearch } from './helpers';

test.use({ storageState: signedInState });
// One shared account: the first test empties its list, the others would race it.
test.describe.configure({ mode: 'serial' });

const fr = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('« Mes territoires »: create from a pasted list, fix it, explore, rename, export, delete', async ({
  page,
}) => {
  // The shared account keeps its areas between runs: start from none.
  await openSignedIn(page, '/explorer/');
  const site = new URL(page.url()).origin;
  const list = await (await page.request.get('/api/areas')).json();
  for (const { id } of list.areas as { id: string }[]) {
    await page.request.delete(`/api/areas/${id}`, {
      headers: { origin: site, 'content-type': 'application/json' },
    });
  }
  await page.reload();

  const mine = page.getByRole('region', { name: 'Mes territoires' });
  await expect(
    mine.getByRole('heading', { name: 'Vous n’avez pas encore de territoire' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await mine.getByRole('link', { name: 'Créer un territoire' }).click();
  await expect(page).toHaveURL(/\/explorer\/\?area=new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un territoire');
  await page.getByRole('textbox', { name: /^Nom du territoire/ }).fill('Contrat de ville e2e');
  await page.getByRole('combobox', { name: /^Millésime/ }).selectOption('2025');
  const codes = page.getByRole('textbox', { name: /^Codes Insee des communes/ });
  await codes.fill('42218, 42095; 42207\n42999');
  // Pasted codes read as names, looked up in their vintage.
  await expect(page.getByRole('list', { name: 'Communes de la liste' })).toContainText(
    'Saint-Étienne',
  );
  await page.getByRole('button', { name: 'Créer le territoire' }).click();

  // Refused: the absent code is named next to the field, the input is kept, nothing saved.
  await expect(codes).toHaveAttribute('aria-invalid', 'true');
  await expect(codes).toHaveAccessibleDescription(/Commune absente du millésime 2025\s:\s42999/);
  await expect(codes).toHaveValue('42218, 42095; 42207\n42999');
  await expect(
    page.getByRole('heading', { name: 'Le territoire n’a pas été enregistré' }),
  ).toBeVisible();
  expect((await (await page.request.get('/api/areas')).json()).areas).toEqual([]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Retirer de la liste les codes signalés' }).click();
  await expect(codes).toHaveValue('42218\n42095\n42207');
  await page.getByRole('button', { name: 'Créer le territoire' }).click();
  await expect(page).toHaveURL(/\/explorer\/\?area=[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contrat de ville e2e');

  // Its population is the sum of its communes' legal populations.
  let sum = 0;
  for (const code of ['42218', '42095', '42207']) {
    const commune = await (
      await page.request.get(`/api/territories/commune/${code}?year=2025`)
    ).json();
    sum += commune.population as number;
  }
  const figures = page.getByRole('region', { name: 'Chiffres clés' });
  await expect(figures).toContainText(fr(sum));
  await expect(page.getByRole('region', { name: 'Communes du territoire' }).first()).toContainText(
    'Saint-Étienne',
  );
  await expect(page.getByRole('navigation', { name: /thème/i })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Modifier' }).click();
  const name = page.getByRole('textbox', { name: /^Nom du territoire/ });
  await expect(name).toHaveValue('Contrat de ville e2e');
  await name.fill('Contrat de ville e2e, renommé');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contrat de ville e2e, renommé');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('territoire-contrat-de-ville-e2e-renomme.json');
  expect(JSON.parse(await readFile((await file.path()) as string, 'utf8'))).toEqual({
    name: 'Contrat de ville e2e, renommé',
    year: 2025,
    communes: ['42095', '42207', '42218'],
  });

  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await page.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/explorer\/$/);
  await expect(
    mine.getByRole('heading', { name: 'Vous n’avez pas encore de territoire' }),
  ).toBeVisible();

  // Someone else's area (or an unknown one) answers 404: said in French.
  await page.goto('/explorer/?area=AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Territoire introuvable');
  await expectNoAxeViolations(page);
});

test('« Mes territoires »: an EPCI’s communes minus one, plus a searched one; another vintage', async ({
  page,
}) => {
  // Saint-Étienne Métropole, 53 communes in 2025.
  await openSignedIn(page, '/explorer/?type=epci&id=244200770&year=2025');
  const site = new URL(page.url()).origin;
  await page.getByRole('link', { name: 'Créer un territoire à partir de ses communes' }).click();
  await expect(page).toHaveURL(/\/explorer\/\?area=new&from=epci:244200770&year=2025$/);
  await expect(
    page.getByText(/^Les 53 communes de Saint-Étienne Métropole \(millésime 2025\)/),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nom du territoire/ })).toHaveValue(
    'Saint-Étienne Métropole – sélection',
  );
  const list = page.getByRole('list', { name: 'Communes de la liste' });
  await expect(list.getByRole('listitem')).toHaveCount(53);
  await expectNoAxeViolations(page);

  // One out, found by name; the focus stays in the list for the next one.
  await page.getByRole('searchbox', { name: /^Filtrer la liste/ }).fill('firminy');
  await list.getByRole('button', { name: 'Retirer Firminy (42095)' }).click();
  await expect(page.getByText('Firminy (42095) retirée de la liste.')).toBeVisible();
  await page.getByRole('searchbox', { name: /^Filtrer la liste/ }).fill('');
  await expect(list.getByRole('listitem')).toHaveCount(52);

  // One in, from the search restricted to communes.
  await page.getByRole('combobox', { name: /^Ajouter une commune/ }).focus();
  await typeSearch(page, 'montbrison');
  await expect(
    page.getByRole('listbox', { name: 'Résultats' }).getByRole('option').first(),
  ).toContainText('Montbrison');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Montbrison (42147) ajoutée à la liste.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(53);

  await page.getByRole('button', { name: 'Créer le territoire' }).click();
  await expect(page).toHaveURL(/\/explorer\/\?area=[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Saint-Étienne Métropole – sélection',
  );
  const id = new URL(page.url()).searchParams.get('area') as string;
  const area = await (await page.request.get(`/api/areas/${id}`)).json();
  expect(area.communes).toHaveLength(53);
  expect(area.communes).toContain('42147');
  expect(area.communes).not.toContain('42095');

  // Another vintage: its figures, its communes there, and what a merger across its limit does.
  const before = await (
    await page.request.get(`/api/areas/${id}/statistics?indicators=population&year=2019`)
  ).json();
  await page.getByRole('combobox', { name: /^Millésime des chiffres/ }).selectOption('2019');
  await expect(page).toHaveURL(new RegExp(`\\?area=${id}&year=2019$`));
  await expect(page.getByText(/^Chiffres du millésime 2019\s:/)).toBeVisible();
  const figures = page.getByRole('region', { name: 'Chiffres clés' });
  await expect(figures.getByText('Population légale 2019')).toBeVisible();
  await expect(figures.getByText(fr(before.communes.length), { exact: true })).toBeVisible();
  await expect(page.getByText(/^Dans ce millésime, une fusion de communes chevauche/)).toHaveCount(
    before.perimeterChanged ? 1 : 0,
  );
  await expect(page.getByRole('region', { name: 'Communes du territoire' }).first()).toContainText(
    'Population légale 2019',
  );
  await expectNoAxeViolations(page);
  const headers = { origin: site, 'content-type': 'application/json' };
  await page.request.delete(`/api/areas/${id}`, { headers });

  // Culoz alone in 2022; in 2025 Culoz-Béon, whose Béon was outside: said, and listed.
  const culoz = await (
    await page.request.post('/api/areas', {
      headers,
      data: { name: 'Culoz e2e', year: 2022, communes: ['01138'] },
    })
  ).json();
  await page.goto(`/explorer/?area=${culoz.id}&year=2025`);
  await expect(
    page.getByText(/^Dans ce millésime, une fusion de communes chevauche/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Communes du territoire' }).first()).toContainText(
    'Culoz-Béon',
  );
  await page.request.delete(`/api/areas/${culoz.id}`, { headers });
});

test('« Mes territoires »: communes picked and unpicked on the Loire’s map', async ({ page }) => {
  await openSignedIn(page, '/explorer/?area=new');
  const site = new URL(page.url()).origin;
  await page.getByRole('textbox', { name: /^Nom du territoire/ }).fill('Choisi sur la carte e2e');
  await page.getByRole('combobox', { name: /^Millésime/ }).selectOption('2025');
  // Collapsed: the map's code and files wait until the section opens.
  await page.locator('summary', { hasText: 'Choisir sur la carte' }).click();
  await page.getByRole('combobox', { name: /^Département/ }).selectOption('42');
  const map = page.getByRole('group', { name: 'Loire (42)\u00a0: communes du millésime 2025' });
  const saintEtienne = map.getByRole('button', { name: /^Saint-Étienne \(42218\)/ });
  const firminy = map.getByRole('button', { name: /^Firminy \(42095\)/ });
  await expect(saintEtienne).toHaveAttribute('aria-pressed', 'false');
  const status = page.getByRole('status').filter({ hasText: /ajoutée|retirée/ });

  await saintEtienne.click();
  await expect(status).toHaveText('Saint-Étienne ajoutée (1\u00a0commune)');
  await firminy.click();
  await expect(status).toHaveText('Firminy ajoutée (2\u00a0communes)');
  await expect(saintEtienne).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByRole('list', { name: 'Communes de la liste' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('Saint-Étienne');
  await expect(list).toContainText('Firminy');
  const codes = page.getByRole('textbox', { name: /^Codes Insee des communes/ });
  await expect(codes).toHaveValue('42218\n42095');

  // A second click takes it out: the list and the codes follow.
  await saintEtienne.click();
  await expect(status).toHaveText('Saint-Étienne retirée (1\u00a0commune)');
  await expect(saintEtienne).toHaveAttribute('aria-pressed', 'false');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(codes).toHaveValue('42095');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Créer le territoire' }).click();
  await expect(page).toHaveURL(/\/explorer\/\?area=[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisi sur la carte e2e');
  await expect(page.getByText(/Millésime 2025 · 1\scommune$/)).toBeVisible();
  const id = new URL(page.url()).searchParams.get('area') as string;
  expect((await (await page.request.get(`/api/areas/${id}`)).json()).communes).toEqual(['42095']);
  await page.request.delete(`/api/areas/${id}`, {
    headers: { origin: site, 'content-type': 'application/json' },
  });
});
