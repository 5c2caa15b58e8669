import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn, signedInState } from './helpers';

test.use({ storageState: signedInState });

/** The leading integer of a French figure: "14ᵉ sur 34 935 communes" → 14, "34 935" → 34935. */
const leadingNumber = (text: string) =>
  Number(/^\D*([\d\s\u202f\u00a0]+)/.exec(text)?.[1]?.replace(/\D/g, ''));

/** The value of a key figure card, by its label ("Rang national", "Rang dans la Loire"). */
function keyFigure(page: Page, label: RegExp): Locator {
  const region = page.getByRole('region', { name: 'Chiffres clés' });
  return region.locator('div').filter({ has: page.getByRole('term').filter({ hasText: label }) });
}

/** The ranking's current row (the territory we came from) and its rank. */
async function currentRow(page: Page) {
  const row = page.locator('tr[aria-current="true"]');
  await expect(row).toHaveCount(1);
  const rank = leadingNumber((await row.getByRole('cell').first().textContent()) ?? '');
  return { row, rank };
}

/** "34 935 communes, dont 34 930 classées" → the ranked count. */
async function rankedCount(page: Page) {
  const counts = page.getByText(/^[\d\s\u202f]+\scommunes, dont [\d\s\u202f]+ classées$/);
  const text = (await counts.textContent()) ?? '';
  return leadingNumber(text.split('dont')[1] ?? '');
}

test('from a key figure to its ranking: the territory highlighted, in view, at the same rank, axe-clean', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=commune&id=42218&year=2024');
  const national = keyFigure(page, /^Rang national$/);
  const nationalText = (await national.getByRole('definition').first().textContent()) ?? '';
  const nationalRank = leadingNumber(nationalText);
  const nationalOf = leadingNumber(nationalText.split('sur')[1] ?? '');
  expect(nationalRank).toBeGreaterThan(0);

  await national.getByRole('link', { name: /^Voir le classement/ }).click();
  await expect(page).toHaveURL(/type=commune&year=2024&indicator=population&around=42218/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classement des territoires');
  const { row, rank } = await currentRow(page);
  await expect(row).toContainText('Saint-Étienne');
  await expect(row).toContainText('(territoire affiché)');
  await expect(row).toBeInViewport();
  // The focus follows the eye: on the highlighted territory, not on the top of the page.
  await expect(row.getByRole('link', { name: 'Saint-Étienne', exact: true })).toBeFocused();
  // The rank in the key figures is the rank in the ranking, out of the same ranked territories.
  expect(rank).toBe(nationalRank);
  expect(await rankedCount(page)).toBe(nationalOf);
  await expect(page.getByText(/^Saint-Étienne\s: \d+/)).toContainText(
    `sur ${nationalText
      .split('sur')[1]
      ?.trim()
      .replace(/ communes$/, '')}`,
  );

  // The same from the rank in the département.
  await page.goBack();
  const inLoire = keyFigure(page, /^Rang dans la Loire$/);
  const loireRank = leadingNumber(
    (await inLoire.getByRole('definition').first().textContent()) ?? '',
  );
  await inLoire.getByRole('link', { name: /^Voir le classement/ }).click();
  await expect(page).toHaveURL(/parent=departement%3A42&around=42218/);
  const inParent = await currentRow(page);
  expect(inParent.rank).toBe(loireRank);
  await expect(inParent.row).toBeInViewport();
  await expect(page.getByText('Filtre\u00a0:', { exact: false })).toContainText(
    'Loire (département 42)',
  );
  // The ranking screen, a territory highlighted, is axe-clean.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('filter by département, sort by name, next page, CSV of the whole filtered ranking, reload', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=commune&year=2024&indicator=population');
  await expect(
    page.getByRole('table', { name: /^Classement des communes, France entière/ }),
  ).toBeVisible();

  // The Explorer's own search: a département filters a ranking of communes.
  const filter = page.getByRole('combobox', { name: 'Rechercher un territoire' });
  await filter.pressSequentially('Loire', { delay: 20 });
  await page
    .getByRole('listbox', { name: 'Résultats' })
    .getByRole('option', { name: /^Loire\W.*Département/ })
    .first()
    .click();
  await expect(page).toHaveURL(/parent=departement%3A42/);
  const table = page.getByRole('table', { name: /Loire \(département 42\)/ });
  await expect(table).toBeVisible();

  const api = await page.request.get(
    '/api/indicators/population/values?level=commune&year=2024&parent=departement:42&sort=name&page=1&pageSize=50',
  );
  expect(api.ok()).toBe(true);
  const byName = (await api.json()) as {
    values: { name: string }[];
    ranking: { total: number; pages: number };
  };

  await table.getByRole('button', { name: /^Nom/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(table.getByRole('columnheader', { name: /^Nom/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(table.getByRole('rowheader').first()).toHaveText(byName.values[0]?.name ?? '');

  const pages = page.getByRole('navigation', { name: 'Pages du classement' });
  await pages.getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Lignes 51 à 100 sur /)).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le classement (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    'classement-population-commune-departement-42-2024.csv',
  );
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'code;nom;Population (habitants, population légale 2024);statut;motif;rang;unite;annee_reference;source;licence',
  );
  // The whole filtered ranking, all pages, in the order shown (by name).
  expect(lines).toHaveLength(byName.ranking.total + 1);
  expect(lines[1]?.split(';')[1]).toBe(byName.values[0]?.name);

  // The permalink gives the same screen.
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(table.getByRole('columnheader', { name: /^Nom/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^Lignes 51 à 100 sur /)).toBeVisible();
});

test('a commune found through the search is highlighted on its page of the ranking', async ({
  page,
}) => {
  await openSignedIn(
    page,
    '/explorer/?type=commune&year=2024&indicator=density&parent=departement:42',
  );
  await page.getByRole('combobox', { name: 'Niveau' }).selectOption('commune');
  await page
    .getByRole('combobox', { name: 'Rechercher un territoire' })
    .pressSequentially('Firminy', {
      delay: 20,
    });
  await page
    .getByRole('listbox', { name: 'Résultats' })
    .getByRole('option', { name: /^Firminy\b/ })
    .first()
    .click();
  await expect(page).toHaveURL(/parent=departement%3A42&around=42095/);
  const { row } = await currentRow(page);
  await expect(row).toContainText('Firminy');
  await expect(row).toBeInViewport();
});

test('a parent of the wrong level and an unknown indicator are named in French, the rest kept', async ({
  page,
}) => {
  await openSignedIn(
    page,
    '/explorer/?type=commune&year=2024&indicator=median_income_2021&parent=commune:42218',
  );
  await expect(page.getByRole('alert')).toContainText(
    'Paramètre parent\u00a0: une commune ne contient pas de communes',
  );
  // Nothing else lost: the indicator and the vintage stay, the ranking is shown without the filter.
  await expect(page.getByRole('combobox', { name: 'Indicateur' })).toHaveValue(
    'median_income_2021',
  );
  await expect(
    page.getByRole('table', { name: /France entière.*, millésime 2024$/ }),
  ).toBeVisible();

  await page.goto('/explorer/?type=departement&year=2024&indicator=nope');
  await expect(page.getByRole('alert')).toContainText(
    'Paramètre indicator\u00a0: l’indicateur «\u202fnope\u202f» n’existe pas',
  );
  await expect(page.getByRole('table', { name: /^Classement des départements/ })).toBeVisible();
});
