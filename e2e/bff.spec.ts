import { expect, test } from '@playwright/test';
import { fillSsoLogin, signInAt, ssoOrigin } from './helpers';
import { e2ePorts } from './ports';

test('bff mode: signed in with an HttpOnly session cookie and no token in localStorage', async ({
  page,
  context,
}) => {
  await signInAt(page, '/explorer/');
  await expect(page).toHaveURL(/\/explorer\/$/);
  const storage = await page.evaluate(() => ({ ...window.localStorage }));
  expect(Object.keys(storage).filter((k) => k.startsWith('epic_user_'))).toEqual([]);
  expect(JSON.stringify(storage)).not.toMatch(/token/i);
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === 'epic_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('epic_session');
});

test('bff mode: sign-out ends the provider session through the API, then Explorer asks for the password', async ({
  page,
}) => {
  await signInAt(page, '/explorer/');
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  const endSession = page.waitForRequest((r) => r.url().startsWith(`${ssoOrigin}/session/end`));
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  // The API, which holds the provider's tokens, answers the end-session request.
  const answer = await logout;
  expect(answer.status()).toBe(200);
  const params = new URL((await endSession).url()).searchParams;
  expect(params.get('client_id')).toBe('epic-api');
  expect(params.get('post_logout_redirect_uri')).toBe(`http://localhost:${e2ePorts.bff}/`);
  await expect(page).toHaveURL(`http://localhost:${e2ePorts.bff}/`);
  await expect(page.getByRole('status').filter({ hasText: 'Vous êtes déconnecté' })).toHaveText(
    'Vous êtes déconnecté d’EPIC et du service de connexion.',
  );
  expect((await page.context().cookies()).find((c) => c.name === 'epic_session')).toBeUndefined();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Explorer' })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${ssoOrigin}/interaction/`));
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
  await fillSsoLogin(page);
  await expect(page).toHaveURL(/\/explorer\/$/);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
});
