import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { e2ePorts, e2eTag } from './ports';

export const ssoOrigin = `http://localhost:${e2ePorts.sso}`;
export const demoUser = {
  email: 'camille.martin@example.org',
  password: 'epic-demo',
  name: 'Camille Martin',
};

/**
 * The account whose sign-in the tests share (signed-in.setup.ts). No test signs it out: signing
 * out ends every session of the user, so the tests about signing out use `demoUser`.
 */
export const sharedUser = {
  email: 'dominique.petit@example.org',
  password: 'epic-demo',
  name: 'Dominique Petit',
};

/**
 * The account of the specs that make areas of their own (area-map, area-compare): areas.spec.ts
 * empties the shared account's list and expects it empty, which their areas would break.
 */
export const areasUser = {
  email: 'elise.bernard@example.org',
  password: 'epic-demo',
  name: 'Élise Bernard-Lefèvre',
};

/**
 * Signs `areasUser` in from the Explorer and deletes the areas named `names` (what a run stopped
 * halfway left); returns the headers a write to the API needs (the site's origin, JSON).
 */
export async function signInForAreas(page: Page, names: readonly string[]) {
  await page.goto('/explorer/');
  await fillSsoLogin(page, areasUser);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  const headers = { origin: new URL(page.url()).origin, 'content-type': 'application/json' };
  const list = await (await page.request.get('/api/areas')).json();
  for (const area of list.areas as { id: string; name: string }[]) {
    if (names.includes(area.name)) await page.request.delete(`/api/areas/${area.id}`, { headers });
  }
  return headers;
}

/** Where signed-in.setup.ts keeps the shared browser state (`test.use({ storageState })`). */
export const signedInState = fileURLToPath(
  new URL(`../test-results/.auth/signed-in${e2eTag}.json`, import.meta.url),
);

/** Opens `path` with the shared sign-in (`storageState: signedInState`) and waits to be in. */
export async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
}

/** Fills the local SSO server's French sign-in form, as a person would. */
export async function fillSsoLogin(page: Page, user = demoUser) {
  await expect(page).toHaveURL(new RegExp(`^${ssoOrigin}/interaction/`));
  await page.getByLabel('Adresse électronique').fill(user.email);
  await page.getByLabel('Mot de passe').fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Visits a protected address signed out, signs in at the SSO and waits to land back there. */
export async function signInAt(page: Page, path: string) {
  await page.goto(path);
  await fillSsoLogin(page);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
}

/**
 * Types a search query into the focused picker and waits for the API's answer to the whole
 * query. On a loaded machine a pause between two keys can outlast the picker's debounce: a
 * prefix is searched first, its results show, then the whole query's search hides them while
 * it runs, and a ↓ and Enter pressed in between choose nothing. Only for a query not yet
 * searched on this page: answers are cached, a second search of it sends no request.
 */
export async function typeSearch(page: Page, query: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/territories/search') && url.searchParams.get('q') === query;
  });
  await page.keyboard.type(query, { delay: 20 });
  await answered;
}

/**
 * Negative check: `check` passes now, again after each request or navigation of the page for `ms`,
 * and at the end. Only to prove that something does NOT happen (a redirect loop, a second code
 * exchange): what could break it is a request or a navigation, so that is what it waits for, not
 * a fixed pause; whatever should happen is awaited on its own condition instead.
 */
export async function expectNothingFor(
  page: Page,
  ms: number,
  check: () => void | Promise<void>,
): Promise<void> {
  const end = Date.now() + ms;
  await check();
  for (let left = ms; left > 0; left = end - Date.now()) {
    // Each wait ends at the first event or at the end of the window (its timeout, not a failure).
    await Promise.race([
      page.waitForEvent('request', { timeout: left }).catch(() => null),
      page.waitForEvent('framenavigated', { timeout: left }).catch(() => null),
    ]);
    await check();
  }
}

/** The browser's requests to the provider's authorization endpoint from now on (a sign-in starting). */
export function authorizeRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${ssoOrigin}/oauth/authorize`)) urls.push(r.url());
  });
  return urls;
}

/**
 * The map panel, and its areas once drawn (links to each territory). Below the fold, the map loads
 * when the reader gets near it: the panel is scrolled into view (again while the content above it
 * still grows) until its areas are there, then until they are visible.
 */
export async function mapOf(page: Page) {
  const panel = page.getByRole('region', { name: 'Carte' });
  const svg = panel.locator('svg[data-map]');
  const areas = svg.getByRole('link');
  await expect(async () => {
    await panel.scrollIntoViewIfNeeded();
    await expect(areas.first()).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(areas.first()).toBeVisible({ timeout: 20_000 });
  return { panel, svg, areas };
}
