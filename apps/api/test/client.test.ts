import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, absentDetailsOf, createApiClient, isTransientError } from '../src/client.js';
import { type Db, openPglite } from '../src/db/adapter.js';
import { migrate } from '../src/db/migrate.js';
import { type RunningServer, startServer } from '../src/index.js';
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

describe('data client', () => {
  let db: Db;
  let server: RunningServer;

  beforeAll(async () => {
    provider.server.listen({ onUnhandledRequest: 'bypass' });
    db = await openPglite();
    await migrate(db);
    server = await startServer(testConfig({ port: 0 }), { db });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
    provider.server.close();
  });

  it('signs in, reads typed responses and signs out', async () => {
    const client = createApiClient({ baseUrl: server.url, fetch: browserFetch() });
    expect(await client.check()).toBeNull();
    const session = await client.login({
      access_token: 'good-token',
      refresh_token: 'r',
      expires_in: 3600,
    });
    expect(session.user.name).toBe('Camille Martin');
    expect((await client.check())?.authenticated).toBe(true);
    expect((await client.me()).email).toBe('camille.martin@example.org');
    expect(await client.vintages()).toEqual({ vintages: [], latest: null, indicators: [] });
    await client.logout();
    expect(await client.check()).toBeNull();
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
    const forged = await client.login({ access_token: 'forged' }).catch((e: unknown) => e);
    expect(forged).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
  });

  it('times out, reports network errors and refuses unexpected responses', async () => {
    const hanging = createApiClient({
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    await expect(hanging.vintages()).rejects.toMatchObject({ code: 'TIMEOUT' });
    const offline = createApiClient({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(offline.vintages()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    const odd = createApiClient({ fetch: async () => Response.json({ vintages: 'no' }) });
    await expect(odd.vintages()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    const html = createApiClient({ fetch: async () => new Response('<html>', { status: 500 }) });
    await expect(html.vintages()).rejects.toMatchObject({ status: 500, code: 'HTTP_500' });
  });

  it('without validation trusts JSON objects only, and still reads French errors', async () => {
    const trusting = (body: unknown, status = 200) =>
      createApiClient({ validate: false, fetch: async () => Response.json(body, { status }) });
    await expect(trusting({ vintages: [] }).vintages()).resolves.toEqual({ vintages: [] });
    for (const odd of [null, [], 'texte', 42]) {
      await expect(trusting(odd).vintages()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    }
    const refused = trusting(
      { error: { code: 'NOT_FOUND', message: 'Territoire introuvable.' } },
      404,
    );
    await expect(refused.vintages()).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Territoire introuvable.',
    });
  });

  it('sends credentials and a timeout signal on every call', async () => {
    const seen: RequestInit[] = [];
    const client = createApiClient({
      baseUrl: 'https://api.example.org/',
      fetch: async (input, init) => {
        seen.push({ ...init, body: String(input) });
        return Response.json({ authenticated: true, user: { id: '1', name: 'A', email: 'a@b.c' } });
      },
    });
    await client.check();
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(seen[0]?.body).toBe('https://api.example.org/api/auth/check');
  });

  it('imports no Node module (the site bundles it)', () => {
    for (const file of ['../src/client.ts', '../src/schemas.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/(?:from |import\()'([^']+)'/g)].map((m) => m[1]);
      expect(imports.every((i) => i === 'zod' || i === './schemas.js')).toBe(true);
    }
  });
});

describe('error kinds', () => {
  it('offers a retry only for errors that may go away (network, timeout, 5xx, 429)', () => {
    expect(isTransientError(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(true);
    expect(isTransientError(new ApiError(0, 'TIMEOUT', 'x'))).toBe(true);
    expect(isTransientError(new ApiError(503, 'NO_DATA', 'x'))).toBe(true);
    expect(isTransientError(new ApiError(429, 'RATE_LIMITED', 'x'))).toBe(true);
    expect(isTransientError(new TypeError('failed'))).toBe(true);
    expect(isTransientError(new ApiError(404, 'TERRITORY_NOT_FOUND', 'x'))).toBe(false);
    expect(isTransientError(new ApiError(404, 'TERRITORY_ABSENT_IN_YEAR', 'x'))).toBe(false);
    expect(isTransientError(new ApiError(400, 'INVALID_YEAR', 'x'))).toBe(false);
  });

  it('reads the details of an absent territory, ignoring malformed entries', () => {
    const culoz = { type: 'commune', code: '01138', name: 'Culoz-Béon', year: 2025 };
    const error = new ApiError(404, 'TERRITORY_ABSENT_IN_YEAR', 'absent', {
      name: 'Béon',
      exists: [2019, '2021', 2022],
      successors: [culoz, { code: '1' }],
    });
    expect(absentDetailsOf(error)).toEqual({
      name: 'Béon',
      exists: [2019, 2022],
      successors: [culoz],
      predecessors: [],
    });
    expect(absentDetailsOf(new ApiError(404, 'TERRITORY_NOT_FOUND', 'x'))).toBeNull();
    expect(absentDetailsOf(new Error('x'))).toBeNull();
  });
});
