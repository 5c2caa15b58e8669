// Long file: the local SSO server’s protocol cases, one flow after another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, type RunningSsoServer, startSsoServer } from './index.js';
import { Browser, pkcePair, randomState, signInAndGetRedirect } from './test/flow.js';

const site = 'http://localhost:4173';
const redirectUri = `${site}/`;
let sso: RunningSsoServer;
const logs: string[] = [];

beforeAll(async () => {
  sso = await startSsoServer({
    port: 0,
    siteOrigins: [site],
    bffClientSecret: 'test-secret',
    accessTokenTtl: 60,
    log: (line) => logs.push(line),
  });
});

afterAll(async () => {
  await sso.close();
});

async function token(body: Record<string, string>, origin?: string) {
  return fetch(`${sso.url}/api/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin } : {}),
    },
    body: new URLSearchParams(body),
  });
}

async function codeFor(clientId = '13') {
  const { verifier, challenge } = pkcePair();
  const state = randomState();
  const { redirect } = await signInAndGetRedirect({
    issuer: sso.url,
    clientId,
    redirectUri,
    email: demoAccounts[0]?.email ?? '',
    password: demoPassword,
    challenge,
    state,
  });
  return { redirect, verifier, state };
}

describe('sso-dev on both local names (localhost and 127.0.0.1)', () => {
  const twin = 'http://127.0.0.1:4173';

  it('given the site on 127.0.0.1 should send the browser back there and exchange the code', async () => {
    const { verifier, challenge } = pkcePair();
    const state = randomState();
    const { redirect } = await signInAndGetRedirect({
      issuer: sso.url,
      clientId: '13',
      redirectUri: `${twin}/`,
      email: demoAccounts[0]?.email ?? '',
      password: demoPassword,
      challenge,
      state,
    });
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${twin}/`);
    expect(redirect.searchParams.get('state')).toBe(state);
    const exchanged = await token(
      {
        grant_type: 'authorization_code',
        client_id: '13',
        code: redirect.searchParams.get('code') ?? '',
        redirect_uri: `${twin}/`,
        code_verifier: verifier,
      },
      twin,
    );
    expect(exchanged.status).toBe(200);
    expect(exchanged.headers.get('access-control-allow-origin')).toBe(twin);
  });

  it('given any other return address should refuse it on a French page, without the English description', async () => {
    for (const uri of [
      'http://127.0.0.2:4173/',
      'http://localhost:4174/',
      'https://evil.example/',
    ]) {
      const authorize = new URL('/oauth/authorize', sso.url);
      authorize.search = new URLSearchParams({
        client_id: '13',
        redirect_uri: uri,
        response_type: 'code',
        scope: '',
        state: randomState(),
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      }).toString();
      const response = await fetch(authorize, { redirect: 'manual' });
      expect(response.status, uri).toBe(400);
      expect(response.headers.get('location'), uri).toBeNull();
      const html = await response.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('L’adresse de retour demandée n’est pas enregistrée pour ce site');
      expect(html).toContain('<code>invalid_redirect_uri</code>');
      expect(html).not.toMatch(/redirect_uri did not match|lang="en"/);
    }
  });
});

describe('sso-dev authorization code flow (spa client 13, PKCE)', () => {
  it('given an empty scope and a valid login should redirect to the site root with code, state and iss', async () => {
    const { redirect, state } = await codeFor();
    expect(`${redirect.origin}${redirect.pathname}`).toBe(redirectUri);
    expect(redirect.searchParams.get('code')).toBeTruthy();
    expect(redirect.searchParams.get('state')).toBe(state);
    expect(redirect.searchParams.get('iss')).toBe(sso.url);
  });

  it('given the code and verifier should issue tokens, serve /api/user, and rotate refresh tokens', async () => {
    const { redirect, verifier } = await codeFor();
    const exchanged = await token(
      {
        grant_type: 'authorization_code',
        client_id: '13',
        code: redirect.searchParams.get('code') ?? '',
        redirect_uri: redirectUri,
        code_verifier: verifier,
      },
      site,
    );
    expect(exchanged.status).toBe(200);
    expect(exchanged.headers.get('access-control-allow-origin')).toBe(site);
    const tokens = (await exchanged.json()) as Record<string, string | number>;
    expect(tokens.access_token).toEqual(expect.any(String));
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.expires_in).toBe(60);

    const user = await fetch(`${sso.url}/api/user`, {
      headers: { authorization: `Bearer ${tokens.access_token}`, origin: site },
    });
    expect(user.status).toBe(200);
    expect(user.headers.get('access-control-allow-origin')).toBe(site);
    expect(await user.json()).toMatchObject({
      id: 1,
      name: 'Camille Martin',
      email: 'camille.martin@example.org',
    });

    const refreshed = await token({
      grant_type: 'refresh_token',
      client_id: '13',
      refresh_token: String(tokens.refresh_token),
    });
    expect(refreshed.status).toBe(200);
    const rotated = (await refreshed.json()) as Record<string, string>;
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    const reused = await token({
      grant_type: 'refresh_token',
      client_id: '13',
      refresh_token: String(tokens.refresh_token),
    });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('given a code redeemed twice should refuse the second exchange', async () => {
    const { redirect, verifier } = await codeFor();
    const body = {
      grant_type: 'authorization_code',
      client_id: '13',
      code: redirect.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    };
    expect((await token(body)).status).toBe(200);
    const second = await token(body);
    expect(second.status).toBe(400);
    expect(((await second.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('given a wrong code verifier should refuse the exchange', async () => {
    const { redirect } = await codeFor();
    const response = await token({
      grant_type: 'authorization_code',
      client_id: '13',
      code: redirect.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: pkcePair().verifier,
    });
    expect(response.status).toBe(400);
  });

  it('given no code challenge should refuse the authorization request (PKCE required)', async () => {
    const url = new URL('/oauth/authorize', sso.url);
    url.search = new URLSearchParams({
      client_id: '13',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: '',
      state: randomState(),
    }).toString();
    const response = await new Browser().request(url.href);
    const location = new URL(response.headers.get('location') ?? '', sso.url);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('given an unregistered redirect URI should not redirect there', async () => {
    const url = new URL('/oauth/authorize', sso.url);
    url.search = new URLSearchParams({
      client_id: '13',
      redirect_uri: 'https://evil.example/',
      response_type: 'code',
      scope: '',
      state: randomState(),
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    }).toString();
    const response = await new Browser().request(url.href);
    expect(response.headers.get('location') ?? '').not.toContain('evil.example');
    expect(response.status).toBe(400);
  });

  it('given wrong credentials should show the French error and not redirect', async () => {
    const { challenge } = pkcePair();
    const { redirect, loginStatus } = await signInAndGetRedirect({
      issuer: sso.url,
      clientId: '13',
      redirectUri,
      email: demoAccounts[0]?.email ?? '',
      password: 'mauvais',
      challenge,
      state: randomState(),
    });
    expect(loginStatus).toBe(401);
    expect(redirect.searchParams.get('code')).toBeNull();
    expect(logs.some((l) => l.includes('sign-in refused'))).toBe(true);
  });
});

describe('sso-dev /api/user', () => {
  it('given no or a forged bearer token should answer 401', async () => {
    expect((await fetch(`${sso.url}/api/user`)).status).toBe(401);
    const forged = await fetch(`${sso.url}/api/user`, {
      headers: { authorization: 'Bearer forged-token' },
    });
    expect(forged.status).toBe(401);
  });

  it('given a CORS preflight from the site should allow the Authorization header', async () => {
    const response = await fetch(`${sso.url}/api/user`, {
      method: 'OPTIONS',
      headers: { origin: site, 'access-control-request-headers': 'authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('sso-dev token introspection (RFC 7662)', () => {
  const introspect = (tokenValue: string, auth: Record<string, string>) =>
    fetch(`${sso.url}/token/introspection`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokenValue, ...auth }),
    });
  const backend = { client_id: 'epic-api', client_secret: 'test-secret' };

  async function spaToken() {
    const { redirect, verifier } = await codeFor('13');
    const response = await token({
      grant_type: 'authorization_code',
      client_id: '13',
      code: redirect.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    return ((await response.json()) as { access_token: string }).access_token;
  }

  it('given the backend client should say which client a token was issued to, and its subject', async () => {
    const accessToken = await spaToken();
    const body = (await (await introspect(accessToken, backend)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ active: true, client_id: '13', sub: demoAccounts[0]?.id });
    expect(typeof body.exp).toBe('number');
    // /api/user answers for it, as for any client's token: only introspection tells them apart.
    const user = await fetch(`${sso.url}/api/user`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(user.status).toBe(200);
  });

  it('given a revoked or unknown token should answer inactive; without client credentials, refuse', async () => {
    const accessToken = await spaToken();
    const revoked = await fetch(`${sso.url}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      // Revoked by its own client, as the site does at sign-out.
      body: new URLSearchParams({ token: accessToken, client_id: '13' }),
    });
    expect(revoked.ok).toBe(true);
    expect(await (await introspect(accessToken, backend)).json()).toEqual({ active: false });
    expect(await (await introspect('forged', backend)).json()).toEqual({ active: false });
    expect((await introspect(accessToken, { client_id: 'epic-api' })).status).toBe(401);
  });
});

describe('sso-dev confidential client (bff)', () => {
  it('given the secret should exchange the code; without it should refuse', async () => {
    const { redirect, verifier } = await codeFor('epic-api');
    const body = {
      grant_type: 'authorization_code',
      client_id: 'epic-api',
      code: redirect.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    };
    const refused = await token({ ...body, client_secret: 'wrong' });
    expect(refused.status).toBe(401);
    const accepted = await token({ ...body, client_secret: 'test-secret' });
    expect(accepted.status).toBe(200);
  });
});

describe('sso-dev RP-initiated logout (end-session endpoint)', () => {
  /** Signs in at the provider with a browser that keeps its cookies. */
  async function signedInBrowser(clientId = '13', scope = '') {
    const { verifier, challenge } = pkcePair();
    const browser = new Browser();
    const authorize = new URL('/oauth/authorize', sso.url);
    const { redirect } = await signInAndGetRedirect({
      issuer: sso.url,
      clientId,
      redirectUri,
      email: demoAccounts[0]?.email ?? '',
      password: demoPassword,
      challenge,
      state: randomState(),
      browser,
      ...(scope ? { scope } : {}),
    });
    expect(redirect.searchParams.get('code')).toBeTruthy();
    return { browser, redirect, verifier, authorize };
  }

  /** Where an authorization request of this browser leads: straight back with a code, or the form. */
  async function authorizeAgain(browser: Browser, clientId = '13') {
    const url = new URL('/oauth/authorize', sso.url);
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: '',
      state: randomState(),
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    }).toString();
    let response = await browser.request(url.href);
    for (let hops = 0; hops < 5; hops++) {
      const location = response.headers.get('location');
      if (!location) break;
      const next = new URL(location, sso.url);
      if (next.origin !== new URL(sso.url).origin) return { site: next };
      response = await browser.request(next.href);
    }
    return { page: await response.text(), status: response.status };
  }

  /** Follows the end-session request like a browser: the French page submits its form. */
  async function endSession(browser: Browser, params: Record<string, string>) {
    const url = new URL('/session/end', sso.url);
    url.search = new URLSearchParams(params).toString();
    const response = await browser.request(url.href, { headers: { accept: 'text/html' } });
    const html = await response.text();
    if (response.status !== 200) return { status: response.status, html };
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const inputs = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    const confirm = await browser.request(new URL(action.replace(/&#38;/g, '&'), sso.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(inputs as Record<string, string>),
    });
    return { status: response.status, html, inputs, confirm };
  }

  it('given client_id and a registered return address should end the provider session: the next sign-in asks for the password', async () => {
    const { browser } = await signedInBrowser();
    // Before: the provider session signs the user in without a password.
    const before = await authorizeAgain(browser);
    expect(before.site?.searchParams.get('code')).toBeTruthy();

    const out = await endSession(browser, {
      client_id: '13',
      post_logout_redirect_uri: redirectUri,
    });
    expect(out.status).toBe(200);
    expect(out.html).toContain('<html lang="fr">');
    expect(out.html).toContain('Déconnexion');
    expect(out.html).not.toMatch(/Sign-out|sign me out|Submitting Callback|Logout Request/i);
    expect(out.inputs).toMatchObject({ logout: 'yes' });
    expect(out.confirm?.status).toBe(303);
    expect(out.confirm?.headers.get('location')).toBe(redirectUri);

    const after = await authorizeAgain(browser);
    expect(after.site).toBeUndefined();
    expect(after.page).toContain('Mot de passe');
  });

  it('given the confidential bff client should accept its registered return address too', async () => {
    const { browser } = await signedInBrowser('epic-api');
    const out = await endSession(browser, {
      client_id: 'epic-api',
      post_logout_redirect_uri: redirectUri,
    });
    expect(out.confirm?.headers.get('location')).toBe(redirectUri);
    expect((await authorizeAgain(browser, 'epic-api')).site).toBeUndefined();
  });

  it('given an id_token_hint (openid scope) should identify the client by it', async () => {
    const { browser, redirect, verifier } = await signedInBrowser('13', 'openid');
    const tokens = (await (
      await token({
        grant_type: 'authorization_code',
        client_id: '13',
        code: redirect.searchParams.get('code') ?? '',
        redirect_uri: redirectUri,
        code_verifier: verifier,
      })
    ).json()) as { id_token?: string };
    expect(tokens.id_token).toEqual(expect.any(String));
    const out = await endSession(browser, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: redirectUri,
      state: 'retour',
    });
    expect(out.confirm?.headers.get('location')).toBe(`${redirectUri}?state=retour`);
    expect((await authorizeAgain(browser)).site).toBeUndefined();
  });

  it('given an unregistered return address should refuse in French and not redirect there', async () => {
    const { browser } = await signedInBrowser();
    const out = await endSession(browser, {
      client_id: '13',
      post_logout_redirect_uri: 'https://evil.example/',
    });
    expect(out.status).toBe(400);
    expect(out.html).toContain('<html lang="fr">');
    expect(out.html).toContain('Erreur de connexion');
    expect(out.html).not.toContain('href="https://evil.example/');
    // The provider session is still there.
    expect((await authorizeAgain(browser)).site?.searchParams.get('code')).toBeTruthy();
  });

  it('given no provider session should still go back to the site through a French page', async () => {
    const out = await endSession(new Browser(), {
      client_id: '13',
      post_logout_redirect_uri: redirectUri,
    });
    expect(out.status).toBe(200);
    expect(out.html).toContain('<html lang="fr">');
    expect(out.html).not.toMatch(/Submitting Callback|JavaScript or you/);
    expect(out.confirm?.status).toBe(303);
    expect(out.confirm?.headers.get('location')).toBe(redirectUri);
  });

  it('given no return address should end the session and say so in French', async () => {
    const { browser } = await signedInBrowser();
    const out = await endSession(browser, { client_id: '13' });
    const success = new URL(out.confirm?.headers.get('location') ?? '', sso.url);
    expect(success.origin).toBe(sso.url);
    const page = await (await browser.request(success.href)).text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Vous êtes déconnecté');
    expect(page).toContain(`href="${site}"`);
    expect(page).not.toMatch(/Sign-out Success/);
  });

  it('announces the endpoint in the discovery document', async () => {
    const discovery = (await (
      await fetch(`${sso.url}/.well-known/openid-configuration`)
    ).json()) as { end_session_endpoint?: string };
    expect(discovery.end_session_endpoint).toBe(`${sso.url}/session/end`);
  });
});
