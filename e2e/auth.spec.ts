// Long file: the sign-in and sign-out journeys in the browser, each needing the previous ones’ helpers.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, test } from '@playwright/test';
import {
  authorizeRequests,
  demoUser,
  expectNothingFor,
  fillSsoLogin,
  openSignedIn,
  signedInState,
  signInAt,
  ssoOrigin,
} from './helpers';
import { e2ePorts } from './ports';

const tokenKeys = ['epic_user_token', 'epic_user_refresh_token', 'epic_user_expires_in'];

const explorerLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Explorer' });

test('signing in from /explorer/: the spec parameters and PKCE, the backend calls in the spec order, back on /explorer/ with the spec storage keys, the code redeemed once, no axe violation', async ({
  page,
}) => {
  // Visiting /explorer/ signed out redirects to the provider with the spec parameters and PKCE.
  const calls: string[] = [];
  const exchanges: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (
      url.pathname.startsWith('/api/auth/') ||
      url.pathname === '/api/user' ||
      url.pathname === '/api/oauth/token'
    ) {
      calls.push(`${request.method()} ${url.origin === ssoOrigin ? 'sso' : 'api'}${url.pathname}`);
    }
    if (request.url() === `${ssoOrigin}/api/oauth/token`) exchanges.push(request.postData() ?? '');
  });
  const authorize = page.waitForRequest((r) => r.url().startsWith(`${ssoOrigin}/oauth/authorize`));
  await page.goto('/explorer/');
  const params = new URL((await authorize).url()).searchParams;
  expect(params.get('client_id')).toBe('13');
  expect(params.get('redirect_uri')).toBe(`http://localhost:${e2ePorts.spa}/`);
  expect(params.get('response_type')).toBe('code');
  expect(params.has('scope')).toBe(true);
  expect(params.get('scope')).toBe('');
  expect(params.get('state')).toMatch(/^[A-Za-z0-9]{40}$/);
  expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(params.get('code_challenge_method')).toBe('S256');

  // The backend calls follow the spec order: check, login, check, then the profile.
  await fillSsoLogin(page);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  const fromExchange = calls.slice(calls.indexOf('POST sso/api/oauth/token'));
  const order = [
    'POST sso/api/oauth/token',
    'GET api/api/auth/check',
    'POST api/api/auth/login',
    'GET api/api/auth/check',
    'GET sso/api/user',
  ];
  let cursor = 0;
  for (const call of fromExchange) if (call === order[cursor]) cursor++;
  expect(cursor, `expected ${order.join(' → ')} in ${fromExchange.join(' → ')}`).toBe(order.length);

  // The user lands on /explorer/, signed in, with the spec storage keys.
  await expect(page).toHaveURL(/\/explorer\/$/);
  await expect(page.getByRole('banner')).toContainText(demoUser.name);
  const url = new URL(page.url());
  expect(url.searchParams.has('code')).toBe(false);
  expect(url.searchParams.has('state')).toBe(false);
  const stored = await page.evaluate(
    (keys) => keys.map((k) => window.localStorage.getItem(k)),
    tokenKeys,
  );
  expect(stored[0]).toBeTruthy();
  expect(stored[1]).toBeTruthy();
  expect(Number(stored[2])).toBeGreaterThan(0);

  // The back button: whatever page the history goes back to, the code is not sent a second time.
  await page.goBack();
  await expectNothingFor(page, 1000, () => {
    expect(exchanges.filter((body) => body.includes('grant_type=authorization_code'))).toHaveLength(
      1,
    );
  });
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Signed in, the Explorer and the Comparer have no axe violation.
  for (const path of ['/explorer/', '/comparer/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
  }
});

test('signing in from 127.0.0.1 comes back to 127.0.0.1, signed in', async ({ page }) => {
  const local = `http://127.0.0.1:${e2ePorts.spa}`;
  const authorize = page.waitForRequest((r) => r.url().startsWith(`${ssoOrigin}/oauth/authorize`));
  await page.goto(`${local}/explorer/`);
  expect(new URL((await authorize).url()).searchParams.get('redirect_uri')).toBe(`${local}/`);
  await fillSsoLogin(page);
  await expect(page).toHaveURL(`${local}/explorer/`);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(demoUser.name);
});

test('a provider error on the return is said in French, never its English description', async ({
  page,
}) => {
  const authorize = page.waitForRequest((r) => r.url().startsWith(`${ssoOrigin}/oauth/authorize`));
  await page.goto('/explorer/');
  const state = new URL((await authorize).url()).searchParams.get('state') ?? '';
  await expect(page).toHaveURL(new RegExp(`^${ssoOrigin}/interaction/`));
  const back = new URLSearchParams({
    error: 'access_denied',
    error_description: 'End-User aborted interaction',
    state,
    iss: ssoOrigin,
  });
  await page.goto(`/?${back}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('La connexion a été refusée ou annulée.');
  await expect(alert).not.toContainText('aborted');
  await expect(page).toHaveURL(/\/$/);
});

test('the provider refuses an unregistered return address on a French page', async ({ page }) => {
  const authorize = new URL('/oauth/authorize', ssoOrigin);
  authorize.search = new URLSearchParams({
    client_id: '13',
    redirect_uri: 'http://127.0.0.2:3000/',
    response_type: 'code',
    scope: '',
    state: 'A'.repeat(40),
    code_challenge: 'c'.repeat(43),
    code_challenge_method: 'S256',
  }).toString();
  await page.goto(authorize.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erreur de connexion');
  await expect(page.getByRole('main')).toContainText(
    'L’adresse de retour demandée n’est pas enregistrée pour ce site',
  );
  await expect(page.getByRole('main')).not.toContainText('did not match');
  expect(page.url().startsWith(ssoOrigin)).toBe(true);
});

test('a failed exchange removes the three keys and shows a French error without looping', async ({
  page,
}) => {
  await page.route(`${ssoOrigin}/api/oauth/token`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: '{"error":"invalid_grant"}',
    }),
  );
  await page.goto('/');
  await page.evaluate((keys) => {
    for (const k of keys) window.localStorage.setItem(k, 'stale');
  }, tokenKeys);
  await page.goto('/explorer/');
  await fillSsoLogin(page);
  await expect(page.getByRole('alert')).toContainText('La connexion n’a pas abouti');
  const stored = await page.evaluate(
    (keys) => keys.map((k) => window.localStorage.getItem(k)),
    tokenKeys,
  );
  expect(stored).toEqual([null, null, null]);
  // No loop: the site does not send the browser back to the provider on its own.
  const authorize = authorizeRequests(page);
  await expectNothingFor(page, 1000, () => {
    expect(authorize).toEqual([]);
    expect(new URL(page.url()).origin).not.toBe(ssoOrigin);
  });
});

test('a tampered state shows a French error without looping back to the provider; "Recommencer la connexion" leads back to the page the user was going to, whose Comparer link carries the six parameters', async ({
  page,
}) => {
  // Start a real sign-in (a pending state is saved in this tab), then come back with another state
  // (tampered, or another request's).
  const destination = '/explorer/?type=commune&id=42218&year=2024';
  await page.goto(destination);
  await expect(page).toHaveURL(new RegExp(`^${ssoOrigin}/interaction/`));
  const authorize = authorizeRequests(page);
  await page.goto(
    `/?code=forged-code&state=${'A'.repeat(40)}&iss=${encodeURIComponent(ssoOrigin)}`,
  );
  await expect(page.getByRole('alert')).toContainText('La connexion n’a pas abouti');
  await expect(page.getByRole('alert')).toContainText('ne correspond pas à votre demande');
  await expect(page).toHaveURL(/\/$/);
  await expectNothingFor(page, 1000, () => {
    expect(authorize).toEqual([]);
    expect(page.url().startsWith(ssoOrigin)).toBe(false);
  });

  await page.getByRole('button', { name: 'Recommencer la connexion' }).click();
  await fillSsoLogin(page);
  await expect(page).toHaveURL(new RegExp(`${destination.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The Comparer link carries the six parameters copied from the current query.
  const link = page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Comparer' });
  // Back from the provider, the header first shows the address the sign-in returned to: the link
  // follows once the Explorer's address is on screen.
  await expect(link).toHaveAttribute('href', /id=42218/);
  const href = await link.getAttribute('href');
  const comparer = new URL(href ?? '', 'http://x');
  expect(comparer.pathname).toBe('/comparer');
  expect(Object.fromEntries(comparer.searchParams)).toEqual({
    type: 'commune',
    id: '42218',
    year: '2024',
    type2: 'commune',
    id2: '42218',
    year2: '2024',
  });
  await link.click();
  await expect(page).toHaveURL(
    /\/comparer\?type=commune&id=42218&year=2024&type2=commune&id2=42218&year2=2024$/,
  );
});

test('signing out in one tab signs the other tab out, and there too Explorer asks for the password', async ({
  context,
}) => {
  const first = await context.newPage();
  await signInAt(first, '/explorer/');
  const second = await context.newPage();
  await second.goto('/a-propos/');
  await expect(second.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await first.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(second.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
  await expect
    .poll(() => second.evaluate(() => window.localStorage.getItem('epic_user_token')))
    .toBeNull();
  // The first tab went through the provider's end-session endpoint and came back.
  await expect(first.getByRole('status').filter({ hasText: 'Vous êtes déconnecté' })).toBeVisible();
  await explorerLink(second).click();
  await expect(second).toHaveURL(new RegExp(`^${ssoOrigin}/interaction/`));
  await expect(second.getByLabel('Mot de passe')).toBeVisible();
});

test('sign-out ends the provider session: Explorer then asks for the password again', async ({
  page,
}) => {
  await signInAt(page, '/explorer/');
  const endSession = page.waitForRequest((r) => r.url().startsWith(`${ssoOrigin}/session/end`));
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  const params = new URL((await endSession).url()).searchParams;
  expect(params.get('client_id')).toBe('13');
  expect(params.get('post_logout_redirect_uri')).toBe(`http://localhost:${e2ePorts.spa}/`);
  // The provider ends its session and sends the browser back to the site, signed out.
  await expect(page).toHaveURL(`http://localhost:${e2ePorts.spa}/`);
  await expect(page.getByRole('status').filter({ hasText: 'Vous êtes déconnecté' })).toHaveText(
    'Vous êtes déconnecté d’EPIC et du service de connexion.',
  );
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
  const stored = await page.evaluate(
    (keys) => keys.map((k) => window.localStorage.getItem(k)),
    tokenKeys,
  );
  expect(stored).toEqual([null, null, null]);
  await explorerLink(page).click();
  await expect(page).toHaveURL(new RegExp(`^${ssoOrigin}/interaction/`));
  await expect(page.getByLabel('Mot de passe')).toBeVisible();
  await expect(page.getByLabel('Mot de passe')).toHaveValue('');
  // Signing in again works, with the password.
  await fillSsoLogin(page);
  await expect(page).toHaveURL(/\/explorer\/$/);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
});

test('SSO form: an empty submission names each missing field, tied to its input, and focuses the first', async ({
  page,
}) => {
  await page.goto('/explorer/');
  await expect(page).toHaveURL(new RegExp(`^${ssoOrigin}/interaction/`));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const email = page.getByLabel('Adresse électronique');
  const password = page.getByLabel('Mot de passe');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Saisissez votre adresse électronique\./);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Saisissez votre mot de passe.');
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Le formulaire contient 2 erreurs');
  await expect(page.getByText('Adresse électronique ou mot de passe incorrect.')).toHaveCount(0);
  // The summary's links lead to the fields.
  await summary.getByRole('link', { name: 'Saisissez votre mot de passe.' }).click();
  await expect(page).toHaveURL(/#password$/);

  // One field left empty: only that one is named, and it gets the focus.
  await email.fill(demoUser.email);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription('Saisissez votre mot de passe.');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue(demoUser.email);
  await expect(page.getByRole('alert')).toContainText('Le formulaire contient une erreur');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Wrong credentials keep the single message.
  await password.fill('mauvais');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Adresse électronique ou mot de passe incorrect.',
  );
  await expect(password).toHaveAccessibleDescription(
    'Adresse électronique ou mot de passe incorrect.',
  );
  await fillSsoLogin(page);
  await expect(page).toHaveURL(/\/explorer\/$/);
});

test('provider down during sign-in: a French error, no loop, no token kept', async ({ page }) => {
  await page.goto('/explorer/');
  await page.getByLabel('Adresse électronique').fill(demoUser.email);
  await page.getByLabel('Mot de passe').fill(demoUser.password);
  // The provider stops answering between the login and the code exchange.
  await page.route(`${ssoOrigin}/api/oauth/token`, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('La connexion n’a pas abouti');
  await expect(page.getByRole('alert')).toContainText('injoignable');
  const authorize = authorizeRequests(page);
  await expectNothingFor(page, 1000, () => {
    expect(authorize).toEqual([]);
    expect(page.url().startsWith(ssoOrigin)).toBe(false);
  });
  const token = await page.evaluate(() => window.localStorage.getItem('epic_user_token'));
  expect(token).toBeNull();
});

test.describe('signed in already (signed-in.setup.ts)', () => {
  test.use({ storageState: signedInState });

  test('API down: protected screens say so in French, public pages still work', async ({
    page,
  }) => {
    await openSignedIn(page, '/explorer/');
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/comparer/');
    await expect(page.getByRole('alert')).toContainText('Le service EPIC ne répond pas');
    expect(page.url().startsWith(ssoOrigin)).toBe(false);
    await page.goto('/a-propos/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À propos d’EPIC');
    await expect(page.getByRole('alert')).toContainText('n’a pas pu être chargée');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Explorer et comparer les territoires',
    );
  });
});
