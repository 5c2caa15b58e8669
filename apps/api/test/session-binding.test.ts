/**
 * Sessions made only from tokens issued to EPIC, bound to them and to their user: a
 * token of another client or audience is refused though the provider's /api/user answers for it;
 * one token makes one session, which ends with it, when it is revoked, after an idle time, and with
 * every other session of its user at sign-out; bff deployments refuse bare tokens.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import type { Db } from '../src/db/adapter.js';
import { buildServer } from '../src/server.js';
import { backends, cookieOf, SITE, testConfig, useProviderStandIn } from './helpers.js';

const provider = useProviderStandIn();
const json = { origin: SITE, 'content-type': 'application/json' };

describe.each(backends('epic_test_binding'))(
  'sessions bound to their token on $name',
  (backend) => {
    let db: Db;
    const apps: FastifyInstance[] = [];
    const appWith = async (overrides: Partial<Config> = {}) => {
      const app = await buildServer({ config: testConfig(overrides), db });
      apps.push(app);
      return app;
    };
    beforeAll(async () => {
      db = await backend.openFixture('migrated');
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await db.close();
    });

    const login = (app: FastifyInstance, token: string, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...json, ...(cookie ? { cookie } : {}) },
        payload: { access_token: token },
      });
    const check = (app: FastifyInstance, cookie: string) =>
      app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } });

    it('refuses a token the provider issued to another client, though its /api/user answers', async () => {
      const app = await appWith();
      const user = await fetch('http://sso.test/api/user', {
        headers: { authorization: 'Bearer other-1' },
      });
      expect(user.status).toBe(200);
      const refused = await login(app, 'other-1');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toMatchObject({
        code: 'TOKEN_NOT_FOR_EPIC',
        message: expect.stringMatching(/n’a pas été émis pour EPIC/),
      });
      expect(cookieOf(refused)).toBeUndefined();
      // The backend client's own token (a bff exchange) is not a site token either.
      expect((await login(app, 'issued-1')).json().error.code).toBe('TOKEN_NOT_FOR_EPIC');
      // Nor one of the site's client meant for another audience.
      expect((await login(app, 'aud-1')).json().error.code).toBe('TOKEN_NOT_FOR_EPIC');
      expect((await login(app, 'spa-binding-ok')).statusCode).toBe(200);
    });

    it('makes one session of one token: posting it again ends the first', async () => {
      const app = await appWith();
      const first = cookieOf(await login(app, 'spa-twice')) as string;
      const second = cookieOf(await login(app, 'spa-twice')) as string;
      expect(second).not.toBe(first);
      expect((await check(app, second)).statusCode).toBe(200);
      expect((await check(app, first)).statusCode).toBe(401);
    });

    // The lifetimes below leave a loaded CI machine seconds between sign-in and the first check:
    // the provider's `exp` is in whole seconds, so a token of N seconds may live only N − 1.
    const LIFETIME_S = 3;
    const until = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

    it('ends a session no later than its token', async () => {
      const app = await appWith();
      provider.state.expiresIn = LIFETIME_S;
      const issued = Date.now();
      const cookie = cookieOf(await login(app, 'spa-short')) as string;
      expect((await check(app, cookie)).statusCode).toBe(200);
      await until(issued + LIFETIME_S * 1000 + 100);
      expect((await check(app, cookie)).statusCode).toBe(401);
    });

    it('ends every session of the user once the provider reports the token revoked', async () => {
      const app = await appWith({ tokenRecheckMs: 0 });
      const a = cookieOf(await login(app, 'spa-revoked')) as string;
      const b = cookieOf(await login(app, 'spa-other-tab')) as string;
      expect((await check(app, a)).statusCode).toBe(200);
      provider.revoked.add('spa-revoked');
      expect((await check(app, a)).statusCode).toBe(401);
      expect((await check(app, b)).statusCode).toBe(401);
      // The data routes too.
      const data = await app.inject({
        method: 'GET',
        url: '/api/vintages',
        headers: { cookie: b },
      });
      expect(data.statusCode).toBe(401);
    });

    it('ends every session of the user at sign-out, whichever tab signs out', async () => {
      const app = await appWith();
      const a = cookieOf(await login(app, 'spa-tab-a')) as string;
      const b = cookieOf(await login(app, 'spa-tab-b')) as string;
      const out = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...json, cookie: a },
        payload: {},
      });
      expect(out.statusCode).toBe(204);
      expect((await check(app, b)).statusCode).toBe(401);
    });

    it('ends a session left idle', async () => {
      const app = await appWith({ sessionIdleSeconds: LIFETIME_S });
      const cookie = cookieOf(await login(app, 'spa-idle')) as string;
      expect((await check(app, cookie)).statusCode).toBe(200);
      // Idle from the check at the latest, which may have recorded the session as seen.
      await until(Date.now() + LIFETIME_S * 1000 + 100);
      expect((await check(app, cookie)).statusCode).toBe(401);
    });

    it('refuses bare tokens in bff mode, and without a way to check them', async () => {
      const bff = await appWith({ authMode: 'bff' });
      const refused = await login(bff, 'spa-bff');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('BARE_TOKEN_REFUSED');
      const blind = await appWith({ authIntrospectionUrl: null });
      const unchecked = await login(blind, 'spa-blind');
      expect(unchecked.statusCode).toBe(503);
      expect(unchecked.json().error).toMatchObject({
        code: 'TOKEN_CHECK_UNAVAILABLE',
        message: expect.stringMatching(/mode bff/),
      });
    });

    it('names the cookie __Host- and marks it Secure per configuration, not per request', async () => {
      const secure = await appWith({ cookieSecure: true });
      const on = await login(secure, 'spa-secure');
      const header = String(on.headers['set-cookie']);
      expect(header).toMatch(
        /^__Host-epic_session=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
      );
      expect((await check(secure, cookieOf(on) as string)).statusCode).toBe(200);
      // A local http site: plain name, not Secure, whatever Host or X-Forwarded-Proto say.
      const plain = await appWith({ cookieSecure: false });
      const off = await plain.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...json, host: 'epic.example.org', 'x-forwarded-proto': 'https' },
        payload: { access_token: 'spa-plain' },
      });
      expect(String(off.headers['set-cookie'])).toMatch(/^epic_session=/);
      expect(String(off.headers['set-cookie'])).not.toMatch(/Secure/);
    });

    it('limits /api/auth/check for cookies that open no session, not for live ones', async () => {
      const app = await appWith({ authRateLimitMax: 5 });
      const cookie = cookieOf(await login(app, 'spa-rate')) as string;
      let limited: Awaited<ReturnType<typeof check>> | undefined;
      for (let i = 0; i < 80 && !limited; i++) {
        const r = await check(app, `epic_session=guess-${i}`);
        if (r.statusCode === 429) limited = r;
        else expect(r.statusCode).toBe(401);
      }
      expect(limited?.json().error.code).toBe('RATE_LIMITED');
      expect(limited?.headers['retry-after']).toBeDefined();
      for (let i = 0; i < 40; i++) expect((await check(app, cookie)).statusCode).toBe(200);
    });
  },
);
