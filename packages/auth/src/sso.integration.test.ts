import { type RunningSsoServer, startSsoServer } from '@epic/sso-dev';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from './client';
import { storageKeys } from './storage';
import { sharedTabs, site, tab } from './test/fakes';
import type { AuthConfig } from './types';

// The provider is the real local SSO server; only the product backend is stood in by MSW.
let sso: RunningSsoServer;
let sessionToken: string | null = null;
const backend = setupServer(
  http.get(`${site}/api/auth/check`, () =>
    sessionToken
      ? HttpResponse.json({ authenticated: true, user: { id: '1', name: 'x', email: 'x' } })
      : new HttpResponse(null, { status: 401 }),
  ),
  http.post(`${site}/api/auth/login`, async ({ request }) => {
    const body = (await request.json()) as { access_token: string };
    // Like the real API: check the token with the provider before opening a session.
    const check = await fetch(`${sso.url}/api/user`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    if (!check.ok) return new HttpResponse(null, { status: 401 });
    sessionToken = body.access_token;
    return HttpResponse.json({ authenticated: true, user: await check.json() });
  }),
);

beforeAll(async () => {
  sso = await startSsoServer({ port: 0, siteOrigins: [site], accessTokenTtl: 120, log: () => {} });
  backend.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(async () => {
  backend.close();
  await sso.close();
});

/** A browser's cookie jar for the provider, and requests that keep it. */
function providerBrowser() {
  const cookies = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (name) cookies.set(name, rest.join('='));
    }
    return response;
  };
}

/** Follows the authorize URL like a browser, signs in on the French form, returns the redirect. */
async function signInAtProvider(
  authorizeUrl: string,
  go = providerBrowser(),
  base = sso.url,
): Promise<string> {
  let response = await go(authorizeUrl);
  response = await go(new URL(response.headers.get('location') ?? '', base).href);
  const action = /action="([^"]+)"/.exec(await response.text())?.[1] ?? '';
  response = await go(new URL(action, base).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'camille.martin@example.org', password: 'epic-demo' }),
  });
  for (let hop = 0; hop < 5; hop++) {
    const location = response.headers.get('location') ?? '';
    const next = new URL(location, base);
    if (next.origin === site) return next.href;
    response = await go(next.href);
  }
  throw new Error('the provider never sent the user back');
}

describe('@epic/auth against the real local SSO server', () => {
  it('signs in (authorize → login form → code → token → /api/user), then rotates the refresh token', async () => {
    const shared = sharedTabs();
    let clock = Date.now();
    const t = tab(shared, { providerUrl: sso.url, now: () => clock });
    const client = createAuthClient(t.config);
    await client.startSignIn('/explorer/');
    t.state.href = await signInAtProvider(t.state.navigatedTo[0] ?? '');
    await expect(client.handleRedirectCallback()).resolves.toBe('/explorer/');
    expect(client.getSnapshot()).toMatchObject({
      status: 'signed-in',
      user: { name: 'Camille Martin', email: 'camille.martin@example.org' },
    });
    const firstRefresh = shared.local.getItem(storageKeys.refreshToken);
    expect(shared.local.getItem(storageKeys.expiresIn)).toBe('120');

    // Half-way through a 120 s token (the margin is capped at half the lifetime), use refreshes it.
    clock += 61_000;
    const token = await client.getAccessToken();
    expect(token).toBeTruthy();
    const secondRefresh = shared.local.getItem(storageKeys.refreshToken);
    expect(secondRefresh).not.toBe(firstRefresh);

    // The provider refuses the old, rotated refresh token.
    const reuse = await fetch(`${sso.url}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: '13',
        refresh_token: firstRefresh ?? '',
      }),
    });
    expect(reuse.status).toBe(400);
    client.destroy();
  });
});

describe('@epic/auth sign-out against the real local SSO server', () => {
  it('signs out through the end-session endpoint: the next sign-in asks for the password again', async () => {
    const go = providerBrowser();
    const t = tab(sharedTabs(), { providerUrl: sso.url });
    const client = createAuthClient(t.config);
    await client.startSignIn('/explorer/');
    t.state.href = await signInAtProvider(t.state.navigatedTo.at(-1) ?? '', go);
    await client.handleRedirectCallback();
    expect(client.getSnapshot().status).toBe('signed-in');

    await expect(client.signOut()).resolves.toEqual({ redirected: true });
    const endSession = t.state.navigatedTo.at(-1) ?? '';
    expect(endSession.startsWith(`${sso.url}/session/end?`)).toBe(true);
    // The browser at the provider: its French page submits the confirmation, then goes back.
    const page = await (await go(endSession, { headers: { accept: 'text/html' } })).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
    const inputs = [...page.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map(
      (m) => [m[1] ?? '', m[2] ?? ''],
    );
    const back = await go(new URL(action, sso.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(inputs),
    });
    expect(back.headers.get('location')).toBe(`${site}/`);

    // A new sign-in: the provider shows its form instead of sending a code straight back.
    await client.startSignIn('/explorer/');
    const again = await go(t.state.navigatedTo.at(-1) ?? '');
    const next = new URL(again.headers.get('location') ?? '', sso.url);
    expect(next.origin).toBe(sso.url);
    const form = await (await go(next.href)).text();
    expect(form).toContain('Mot de passe');
    client.destroy();
  });

  it('with an openid scope keeps the provider’s ID token and sends it as id_token_hint', async () => {
    const go = providerBrowser();
    const shared = sharedTabs();
    const t = tab(shared, { providerUrl: sso.url, scope: 'openid' });
    const client = createAuthClient(t.config);
    await client.startSignIn('/');
    t.state.href = await signInAtProvider(t.state.navigatedTo.at(-1) ?? '', go);
    await client.handleRedirectCallback();
    const idToken = shared.local.getItem(storageKeys.idToken);
    expect(idToken?.split('.')).toHaveLength(3);
    await client.signOut();
    const url = new URL(t.state.navigatedTo.at(-1) ?? '');
    expect(url.searchParams.get('id_token_hint')).toBe(idToken);
    // The provider accepts it (an unknown or invalid hint is refused with 400).
    const page = await go(url.href, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    client.destroy();
  });
});

describe('another agency’s site against the real local SSO server, by OpenID discovery alone', () => {
  let oidc: RunningSsoServer;
  beforeAll(async () => {
    oidc = await startSsoServer({
      port: 0,
      siteOrigins: [site],
      openidUserinfo: true,
      extraClients: [
        {
          client_id: 'agence-exemple',
          client_name: 'Agence exemple',
          token_endpoint_auth_method: 'none',
          redirect_uris: [`${site}/`],
          post_logout_redirect_uris: [`${site}/`],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
        },
      ],
      log: () => {},
    });
  });
  afterAll(() => oidc.close());

  it('signs in with only the issuer: discovered endpoints, standard claims, its own storage keys', async () => {
    const requested: string[] = [];
    const shared = sharedTabs();
    const t = tab(shared, {
      providerUrl: undefined,
      issuer: oidc.url,
      clientId: 'agence-exemple',
      backendSession: false,
      scope: 'openid profile email',
      storagePrefix: 'agence_',
      fetch: (input, init) => {
        requested.push(new URL(String(input)).pathname);
        return fetch(input, init);
      },
    } as Partial<AuthConfig>);
    const client = createAuthClient(t.config);
    await client.startSignIn('/tableau/');
    const go = providerBrowser();
    t.state.href = await signInAtProvider(t.state.navigatedTo.at(-1) ?? '', go, oidc.url);
    await expect(client.handleRedirectCallback()).resolves.toBe('/tableau/');
    expect(client.getSnapshot()).toMatchObject({
      status: 'signed-in',
      user: { id: '1', name: 'Camille Martin', email: 'camille.martin@example.org' },
    });
    // The profile from OpenID's userinfo endpoint (announced), not EPIC's /api/user.
    expect(requested).toEqual(['/.well-known/openid-configuration', '/api/oauth/token', '/me']);
    expect(shared.local.getItem('agence_id_token')?.split('.')).toHaveLength(3);
    expect([...shared.local.map.keys()].some((key) => key.startsWith('epic_'))).toBe(false);

    // Sign-out at the discovered end-session endpoint, which accepts the ID token as a hint.
    await expect(client.signOut()).resolves.toEqual({ redirected: true });
    const endSession = new URL(t.state.navigatedTo.at(-1) ?? '');
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${oidc.url}/session/end`);
    const page = await go(endSession.href, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    client.destroy();
  });
});
