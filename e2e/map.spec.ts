// Long file: the Explorer's maps, one user journey per test around one shared helper.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { mapOf, openSignedIn, signedInState } from './helpers';

/** The Explorer's commune maps: which map, indicator, keyboard, permalink, layout. */
test.use({ storageState: signedInState });
const slow = { timeout: 20_000 };
const PAS_DE_CALAIS = '/explorer/?type=departement&id=62&year=2025';

/** A box's height once it is on screen (the placeholder hands over to the map's own box). */
async function heightOnScreen(locator: Locator) {
  let height = -1;
  await expect(async () => {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    height = Math.round(box?.height ?? -1);
  }).toPass(slow);
  return height;
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

const labelOf = (locator: Locator) => locator.evaluate((e) => e.getAttribute('aria-label'));

test('département 62: its ~890 communes, names and values on hover and focus, axe clean; by keyboard one tab stop, arrows move, Enter opens the commune', async ({
  page,
}) => {
  // axe over ~890 links and every indicator card, then the keyboard's walk: slow on a busy machine.
  test.setTimeout(90_000);
  await openSignedIn(page, PAS_DE_CALAIS);
  const { panel, svg, areas } = await mapOf(page);
  const count = await areas.count();
  expect(count).toBeGreaterThan(880);
  expect(count).toBeLessThan(900);
  await expect(svg).toHaveAccessibleName(/communes du Pas-de-Calais, 2025/);

  // Hover: the tooltip names the commune and gives its value (the API's, in French format).
  const calais = svg.getByRole('link', { name: /^Calais \(62193\)/ });
  const values = await page.request.get(
    '/api/indicators/population/values?level=commune&year=2025&parent=departement:62',
  );
  const population = (
    (await values.json()) as { values: { code: string; value: number }[] }
  ).values.find((v) => v.code === '62193')?.value as number;
  const text = new Intl.NumberFormat('fr-FR').format(population);
  await calais.hover({ force: true });
  await expect(panel.getByText(text).first()).toBeVisible();
  expect(await labelOf(calais)).toContain(text);
  // Escape hides the tooltip without moving the pointer (WCAG 1.4.13).
  await page.keyboard.press('Escape');
  await expect(panel.getByText(text)).toHaveCount(0);

  await expect(panel).toContainText('Contours : Etalab / data.gouv.fr, d’après IGN ADMIN EXPRESS');
  expect(await axeViolations(page)).toEqual([]);

  // Keyboard: the map is one tab stop, arrows move, Enter opens the commune.
  await page.getByRole('checkbox', { name: 'Afficher les intercommunalités' }).focus();
  await page.keyboard.press('Tab');
  const inMap = () =>
    svg.evaluate((s) => s.contains(document.activeElement) && document.activeElement !== s);
  // Tab may first reach a control of the map's toolbar: step until an area has the focus.
  for (let i = 0; i < 3 && !(await inMap()); i++) await page.keyboard.press('Tab');
  expect(await inMap()).toBe(true);
  const first = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  await page.keyboard.press('ArrowRight');
  const second = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  expect(await inMap()).toBe(true);
  expect(second).not.toBe(first);
  // One tab stop: the next Tab leaves the map.
  await page.keyboard.press('Tab');
  expect(await inMap()).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await inMap()).toBe(true);
  const code = /\((\w{5})\)/.exec(
    (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '',
  )?.[1];
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`type=commune&id=${code}&year=2025`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/– Commune$/);
});

test('the indicator select changes the legend and the address, the permalink reloads it; classes: natural breaks in 4, in the address and the legend; bad thresholds refused', async ({
  page,
}) => {
  // Three drawings of ~890 communes, then axe over their links: slow on a busy machine.
  test.setTimeout(90_000);
  await openSignedIn(page, PAS_DE_CALAIS);
  const before = await mapOf(page);
  await expect(before.panel).toContainText('Population, population légale 2025');
  const select = before.panel.getByLabel('Indicateur affiché');
  await expect(select).toHaveValue('population');
  await select.selectOption('unemployment_rate_2018');
  await expect(page).toHaveURL(/carte=unemployment_rate_2018/);
  await expect(before.panel).toContainText(/Taux de chômage[^,]*, RP 2018/, slow);
  await expect(before.areas.first()).toBeVisible(slow);
  const indicatorLegend = await before.panel.textContent();
  await page.reload();
  const { panel } = await mapOf(page);
  await expect(panel.getByLabel('Indicateur affiché')).toHaveValue('unemployment_rate_2018');
  await expect(panel).toContainText(/Taux de chômage[^,]*, RP 2018/);
  expect(await panel.textContent()).toBe(indicatorLegend);

  // Classes, from the permalink's map.
  await expect(panel).toContainText('Quantiles, 5 classes', slow);
  const toggle = panel.getByRole('button', { name: 'Classes et couleurs' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const chooser = panel.getByRole('group', { name: 'Classes de la carte' });
  await chooser.getByLabel('Méthode').selectOption({ label: 'Seuils naturels (Jenks)' });
  await expect(page).toHaveURL(/classes=seuils-naturels/);
  await chooser.getByLabel('Nombre de classes').selectOption({ label: '4 classes' });
  await expect(page).toHaveURL(/classes=seuils-naturels&nb=4/);
  await expect(panel).toContainText('Seuils naturels (Jenks), 4 classes');
  const classes = panel.getByRole('listitem').filter({ hasText: /^de .+ à .+$/ });
  await expect(classes).toHaveCount(4);
  const legend = await panel.textContent();

  // The permalink: the same classes, the chooser open on them.
  await page.reload();
  const reloaded = await mapOf(page);
  await expect(reloaded.panel).toContainText('Seuils naturels (Jenks), 4 classes');
  const again = reloaded.panel.getByRole('group', { name: 'Classes de la carte' });
  await expect(again.getByLabel('Méthode')).toHaveValue('jenks');
  expect(await reloaded.panel.textContent()).toBe(legend);

  // Manual thresholds start from the classes shown; a refused text keeps them, marked invalid.
  await again.getByLabel('Méthode').selectOption({ label: 'Seuils manuels' });
  await expect(page).toHaveURL(/classes=manuelles&seuils=/);
  const url = page.url();
  const input = again.getByRole('textbox', { name: 'Seuils' });
  const [first, second] = (await input.inputValue()).split(' ; ');
  await input.fill('20 ; 10');
  await input.press('Enter');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  await expect(again).toContainText('Les seuils doivent être croissants');
  expect(page.url()).toBe(url);
  // Two of them: three classes.
  await input.fill(`${first} ; ${second}`);
  await input.press('Enter');
  await expect(input).not.toHaveAttribute('aria-invalid');
  await expect(page).not.toHaveURL(url);
  await expect(reloaded.panel).toContainText('Seuils manuels, 3 classes');
  expect(await axeViolations(page)).toEqual([]);
});

test('a change made before the last one’s screen shows keeps it (indicator, then EPCI)', async ({
  page,
}) => {
  await openSignedIn(page, PAS_DE_CALAIS);
  const { panel } = await mapOf(page);
  const select = panel.getByLabel('Indicateur affiché');
  const epci = panel.getByRole('checkbox', { name: 'Afficher les intercommunalités' });
  // Both in one task: the second acts while the first one's screen is still to render (the window
  // a slow device leaves open for a quick second click).
  await panel.evaluate((element) => {
    const picker = element.querySelector('select') as HTMLSelectElement;
    picker.value = 'unemployment_rate_2018';
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    (element.querySelector('input[type="checkbox"]') as HTMLInputElement).click();
  });
  await expect(page).toHaveURL(/contours=epci/);
  expect(new URL(page.url()).searchParams.get('carte')).toBe('unemployment_rate_2018');
  await expect(panel).toContainText(/Taux de chômage[^,]*, RP 2018/, slow);
  await expect(select).toHaveValue('unemployment_rate_2018');
  await expect(epci).toBeChecked();
});

test('a commune: its département’s communes, it selected, axe clean', async ({ page }) => {
  // axe over the Pas-de-Calais' ~890 links again: 28–32 s here with another test run busy.
  test.setTimeout(90_000);
  await openSignedIn(page, '/explorer/?type=commune&id=62041&year=2025');
  const { panel } = await mapOf(page);
  await expect(panel.locator('a[aria-current="page"]')).toHaveAccessibleName(/^Arras \(62041\)/);
  await expect(panel).toContainText('Arras (62041)');
  expect(await axeViolations(page)).toEqual([]);
});

test('an EPCI: its members in focus; the start state: France by département, région, zone', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=epci&id=200033579&year=2025');
  const { svg } = await mapOf(page);
  await expect(svg.locator('[data-state="outOfFocus"]').first()).toBeAttached();
  await page.goto('/explorer/');
  await expect(page.getByText('Choisissez un territoire')).toBeVisible();
  const national = await mapOf(page);
  expect(await national.areas.count()).toBe(101);
  await page.getByRole('checkbox', { name: 'Afficher les régions' }).check();
  await expect(page).toHaveURL(/contours=regions/);
  await expect.poll(() => national.areas.count(), slow).toBe(18);
  // France by zone d'emploi: its own file, each zone a link to its page.
  await page.getByRole('combobox', { name: 'Découpage' }).selectOption('Zones d’emploi');
  await expect(page).toHaveURL(/zonage=ze/);
  await expect.poll(() => national.areas.count(), slow).toBe(306);
  const zone = national.svg.getByRole('link', { name: /^Saint Etienne \(8428\)/ });
  await expect(zone).toHaveAttribute('href', /type=ze&id=8428&year=\d{4}/);
  expect(await axeViolations(page)).toEqual([]);
});

test('2019: a département with communes merged since shows the merged-communes legend entry', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=departement&id=25&year=2019');
  const { panel } = await mapOf(page);
  await expect(panel).toContainText('Communes fusionnées depuis');
});

test('the map’s box keeps its height while the map loads (no layout shift)', async ({ page }) => {
  // The map files are held until the box was measured waiting for them, then the map is drawn.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/geo/**', async (route) => {
    await released;
    await route.continue();
  });
  await openSignedIn(page, PAS_DE_CALAIS);
  const box = page.locator('[data-map-box]');
  await expect(page.getByRole('region', { name: 'Chiffres clés' })).toContainText(/\d/, slow);
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByRole('status')).toBeVisible();
  const before = await heightOnScreen(box);
  release();
  await mapOf(page);
  expect(await heightOnScreen(box)).toBe(before);
});

test('the map takes its panel’s width; a tall département fits a laptop’s screen, and 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // La Manche: twice as tall as wide.
  await openSignedIn(page, '/explorer/?type=departement&id=50&year=2025');
  const { svg } = await mapOf(page);
  const wide = await heightOnScreen(svg);
  expect(wide).toBeLessThanOrEqual(768 - 160);
  // As wide as the map's figure inside its padding (once 40rem at most).
  const inside = () =>
    svg.evaluate((element) => {
      const figure = element.closest('figure') as HTMLElement;
      const style = getComputedStyle(figure);
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      return figure.clientWidth - padding;
    });
  expect(await inside()).toBeGreaterThan(1000);
  expect((await svg.boundingBox())?.width).toBeGreaterThan((await inside()) - 2);
  // Seen whole: the map's box on screen at once, under the panel's heading and controls.
  await svg.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const onScreen = await svg.boundingBox();
  expect(onScreen?.y).toBeGreaterThanOrEqual(0);
  expect((onScreen?.y ?? 0) + (onScreen?.height ?? 0)).toBeLessThanOrEqual(768);
  // A phone: the map takes the width, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  expect((await svg.boundingBox())?.width).toBeGreaterThan((await inside()) - 2);
});

test('Paris: its 20 arrondissements with their values, table, links to each, axe clean', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=commune&id=75056&year=2025');
  const { panel, svg, areas } = await mapOf(page);
  await expect(svg).toHaveAccessibleName(/arrondissements de Paris, 2025/);
  expect(await areas.count()).toBe(20);
  // Never the city and its arrondissements at once: the city is outlined, not drawn.
  await expect(svg.getByRole('link', { name: /^Paris \(75056\)/ })).toHaveCount(0);
  await expect(panel).toContainText('Territoire mis en évidence : Paris (75056)');
  await expect(panel).toContainText('Limite de Paris, découpée en arrondissements municipaux');
  // Each arrondissement: the API's value in French format, a link to its own page.
  const answer = await page.request.get(
    '/api/indicators/population/values?level=arrondissement&year=2025&parent=commune:75056',
  );
  const values = ((await answer.json()) as { values: { code: string; value: number }[] }).values;
  const twelfth = svg.getByRole('link', { name: /^Paris 12e Arrondissement \(75112\)/ });
  const text = new Intl.NumberFormat('fr-FR').format(
    values.find((v) => v.code === '75112')?.value as number,
  );
  expect(await labelOf(twelfth)).toContain(text);
  await expect(twelfth).toHaveAttribute(
    'href',
    '/explorer/?type=arrondissement&id=75112&year=2025',
  );
  await twelfth.hover({ force: true });
  await expect(panel.getByText(text).first()).toBeVisible();
  await panel.getByText('Afficher les données en tableau').click();
  await expect(panel.getByRole('rowheader', { name: 'Paris 12e Arrondissement' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('Lyon: its arrondissements by default, the city whole on request; the Rhône offers them', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=commune&id=69123&year=2025');
  const { panel, svg } = await mapOf(page);
  const toggle = panel.getByRole('checkbox', { name: 'Afficher Lyon par arrondissement' });
  await expect(toggle).toBeChecked();
  await expect(svg.getByRole('link', { name: /^Lyon 3e Arrondissement \(69383\)/ })).toBeVisible();
  await expect(svg.getByRole('link', { name: /^Lyon \(69123\)/ })).toHaveCount(0);
  await expect(panel).toContainText('Territoire mis en évidence : Lyon (69123)');
  // The address changes in a transition: the box follows once the map is redrawn.
  await toggle.click();
  await expect(page).toHaveURL(/arrondissements=non/);
  await expect(toggle).not.toBeChecked(slow);
  await expect(svg.getByRole('link', { name: /^Lyon \(69123\)/ })).toHaveAttribute(
    'aria-current',
    'page',
    slow,
  );
  await expect(svg.getByRole('link', { name: /Arrondissement/ })).toHaveCount(0);
  await page.goto('/explorer/?type=departement&id=69&year=2025');
  const rhone = await mapOf(page);
  const offer = rhone.panel.getByRole('checkbox', { name: 'Afficher Lyon par arrondissement' });
  await expect(offer).not.toBeChecked();
  const before = await rhone.areas.count();
  await offer.click();
  await expect(page).toHaveURL(/arrondissements=oui/);
  await expect.poll(() => rhone.areas.count(), slow).toBe(before - 1 + 9);
});

test('the Métropole de Lyon: its 59 communes, Lyon whole; its arrondissements on request, in focus', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=epci&id=200046977&year=2025');
  const { panel, svg, areas } = await mapOf(page);
  const toggle = panel.getByRole('checkbox', { name: 'Afficher Lyon par arrondissement' });
  await expect(toggle).not.toBeChecked();
  const lyon = svg.getByRole('link', { name: /^Lyon \(69123\)/ });
  await expect(lyon).toBeVisible();
  await expect(svg).toHaveAccessibleName(/communes de la Métropole de Lyon, 2025/);
  const before = await areas.count();
  await toggle.click();
  await expect(page).toHaveURL(/arrondissements=oui/);
  await expect(toggle).toBeChecked(slow);
  await expect.poll(() => areas.count(), slow).toBe(before - 1 + 9);
  await expect(lyon).toHaveCount(0);
  await expect(svg).toHaveAccessibleName(/Métropole de Lyon, Lyon par arrondissement, 2025/);
  // In focus with their city, a member: drawn with their values, not greyed.
  const third = svg.getByRole('link', { name: /^Lyon 3e Arrondissement \(69383\)/ });
  await expect(third).toBeVisible();
  expect(await labelOf(third)).not.toContain('hors du territoire');
  expect(await labelOf(third)).toMatch(/\(69383\)\s*:\s*\d[\d\s]*habitants$/);
  expect(await axeViolations(page)).toEqual([]);
});

test('an arrondissement’s page: its city’s arrondissements, it current', async ({ page }) => {
  await openSignedIn(page, '/explorer/?type=arrondissement&id=69383&year=2025');
  const { panel, svg } = await mapOf(page);
  await expect(panel.locator('a[aria-current="page"]')).toHaveAccessibleName(
    /^Lyon 3e Arrondissement \(69383\)/,
  );
  await expect(svg.getByRole('link', { name: /^Lyon \(69123\)/ })).toHaveCount(0);
  await expect(panel.getByRole('checkbox', { name: /par arrondissement/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Voir tout' })).toBeVisible();
});

test('the map saved as PNG under the site’s CSP: an image of its size, drawn, no error', async ({
  page,
}) => {
  await openSignedIn(page, '/explorer/?type=departement&id=42&year=2025');
  const { panel } = await mapOf(page);
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Carte (PNG)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.png$/);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  const bytes = [...(await readAll(file))];
  // Decoded by the browser itself: its size, and how much of it is not the white background.
  const image = await page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let drawn = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i] !== 255 || pixels[i + 1] !== 255 || pixels[i + 2] !== 255) drawn++;
    }
    return { width: bitmap.width, height: bitmap.height, drawn: drawn / (pixels.length / 4) };
  }, bytes);
  // 800 px wide at twice the size, for print; a map, its legend and its text.
  expect(image.width).toBe(1600);
  expect(image.height).toBeGreaterThan(1600);
  expect(image.drawn).toBeGreaterThan(0.2);
});

async function readAll(file: { createReadStream(): Promise<NodeJS.ReadableStream> }) {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
