/**
 * Against the real local SSO server (apps/sso-dev, oidc-provider): a user signs in on the provider’s
 * login form, then the API creates the session in both modes (spa: token checked with /api/user;
 * bff: code exchanged server-side with the client secret and PKCE verifier).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  demoAccounts,
  demoPassword,
  type RunningSsoServer,
  spaClientId,
  startSsoServer,
} from '@epic/sso-dev';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPglite } from '../src/db/adapter.js';
import { migrate } from '../src/db/migrate.js';
import { buildServer } from '../src/server.js';
import { cookieOf, SITE, testConfig } from './helpers.js';

/** authorize → login form → redirect back to the site with a code, keeping the provider’s cookies. */
async function authorizationCode(issuer: string, clientId: string, email: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, {
      ...init,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(5000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), rest.join('='));
    }
    return response;
  };
  const authorize = new URL('/oauth/authorize', issuer);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${SITE}/`,
    response_type: 'code',
    scope: '',
    state: 'S'.repeat(40),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  let response = await request(authorize.href);
  response = await request(new URL(response.headers.get('location') ?? '', issuer).href);
  const action = /action="([^"]+)"/.exec(await response.text())?.[1] ?? '';
  response = await request(new URL(action, issuer).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: demoPassword }),
  });
  for (let hops = 0; hops < 6; hops++) {
    const next = new URL(response.headers.get('location') ?? '', issuer);
    if (next.origin === SITE) {
      const code = next.searchParams.get('code');
      if (!code) throw new Error(`no code in ${next.href}`);
      return { code, verifier };
    }
    response = await request(next.href);
  }
  throw new Error('the provider did not redirect to the site');
}

describe('with the local SSO server', () => {
  let sso: RunningSsoServer;
  let db: Db;
  let app: FastifyInstance;
  const account = demoAccounts[0] as (typeof demoAccounts)[number];

  beforeAll(async () => {
    sso = await startSsoServer({ port: 0, siteOrigins: [SITE], log: () => {} });
    db = await openPglite();
    await migrate(db);
    app = await buildServer({
      config: testConfig({ authProviderUrl: sso.url, providerTimeoutMs: 5000 }),
      db,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await sso.close();
  });

  it('spa mode: the token from the provider opens a session, a forged one does not', async () => {
    const { code, verifier } = await authorizationCode(sso.url, spaClientId, account.email);
    const token = await fetch(`${sso.url}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: spaClientId,
        code,
        code_verifier: verifier,
        redirect_uri: `${SITE}/`,
      }),
      signal: AbortSignal.timeout(5000),
    }).then((r) => r.json());
    expect(token.access_token).toBeTruthy();
    const headers = { origin: SITE, 'content-type': 'application/json' };
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: {
        access_token: token.access_token,
        refresh_token: token.refresh_token,
        expires_in: token.expires_in,
      },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ name: account.name, email: account.email });
    const check = await app.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: { cookie: cookieOf(login) as string },
    });
    expect(check.statusCode).toBe(200);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { access_token: `${token.access_token}x` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('bff mode: the API exchanges the code with its secret and opens the session', async () => {
    const { code, verifier } = await authorizationCode(sso.url, 'epic-api', account.email);
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/callback',
      headers: { origin: SITE, 'content-type': 'application/json' },
      payload: { code, code_verifier: verifier, redirect_uri: `${SITE}/` },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ authenticated: true, user: { email: account.email } });
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: cookieOf(r) as string },
    });
    expect(me.json().user.name).toBe(account.name);
    // A code is single use.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/oauth/callback',
      headers: { origin: SITE, 'content-type': 'application/json' },
      payload: { code, code_verifier: verifier, redirect_uri: `${SITE}/` },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('OAUTH_EXCHANGE_FAILED');
  });
});
