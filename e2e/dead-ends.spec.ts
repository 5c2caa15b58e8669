import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, signedInState } from './helpers';

test.use({ storageState: signedInState });

/*
 * Béon (01039) merged into Culoz (01138), renamed Culoz-Béon, on 1 January 2023: in the imported
 * data Béon exists in 2019, 2021 and 2022 only (the API suite checks it against the packages).
 */
const beonYears = ['2019', '2021', '2022'];

const noRetry = async (page: Page) =>
  expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('Comparer: a merged commune in a later vintage links to its vintages and to its successor, on each side', async ({
  page,
}) => {
  await openSignedIn(
    page,
    '/comparer/?type=commune&id=01039&year=2025&type2=commune&id2=01039&year2=2025',
  );
  const sideA = page.getByRole('region', { name: /^Territoire A/ });
  const sideB = page.getByRole('region', { name: /^Territoire B/ });
  for (const side of [sideA, sideB]) {
    await expect(side.getByText('Béon (01039) n’existe pas dans le millésime 2025.')).toBeVisible();
    await expect(side.getByRole('link', { name: /^Voir Béon en/ })).toHaveText(beonYears);
    await expect(side.getByRole('link', { name: 'Voir Culoz-Béon (01138) en 2025' })).toBeVisible();
  }
  // The select marks the vintages where Béon does not exist, in words.
  const select = sideA.getByRole('combobox', { name: 'Millésime du territoire A' });
  await expect(select.locator('option')).toHaveText([
    '2019',
    '2021',
    '2022',
    '2023 (territoire absent)',
    '2024 (territoire absent)',
    '2025 (territoire absent)',
    '2026 (territoire absent)',
  ]);
  await expect(sideA.getByText('Ce territoire n’existe pas dans le millésime 2025.')).toBeVisible();
  await noRetry(page);
  await axe(page);

  // A vintage link changes this side only; the other side keeps its own.
  await sideA.getByRole('link', { name: 'Voir Béon en 2021' }).click();
  await expect(page).toHaveURL(/[?&]id=01039&year=2021(&|$)/);
  await expect(page).toHaveURL(/id2=01039&year2=2025/);
  await expect(sideA.getByText(/n’existe pas dans le millésime/)).toHaveCount(0);
  await expect(sideB.getByText('Béon (01039) n’existe pas dans le millésime 2025.')).toBeVisible();

  // The successor link replaces side B by Culoz-Béon in 2025: the comparison shows.
  await sideB.getByRole('link', { name: 'Voir Culoz-Béon (01138) en 2025' }).click();
  await expect(page).toHaveURL(/id2=01138&year2=2025/);
  await expect(
    page.getByRole('table', { name: 'Comparaison : Béon (2021) et Culoz-Béon (2025)' }),
  ).toBeVisible();
  // A commune has no member communes: "Sans objet", not missing data.
  const communes = page.getByRole('row', { name: /^Nombre de communes/ });
  await expect(communes).toContainText('Sans objet');
  await expect(communes).not.toContainText('Non disponible');
  await noRetry(page);
});

test('Explorer: a merged commune links to its vintages and its successor, each commune says where it comes from and goes, and a vintage where it does not exist says why, with the ways out', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=commune&id=01039&year=2025');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Béon (01039) n’existe pas dans le millésime 2025.');
  await expect(alert.getByRole('link', { name: /^Voir Béon en/ })).toHaveText(beonYears);
  await expect(page.getByRole('combobox', { name: 'Millésime' }).locator('option')).toHaveText([
    '2019',
    '2021',
    '2022',
    '2023 (territoire absent)',
    '2024 (territoire absent)',
    '2025 (territoire absent)',
    '2026 (territoire absent)',
  ]);
  await noRetry(page);
  await axe(page);

  await alert.getByRole('link', { name: 'Voir Culoz-Béon (01138) en 2025' }).click();
  await expect(page).toHaveURL(/type=commune&id=01138&year=2025/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Culoz-Béon – Commune');
  await expect(
    page.getByText('Commune nouvelle issue en 2023 de la fusion de : Béon (01039), Culoz (01138)'),
  ).toBeVisible();

  // Back to the previous vintage through a predecessor: Béon in 2022 says what it became.
  await page.getByRole('link', { name: 'Voir Béon (01039) en 2022' }).click();
  await expect(page).toHaveURL(/type=commune&id=01039&year=2022/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Béon – Commune');
  await expect(page.getByText('Devenue Culoz-Béon (01138) en 2023.')).toBeVisible();
  await page.getByRole('link', { name: 'Voir Culoz-Béon (01138) en 2023' }).click();
  await expect(page).toHaveURL(/type=commune&id=01138&year=2023/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Culoz-Béon – Commune');

  // Back on Béon in 2022, choosing a vintage where it does not exist explains why, with the ways out.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Béon – Commune');
  const select = page.getByRole('combobox', { name: 'Millésime' });
  await expect(select.locator('option', { hasText: '2024' })).toHaveText(
    '2024 (territoire absent)',
  );
  await select.selectOption('2024');
  await expect(page).toHaveURL(/id=01039&year=2024/);
  await expect(alert).toContainText('Béon (01039) n’existe pas dans le millésime 2024.');
  await expect(alert).toContainText('En 2024, son territoire fait partie de :');
  await expect(alert.getByRole('link', { name: 'Voir Culoz-Béon (01138) en 2024' })).toBeVisible();
  await expect(page.getByText('Ce territoire n’existe pas dans le millésime 2024.')).toBeVisible();
  await noRetry(page);
});

test('an unknown code is reported on its side whatever the other side, even with a malformed vintage', async ({
  page,
}) => {
  await openSignedIn(
    page,
    '/comparer/?type=commune&id=42218&year=2024&type2=commune&id2=99999&year2=deux',
  );
  const sideB = page.getByRole('region', { name: /^Territoire B/ });
  await expect(sideB.getByText('Le millésime « deux » n’est pas une année valide.')).toBeVisible();
  await expect(sideB.getByText('Aucune commune n’a le code 99999.')).toBeVisible();
  // Side A is fine and says so with its name.
  await expect(page.getByRole('region', { name: /^Territoire A/ })).toContainText('Saint-Étienne');
  await noRetry(page);

  // With a valid vintage the comparison fails for good (404): no "Réessayer" either.
  await page.goto('/comparer/?type=commune&id=42218&year=2024&type2=commune&id2=99999&year2=2024');
  await expect(sideB.getByText('Aucune commune n’a le code 99999.')).toBeVisible();
  await expect(page.getByText(/La comparaison s’affichera dès que/)).toBeVisible();
  await noRetry(page);

  // Both sides unknown: both say so.
  await page.goto('/comparer/?type=commune&id=99998&type2=epci&id2=999999999&year2=1999');
  await expect(
    page
      .getByRole('region', { name: /^Territoire A/ })
      .getByText('Aucune commune n’a le code 99998.'),
  ).toBeVisible();
  await expect(sideB.getByText('Aucun EPCI n’a le code 999999999.')).toBeVisible();
  await noRetry(page);

  await page.goto('/explorer/?type=commune&id=99999');
  await expect(page.getByRole('alert')).toContainText('Aucune commune n’a le code 99999.');
  await expect(page.getByRole('link', { name: 'Chercher un autre territoire' })).toBeVisible();
  await noRetry(page);
});
