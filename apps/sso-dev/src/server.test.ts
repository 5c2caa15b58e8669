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
