import { ApiError, createApiClient, SESSION_PATHS } from '@epic/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/adapter.js';
import { type RunningServer, startServer } from '../src/index.js';
import { openFixture } from './fixture-db.js';
import { providerStandIn, SITE, testConfig } from './helpers.js';

const provider = providerStandIn();

/** fetch with a cookie jar and the site's Origin, as a browser on the site would send. */
function browserFetch(): typeof fetch {
  let cookie = '';
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', SITE);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return response;
  };
}

/**
 * The session calls, as @epic/auth makes them (the data client has none): the JSON body, or
 * null on a 401; any other refusal is an ApiError.
 */
function session(base: string, fetcher: typeof fetch) {
  const call = async (path: string, body?: unknown) => {
    const response = await fetcher(`${base}${path}`, {
      credentials: 'include',
      ...(body === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
    });
    const json = await response.json().catch(() => null);
    if (response.status === 401 && path === SESSION_PATHS.check) return null;
    if (!response.ok) throw new ApiError(response.status, json.error.code, json.error.message);
    return json;
  };
  return {
    check: () => call(SESSION_PATHS.check),
    login: (body: { access_token: string; refresh_token?: string; expires_in?: number }) =>
      call(SESSION_PATHS.login, body),
    me: async () => (await call(SESSION_PATHS.me)).user,
    logout: () => call(SESSION_PATHS.logout, {}),
  };
}

describe('data client against the API', () => {
  let db: Db;
  let server: RunningServer;

  beforeAll(async () => {
    provider.server.listen({ onUnhandledRequest: 'bypass' });
    db = await openFixture('migrated');
    server = await startServer(testConfig({ port: 0 }), { db });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
    provider.server.close();
  });

  it('signs in, reads typed responses and signs out', async () => {
    const fetcher = browserFetch();
    const client = createApiClient({ baseUrl: server.url, fetch: fetcher });
    const auth = session(server.url, fetcher);
    expect(await auth.check()).toBeNull();
    const signedIn = await auth.login({
      access_token: 'good-token',
      refresh_token: 'r',
      expires_in: 3600,
    });
    expect(signedIn.user.name).toBe('Camille Martin');
    expect((await auth.check())?.authenticated).toBe(true);
    expect((await auth.me()).email).toBe('camille.martin@example.org');
    expect(await client.vintages()).toEqual({ vintages: [], latest: null, indicators: [] });
    await auth.logout();
    expect(await auth.check()).toBeNull();
  });

  it('turns error bodies into ApiError with the code and the French message', async () => {
    const client = createApiClient({ baseUrl: server.url, fetch: browserFetch() });
    const error = await client.search({ q: 'paris' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: expect.stringMatching(/^Connexion requise/),
    });
    const forged = await session(server.url, browserFetch())
      .login({ access_token: 'forged' })
      .catch((e: unknown) => e);
    expect(forged).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
  });
});
