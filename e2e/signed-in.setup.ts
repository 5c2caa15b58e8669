import { expect, test as setup } from '@playwright/test';
import { fillSsoLogin, sharedUser, signedInState } from './helpers';

/**
 * Signs in once, before the spa tests, and keeps the browser's state (tokens in localStorage, the
 * API's session cookie): tests about what a signed-in user sees start from it instead of going
 * through the SSO form each time. The sign-in itself is tested in auth.spec.ts.
 */
setup('sign in once for the tests that start signed in', async ({ page }) => {
  await page.goto('/explorer/');
  await fillSsoLogin(page, sharedUser);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await page.context().storageState({ path: signedInState });
});
