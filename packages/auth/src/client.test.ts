// Long file: one msw provider and API serve every case, and each case drives the whole client through createAuthClient as the app does (the modules are covered together, by behaviour).
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthClient } from './client';
import { AuthError, authErrorMessages, providerErrorMessages } from './errors';
import { signOutMessages } from './signout-messages';
import { storageKeys } from './storage';
import { provider, sharedTabs, site, tab } from './test/fakes';

type Calls = string[];
let calls: Calls;
let sessionOpen: boolean;
let tokenCounter: number;
let refreshRequests: number;
let validAccessTokens: Set<string>;
let validRefreshTokens: Set<string>;
let codeRedemptions: Map<string, number>;
let logoutBodies: unknown[];
let loginBodies: unknown[] = [];

const user = { id: 7, name: 'Camille Martin', email: 'camille.martin@example.org' };

function issueTokens(expiresIn = 3600) {
  tokenCounter++;
  const access = `access-${tokenCounter}`;
  const refresh = `refresh-${tokenCounter}`;
  validAccessTokens.add(access);
  validRefreshTokens.add(refresh);
  return {
    access_token: access,
    refresh_token: refresh,
    expires_in: expiresIn,
    token_type: 'Bearer',
  };
}

const server = setupServer(
  http.post(`${provider}/api/oauth/token`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    calls.push(`token:${form.get('grant_type')}`);
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const used = codeRedemptions.get(code) ?? 0;
      codeRedemptions.set(code, used + 1);
      if (used > 0 || code === 'bad-code' || !form.get('code_verifier')) {
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }
      return HttpResponse.json(issueTokens());
    }
    refreshRequests++;
    const presented = form.get('refresh_token') ?? '';
    if (!validRefreshTokens.delete(presented)) {
      return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    }
    await delay(20);
    return HttpResponse.json(issueTokens());
  }),
  http.get(`${provider}/api/user`, ({ request }) => {
    calls.push('user');
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
    return validAccessTokens.has(token)
      ? HttpResponse.json({ ...user, email_verified_at: null })
      : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
  }),
  http.get(`${site}/api/auth/check`, () => {
    calls.push('check');
    return sessionOpen
      ? HttpResponse.json({ authenticated: true, user })
      : HttpResponse.json({ error: { code: 'UNAUTHENTICATED', message: 'x' } }, { status: 401 });
  }),
  http.post(`${site}/api/auth/login`, async ({ request }) => {
    calls.push('login');
    const body = (await request.json()) as { access_token?: string };
    loginBodies.push(body);
    if (!body.access_token || !validAccessTokens.has(body.access_token)) {
      return HttpResponse.json({ error: { code: 'INVALID_TOKEN', message: 'x' } }, { status: 401 });
    }
    sessionOpen = true;
    return HttpResponse.json({ authenticated: true, user });
  }),
  http.post(`${site}/api/auth/logout`, async ({ request }) => {
    calls.push('logout');
    logoutBodies.push(await request.json());
    sessionOpen = false;
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(`${site}/api/auth/oauth/callback`, async ({ request }) => {
    const body = (await request.json()) as {
      code?: string;
      code_verifier?: string;
      redirect_uri?: string;
    };
    calls.push(`bff-callback:${body.code}:${body.redirect_uri}:${Boolean(body.code_verifier)}`);
    if (body.code === 'bad-code') {
      return HttpResponse.json(
        { error: { code: 'OAUTH_EXCHANGE_FAILED', message: 'x' } },
        { status: 401 },
      );
    }
    sessionOpen = true;
    return HttpResponse.json({ authenticated: true, user });
  }),
  http.get(`${site}/api/auth/me`, () => {
    calls.push('me');
    return sessionOpen ? HttpResponse.json({ user }) : new HttpResponse(null, { status: 401 });
  }),
  http.get(`${site}/api/data`, ({ request }) => {
    calls.push('data');
    return sessionOpen && request.credentials === 'include'
      ? HttpResponse.json({ ok: true })
      : new HttpResponse(null, { status: 401 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls = [];
  loginBodies = [];
  sessionOpen = false;
  tokenCounter = 0;
  refreshRequests = 0;
  validAccessTokens = new Set();
  validRefreshTokens = new Set();
  codeRedemptions = new Map();
  logoutBodies = [];
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});

/** Starts sign-in in a tab and simulates the provider's redirect back with `code`. */
async function returnFromProvider(
  t: ReturnType<typeof tab>,
  client: ReturnType<typeof createAuthClient>,
  options: { code?: string; state?: string; destination?: string; extra?: string } = {},
) {
  await client.startSignIn(options.destination ?? '/explorer/?type=commune&id=42218');
  const authorize = new URL(t.state.navigatedTo.at(-1) ?? '');
  const state = options.state ?? authorize.searchParams.get('state') ?? '';
  t.state.href = `${site}/?code=${options.code ?? 'good-code'}&state=${state}&iss=${encodeURIComponent(provider)}${options.extra ?? ''}`;
  return authorize;
}

describe('startSignIn: the authorization request', () => {
  it('given the defaults should send the spec parameters plus a S256 challenge', async () => {
    const t = tab(sharedTabs());
    const client = createAuthClient(t.config);
    const url = await returnFromProvider(t, client);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider}/oauth/authorize`);
    const p = url.searchParams;
    expect(p.get('client_id')).toBe('13');
    expect(p.get('redirect_uri')).toBe(`${site}/`);
    expect(p.get('response_type')).toBe('code');
    expect(url.search).toContain('scope=&');
    expect(p.get('state')).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.has('client_secret')).toBe(false);
  });

  it('given two requests should use two different states', async () => {
    const t = tab(sharedTabs());
    const client = createAuthClient(t.config);
    await client.startSignIn('/');
    await client.startSignIn('/');
    const states = t.state.navigatedTo.map((u) => new URL(u).searchParams.get('state'));
    expect(states[0]).not.toBe(states[1]);
  });

  it('given a foreign destination should come back to the site root instead', async () => {
    const t = tab(sharedTabs());
    const client = createAuthClient(t.config);
    await returnFromProvider(t, client, { destination: 'https://evil.example/' });
    await expect(client.handleRedirectCallback()).resolves.toBe('/');
  });
});

describe('handleRedirectCallback (spa mode)', () => {
  it('given no code in the address should do nothing', async () => {
    const client = createAuthClient(tab(sharedTabs()).config);
    await expect(client.handleRedirectCallback()).resolves.toBeNull();
    expect(calls).toEqual([]);
  });

  it('given a valid return should store the spec keys, follow the spec order and clean the address', async () => {
    const shared = sharedTabs();
    const t = tab(shared);
    const client = createAuthClient(t.config);
    await returnFromProvider(t, client);
    await expect(client.handleRedirectCallback()).resolves.toBe('/explorer/?type=commune&id=42218');
    expect(calls).toEqual(['token:authorization_code', 'check', 'login', 'check', 'user']);
    expect(shared.local.getItem(storageKeys.accessToken)).toBe('access-1');
    expect(shared.local.getItem(storageKeys.refreshToken)).toBe('refresh-1');
    expect(shared.local.getItem(storageKeys.expiresIn)).toBe('3600');
    expect(Number(shared.local.getItem(storageKeys.expiresAt))).toBeGreaterThan(Date.now());
    expect(t.state.href).toBe(`${site}/`);
    expect(client.getSnapshot()).toMatchObject({
      status: 'signed-in',
      user: { name: 'Camille Martin' },
    });
    client.destroy();
  });

  it('given a state that does not match should refuse with a French message and not exchange', async () => {
    const t = tab(sharedTabs());
    const client = createAuthClient(t.config);
    await returnFromProvider(t, client, { state: 'A'.repeat(40) });
    const error = await client.handleRedirectCallback().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).code).toBe('STATE_MISMATCH');
    expect((error as AuthError).message).toContain('ne correspond pas');
    expect(calls).toEqual([]);
    expect(t.state.navigatedTo).toHaveLength(1);
    expect(t.state.href).toBe(`${site}/`);
  });

  it('given a return with no pending request in this tab should refuse (STATE_MISSING)', async () => {
    const t = tab(sharedTabs());
    const client = createAuthClient(t.config);
    t.state.href = `${site}/?code=good-code&state=${'B'.repeat(40)}`;
    await expect(client.handleRedirectCallback()).rejects.toMatchObject({ code: 'STATE_MISSING' });
    expect(calls.includes('token:authorization_code')).toBe(false);
  });

  it('given a pending request older than the age limit should refuse (STATE_EXPIRED)', async () => {
    let clock = Date.now();
    const t = tab(sharedTabs(), { now: () => clock, stateMaxAgeMs: 1000 });
    const client = createAuthClient(t.config);
    await returnFromProvider(t, client);
    clock += 5000;
    await expect(client.handleRedirectCallback()).rejects.toMatchObject({ code: 'STATE_EXPIRED' });
  });

  it('given the provider returned an error should say it in French by its code, never its English description', async () => {
    const cases: [string, string][] = [
      ['access_denied', 'La connexion a été refusée ou annulée.'],
      ['invalid_request', providerErrorMessages.invalid_request ?? ''],
      ['invalid_redirect_uri', providerErrorMessages.invalid_redirect_uri ?? ''],
      ['server_error', providerErrorMessages.server_error ?? ''],
      ['temporarily_unavailable', providerErrorMessages.temporarily_unavailable ?? ''],
      ['login_required', providerErrorMessages.login_required ?? ''],
      ['consent_required', providerErrorMessages.consent_required ?? ''],
      ['some_new_error', authErrorMessages.PROVIDER_ERROR],
      ['__proto__', authErrorMessages.PROVIDER_ERROR],
    ];
    for (const [code, message] of cases) {
      const t = tab(sharedTabs());
      const client = createAuthClient(t.config);
      await client.startSignIn('/');
      const state = new URL(t.state.navigatedTo[0] ?? '').searchParams.get('state');
      t.state.href = `${site}/?error=${code}&error_description=The+request+was+denied&state=${state}&iss=${encodeURIComponent(provider)}`;
      const error = (await client.handleRedirectCallback().catch((e: unknown) => e)) as AuthError;
      expect(error.code, code).toBe('PROVIDER_ERROR');
      expect(error.providerError, code).toBe(code);
      expect(error.message, code).toBe(message);
      expect(message, code).not.toBe('');
      expect(error.message, code).not.toContain('denied');
      expect(t.state.href).toBe(`${site}/`);
      client.destroy();
    }
  });

  it('given a provider error with no pending request in this tab should still say it in French', async () => {
    const t = tab(sharedTabs());
    const client = createAuthClient(t.config);
    t.state.href = `${site}/?error=invalid_redirect_uri&error_description=redirect_uri+did+not+match`;
    const error = (await client.handleRedirectCallback().catch((e: unknown) => e)) as AuthError;
    expect(error).toMatchObject({
      code: 'PROVIDER_ERROR',
      providerError: 'invalid_redirect_uri',
      message: providerErrorMessages.invalid_redirect_uri,
    });
  });

  it('given a missing iss from the provider should refuse the response', async () => {
    const t = tab(sharedTabs());
    const client = createAuthClient(t.config);
    await client.startSignIn('/');
    const state = new URL(t.state.navigatedTo[0] ?? '').searchParams.get('state');
    t.state.href = `${site}/?code=good-code&state=${state}`;
    await expect(client.handleRedirectCallback()).rejects.toMatchObject({ code: 'STATE_MISMATCH' });
  });

  it('given two concurrent calls (StrictMode) should redeem the code exactly once', async () => {
    const t = tab(sharedTabs());
    const client = createAuthClient(t.config);
    await returnFromProvider(t, client);
    const [first, second] = await Promise.all([
      client.handleRedirectCallback(),
      client.handleRedirectCallback(),
    ]);
    expect(first).toBe(second);
    expect(calls.filter((c) => c === 'token:authorization_code')).toHaveLength(1);
  });

  it('given a failed exchange should remove the three keys and report EXCHANGE_FAILED', async () => {
    const shared = sharedTabs();
    for (const key of [storageKeys.accessToken, storageKeys.refreshToken, storageKeys.expiresIn]) {
      shared.local.setItem(key, 'stale');
    }
    const t = tab(shared);
    const client = createAuthClient(t.config);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await returnFromProvider(t, client, { code: 'bad-code' });
    await expect(client.handleRedirectCallback()).rejects.toMatchObject({
      code: 'EXCHANGE_FAILED',
    });
    expect(shared.local.map.size).toBe(0);
    expect(client.getSnapshot().status).toBe('error');
  });

  it('given the backend refuses the session should log the spec message and report SESSION_FAILED', async () => {
    server.use(
      http.post(`${site}/api/auth/login`, () =>
        HttpResponse.json({ error: { code: 'INVALID_TOKEN', message: 'x' } }, { status: 401 }),
      ),
    );
    const t = tab(sharedTabs());
    const client = createAuthClient(t.config);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await returnFromProvider(t, client);
    await expect(client.handleRedirectCallback()).rejects.toMatchObject({ code: 'SESSION_FAILED' });
    expect(log).toHaveBeenCalledWith('Error creating backend session:', expect.anything());
  });

  it('given a token endpoint that never answers should fail with TIMEOUT', async () => {
    server.use(http.post(`${provider}/api/oauth/token`, () => delay('infinite')));
    const t = tab(sharedTabs(), { timeoutMs: 200 });
    const client = createAuthClient(t.config);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await returnFromProvider(t, client);
    const error = (await client.handleRedirectCallback().catch((e: unknown) => e)) as AuthError;
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toContain('ne répond pas');
  });

  it('given the double-slash login path option should call the spec URL', async () => {
    server.use(
      http.post(`${site}/api//auth/login`, () => {
        calls.push('login-double-slash');
        sessionOpen = true;
        return HttpResponse.json({ authenticated: true, user });
      }),
    );
    const t = tab(sharedTabs(), { loginPath: '/api//auth/login' });
    const client = createAuthClient(t.config);
    await returnFromProvider(t, client);
    await client.handleRedirectCallback();
    expect(calls).toContain('login-double-slash');
  });
});

describe('bff mode', () => {
  it('given a valid return should hand code and verifier to the backend and store no token', async () => {
    const shared = sharedTabs();
    const t = tab(shared, { mode: 'bff', clientId: 'epic-api' });
    const client = createAuthClient(t.config);
    const authorize = await returnFromProvider(t, client);
    expect(authorize.searchParams.get('client_id')).toBe('epic-api');
    await expect(client.handleRedirectCallback()).resolves.toBe('/explorer/?type=commune&id=42218');
    expect(calls).toEqual([`bff-callback:good-code:${site}/:true`, 'me']);
    expect(shared.local.map.size).toBe(0);
    expect(client.getSnapshot().user?.name).toBe('Camille Martin');
  });

  it('given the backend refuses the code should report EXCHANGE_FAILED', async () => {
    const t = tab(sharedTabs(), { mode: 'bff' });
    const client = createAuthClient(t.config);
    await returnFromProvider(t, client, { code: 'bad-code' });
    await expect(client.handleRedirectCallback()).rejects.toMatchObject({
      code: 'EXCHANGE_FAILED',
    });
  });

  it('given a legacy secret in bff mode should refuse the configuration', () => {
    expect(() =>
      createAuthClient({ ...tab(sharedTabs()).config, mode: 'bff', legacyClientSecret: 's' }),
    ).toThrow(AuthError);
  });
});

describe('checkAuth', () => {
  it('given no session and no tokens should be false without calling login', async () => {
    const client = createAuthClient(tab(sharedTabs()).config);
    await expect(client.checkAuth()).resolves.toBe(false);
    expect(calls).toEqual(['check']);
    expect(client.getSnapshot().status).toBe('signed-out');
  });

  it('given stored tokens but no backend session should create it (check → login → check → profile)', async () => {
    const shared = sharedTabs();
    const tokens = issueTokens();
    shared.local.setItem(storageKeys.accessToken, tokens.access_token);
    shared.local.setItem(storageKeys.refreshToken, tokens.refresh_token);
    shared.local.setItem(storageKeys.expiresIn, '3600');
    shared.local.setItem(storageKeys.expiresAt, String(Date.now() + 3_600_000));
    const client = createAuthClient(tab(shared).config);
    await expect(client.checkAuth()).resolves.toBe(true);
    expect(calls).toEqual(['check', 'login', 'check', 'user']);
    client.destroy();
  });

  it('hasBackendSession asks only the check, and is false on a failure', async () => {
    const client = createAuthClient(tab(sharedTabs()).config);
    await expect(client.hasBackendSession()).resolves.toBe(false);
    sessionOpen = true;
    await expect(client.hasBackendSession()).resolves.toBe(true);
    expect(calls).toEqual(['check', 'check']);
    server.use(http.get(`${site}/api/auth/check`, () => HttpResponse.error()));
    await expect(client.hasBackendSession()).resolves.toBe(false);
  });

  it('given a backend answering 503 should keep the stored tokens and say to try again', async () => {
    server.use(
      http.get(`${site}/api/auth/check`, () =>
        HttpResponse.json({ error: { code: 'DATABASE_UNAVAILABLE' } }, { status: 503 }),
      ),
    );
    const shared = sharedTabs();
    const tokens = issueTokens(3600);
    shared.local.setItem(storageKeys.accessToken, tokens.access_token);
    const client = createAuthClient(tab(shared).config);
    await expect(client.checkAuth()).resolves.toBe(false);
    expect(client.getSnapshot().status).toBe('error');
    expect(client.getSnapshot().error?.code).toBe('SERVER_UNAVAILABLE');
    expect(calls).not.toContain('login');
    expect(shared.local.getItem(storageKeys.accessToken)).toBe(tokens.access_token);
  });

  it('given an unreachable backend should be false and expose a NETWORK error', async () => {
    server.use(http.get(`${site}/api/auth/check`, () => HttpResponse.error()));
    const client = createAuthClient(tab(sharedTabs()).config);
    await expect(client.checkAuth()).resolves.toBe(false);
    expect(client.getSnapshot().error?.code).toBe('NETWORK');
  });
});

describe('refresh and tabs', () => {
  async function signedInTabs(expiresIn: number, remainingMs = expiresIn * 1000) {
    const shared = sharedTabs();
    const tokens = issueTokens(expiresIn);
    shared.local.setItem(storageKeys.accessToken, tokens.access_token);
    shared.local.setItem(storageKeys.refreshToken, tokens.refresh_token);
    shared.local.setItem(storageKeys.expiresIn, String(expiresIn));
    shared.local.setItem(storageKeys.expiresAt, String(Date.now() + remainingMs));
    sessionOpen = true;
    const a = createAuthClient(tab(shared).config);
    const b = createAuthClient(tab(shared).config);
    return { shared, a, b };
  }

  it('given two tabs asking for a token near expiry at once should refresh exactly once', async () => {
    const { shared, a, b } = await signedInTabs(3600, 10_000);
    const [tokenA, tokenB] = await Promise.all([a.getAccessToken(), b.getAccessToken()]);
    expect(refreshRequests).toBe(1);
    expect(tokenA).toBe('access-2');
    expect(tokenB).toBe('access-2');
    expect(shared.local.getItem(storageKeys.refreshToken)).toBe('refresh-2');
    a.destroy();
    b.destroy();
  });

  it('given a timed refresh should open the backend session of the new token, without sending the refresh token', async () => {
    const { a, b } = await signedInTabs(3600, 10_000);
    sessionOpen = false;
    await a.getAccessToken();
    expect(calls).toEqual(['token:refresh_token', 'login']);
    expect(sessionOpen).toBe(true);
    expect(loginBodies).toEqual([{ access_token: 'access-2', expires_in: 3600 }]);
    a.destroy();
    b.destroy();
  });

  it('given a 401 from the backend should refresh once, recreate the session and retry', async () => {
    const { a } = await signedInTabs(3600);
    sessionOpen = false;
    const response = await a.fetch('/api/data');
    expect(response.status).toBe(200);
    expect(calls).toEqual(['data', 'token:refresh_token', 'login', 'data']);
    a.destroy();
  });

  it('given a refused refresh should clear the tokens, sign out and throw UNAUTHORIZED', async () => {
    const { shared, a } = await signedInTabs(3600);
    sessionOpen = false;
    validRefreshTokens.clear();
    await expect(a.fetch('/api/data')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(shared.local.getItem(storageKeys.accessToken)).toBeNull();
    expect(a.getSnapshot().status).toBe('signed-out');
  });

  it('given the provider unreachable during the refresh after a 401 should keep the tokens and throw NETWORK', async () => {
    const { shared, a } = await signedInTabs(3600);
    await a.checkAuth();
    sessionOpen = false;
    server.use(http.post(`${provider}/api/oauth/token`, () => HttpResponse.error()));
    await expect(a.fetch('/api/data')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(shared.local.getItem(storageKeys.refreshToken)).toBe('refresh-1');
    expect(a.getSnapshot().status).toBe('signed-in');
    a.destroy();
  });

  it('given an expired token and the provider down at page load should report NETWORK, not redirect', async () => {
    const { shared, a } = await signedInTabs(3600, -1000);
    sessionOpen = false;
    server.use(http.post(`${provider}/api/oauth/token`, () => HttpResponse.error()));
    await expect(a.checkAuth()).resolves.toBe(false);
    expect(a.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'NETWORK' } });
    expect(shared.local.getItem(storageKeys.refreshToken)).toBe('refresh-1');
    expect(calls).toEqual(['check']);
    a.destroy();
  });

  it('given a provider slower than the timeout during the refresh should fail with TIMEOUT in time', async () => {
    const { shared } = await signedInTabs(3600, -1000);
    const a = createAuthClient(tab(shared, { timeoutMs: 200 }).config);
    sessionOpen = false;
    server.use(http.post(`${provider}/api/oauth/token`, () => delay('infinite')));
    const started = Date.now();
    await expect(a.checkAuth()).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(a.getSnapshot().error?.code).toBe('TIMEOUT');
    expect(shared.local.getItem(storageKeys.refreshToken)).toBe('refresh-1');
    a.destroy();
  });

  it('given sign-out in one tab should clear the keys and sign the other tab out', async () => {
    const { shared, a, b } = await signedInTabs(3600);
    await b.checkAuth();
    expect(b.getSnapshot().status).toBe('signed-in');
    await a.signOut();
    expect(calls).toContain('logout');
    expect(shared.local.map.size).toBe(0);
    expect(b.getSnapshot().status).toBe('signed-out');
    a.destroy();
    b.destroy();
  });
});

describe('retry after a failed return from the provider', () => {
  it('given a state mismatch should keep the destination the user was going to', async () => {
    const t = tab(sharedTabs());
    const client = createAuthClient(t.config);
    await returnFromProvider(t, client, {
      state: 'A'.repeat(40),
      destination: '/explorer/?type=epci&id=200064434&year=2024',
    });
    const error = (await client.handleRedirectCallback().catch((e: unknown) => e)) as AuthError;
    expect(error.code).toBe('STATE_MISMATCH');
    expect(error.destination).toBe('/explorer/?type=epci&id=200064434&year=2024');
    // The address was cleaned to the site root: retrying from it would lose the destination.
    expect(t.state.href).toBe(`${site}/`);
    await client.startSignIn(error.destination);
    const second = new URL(t.state.navigatedTo.at(-1) ?? '');
    t.state.href = `${site}/?code=second-code&state=${second.searchParams.get('state')}&iss=${encodeURIComponent(provider)}`;
    await expect(client.handleRedirectCallback()).resolves.toBe(
      '/explorer/?type=epci&id=200064434&year=2024',
    );
    client.destroy();
  });

  it('given a provider error should keep the destination too', async () => {
    const t = tab(sharedTabs());
    const client = createAuthClient(t.config);
    await client.startSignIn('/comparer/?type=commune&id=42218');
    const state = new URL(t.state.navigatedTo[0] ?? '').searchParams.get('state');
    t.state.href = `${site}/?error=access_denied&state=${state}&iss=${encodeURIComponent(provider)}`;
    await expect(client.handleRedirectCallback()).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      destination: '/comparer/?type=commune&id=42218',
    });
  });

  it('given no pending request in this tab should have no destination to offer', async () => {
    const t = tab(sharedTabs());
    const client = createAuthClient(t.config);
    t.state.href = `${site}/?code=good-code&state=${'B'.repeat(40)}`;
    const error = (await client.handleRedirectCallback().catch((e: unknown) => e)) as AuthError;
    expect(error.code).toBe('STATE_MISSING');
    expect(error.destination).toBeUndefined();
  });
});

describe('signOut: ends the provider session (RP-initiated logout)', () => {
  async function signedIn(overrides: Parameters<typeof tab>[1] = {}) {
    const shared = sharedTabs();
    const first = tab(shared, overrides);
    const a = createAuthClient(first.config);
    await returnFromProvider(first, a);
    await a.handleRedirectCallback();
    const other = tab(shared, overrides);
    const b = createAuthClient(other.config);
    await b.checkAuth();
    expect(b.getSnapshot().status).toBe('signed-in');
    return { shared, first, a, other, b };
  }

  it('given spa mode should end the API session, clear the keys, sign the other tab out, then leave for the end-session endpoint with client_id', async () => {
    const { shared, first, a, b } = await signedIn();
    calls = [];
    await expect(a.signOut()).resolves.toEqual({ redirected: true });
    expect(calls).toEqual(['logout']);
    expect(logoutBodies).toEqual([{}]);
    expect(shared.local.map.size).toBe(0);
    const url = new URL(first.state.navigatedTo.at(-1) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${provider}/session/end`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '13',
      post_logout_redirect_uri: `${site}/`,
    });
    // Nothing to say while the browser leaves; the other tab knows the provider session ends.
    expect(a.getSnapshot()).toMatchObject({ status: 'signed-out', signedOut: null });
    expect(b.getSnapshot()).toMatchObject({ status: 'signed-out', signedOut: 'provider-ended' });
    a.destroy();
    b.destroy();
  });

  it('given an ID token from the provider should send it as id_token_hint, and forget it', async () => {
    const { shared, first, a, b } = await signedIn();
    shared.local.setItem(storageKeys.idToken, 'header.payload.signature');
    await a.signOut();
    const url = new URL(first.state.navigatedTo.at(-1) ?? '');
    expect(url.searchParams.get('id_token_hint')).toBe('header.payload.signature');
    expect(url.searchParams.get('client_id')).toBe('13');
    expect(shared.local.getItem(storageKeys.idToken)).toBeNull();
    a.destroy();
    b.destroy();
  });

  it('given the return from the provider should say once, in this tab, that both sessions ended', async () => {
    const { first, a, b } = await signedIn();
    await a.signOut();
    a.destroy();
    // The provider sends the browser back: the page loads again in the same tab.
    const back = createAuthClient(first.config);
    expect(back.getSnapshot()).toMatchObject({ status: 'signed-out', signedOut: 'provider-ended' });
    expect(signOutMessages['provider-ended']).toBe(
      'Vous êtes déconnecté d’EPIC et du service de connexion.',
    );
    expect(createAuthClient(first.config).getSnapshot().signedOut).toBeNull();
    back.destroy();
    b.destroy();
  });

  it('given a notice older than the return can take should not show it', async () => {
    let clock = Date.now();
    const { first, a, b } = await signedIn({ now: () => clock });
    await a.signOut();
    clock += 11 * 60_000;
    expect(createAuthClient(first.config).getSnapshot().signedOut).toBeNull();
    a.destroy();
    b.destroy();
  });

  it.each([
    ['none', 'none'],
    ['null', null],
  ])(
    'given endSessionUrl %s should stay on the site and say that the provider session may remain',
    async (_label, endSessionUrl) => {
      const { shared, first, a, b } = await signedIn({ endSessionUrl });
      const before = first.state.navigatedTo.length;
      await expect(a.signOut()).resolves.toEqual({ redirected: false });
      expect(first.state.navigatedTo).toHaveLength(before);
      expect(shared.local.map.size).toBe(0);
      expect(a.getSnapshot()).toMatchObject({
        status: 'signed-out',
        signedOut: 'provider-may-remain',
      });
      expect(b.getSnapshot().signedOut).toBe('provider-may-remain');
      expect(signOutMessages['provider-may-remain']).toBe(
        'Vous êtes déconnecté d’EPIC. Votre session chez le fournisseur d’identité peut rester ouverte\u00a0: fermez le navigateur sur un ordinateur partagé.',
      );
      expect(createAuthClient(first.config).getSnapshot().signedOut).toBeNull();
      a.destroy();
      b.destroy();
    },
  );

  it('given a configured endpoint and return address should use them, keeping the endpoint’s own query', async () => {
    const { first, a, b } = await signedIn({
      endSessionUrl: 'https://idp.example/realms/epic/logout?ui_locales=fr',
      postLogoutRedirectUri: `${site}/au-revoir/`,
    });
    await a.signOut();
    const url = new URL(first.state.navigatedTo.at(-1) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://idp.example/realms/epic/logout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ui_locales: 'fr',
      client_id: '13',
      post_logout_redirect_uri: `${site}/au-revoir/`,
    });
    a.destroy();
    b.destroy();
  });

  it('given an end-session URL that is not http(s) should refuse the configuration', () => {
    expect(() =>
      createAuthClient({ ...tab(sharedTabs()).config, endSessionUrl: 'javascript:alert(1)' }),
    ).toThrow(expect.objectContaining({ code: 'CONFIG' }));
  });

  it('given an unreachable API should still forget the tokens and end the provider session', async () => {
    const { shared, first, a, b } = await signedIn();
    server.use(http.post(`${site}/api/auth/logout`, () => HttpResponse.error()));
    await expect(a.signOut()).resolves.toEqual({ redirected: true });
    expect(shared.local.map.size).toBe(0);
    expect(new URL(first.state.navigatedTo.at(-1) ?? '').pathname).toBe('/session/end');
    a.destroy();
    b.destroy();
  });

  it('given a new sign-in after the notice should clear it', async () => {
    const { shared, a, b } = await signedIn({ endSessionUrl: 'none' });
    await a.signOut();
    expect(a.getSnapshot().signedOut).toBe('provider-may-remain');
    const again = tab(shared, { endSessionUrl: 'none' });
    const c = createAuthClient(again.config);
    await returnFromProvider(again, c, { code: 'second-code' });
    await c.handleRedirectCallback();
    expect(c.getSnapshot()).toMatchObject({ status: 'signed-in', signedOut: null });
    a.destroy();
    b.destroy();
    c.destroy();
  });
});

describe('signOut in bff mode', () => {
  const bff = { mode: 'bff' as const, clientId: 'epic-api' };

  async function bffSignedIn() {
    const t = tab(sharedTabs(), bff);
    const client = createAuthClient(t.config);
    await returnFromProvider(t, client);
    await client.handleRedirectCallback();
    return { t, client };
  }

  it('given the API answers the end-session request should send the return address and follow it', async () => {
    const endSession = `${provider}/session/end?client_id=epic-api&post_logout_redirect_uri=${encodeURIComponent(`${site}/`)}&id_token_hint=h.p.s`;
    server.use(
      http.post(`${site}/api/auth/logout`, async ({ request }) => {
        logoutBodies.push(await request.json());
        sessionOpen = false;
        return HttpResponse.json({ endSessionUrl: endSession });
      }),
    );
    const { t, client } = await bffSignedIn();
    await expect(client.signOut()).resolves.toEqual({ redirected: true });
    expect(logoutBodies).toEqual([{ post_logout_redirect_uri: `${site}/` }]);
    expect(t.state.navigatedTo.at(-1)).toBe(endSession);
    client.destroy();
  });

  it.each([
    ['unreachable', () => HttpResponse.error()],
    ['failing', () => HttpResponse.json({ error: { code: 'INTERNAL_ERROR' } }, { status: 500 })],
  ])(
    'given an API %s at sign-out should still end the provider session with the site’s client id',
    async (_label, answer) => {
      server.use(http.post(`${site}/api/auth/logout`, answer));
      const { t, client } = await bffSignedIn();
      await expect(client.signOut()).resolves.toEqual({ redirected: true });
      const url = new URL(t.state.navigatedTo.at(-1) ?? '');
      expect(`${url.origin}${url.pathname}`).toBe(`${provider}/session/end`);
      expect(url.searchParams.get('client_id')).toBe('epic-api');
      client.destroy();
    },
  );

  it.each([
    ['no end-session URL', () => HttpResponse.json({ endSessionUrl: null })],
    ['an older API (204)', () => new HttpResponse(null, { status: 204 })],
    [
      'a URL that is not http(s)',
      () => HttpResponse.json({ endSessionUrl: 'javascript:alert(1)' }),
    ],
  ])(
    'given %s should stay on the site and say that the provider session may remain',
    async (_label, answer) => {
      server.use(http.post(`${site}/api/auth/logout`, answer));
      const { t, client } = await bffSignedIn();
      const before = t.state.navigatedTo.length;
      await expect(client.signOut()).resolves.toEqual({ redirected: false });
      expect(t.state.navigatedTo).toHaveLength(before);
      expect(client.getSnapshot().signedOut).toBe('provider-may-remain');
      client.destroy();
    },
  );
});
