// Long file: one fake OpenID provider serves every option's case (discovery, overrides, storage prefix, claims), each driven through createAuthClient as an app does.
import { describe, expect, it } from 'vitest';
import { standardClaims } from './claims';
import { createAuthClient } from './client';
import { AuthError, authErrorMessages } from './errors';
import { storageKeys, storageKeysFor } from './storage';
import { sharedTabs, site, tab } from './test/fakes';
import type { AuthConfig, AuthUser } from './types';

const issuer = 'https://id.agence.example';
const discoveryUrl = `${issuer}/.well-known/openid-configuration`;
const claims = { sub: 'a-42', name: 'Alex Dupont', email: 'alex@agence.example', service: 'SIG' };

/** A discovery document like a generic OpenID provider's (its own paths, not EPIC's). */
const document = (extra: Record<string, unknown> = {}) => ({
  issuer,
  authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
  token_endpoint: `${issuer}/protocol/openid-connect/token`,
  userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
  end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
  authorization_response_iss_parameter_supported: true,
  ...extra,
});

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** A client of the fake provider: its requests are recorded, `handlers` answer by URL. */
function agency(options: {
  handlers?: Record<string, Handler>;
  discovery?: Record<string, unknown> | null;
  config?: Partial<AuthConfig>;
}) {
  const requests: string[] = [];
  const handlers: Record<string, Handler> = {
    [discoveryUrl]: () =>
      options.discovery === null
        ? new Response('Not found', { status: 404 })
        : Response.json(document(options.discovery)),
    [`${issuer}/protocol/openid-connect/token`]: () =>
      Response.json({ access_token: 'at-1', token_type: 'Bearer', expires_in: 300 }),
    [`${issuer}/protocol/openid-connect/userinfo`]: (_url, init) =>
      new Headers(init?.headers).get('authorization') === 'Bearer at-1'
        ? Response.json(claims)
        : new Response(null, { status: 401 }),
    ...options.handlers,
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(`${url.origin}${url.pathname}`);
    const handler = handlers[`${url.origin}${url.pathname}`];
    return handler ? handler(url, init) : new Response(null, { status: 404 });
  };
  const shared = sharedTabs();
  const t = tab(shared, {
    providerUrl: undefined,
    issuer,
    clientId: 'agence-web',
    backendSession: false,
    fetch,
    ...options.config,
  } as Partial<AuthConfig>);
  return { ...t, requests, local: shared.local, client: createAuthClient(t.config) };
}

/** Starts sign-in, then comes back from the provider with a code, like the browser would. */
async function signIn(a: ReturnType<typeof agency>) {
  await a.client.startSignIn('/tableau/');
  const authorize = new URL(a.state.navigatedTo.at(-1) ?? '');
  const back = new URL(`${site}/`);
  back.searchParams.set('code', 'code-1');
  back.searchParams.set('state', authorize.searchParams.get('state') ?? '');
  back.searchParams.set('iss', issuer);
  a.state.href = back.href;
  return { authorize, destination: await a.client.handleRedirectCallback() };
}

describe('issuer: OpenID discovery', () => {
  it('given only the issuer should sign in through the discovered endpoints and map the standard claims', async () => {
    const a = agency({});
    const { authorize, destination } = await signIn(a);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      `${issuer}/protocol/openid-connect/auth`,
    );
    expect(authorize.searchParams.get('client_id')).toBe('agence-web');
    expect(destination).toBe('/tableau/');
    expect(a.client.getSnapshot()).toMatchObject({
      status: 'signed-in',
      user: { id: 'a-42', name: 'Alex Dupont', email: 'alex@agence.example' },
    });
    // The document once per page; the token and profile at the announced endpoints, no EPIC path.
    expect(a.requests).toEqual([
      discoveryUrl,
      `${issuer}/protocol/openid-connect/token`,
      `${issuer}/protocol/openid-connect/userinfo`,
    ]);
    a.client.destroy();
  });

  it('given a provider without a discovery document should fail in French, then retry', async () => {
    let found = false;
    const a = agency({
      handlers: {
        [discoveryUrl]: () =>
          found ? Response.json(document()) : new Response('Not found', { status: 404 }),
      },
    });
    const failure = await a.client.startSignIn('/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthError);
    expect(failure).toMatchObject({
      code: 'DISCOVERY_FAILED',
      message: authErrorMessages.DISCOVERY_FAILED,
    });
    expect(a.state.navigatedTo).toEqual([]);
    found = true;
    await a.client.startSignIn('/');
    expect(a.state.navigatedTo).toHaveLength(1);
    a.client.destroy();
  });

  it('given a document of another issuer should refuse it', async () => {
    const a = agency({ discovery: { issuer: 'https://ailleurs.example' } });
    await expect(a.client.startSignIn('/')).rejects.toMatchObject({ code: 'DISCOVERY_FAILED' });
    a.client.destroy();
  });

  it('given a provider slower than timeoutMs should give up with TIMEOUT', async () => {
    const a = agency({
      config: { timeoutMs: 50 },
      handlers: {
        [discoveryUrl]: (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      },
    });
    await expect(a.client.startSignIn('/')).rejects.toMatchObject({ code: 'TIMEOUT' });
    a.client.destroy();
  });

  it('given a discovered end-session endpoint should sign out there', async () => {
    const a = agency({});
    await signIn(a);
    await expect(a.client.signOut()).resolves.toEqual({ redirected: true });
    const url = new URL(a.state.navigatedTo.at(-1) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/protocol/openid-connect/logout`);
    expect(url.searchParams.get('client_id')).toBe('agence-web');
    a.client.destroy();
  });

  it('given a provider that announces no end-session endpoint should say its session may remain', async () => {
    const a = agency({ discovery: { end_session_endpoint: undefined } });
    await signIn(a);
    await expect(a.client.signOut()).resolves.toEqual({ redirected: false });
    expect(a.client.getSnapshot().signedOut).toBe('provider-may-remain');
    a.client.destroy();
  });
});

describe('endpoint options', () => {
  it('given explicit endpoints should use them over the discovered ones', async () => {
    const a = agency({
      config: {
        authorizationEndpoint: 'https://login.agence.example/authorize',
        tokenEndpoint: 'https://login.agence.example/token',
        userinfoEndpoint: 'https://login.agence.example/me',
        endSessionUrl: 'https://login.agence.example/logout',
      },
      handlers: {
        'https://login.agence.example/token': () =>
          Response.json({ access_token: 'at-1', token_type: 'Bearer' }),
        'https://login.agence.example/me': () => Response.json({ sub: 'b-7', name: 'Bo' }),
      },
    });
    const { authorize } = await signIn(a);
    expect(authorize.href.startsWith('https://login.agence.example/authorize?')).toBe(true);
    expect(a.requests).toEqual([
      discoveryUrl,
      'https://login.agence.example/token',
      'https://login.agence.example/me',
    ]);
    expect(a.client.getSnapshot().user).toEqual({ id: 'b-7', name: 'Bo', email: '' });
    await a.client.signOut();
    expect(a.state.navigatedTo.at(-1)).toMatch(/^https:\/\/login\.agence\.example\/logout\?/);
    a.client.destroy();
  });

  it('given every endpoint and no issuer should fetch no discovery document', async () => {
    const a = agency({
      config: {
        issuer: undefined,
        providerUrl: 'https://sso.agence.example',
        tokenEndpoint: `${issuer}/protocol/openid-connect/token`,
        userinfoEndpoint: `${issuer}/protocol/openid-connect/userinfo`,
      },
    });
    await a.client.startSignIn('/');
    const authorize = new URL(a.state.navigatedTo.at(-1) ?? '');
    // The endpoint not set comes from providerUrl's paths (EPIC's).
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      'https://sso.agence.example/oauth/authorize',
    );
    a.local.setItem(storageKeys.accessToken, 'at-1');
    expect(await a.client.checkAuth()).toBe(true);
    expect(a.requests).toEqual([`${issuer}/protocol/openid-connect/userinfo`]);
    a.client.destroy();
  });

  it('given an endpoint that is not an http(s) URL should refuse the configuration in French', () => {
    expect(() => agency({ config: { tokenEndpoint: 'javascript:alert(1)' } })).toThrow(
      'L’option tokenEndpoint doit être une adresse absolue en http(s).',
    );
    expect(() => agency({ config: { issuer: undefined } })).toThrow(
      expect.objectContaining({ code: 'CONFIG', message: expect.stringMatching(/^Indiquez/) }),
    );
  });

  it('given a provider that announces no token endpoint and none set should say which option to set', async () => {
    const a = agency({ discovery: { token_endpoint: undefined } });
    await expect(a.client.startSignIn('/')).rejects.toMatchObject({
      code: 'CONFIG',
      message: expect.stringContaining('l’option tokenEndpoint'),
    });
    a.client.destroy();
  });
});

describe('storagePrefix', () => {
  it('given a prefix should keep the tokens and the pending request under it only', async () => {
    const a = agency({ config: { storagePrefix: 'agence_' } });
    await a.client.startSignIn('/');
    expect(a.config.sessionStorage?.getItem('agence_pending')).toContain('"destination":"/"');
    expect(a.config.sessionStorage?.getItem(storageKeys.pendingRequest)).toBeNull();
    a.state.navigatedTo.length = 0;
    await signIn(a);
    expect(a.local.getItem('agence_token')).toBe('at-1');
    expect(a.local.getItem('agence_expires_in')).toBe('300');
    expect([...a.local.map.keys()].filter((key) => key.startsWith('epic_'))).toEqual([]);
    await a.client.signOut();
    expect(a.local.map.size).toBe(0);
    a.client.destroy();
  });

  it('given no prefix should keep EPIC’s keys and names', () => {
    expect(storageKeysFor()).toEqual({
      ...storageKeys,
      channel: 'epic-auth',
      refreshLock: 'epic-auth-refresh',
    });
    expect(storageKeys.accessToken).toBe('epic_user_token');
    expect(storageKeysFor('agence_')).toMatchObject({
      accessToken: 'agence_token',
      refreshToken: 'agence_refresh_token',
      pendingRequest: 'agence_pending',
      channel: 'agence_auth',
    });
  });

  it('given a prefix with other characters should refuse the configuration', () => {
    expect(() => agency({ config: { storagePrefix: 'mon préfixe' } })).toThrow(
      expect.objectContaining({ code: 'CONFIG' }),
    );
  });
});

describe('claims', () => {
  it('maps the standard claims, EPIC’s user, and names from their parts', () => {
    expect(standardClaims(claims)).toEqual({
      id: 'a-42',
      name: 'Alex Dupont',
      email: 'alex@agence.example',
    });
    expect(standardClaims({ id: 7, name: 'Camille Martin', email: 'c@example.org' })).toEqual({
      id: 7,
      name: 'Camille Martin',
      email: 'c@example.org',
    });
    expect(standardClaims({ sub: 'x', given_name: 'Léa', family_name: 'Roux' })?.name).toBe(
      'Léa Roux',
    );
    expect(standardClaims({ sub: 'x', preferred_username: 'lroux' })?.name).toBe('lroux');
    expect(standardClaims({ name: 'Sans identifiant' })).toBeNull();
  });

  it('given mapClaims should put its user, other claims included, in the snapshot', async () => {
    type Agent = AuthUser & { service: string };
    const a = agency({
      config: {
        mapClaims: (c): Agent => ({
          id: String(c.sub),
          name: String(c.name),
          email: String(c.email),
          service: String(c.service),
        }),
      },
    });
    await signIn(a);
    expect(a.client.getSnapshot().user).toEqual({
      id: 'a-42',
      name: 'Alex Dupont',
      email: 'alex@agence.example',
      service: 'SIG',
    });
    a.client.destroy();
  });

  it('given mapClaims that finds no user should not sign in', async () => {
    const a = agency({ config: { mapClaims: () => null } });
    a.local.setItem(storageKeys.accessToken, 'at-1');
    expect(await a.client.checkAuth()).toBe(false);
    expect(a.client.getSnapshot()).toMatchObject({ status: 'signed-out', user: null });
    a.client.destroy();
  });

  it('given a provider without a userinfo endpoint should read the ID token’s claims', async () => {
    const a = agency({ discovery: { userinfo_endpoint: undefined } });
    const payload = Buffer.from(
      JSON.stringify({ sub: 'a-42', name: 'Élise Noël', iss: issuer }),
    ).toString('base64url');
    a.local.setItem(storageKeys.accessToken, 'at-1');
    a.local.setItem(storageKeys.idToken, `e30.${payload}.sig`);
    expect(await a.client.checkAuth()).toBe(true);
    expect(a.client.getSnapshot().user).toEqual({ id: 'a-42', name: 'Élise Noël', email: '' });
    expect(a.requests).toEqual([discoveryUrl]);
    a.client.destroy();
  });
});
