/**
 * Against the real local SSO server (apps/sso-dev, oidc-provider): a user signs in on the provider’s
 * login form, then the API creates the session in both modes (spa: token checked with /api/user;
 * bff: code exchanged server-side with the client secret and PKCE verifier).
 */
import {
  demoAccounts,
  demoPassword,
  type RunningSsoServer,
  spaClientId,
  startSsoServer,
} from '@epic/sso-dev';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { buildServer } from '../src/server.js';
import { openFixture } from './fixture-db.js';
import { authorizationCode, cookieOf, SITE, testConfig } from './helpers.js';

describe('with the local SSO server', () => {
  let sso: RunningSsoServer;
  let db: Db;
  let app: FastifyInstance;
  const account = demoAccounts[0] as (typeof demoAccounts)[number];

  beforeAll(async () => {
    sso = await startSsoServer({ port: 0, siteOrigins: [SITE], log: () => {} });
    db = await openFixture('migrated');
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
    const { code, verifier } = await authorizationCode(
      sso.url,
      spaClientId,
      account.email,
      demoPassword,
    );
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
    const { code, verifier } = await authorizationCode(
      sso.url,
      'epic-api',
      account.email,
      demoPassword,
    );
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
