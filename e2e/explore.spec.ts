// Long file: the Explorer's and the Comparer's journeys end to end, one test each.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, signedInState, typeSearch } from './helpers';

test.use({ storageState: signedInState });

/** Thousands separator of fr-FR: narrow no-break space. */
const fr = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

async function search(page: Page, text: string) {
  const input = page.getByRole('combobox', { name: 'Rechercher un territoire' });
  await input.fill('');
  await input.pressSequentially(text, { delay: 20 });
  return page.getByRole('listbox', { name: 'Résultats' });
}

test('searching "saint etienne", "st-etienne" or "42000" finds Saint-Étienne (Loire)', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/');
  for (const query of ['saint etienne', 'st-etienne', '42000']) {
    await test.step(query, async () => {
      // Waits for this query's own answer: the previous query's options are Saint-Étienne too.
      await page.getByRole('combobox', { name: 'Rechercher un territoire' }).fill('');
      await typeSearch(page, query);
      const list = page.getByRole('listbox', { name: 'Résultats' });
      await expect(
        list.getByRole('option', { name: /^Saint-Étienne\b.*Loire/ }).first(),
      ).toBeVisible();
    });
  }
});

test('explore a commune, then its EPCI, département and région through the breadcrumb; numbers equal the API', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/');
  const list = await search(page, 'saint etienne');
  await list
    .getByRole('option', { name: /^Saint-Étienne\b.*Loire/ })
    .first()
    .click();
  await expect(page).toHaveURL(/type=commune&id=42218/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saint-Étienne – Commune');

  const year = new URL(page.url()).searchParams.get('year');
  const api = await page.request.get(`/api/territories/commune/42218?year=${year}`);
  expect(api.ok()).toBe(true);
  const detail = (await api.json()) as {
    population: number;
    parents: Record<string, { name: string }>;
  };
  await expect(page.getByRole('region', { name: 'Chiffres clés' })).toContainText(
    fr(detail.population),
  );

  const crumbs = page.getByRole('navigation', { name: 'Hiérarchie du territoire' });
  for (const [level, heading] of [
    ['epci', /Intercommunalité \(EPCI\)$/],
    ['departement', /^Loire – Département$/],
    ['region', /^Auvergne-Rhône-Alpes – Région$/],
  ] as const) {
    await crumbs.getByRole('link', { name: detail.parents[level]?.name ?? '' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Loire – Département$/);
});

test('the members table CSV parses back to the table rows', async ({ page }) => {
  await openSignedIn(page, '/explorer/?type=departement&id=42');
  // Below the fold, the table loads when the reader gets near it.
  await page.getByRole('heading', { name: /Communes membres/ }).scrollIntoViewIfNeeded();
  const table = page.getByRole('table', { name: /Membres de la Loire/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: /Communes membres/ })
    .getByRole('button', { name: 'Exporter en CSV' })
    .click();
  const file = await download;
  const text = await (await file.createReadStream())
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trim().split(/\r?\n/);
  const firstRow = await table.getByRole('row').nth(1).getByRole('cell').first().innerText();
  expect(lines.length).toBeGreaterThan(300);
  expect(lines.slice(1).some((line) => line.includes(firstRow.trim()))).toBe(true);
});

test('the members table takes its indicator columns from the address and exports them', async ({
  page,
}) => {
  // An unknown id in the address is ignored; the others are shown in the catalogue's order.
  await openSignedIn(
    page,
    '/explorer/?type=epci&id=244200770&year=2024&colonnes=density_rp2018,nope,area',
  );
  await page.getByRole('heading', { name: /Communes membres/ }).scrollIntoViewIfNeeded();
  const table = page.getByRole('table', { name: /Membres de Saint-[EÉ]tienne Métropole/ });
  await expect(table.getByRole('columnheader', { name: /Superficie \(km², 2021\)/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Densité de population/ })).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(6);
  await page.getByRole('button', { name: 'Choisir les colonnes' }).click();
  await page.getByRole('checkbox', { name: /Part des logements vacants/ }).check();
  await expect(page).toHaveURL(/colonnes=area%2Cdensity_rp2018%2Cvacant_share_2018/);
  await expect(table.getByRole('columnheader', { name: /logements vacants/ })).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(5)).toContainText('%');

  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: /Communes membres/ })
    .getByRole('button', { name: 'Exporter en CSV' })
    .click();
  const text = await (await (await download).createReadStream())
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const [header] = text.slice(1).split('\r\n');
  expect(header?.split(';').slice(5)).toEqual([
    'Superficie (km², 2021)',
    'Densité de population (recensement 2018) (hab./km², RP 2018)',
    'Part des logements vacants (%, RP 2018)',
    'Sources et licences',
  ]);

  await page.getByRole('button', { name: 'Rétablir les colonnes par défaut' }).click();
  await expect(page).not.toHaveURL(/colonnes=/);
  await expect(table.getByRole('columnheader', { name: /Médiane du niveau de vie/ })).toBeVisible();
});

test('compare two territories with different vintages, move one before the other, and keep a permalink', async ({
  page,
}) => {
  await openSignedIn(
    page,
    '/comparer?type=commune&id=42218&year=2019&type2=commune&id2=69123&year2=2026',
  );
  const table = page.getByRole('table', {
    name: /Comparaison : Saint-Étienne \(2019\) et Lyon \(2026\)/,
  });
  await expect(table).toBeVisible();
  await expect(table).toContainText('2019');
  await expect(table).toContainText('2026');
  await page.getByRole('button', { name: 'Avancer le territoire B' }).click();
  await expect(page).toHaveURL(
    /type=commune&id=69123&year=2026&type2=commune&id2=42218&year2=2019/,
  );
  await expect(
    page.getByRole('table', { name: /Comparaison : Lyon \(2026\) et Saint-Étienne \(2019\)/ }),
  ).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an invalid address gives a French message, never a crash', async ({ page }) => {
  await openSignedIn(page, '/explorer/?type=ville&id=42218');
  await expect(page.getByRole('alert')).toContainText('n’existe pas');
  await page.goto('/explorer/?type=commune&id=99999');
  await expect(page.getByRole('alert')).toBeVisible();
});

test('keyboard only: search, choose and compare', async ({ page }) => {
  await openSignedIn(page, '/explorer/');
  const input = page.getByRole('combobox', { name: 'Rechercher un territoire' });
  await input.focus();
  await typeSearch(page, 'lyon');
  await expect(
    page.getByRole('listbox', { name: 'Résultats' }).getByRole('option').first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/id=69123/);
  const compare = page.getByRole('link', { name: 'Comparer avec…' });
  await compare.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/comparer\?type=commune&id=69123/);
  await expect(page.getByText('Choisissez le second territoire')).toBeVisible();
});

test('a territory absent in the chosen vintage says so and links to the vintages where it exists', async ({
  page,
}) => {
  // Find a commune of 2019 that no longer exists in 2026 (merged), through the API itself.
  await openSignedIn(page, '/explorer/');
  const merged = await page.evaluate(async () => {
    const all = async (year: number) => {
      const r = await fetch(`/api/territories/departement/49/children?year=${year}&pageSize=500`, {
        credentials: 'include',
      });
      return ((await r.json()) as { items: { code: string }[] }).items.map((i) => i.code);
    };
    const after = new Set(await all(2026));
    return (await all(2019)).find((code) => !after.has(code)) ?? null;
  });
  expect(merged, 'a commune of Maine-et-Loire merged since 2019').not.toBeNull();
  await page.goto(`/explorer/?type=commune&id=${merged}&year=2026`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('n’existe pas dans le millésime 2026');
  await alert.getByRole('link', { name: /^Voir .+ en 2019$/ }).click();
  await expect(page).toHaveURL(new RegExp(`id=${merged}&year=2019`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Commune');
});

test('the Explorer shows the indicators by theme, the sources once per theme, both dates of a series', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=commune&id=42218&year=2024');
  const section = page.getByRole('region', { name: 'Indicateurs', exact: true });
  const nav = section.getByRole('navigation', { name: 'Thèmes des indicateurs' });
  // Below the fold, the cards are drawn when the reader gets near them.
  await expect(section.getByRole('status')).toHaveText('Chargement des indicateurs…');
  await expect(nav).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await expect(nav.getByRole('link')).toHaveText([
    'Population',
    'Ménages et logement',
    'Emploi',
    'Revenus',
    'Établissements',
  ]);
  const population = section.getByRole('region', { name: 'Population', exact: true });
  await expect(population).toContainText(`${fr(173_089)}\u00a0habitants`);
  await expect(population).toContainText('79,97\u00a0km²');
  await expect(population.getByText(/^Source/)).toHaveCount(1);
  const revenus = section.getByRole('region', { name: 'Revenus', exact: true });
  await expect(revenus).toContainText(`2019\u00a0: ${fr(18_410)}\u00a0€`);
  await expect(revenus).toContainText('2019\u00a0: 26,0\u202f%');
  // Revenus draws on the comparateur (Filosofi 2019), on Filosofi 2021 and on the files INSEE
  // publishes above the commune (2014 to 2019): each named once.
  await expect(revenus.getByText(/^Source/)).toHaveText([
    /comparateur/,
    /Filosofi\) 2021/,
    /Filosofi\) 2014 à 2019/,
  ]);

  // Keyboard: a theme link moves the focus to the theme's heading.
  await nav.getByRole('link', { name: 'Revenus' }).focus();
  await page.keyboard.press('Enter');
  await expect(revenus.getByRole('heading', { name: 'Revenus', level: 3 })).toBeFocused();

  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="indicateurs"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the Explorer asks the key figures and the statistics once each, only the themes of the address', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/territories/commune/42218'))
      asked.push(url.pathname + url.search);
  });
  await openSignedIn(page, '/explorer/?type=commune&id=42218&year=2024&indicators=revenus');
  const section = page.getByRole('region', { name: 'Indicateurs', exact: true });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText('Thème affiché\u00a0: Revenus.');
  const nav = section.getByRole('navigation', { name: 'Thèmes des indicateurs' });
  await expect(nav.getByRole('link')).toHaveText(['Revenus']);
  await expect(section.getByRole('region', { name: 'Revenus', exact: true })).toContainText('€');
  expect(asked.filter((url) => !/\/(children|series|comparables)\b/.test(url))).toEqual([
    '/api/territories/commune/42218?year=2024',
    '/api/territories/commune/42218/statistics?year=2024&indicators=revenus',
  ]);

  // Back to every theme: one more request, for the statistics only.
  await section.getByRole('link', { name: 'Afficher tous les thèmes' }).click();
  await expect(page).not.toHaveURL(/indicators=/);
  await expect(nav.getByRole('link')).toHaveCount(5);
  expect(asked.filter((url) => url.includes('/statistics')).at(-1)).toBe(
    '/api/territories/commune/42218/statistics?year=2024',
  );
  expect(asked.filter((url) => url === '/api/territories/commune/42218?year=2024')).toHaveLength(1);
});

test('the Comparer shows every indicator by theme, statuses in words, and exports CSV and JSON', async ({
  page,
}) => {
  // A commune against its EPCI: medians are published for communes only.
  await openSignedIn(
    page,
    '/comparer?type=commune&id=42218&year=2024&type2=epci&id2=244200770&year2=2024',
  );
  await expect(
    page.getByRole('table', { name: /^Comparaison : Saint-Étienne \(2024\) et/ }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Aller au thème' });
  await expect(nav.getByRole('link')).toHaveText([
    'Population',
    'Ménages et logement',
    'Emploi',
    'Revenus',
    'Établissements',
  ]);
  const revenus = page.getByRole('table', { name: /^Revenus : Saint-Étienne \(2024\)/ });
  const median = revenus
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Médiane du niveau de vie \(2021\)/ }) });
  await expect(median.getByRole('cell').nth(0)).toContainText('€');
  await expect(median.getByRole('cell').nth(1)).toHaveText(
    'Sans objet (publié à la commune uniquement)',
  );
  // One cell per territory (each difference sits under its value): no difference column.
  await expect(median.getByRole('cell')).toHaveCount(2);

  // Keyboard: a theme link opens the theme and moves the focus to its button.
  await page.getByRole('button', { name: 'Tout replier' }).click();
  await expect(revenus).toBeHidden();
  await nav.getByRole('link', { name: 'Revenus' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Revenus/ })).toBeFocused();
  await expect(revenus).toBeVisible();

  const read = async (name: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name }).click();
    const file = await download;
    return (await file.createReadStream())
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  };
  const csv = await read('Exporter en CSV');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toMatch(/^Thème;Indicateur;Unité;Année de référence;/);
  expect(lines.length).toBeGreaterThan(50);
  const json = JSON.parse(await read('Exporter en JSON')) as {
    indicators: { id: string; values: { status: string }[] }[];
    sources: { licence: string }[];
  };
  expect(json.indicators.find((i) => i.id === 'median_income_2021')?.values[1]?.status).toBe(
    'not_applicable',
  );
  expect(json.sources.length).toBeGreaterThan(1);

  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="indicateurs"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
