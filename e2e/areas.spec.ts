import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, signedInState } from './helpers';

test.use({ storageState: signedInState });

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
