import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignedIn, signedInState, typeSearch } from './helpers';

test.use({ storageState: signedInState });

/**
 * The Comparer with 2 to 6 territories: sides added, moved, removed and the
 * reference chosen with the keyboard only, every state a permalink; a bad address gives a French
 * message naming the bad parameter, and the valid sides stay compared.
 */

// The machine running the suite may be busy: allow searches and comparisons more time.
const slow = { timeout: 20_000 };

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab, `back`) until the target has the focus. */
async function tabTo(page: Page, target: Locator, back = false, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target).catch(() => false)) return;
  }
  throw new Error(`Not reached with ${max} presses of Tab: ${target}`);
}

/** The screen's live region (polite, outside every busy container). */
const liveRegion = (page: Page) =>
  page.locator('[role="status"][aria-live="polite"]:not([aria-busy] *)').first();

const side = (page: Page, letter: string) =>
  page.getByRole('region', { name: new RegExp(`^Territoire ${letter}`) });

/** Types into the focused search field and chooses the first result with the keyboard. */
async function chooseFirst(page: Page, query: string, expected: string) {
  await typeSearch(page, query);
  await expect(
    page.getByRole('listbox', { name: 'Résultats' }).getByRole('option').first(),
  ).toContainText(expected, slow);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

const headings = (page: Page) =>
  page.getByRole('region', { name: /^Territoire [A-F]/ }).getByRole('heading', { level: 2 });

test('four territories by keyboard only: add, move, choose the reference, remove, reload', async ({
  page,
}) => {
  // Four searches and a dozen comparisons by keyboard: 34 s here with another test run busy.
  test.setTimeout(90_000);
  // From the footer's address (with its slash): the screen keeps its path, never checks the
  // session again, and says at once which territory was chosen.
  await openSignedIn(page, '/comparer/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparer des territoires');

  await tabTo(page, page.getByRole('combobox', { name: 'Rechercher le territoire A' }));
  await chooseFirst(page, 'saint-etienne', 'Saint-Étienne');
  await expect(page).toHaveURL(/\/comparer\/\?type=commune&id=42218&year=\d{4}/);
  await expect(page.getByRole('heading', { name: 'Territoire A : Saint-Étienne' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Rechercher le territoire A' })).toBeFocused();
  await tabTo(page, page.getByRole('combobox', { name: 'Rechercher le territoire B' }));
  await chooseFirst(page, 'lyon', 'Lyon');
  await expect(page).toHaveURL(/id2=69123/);

  // A third side: the button adds a panel and moves the focus to its search field.
  const add = page.getByRole('button', { name: 'Ajouter un territoire' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const searchC = page.getByRole('combobox', { name: 'Rechercher le territoire C' });
  await expect(searchC).toBeFocused();
  await expect(liveRegion(page)).toContainText('Territoire C ajouté');
  await chooseFirst(page, 'roanne', 'Roanne');
  await expect(page).toHaveURL(/type3=commune&id3=42187/);
  await expect(searchC).toBeFocused();

  // A fourth side of another level: the département of the Loire.
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Rechercher le territoire D' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const level = page.getByRole('combobox', { name: 'Niveau du territoire D' });
  await expect(level).toBeFocused();
  await level.selectOption('departement');
  await page.keyboard.press('Tab');
  await chooseFirst(page, 'loire', 'Loire');
  await expect(page).toHaveURL(/type4=departement&id4=42(&|$)/);
  await expect(headings(page)).toHaveText([
    'Territoire A : Saint-Étienne',
    'Territoire B : Lyon',
    'Territoire C : Roanne',
    'Territoire D : Loire',
  ]);
  const reference = page.getByRole('group', { name: 'Référence des écarts' });
  await expect(reference.getByRole('radio')).toHaveCount(4, slow);
  await expect(
    reference.getByRole('radio', { name: /^Territoire A : Saint-Étienne/ }),
  ).toBeChecked();

  // Roanne moves before Lyon: the focus stays on the moved side's button.
  await tabTo(page, side(page, 'C').getByRole('button', { name: 'Avancer le territoire C' }), true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/type2=commune&id2=42187.*type3=commune&id3=69123/);
  await expect(
    side(page, 'B').getByRole('button', { name: 'Avancer le territoire B' }),
  ).toBeFocused();
  await expect(liveRegion(page)).toContainText('Roanne passe en territoire B.');
  // Then before Saint-Étienne: at the top, the focus goes to the other button of that side.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]type=commune&id=42187.*type2=commune&id2=42218/);
  await expect(
    side(page, 'A').getByRole('button', { name: 'Reculer le territoire A' }),
  ).toBeFocused();
  await expect(
    side(page, 'A').getByRole('button', { name: 'Avancer le territoire A' }),
  ).toBeDisabled();

  // The reference follows its territory: Saint-Étienne, now side B.
  await expect(page).toHaveURL(/reference=2/);
  await expect(
    reference.getByRole('radio', { name: /^Territoire B : Saint-Étienne/ }),
  ).toBeChecked();
  // The arrow keys step through the sides' radios: the Loire becomes the reference.
  await tabTo(page, reference.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/reference=3/);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/reference=4/);
  await expect(reference.getByRole('radio', { name: /^Territoire D : Loire/ })).toBeFocused();
  await expect(liveRegion(page)).toContainText(
    'Écarts calculés par rapport à Loire (territoire D).',
  );

  // Lyon removed: the sides after it take its place, the focus goes to the panel in its place.
  await tabTo(page, side(page, 'C').getByRole('button', { name: 'Retirer le territoire C' }), true);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/69123/);
  await expect(page).toHaveURL(/type3=departement&id3=42&.*reference=3/);
  await expect(page).not.toHaveURL(/type4/);
  await expect(page.getByRole('heading', { name: 'Territoire C : Loire' })).toBeFocused();
  await expect(liveRegion(page)).toContainText('Lyon (territoire C) retiré de la comparaison.');
  await expect(headings(page)).toHaveText([
    'Territoire A : Roanne',
    'Territoire B : Saint-Étienne',
    'Territoire C : Loire',
  ]);
  const table = page.getByRole('table', { name: /Roanne.*Saint-Étienne.*Loire/ }).first();
  await expect(table).toBeVisible(slow);

  // The permalink: the same screen after a reload.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(headings(page)).toHaveText([
    'Territoire A : Roanne',
    'Territoire B : Saint-Étienne',
    'Territoire C : Loire',
  ]);
  await expect(reference.getByRole('radio', { name: /^Territoire C : Loire/ })).toBeChecked();
  await expect(
    page.getByRole('table', { name: /Roanne.*Saint-Étienne.*Loire/ }).first(),
  ).toBeVisible(slow);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

const TWO = 'type=commune&id=42218&year=2024&type2=commune&id2=69123&year2=2024';
const SIX = `${TWO}&type3=commune&id3=42187&year3=2024&type4=departement&id4=42&year4=2024&type5=region&id5=84&year5=2024&type6=epci&id6=244200770&year6=2024`;

test('a 7th side, a gap, a duplicate or a bad reference: a French message naming the parameter, the valid sides compared; two sides from another screen’s link', async ({
  page,
}) => {
  await openSignedIn(page, `/comparer?${SIX}&type7=commune&id7=01001`);
  await expect(page.getByRole('alert').filter({ hasText: 'type7' })).toHaveText(
    'Six territoires au plus\u00a0: les paramètres type7, id7 sont ignorés.',
  );
  await expect(headings(page)).toHaveCount(6);
  await expect(
    page.getByRole('group', { name: 'Référence des écarts' }).getByRole('radio'),
  ).toHaveCount(6, slow);
  // Six at most: the button, unavailable but focusable, says why it cannot add one.
  const add = page.getByRole('button', { name: 'Ajouter un territoire' });
  const why = 'Six territoires au plus\u00a0: retirez-en un pour en ajouter un autre.';
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(add).toHaveAccessibleDescription(why);
  await expect(page.getByText(why)).toBeVisible();
  await add.focus();
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(liveRegion(page)).toContainText(why);
  await expect(headings(page)).toHaveCount(6);

  // A gap: side D without side C. A, B and D are compared; C waits for its territory.
  await page.goto(`/comparer?${TWO}&type4=commune&id4=42187&year4=2024`);
  await expect(page.getByRole('alert').filter({ hasText: 'type4' })).toContainText(
    'Paramètre type4\u00a0: le territoire D suit un territoire C vide',
  );
  await expect(
    page.getByRole('table', { name: /Saint-Étienne.*Lyon.*Roanne/ }).first(),
  ).toBeVisible(slow);
  await expect(page.getByRole('heading', { name: 'Territoire C', exact: true })).toBeVisible();

  // A duplicate: side C is side A again, said on side C; A and B are compared.
  await page.goto(`/comparer?${TWO}&type3=commune&id3=42218&year3=2024`);
  await expect(side(page, 'C').getByRole('alert')).toContainText(
    'Paramètre id3\u00a0: le territoire C est le même que le territoire A',
  );
  await expect(page.getByRole('table', { name: /Saint-Étienne.*Lyon/ }).first()).toBeVisible(slow);

  // A reference that is not a compared side: said, and the first side is the reference.
  await page.goto(`/comparer?${TWO}&reference=9`);
  await expect(page.getByRole('alert').filter({ hasText: 'reference' })).toContainText(
    'Paramètre reference\u00a0: «\u202f9\u202f» n’est pas le numéro d’un des territoires comparés',
  );
  await expect(
    page
      .getByRole('group', { name: 'Référence des écarts' })
      .getByRole('radio', { name: /^Territoire A/ }),
  ).toBeChecked();

  // The link of another screen with two sides opens their comparison.
  await page.goto(`/comparer?${TWO}`);
  await expect(headings(page)).toHaveText(['Territoire A : Saint-Étienne', 'Territoire B : Lyon']);
  // Two sides: nothing to remove, and Lyon can move before Saint-Étienne.
  await expect(page.getByRole('button', { name: /^Retirer/ })).toHaveCount(0);
  await side(page, 'B').getByRole('button', { name: 'Avancer le territoire B' }).click();
  await expect(page).toHaveURL(/[?&]type=commune&id=69123&year=2024&type2=commune&id2=42218/);
});

const three =
  '/comparer?type=commune&id=42218&year=2024&type2=commune&id2=69123&year2=2024&type3=departement&id3=42&year3=2024';

test('reference columns by keyboard (France, each territory’s parent) keep the focus and survive a reload; the dot plot takes a chosen indicator', async ({
  page,
}) => {
  await openSignedIn(page, three);
  await expect(page.getByRole('table', { name: /^Comparaison/ })).toBeVisible(slow);
  const france = page.getByRole('checkbox', { name: 'France' });
  await france.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/references=france/);
  await expect(page.getByRole('columnheader', { name: 'France' }).first()).toBeVisible(slow);
  await expect(france).toBeFocused();
  await expect(france).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/references=france(%2C|,)parent/);
  await expect(
    page.getByRole('columnheader', { name: /^Loire \(département, 2024\)/ }).first(),
  ).toBeVisible(slow);
  await expect(
    page.getByRole('checkbox', { name: 'Département ou région de chaque territoire' }),
  ).toBeFocused();
  const unemployment = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Taux de chômage/ }) })
    .first();
  await expect(unemployment.getByRole('cell').first()).toContainText(
    /au-(dessus|dessous) de la valeur de la France/,
  );
  await page.reload();
  await expect(
    page.getByRole('columnheader', { name: /^Loire \(département, 2024\)/ }).first(),
  ).toBeVisible(slow);
  await expect(page.getByRole('checkbox', { name: 'France' })).toBeChecked();
  // The key figures have their France and parent values too (France's share of itself: why not).
  const keyRow = (name: RegExp) =>
    page
      .getByRole('table', { name: /^Comparaison/ })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name }) });
  const population = keyRow(/^Population municipale/).getByRole('cell');
  await expect(population.nth(3)).toContainText(/^\d{2}\s\d{3}\s\d{3}/);
  await expect(population.nth(4)).toContainText(/^\d{3}\s\d{3}/);
  await expect(
    keyRow(/^Évolution/)
      .getByRole('cell')
      .nth(3),
  ).toContainText(/\d,\d{2}\s%/);
  await expect(
    keyRow(/^Part de la population nationale/)
      .getByRole('cell')
      .nth(3),
  ).toContainText('sans objet pour la France');
  // Charts: the dot plot's indicator by keyboard, with France's guide.
  const select = page.getByLabel('Indicateur du nuage de points');
  await select.scrollIntoViewIfNeeded();
  await select.selectOption({ label: 'Médiane du niveau de vie (2021)' });
  await expect(page.getByRole('img', { name: /^Médiane du niveau de vie \(2021\)/ })).toBeVisible();
});
