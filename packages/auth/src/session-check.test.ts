import { describe, expect, it } from 'vitest';
import { createAuthClient } from './client';
import { storageKeys } from './storage';
import { sharedTabs, tab } from './test/fakes';
import type { AuthConfig } from './types';

const user = { id: 7, name: 'Camille Martin', email: 'camille.martin@example.org' };

/** A backend whose session check answers `open`, recording each request's path. */
function backend(open: boolean) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const path = new URL(String(input)).pathname;
    calls.push(path);
    if (path === '/api/auth/check' && open) return Response.json({ authenticated: true, user });
    if (path === '/api/auth/me' && open) return Response.json({ user });
    return Response.json({ error: { code: 'UNAUTHENTICATED' } }, { status: 401 });
  };
  return { calls, fetch };
}

function client(open: boolean, overrides: Partial<AuthConfig> = {}) {
  const api = backend(open);
  const shared = sharedTabs();
  const { config } = tab(shared, { fetch: api.fetch, ...overrides });
  return { auth: createAuthClient(config), calls: api.calls, local: shared.local };
}

describe('checkAuth policies (loadCheck, accessCheck)', () => {
  it('given loadCheck stored-tokens and no stored token in spa mode should answer false without a request', async () => {
    const { auth, calls } = client(true, { loadCheck: 'stored-tokens' });
    expect(await auth.checkAuth('load')).toBe(false);
    expect(calls).toEqual([]);
    expect(await auth.checkAuth()).toBe(true);
    expect(calls[0]).toBe('/api/auth/check');
  });

  it('given loadCheck stored-tokens and a stored token should check', async () => {
    const { auth, calls, local } = client(true, { loadCheck: 'stored-tokens' });
    local.setItem(storageKeys.accessToken, 'access-1');
    expect(await auth.checkAuth('load')).toBe(true);
    expect(calls[0]).toBe('/api/auth/check');
  });

  it('given bff mode should always check at load (the session cookie is hidden from scripts)', async () => {
    const { auth, calls } = client(true, { mode: 'bff', loadCheck: 'stored-tokens' });
    expect(await auth.checkAuth('load')).toBe(true);
    expect(calls).toEqual(['/api/auth/check', '/api/auth/me']);
  });

  it('given accessCheck session-first and a backend session should allow after the check alone', async () => {
    const { auth, calls } = client(true, { mode: 'bff', accessCheck: 'session-first' });
    expect(await auth.checkAuth('access')).toBe(true);
    expect(calls).toEqual(['/api/auth/check']);
    expect(auth.getSnapshot().status).toBe('signed-out');
  });

  it('given accessCheck session-first and no session should run the full check', async () => {
    const { auth, calls } = client(false, { accessCheck: 'session-first' });
    expect(await auth.checkAuth('access')).toBe(false);
    expect(calls).toEqual(['/api/auth/check', '/api/auth/check']);
  });

  it('given a prefetched access check should use its answer once', async () => {
    const { auth, calls } = client(true, { accessCheck: 'session-first' });
    auth.prefetchAccessCheck?.();
    expect(calls).toEqual(['/api/auth/check']);
    expect(await auth.checkAuth('access')).toBe(true);
    expect(calls).toHaveLength(1);
    expect(await auth.checkAuth('access')).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('given the full access check should ignore a prefetch', async () => {
    const { auth, calls } = client(true);
    auth.prefetchAccessCheck?.();
    expect(calls).toEqual([]);
  });

  it('given callers asking at the same time should share one round of requests', async () => {
    const { auth, calls } = client(true, { mode: 'bff' });
    const answers = await Promise.all([auth.checkAuth(), auth.checkAuth('load'), auth.checkAuth()]);
    expect(answers).toEqual([true, true, true]);
    expect(calls).toEqual(['/api/auth/check', '/api/auth/me']);
    expect(auth.getSnapshot().user?.name).toBe(user.name);
  });
});

describe('backendSession false: the provider alone (spa without EPIC’s backend)', () => {
  /** A provider whose `/api/user` accepts `access-1`; every request's URL is recorded. */
  function providerOnly(overrides: Partial<AuthConfig> = {}) {
    const calls: string[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = new URL(String(input));
      calls.push(url.pathname);
      const bearer = new Headers(init?.headers).get('authorization');
      if (url.pathname === '/api/user' && bearer === 'Bearer access-1') return Response.json(user);
      return Response.json({ error: 'not found' }, { status: 404 });
    };
    const shared = sharedTabs();
    const { config } = tab(shared, { fetch, backendSession: false, ...overrides });
    return { auth: createAuthClient(config), calls, local: shared.local };
  }

  it('given no stored token should answer false without any request', async () => {
    const { auth, calls } = providerOnly();
    expect(await auth.checkAuth('load')).toBe(false);
    expect(await auth.checkAuth('access')).toBe(false);
    expect(await auth.hasBackendSession()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('given a stored token the provider accepts should be signed in from /api/user alone', async () => {
    const { auth, calls, local } = providerOnly({ accessCheck: 'session-first' });
    local.setItem(storageKeys.accessToken, 'access-1');
    expect(await auth.checkAuth('load')).toBe(true);
    expect(auth.getSnapshot()).toMatchObject({ status: 'signed-in', user });
    expect(await auth.checkAuth('access')).toBe(true);
    expect(calls.every((path) => path === '/api/user')).toBe(true);
  });

  it('given a stored token the provider refuses should be signed out', async () => {
    const { auth, calls, local } = providerOnly();
    local.setItem(storageKeys.accessToken, 'revoked');
    expect(await auth.checkAuth()).toBe(false);
    expect(auth.getSnapshot().status).toBe('signed-out');
    expect(calls).toEqual(['/api/user']);
  });

  it('given sign-out should forget the tokens without calling /api/auth/logout', async () => {
    const { auth, calls, local } = providerOnly({ endSessionUrl: null });
    local.setItem(storageKeys.accessToken, 'access-1');
    await auth.signOut();
    expect(local.getItem(storageKeys.accessToken)).toBeNull();
    expect(calls.filter((path) => path.startsWith('/api/auth/'))).toEqual([]);
  });

  it('given bff mode should refuse the configuration', () => {
    expect(() => providerOnly({ mode: 'bff' })).toThrow(
      'Le mode bff a besoin de la session du serveur',
    );
  });
});

describe('clientId', () => {
  it('given a number (the spec’s 13) should send it as a string in the authorization request', async () => {
    const shared = sharedTabs();
    const { config, state } = tab(shared, { clientId: 13, fetch: backend(false).fetch });
    await createAuthClient(config).startSignIn('/comparer');
    const authorize = new URL(state.navigatedTo[0] ?? '');
    expect(authorize.searchParams.get('client_id')).toBe('13');
  });
});
