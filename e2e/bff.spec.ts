import { expect, test } from '@playwright/test';
import { signInAt } from './helpers';

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
