import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openSignedIn, signedInState } from './helpers';

test.use({ storageState: signedInState });

/** Thousands separator of fr-FR: narrow no-break space. */
const fr = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

interface Change {
  year: number;
  census: number;
  population: number;
  absolute: number;
  comparable: boolean;
}

test('a merged commune’s change since 2019 is on its 2026 perimeter, with both census years; a repeated census is not “stable”', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=commune&id=01138&year=2026');
  const detail = (await (
    await page.request.get('/api/territories/commune/01138?year=2026')
  ).json()) as { population: number; change: { previous: Change; first: Change } };
  const figures = page.getByRole('region', { name: 'Chiffres clés' });
  await expect(figures).toContainText(`${fr(detail.population)} habitants`);
  await expect(figures).toContainText('même recensement que 2025 (population légale 2023)');
  await expect(figures).not.toContainText('Stable');
  // Since 2024 (census 2022), never since 2025 (the same census).
  await expect(figures).toContainText('Évolution depuis 2024 (recensement 2022)');
  await expect(figures).not.toContainText('Évolution depuis 2025');
  // Since 2019: Culoz and Béon then, not Culoz alone.
  const first = detail.change.first;
  expect(first).toMatchObject({ year: 2019, census: 2016, comparable: true });
  expect(first.absolute).toBeLessThan(0);
  await expect(figures).toContainText('Évolution depuis 2019 (recensement 2016)');
  await expect(figures).toContainText(`−${fr(-first.absolute)} habitants`);
  await expect(figures).toContainText('à périmètre 2026\u00a0: Béon et Culoz en 2019');
});

test('the population at each census on a constant perimeter, the perimeter of each vintage on demand, and the other series', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=epci&id=244200770&year=2026');
  const evolution = page.getByRole('region', { name: 'Évolution dans le temps' });
  await evolution.scrollIntoViewIfNeeded();
  const chart = evolution.getByRole('img', { name: /à chaque recensement/ });
  await expect(chart).toBeVisible();
  // The table alternative lists every census, its source.
  await evolution.getByText('Afficher les données en tableau').first().click();
  for (const year of ['2013', '2016', '2018', '2019', '2020', '2022', '2023']) {
    await expect(evolution.getByRole('rowheader', { name: year }).first()).toBeVisible();
  }
  const perimeter = evolution.getByRole('radio', { name: /Périmètre de chaque millésime/ });
  await perimeter.check();
  await expect(perimeter).toBeChecked();
  // Income published by INSEE above the commune, with its years and their reasons.
  await evolution.getByRole('heading', { name: 'Autres séries' }).scrollIntoViewIfNeeded();
  const median = evolution.getByRole('figure', { name: 'Médiane du niveau de vie' });
  await expect(median).toBeVisible();
  await expect(median).toContainText('périmètre non vérifiable');
  const series = (await (
    await page.request.get('/api/territories/epci/244200770/series?indicators=median_income')
  ).json()) as { series: { points: { year: number; value: number | null }[] }[] };
  const value2019 = series.series[0]?.points.find((p) => p.year === 2019)?.value as number;
  await expect(median).toContainText(`${fr(value2019)}\u00a0€`);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
});

test('a département’s median income is INSEE’s, beside France métropolitaine’s, never “France”', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=departement&id=42&year=2026');
  // Below the fold, the indicators load when the reader gets near them.
  const indicators = page.getByRole('region', { name: 'Indicateurs', exact: true });
  await indicators.scrollIntoViewIfNeeded();
  const card = indicators
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Médiane du niveau de vie (2019)' }) });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toContainText(`${fr(20930)}\u00a0€`);
  await expect(card).toContainText('Publié par l’Insee');
  await expect(card).toContainText(`France métropolitaine\u00a0: ${fr(21930)}\u00a0€`);
  await expect(card).not.toContainText('Publié à la commune uniquement');
});

test('the Comparer takes one territory in two vintages on the later perimeter', async ({
  page,
}) => {
  await openSignedIn(
    page,
    '/comparer/?type=commune&id=01138&year=2019&type2=commune&id2=01138&year2=2026',
  );
  const table = page.getByRole('table', {
    name: /^Comparaison : Culoz \(2019\) et Culoz-Béon \(2026\)/,
  });
  await expect(table).toContainText('recensement 2016');
  await expect(table).toContainText('recensement 2023');
  await expect(table).toContainText('à périmètre 2026');
  await expect(
    page.getByText(/même territoire que la référence \(A\) dans un autre millésime/),
  ).toBeVisible();
});
