// Long file: every session and sign-in case of the API, in both modes, against one server per backend.
import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/adapter.js';
import { buildServer } from '../src/server.js';
import {
  backends,
  cookieOf,
  PROVIDER,
  SITE,
  signIn,
  testConfig,
  useProviderStandIn,
} from './helpers.js';

const provider = useProviderStandIn();

const json = { origin: SITE, 'content-type': 'application/json' };
const verifier = 'v'.repeat(43);

describe.each(backends('epic_test_auth'))('session on $name', (backend) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await backend.openFixture('migrated');
    app = await buildServer({ config: testConfig({ authRateLimitMax: 1000 }), db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const check = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/auth/check', headers: cookie ? { cookie } : {} });

  it('creates a session from a token the provider accepts, with a safe cookie', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: { access_token: 'good-token', refresh_token: 'r', expires_in: 3600 },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      authenticated: true,
      user: { id: '42', name: 'Camille Martin', email: 'camille.martin@example.org' },
    });
    const header = String(r.headers['set-cookie']);
    expect(header).toMatch(/^epic_session=[\w-]{43};/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Secure/);
    const cookie = cookieOf(r) as string;
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toEqual({
      user: { id: '42', name: 'Camille Martin', email: 'camille.martin@example.org' },
    });
    expect((await check(cookie)).json().authenticated).toBe(true);
    // The database keeps only a keyed hash of the cookie token.
    const stored = await db.query<{ id: string }>('SELECT id FROM session');
    expect(stored.map((s) => s.id)).not.toContain(cookie.split('=')[1]);
  });

  it('accepts the spec’s double-slash login path', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api//auth/login',
      headers: json,
      payload: { access_token: 'good-token' },
    });
    expect(r.statusCode).toBe(200);
  });

  it('refuses a forged token (checked with the provider) and creates no session', async () => {
    const before = provider.calls.introspect;
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: { access_token: 'forged' },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json().error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Le jeton d’accès a été refusé par le service d’authentification.',
    });
    expect(r.headers['set-cookie']).toBeUndefined();
    expect(provider.calls.introspect).toBe(before + 1);
  });

  it('answers 502 with a French message when the provider does not answer in time', async () => {
    provider.state.delayMs = 1500;
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: { access_token: 'good-token' },
    });
    expect(r.statusCode).toBe(502);
    expect(r.json().error.code).toBe('PROVIDER_UNAVAILABLE');
  });

  it('refuses missing or malformed session payloads', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: { refresh_token: 'x' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('INVALID_REQUEST');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: '{"access_token":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('INVALID_JSON');
  });

  it('refuses an expired session', async () => {
    const cookie = await signIn(app);
    expect((await check(cookie)).statusCode).toBe(200);
    await db.query(`UPDATE session SET expires_at = now() - interval '1 second'`);
    // Every instance drops the session when the database's notification reaches it (at once here).
    await vi.waitFor(async () => expect((await check(cookie)).statusCode).toBe(401), {
      timeout: 1000,
      interval: 20,
    });
    const r = await check(cookie);
    expect(r.statusCode).toBe(401);
    expect(r.json().error.code).toBe('UNAUTHENTICATED');
    expect(
      (await app.inject({ method: 'GET', url: '/api/vintages', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses an unknown cookie', async () => {
    expect((await check('epic_session=nope')).statusCode).toBe(401);
    expect((await check()).statusCode).toBe(401);
  });

  it('rotates the session on login and ends it on logout', async () => {
    const first = await signIn(app);
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...json, cookie: first },
      payload: { access_token: 'good-token' },
    });
    const second = cookieOf(r) as string;
    expect(second).not.toBe(first);
    expect((await check(first)).statusCode).toBe(401);
    expect((await check(second)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...json, cookie: second },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^epic_session=;/);
    expect((await check(second)).statusCode).toBe(401);
  });

  it('survives a restart: sessions live in the database', async () => {
    const cookie = await signIn(app);
    const other = await buildServer({ config: testConfig(), db });
    const r = await other.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } });
    expect(r.statusCode).toBe(200);
    await other.close();
  });

  describe('CSRF', () => {
    it.each([
      ['no Origin', { 'content-type': 'application/json' }, 403, 'CSRF_ORIGIN'],
      [
        'a foreign Origin',
        { origin: 'https://evil.example', 'content-type': 'application/json' },
        403,
        'CSRF_ORIGIN',
      ],
      [
        'a form content type',
        { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
        415,
        'CONTENT_TYPE_JSON',
      ],
      [
        'a text/plain body',
        { origin: SITE, 'content-type': 'text/plain' },
        415,
        'CONTENT_TYPE_JSON',
      ],
    ])('refuses a state-changing request with %s', async (_label, headers, status, code) => {
      const cookie = await signIn(app);
      for (const url of ['/api/auth/login', '/api/auth/logout', '/api/auth/oauth/callback']) {
        const r = await app.inject({
          method: 'POST',
          url,
          headers: { ...headers, cookie },
          payload: JSON.stringify({ access_token: 'good-token' }),
        });
        expect(r.statusCode).toBe(status);
        expect(r.json().error.code).toBe(code);
      }
      // The refused logout did not end the session.
      expect((await check(cookie)).statusCode).toBe(200);
    });

    it('allows CORS with credentials for the site’s origin only', async () => {
      const ok = await app.inject({
        method: 'OPTIONS',
        url: '/api/auth/check',
        headers: { origin: SITE, 'access-control-request-method': 'GET' },
      });
      expect(ok.headers['access-control-allow-origin']).toBe(SITE);
      expect(ok.headers['access-control-allow-credentials']).toBe('true');
      const evil = await app.inject({
        method: 'OPTIONS',
        url: '/api/auth/check',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('bff mode', () => {
    const callback = (payload: object, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/oauth/callback',
        headers: { ...json, ...(cookie ? { cookie } : {}) },
        payload,
      });

    it('exchanges the code with the secret, keeps the tokens server-side and creates the session', async () => {
      const r = await callback({
        code: 'good-code',
        code_verifier: verifier,
        redirect_uri: `${SITE}/`,
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ authenticated: true, user: { id: '42' } });
      expect(r.body).not.toMatch(/issued-|refresh-/);
      const cookie = cookieOf(r) as string;
      expect((await check(cookie)).statusCode).toBe(200);
      const [row] = await db.query<{ tokens: string }>(
        `SELECT tokens FROM session WHERE mode = 'bff' LIMIT 1`,
      );
      expect(row?.tokens).toBeTruthy();
      expect(row?.tokens).not.toMatch(/issued-|refresh-/);
    });

    it('refuses a bad code and a foreign redirect URI', async () => {
      const bad = await callback({
        code: 'bad-code',
        code_verifier: verifier,
        redirect_uri: `${SITE}/`,
      });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().error.code).toBe('OAUTH_EXCHANGE_FAILED');
      const foreign = await callback({
        code: 'good-code',
        code_verifier: verifier,
        redirect_uri: 'https://evil.example/',
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error.code).toBe('INVALID_REDIRECT_URI');
      const short = await callback({
        code: 'good-code',
        code_verifier: 'short',
        redirect_uri: `${SITE}/`,
      });
      expect(short.statusCode).toBe(400);
    });

    it('refreshes the provider tokens when they are about to expire', async () => {
      provider.state.expiresIn = 30;
      const r = await callback({
        code: 'good-code',
        code_verifier: verifier,
        redirect_uri: `${SITE}/`,
      });
      const cookie = cookieOf(r) as string;
      provider.state.expiresIn = 3600;
      const before = provider.calls.refresh;
      expect((await check(cookie)).statusCode).toBe(200);
      expect(provider.calls.refresh).toBe(before + 1);
      // Fresh tokens now: no second refresh.
      expect((await check(cookie)).statusCode).toBe(200);
      expect(provider.calls.refresh).toBe(before + 1);
    });

    it('refreshes once for concurrent requests of one session', async () => {
      provider.state.expiresIn = 30;
      const r = await callback({
        code: 'good-code',
        code_verifier: verifier,
        redirect_uri: `${SITE}/`,
      });
      const cookie = cookieOf(r) as string;
      provider.state.expiresIn = 3600;
      const before = provider.calls.refresh;
      const statuses = await Promise.all([check(cookie), check(cookie), check(cookie)]);
      expect(statuses.map((s) => s.statusCode)).toEqual([200, 200, 200]);
      expect(provider.calls.refresh).toBe(before + 1);
    });

    const logout = (payload: object, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...json, ...(cookie ? { cookie } : {}) },
        payload,
      });

    it('logout with a return address ends the session and answers the provider’s end-session request', async () => {
      const r = await callback({
        code: 'good-code',
        code_verifier: verifier,
        redirect_uri: `${SITE}/`,
      });
      const cookie = cookieOf(r) as string;
      const out = await logout({ post_logout_redirect_uri: `${SITE}/` }, cookie);
      expect(out.statusCode).toBe(200);
      const url = new URL(out.json().endSessionUrl);
      expect(`${url.origin}${url.pathname}`).toBe(`${PROVIDER}/session/end`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: 'epic-api',
        post_logout_redirect_uri: `${SITE}/`,
      });
      expect(String(out.headers['set-cookie'])).toMatch(/^epic_session=;/);
      expect((await check(cookie)).statusCode).toBe(401);
    });

    it('logout sends the ID token the provider issued as id_token_hint, also after a refresh', async () => {
      let issued = 0;
      provider.server.use(
        http.post(`${PROVIDER}/api/oauth/token`, async ({ request }) => {
          const form = new URLSearchParams(await request.text());
          issued++;
          return HttpResponse.json({
            access_token: `issued-id-${issued}`,
            refresh_token: `refresh-id-${issued}`,
            expires_in: 30,
            token_type: 'Bearer',
            // Like most providers, the refresh response has no new ID token.
            ...(form.get('grant_type') === 'authorization_code'
              ? { id_token: 'h.id-token.s' }
              : {}),
          });
        }),
      );
      const r = await callback({
        code: 'good-code',
        code_verifier: verifier,
        redirect_uri: `${SITE}/`,
      });
      const cookie = cookieOf(r) as string;
      // The 30 s token is refreshed on this check.
      expect((await check(cookie)).statusCode).toBe(200);
      expect(issued).toBe(2);
      const out = await logout({ post_logout_redirect_uri: `${SITE}/` }, cookie);
      expect(new URL(out.json().endSessionUrl).searchParams.get('id_token_hint')).toBe(
        'h.id-token.s',
      );
      // Never in the database in clear.
      const rows = await db.query<{ tokens: string | null }>('SELECT tokens FROM session');
      for (const row of rows) expect(row.tokens ?? '').not.toContain('id-token');
    });

    it('logout of a spa session or without a session: the browser’s own request, or the API’s client id', async () => {
      const spa = await signIn(app);
      const out = await logout({ post_logout_redirect_uri: `${SITE}/` }, spa);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ endSessionUrl: null });
      expect((await check(spa)).statusCode).toBe(401);
      const none = await logout({ post_logout_redirect_uri: `${SITE}/` });
      expect(new URL(none.json().endSessionUrl).searchParams.get('client_id')).toBe('epic-api');
      expect(new URL(none.json().endSessionUrl).searchParams.has('id_token_hint')).toBe(false);
    });

    it.each([
      'https://evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      'http://user:pw@localhost:3000/',
      42,
    ])('refuses the return address %s and keeps the session', async (address) => {
      const r = await callback({
        code: 'good-code',
        code_verifier: verifier,
        redirect_uri: `${SITE}/`,
      });
      const cookie = cookieOf(r) as string;
      const out = await logout({ post_logout_redirect_uri: address }, cookie);
      expect(out.statusCode).toBe(400);
      expect(out.json().error.code).toBe('INVALID_REDIRECT_URI');
      expect((await check(cookie)).statusCode).toBe(200);
    });

    it('given a provider without an end-session endpoint answers null', async () => {
      const none = await buildServer({ config: testConfig({ authEndSessionUrl: null }), db });
      const r = await none.inject({
        method: 'POST',
        url: '/api/auth/oauth/callback',
        headers: json,
        payload: { code: 'good-code', code_verifier: verifier, redirect_uri: `${SITE}/` },
      });
      const out = await none.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...json, cookie: cookieOf(r) as string },
        payload: { post_logout_redirect_uri: `${SITE}/` },
      });
      expect(out.json()).toEqual({ endSessionUrl: null });
      await none.close();
    });

    it('ends the session when the refresh is refused', async () => {
      provider.state.expiresIn = 30;
      const r = await callback({
        code: 'good-code',
        code_verifier: verifier,
        redirect_uri: `${SITE}/`,
      });
      const cookie = cookieOf(r) as string;
      provider.state.refreshFails = true;
      expect((await check(cookie)).statusCode).toBe(401);
      provider.state.refreshFails = false;
      expect((await check(cookie)).statusCode).toBe(401);
    });
  });

  it('limits the rate of sign-in attempts', async () => {
    const limited = await buildServer({ config: testConfig({ authRateLimitMax: 3 }), db });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await limited.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: json,
        payload: { access_token: 'forged' },
      });
      statuses.push(r.statusCode);
      if (r.statusCode === 429) {
        expect(r.json().error.code).toBe('RATE_LIMITED');
        expect(r.json().error.message).toMatch(/^Trop de requêtes/);
        // The limit is told with the refusal only.
        expect(r.headers['retry-after']).toBeDefined();
        expect(r.headers['x-ratelimit-limit']).toBe('3');
        expect(r.headers['x-ratelimit-remaining']).toBe('0');
      } else {
        expect(r.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    await limited.close();
  });
});

describe('AUTH_END_SESSION_URL', () => {
  it('derives the end-session endpoint from the provider, accepts another, and none', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', AUTH_PROVIDER_URL: 'https://sso.example/' }).authEndSessionUrl,
    ).toBe('https://sso.example/session/end');
    expect(
      loadConfig({ NODE_ENV: 'test', AUTH_END_SESSION_URL: 'https://idp.example/logout' })
        .authEndSessionUrl,
    ).toBe('https://idp.example/logout');
    expect(
      loadConfig({ NODE_ENV: 'test', AUTH_END_SESSION_URL: 'none' }).authEndSessionUrl,
    ).toBeNull();
    expect(() =>
      loadConfig({ NODE_ENV: 'test', AUTH_END_SESSION_URL: 'idp.example/logout' }),
    ).toThrow(/AUTH_END_SESSION_URL/);
  });
});

describe('the local site at http://127.0.0.1:3000 as well as http://localhost:3000', () => {
  const local = 'http://127.0.0.1:3000';
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = (await backends('epic_test_auth_loopback')[0]?.openFixture('migrated')) as Db;
    // The development defaults (no site origin given): the local site at either address.
    const config = loadConfig(
      { NODE_ENV: 'development' },
      {
        logLevel: 'silent',
        importOnStart: false,
        authProviderUrl: PROVIDER,
        siteDist: undefined,
        providerTimeoutMs: 500,
        authRateLimitMax: 1000,
      },
    );
    app = await buildServer({ config, db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const callback = (origin: string, redirectUri: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/oauth/callback',
      headers: { origin, 'content-type': 'application/json' },
      payload: { code: 'good-code', code_verifier: verifier, redirect_uri: redirectUri },
    });

  it('exchanges a code sent back to 127.0.0.1 with that same return address', async () => {
    const sent: (string | null)[] = [];
    provider.server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/oauth/token'))
        sent.push(new URLSearchParams(await request.clone().text()).get('redirect_uri'));
    });
    const r = await callback(local, `${local}/`);
    provider.server.events.removeAllListeners();
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ authenticated: true });
    expect(sent).toEqual([`${local}/`]);
    expect((await callback(SITE, `${SITE}/`)).statusCode).toBe(200);
  });

  it('refuses any other local address: no open redirect', async () => {
    for (const uri of ['http://127.0.0.2:3000/', 'http://localhost:3001/', 'http://[::1]:3000/']) {
      const r = await callback(local, uri);
      expect(r.statusCode, uri).toBe(400);
      expect(r.json().error.code, uri).toBe('INVALID_REDIRECT_URI');
    }
    expect((await callback('http://127.0.0.2:3000', `${local}/`)).statusCode).toBe(403);
  });

  it('adds the twin in development only: production takes its origins as given', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      AUTH_PROVIDER_URL: 'https://sso.example.org',
    };
    expect(
      loadConfig({ ...production, SITE_ORIGIN: 'https://epic.example.org' }).siteOrigins,
    ).toEqual(['https://epic.example.org']);
    expect(loadConfig({ ...production, SITE_ORIGIN: 'http://localhost:3000' }).siteOrigins).toEqual(
      ['http://localhost:3000'],
    );
    expect(
      loadConfig({ NODE_ENV: 'development', SITE_ORIGINS: 'http://127.0.0.1:5173' }).siteOrigins,
    ).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173']);
    expect(
      loadConfig({ NODE_ENV: 'development', SITE_ORIGIN: 'https://epic.example.org' }).siteOrigins,
    ).toEqual(['https://epic.example.org']);
  });
});
