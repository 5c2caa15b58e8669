import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Config, loadConfig } from '../src/config.js';
import { type Db, openPglite, openPostgres } from '../src/db/adapter.js';
import { buildFixture, type Fixture, openFixture } from './fixture-db.js';

export const PROVIDER = 'http://sso.test';
export const SITE = 'http://localhost:3000';

export interface Backend {
  name: string;
  open(): Promise<Db>;
  /** A database holding a fixture's data (fixture-db.ts). */
  openFixture(fixture: Fixture): Promise<Db>;
}

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI). On PostgreSQL each test file
 * works in a schema of its own, so that files running at the same time never meet.
 */
export function backends(schema: string): Backend[] {
  const list: Backend[] = [
    { name: 'PGlite', open: () => openPglite(), openFixture: (fixture) => openFixture(fixture) },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const open = async () => {
      const admin = await openPostgres(url, 1);
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema};`);
      await admin.close();
      return openPostgres(url, 4, schema);
    };
    list.push({
      name: 'PostgreSQL',
      open,
      openFixture: async (fixture) => {
        const db = await open();
        await buildFixture(fixture, db);
        return db;
      },
    });
  }
  return list;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    // Tests run in development mode whatever the environment (production: config.ts).
    { NODE_ENV: 'test' },
    {
      logLevel: 'silent',
      importOnStart: false,
      authProviderUrl: PROVIDER,
      siteOrigins: [SITE],
      siteDist: undefined,
      providerTimeoutMs: 500,
      ...overrides,
    },
  );
}

export const USERS: Record<string, { id: number; name: string; email: string }> = {
  'good-token': { id: 42, name: 'Camille Martin', email: 'camille.martin@example.org' },
  /** A second account, for what one user must never see of another's. */
  'second-user': { id: 77, name: 'Dominique Petit', email: 'dominique.petit@example.org' },
};

/** The site's client (spa mode): the only one whose bare tokens EPIC accepts. */
export const SPA_CLIENT = '13';

/**
 * Stand-in for the provider’s /api/user, /api/oauth/token and token introspection (MSW intercepts
 * fetch). Tokens: those of USERS and `spa-*` are the site's (client 13); `issued-*` come from the
 * code exchange of the backend client (epic-api); `other-*` belong to another application of the
 * same provider; `aud-*` are the site's but for another audience; `revoked` lists revoked ones.
 */
export function providerStandIn() {
  const calls = { user: 0, token: 0, refresh: 0, introspect: 0 };
  const revoked = new Set<string>();
  const state = { expiresIn: 3600, refreshFails: false, delayMs: 0 };
  let counter = 0;
  const server = setupServer(
    http.get(`${PROVIDER}/api/user`, async ({ request }) => {
      calls.user++;
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      // Own keys only: fast-check sends tokens like "valueOf", which a plain lookup finds on the prototype.
      const known = Object.hasOwn(USERS, token) ? USERS[token] : undefined;
      const user =
        known ?? (/^(issued|spa|other|aud)-/.test(token) ? USERS['good-token'] : undefined);
      if (!user) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
      return HttpResponse.json({ ...user, extra: 'ignored' });
    }),
    http.post(`${PROVIDER}/token/introspection`, async ({ request }) => {
      calls.introspect++;
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      const form = new URLSearchParams(await request.text());
      if (form.get('client_id') !== 'epic-api' || form.get('client_secret') !== 'epic-dev-secret') {
        return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
      }
      const token = form.get('token') ?? '';
      const user = Object.hasOwn(USERS, token)
        ? USERS[token]
        : /^(issued|spa|other|aud)-/.test(token)
          ? USERS['good-token']
          : undefined;
      if (!user || revoked.has(token)) return HttpResponse.json({ active: false });
      const clientId = token.startsWith('issued-')
        ? 'epic-api'
        : token.startsWith('other-')
          ? 'autre-application'
          : SPA_CLIENT;
      return HttpResponse.json({
        active: true,
        client_id: clientId,
        sub: String(user.id),
        exp: Math.floor(Date.now() / 1000) + state.expiresIn,
        ...(token.startsWith('aud-') ? { aud: 'https://autre.example' } : {}),
      });
    }),
    http.post(`${PROVIDER}/api/oauth/token`, async ({ request }) => {
      calls.token++;
      const form = new URLSearchParams(await request.text());
      if (form.get('client_id') !== 'epic-api' || form.get('client_secret') !== 'epic-dev-secret') {
        return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
      }
      if (form.get('grant_type') === 'refresh_token') {
        calls.refresh++;
        if (state.refreshFails || !form.get('refresh_token')?.startsWith('refresh-')) {
          return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
        }
      } else if (
        form.get('code') !== 'good-code' ||
        (form.get('code_verifier') ?? '').length < 43
      ) {
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }
      counter++;
      return HttpResponse.json({
        access_token: `issued-${counter}`,
        refresh_token: `refresh-${counter}`,
        expires_in: state.expiresIn,
        token_type: 'Bearer',
      });
    }),
  );
  return { server, calls, state, revoked };
}

/** The provider stand-in, listening for the whole test file and reset after each test. */
export function useProviderStandIn() {
  const provider = providerStandIn();
  beforeAll(() => provider.server.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => {
    provider.server.resetHandlers();
    provider.revoked.clear();
    provider.state.expiresIn = 3600;
    provider.state.refreshFails = false;
    provider.state.delayMs = 0;
  });
  afterAll(() => provider.server.close());
  return provider;
}

export function cookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [String(header)] : [];
  const found = list.find((c) => /^(__Host-)?epic_session=/.test(c));
  return found?.split(';')[0];
}

let signIns = 0;

/** A session of the demo user, from a fresh token of the site's client (one token, one session). */
export async function signIn(app: FastifyInstance): Promise<string> {
  signIns++;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: SITE, 'content-type': 'application/json' },
    payload: { access_token: `spa-${process.pid}-${signIns}`, expires_in: 3600 },
  });
  const cookie = cookieOf(response);
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookie;
}

/**
 * Against the real local SSO server (apps/sso-dev): authorize → login form → redirect back to the
 * site with a code, keeping the provider’s cookies.
 */
export async function authorizationCode(
  issuer: string,
  clientId: string,
  email: string,
  password: string,
) {
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
    body: new URLSearchParams({ email, password }),
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

/** Real provider tokens for the public (spa) client: the code flow, then the token endpoint. */
export async function spaTokens(
  issuer: string,
  clientId: string,
  email: string,
  password: string,
): Promise<{ access_token: string; refresh_token?: string; expires_in?: number }> {
  const { code, verifier } = await authorizationCode(issuer, clientId, email, password);
  const response = await fetch(`${issuer}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      code_verifier: verifier,
      redirect_uri: `${SITE}/`,
    }),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`token endpoint: ${response.status} ${await response.text()}`);
  return response.json();
}
