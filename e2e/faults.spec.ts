import { expect, test } from '@playwright/test';
import { authorizeRequests, expectNothingFor, fillSsoLogin, ssoOrigin } from './helpers';
import { e2ePorts } from './ports';

const restartable = `http://localhost:${e2ePorts.restart}`;
const control = `http://127.0.0.1:${e2ePorts.control}`;

test('API restarted mid-session: the session lives in the database and survives', async ({
  page,
  request,
}) => {
  // The restart answers once the new instance listens (e2e/servers.ts).
  // The page's data may show before the sign-in has opened its backend session (POST
  // /api/auth/login): only once it has does a later login mean the session was lost.
  const sessionOpened = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/auth/login' && r.ok(),
  );
  await page.goto(`${restartable}/explorer/?type=commune&id=42218&year=2024`);
  await fillSsoLogin(page);
  await sessionOpened;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Saint-Étienne');

  const authCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === ssoOrigin || url.pathname.startsWith('/api/auth/')) {
      authCalls.push(`${r.method()} ${url.origin === ssoOrigin ? 'sso' : ''}${url.pathname}`);
    }
  });
  const restarted = await request.post(`${control}/restart`, { timeout: 60_000 });
  expect(restarted.ok(), await restarted.text()).toBe(true);

  await page.goto(
    `${restartable}/comparer?type=commune&id=42218&year=2024&type2=commune&id2=69123&year2=2024`,
  );
  await expect(
    page.getByRole('table', { name: /Comparaison : Saint-Étienne \(2024\) et Lyon \(2024\)/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  // The restarted API knew the session from the database: no new sign-in, no new backend session.
  expect(authCalls.filter((c) => c.includes('/oauth/') || c.includes('/login'))).toEqual([]);
  expect(authCalls).toContain('GET /api/auth/check');
});

test('provider down during the refresh: French message, no loop, tokens kept, retry works', async ({
  page,
  context,
}) => {
  await page.goto('/explorer/?type=commune&id=42218&year=2024');
  await fillSsoLogin(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Saint-Étienne');

  // The backend session is gone and the access token has expired: the next visit must refresh.
  await context.clearCookies();
  await page.evaluate(() => window.localStorage.setItem('epic_user_expires_at', '1'));
  const refreshToken = await page.evaluate(() =>
    window.localStorage.getItem('epic_user_refresh_token'),
  );
  await page.route(`${ssoOrigin}/api/oauth/token`, (route) => route.abort('connectionrefused'));
  const authorize = authorizeRequests(page);

  await page.reload();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('injoignable');
  // No loop: neither a new sign-in nor another page.
  await expectNothingFor(page, 1000, () => {
    expect(authorize).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/explorer/');
  });
  expect(await page.evaluate(() => window.localStorage.getItem('epic_user_refresh_token'))).toBe(
    refreshToken,
  );

  // The provider is back: one click on "Réessayer" refreshes, opens a session and shows the data.
  await page.unroute(`${ssoOrigin}/api/oauth/token`);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Saint-Étienne');
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  expect(authorize).toEqual([]);
});
