import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, signedInState } from './helpers';

/**
 * « Imprimer / PDF »: every lazy panel loads first, then an A4 document of the content only,
 * with no form, no navigation and no placeholder. Chromium's own PDF is measured.
 */
test.use({ storageState: signedInState });

/** Pages of a PDF as Chromium writes it (one `/Type /Page` object each). */
const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

async function printed(page: Page, path: string) {
  // The print dialog is the browser's: recorded here, the PDF then made by Chromium.
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printed = 'yes';
    };
  });
  await openSignedIn(page, path);
  await page.getByRole('button', { name: 'Imprimer / PDF' }).click();
  // Before the button's 30 s limit: the dialog opens once every panel has loaded.
  await expect(page.locator('html[data-printed="yes"]')).toHaveCount(1, { timeout: 25_000 });
  await page.emulateMedia({ media: 'print' });
  const main = page.getByRole('main');
  // Nothing still loading, no form, no button, the print note with the permalink.
  await expect(main.getByText(/Chargement/)).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"], main [data-placeholder]')).toHaveCount(0);
  await expect(page.locator('input:visible, select:visible, button:visible')).toHaveCount(0);
  await expect(page.locator('header:visible, footer:visible, nav:visible')).toHaveCount(0);
  await expect(main.getByText(/^Imprimé le .* Lien permanent/)).toBeVisible();
  return pageCount(await page.pdf({ format: 'A4', printBackground: true }));
}

for (const [what, path, most] of [
  ['a commune', '/explorer/?type=commune&id=42218&year=2025', 22],
  ['an EPCI', '/explorer/?type=epci&id=244200770&year=2025', 25],
  ['a département', '/explorer/?type=departement&id=42&year=2025', 25],
] as const) {
  test(`${what} prints as an A4 document with every panel loaded`, async ({ page }) => {
    const pages = await printed(page, path);
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThanOrEqual(most);
    test.info().annotations.push({ type: 'pages', description: String(pages) });
  });
}

test('a comparison prints with its table and charts, no form', async ({ page }) => {
  const pages = await printed(
    page,
    '/comparer/?type=commune&id=42218&year=2025&type2=epci&id2=244200770&year2=2025',
  );
  expect(pages).toBeGreaterThan(1);
  expect(pages).toBeLessThanOrEqual(10);
  await expect(page.getByRole('table', { name: /^Comparaison/ }).first()).toBeVisible();
  test.info().annotations.push({ type: 'pages', description: String(pages) });
});
