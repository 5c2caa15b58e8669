// Long file: every security case (cookies, CSRF, CSP, tokens, logs) against one server.
/**
 * Security checks that auth.test.ts and sso.test.ts do not already make: every flag of the session
 * cookie in both modes, CSRF whatever the spelling of the path or the Origin/Referer, open redirects,
 * the CSP of the HTML, expired and revoked tokens against the real local provider, and no token or
 * secret in the logs.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  demoAccounts,
  demoPassword,
  type RunningSsoServer,
  spaClientId,
  startSsoServer,
} from '@epic/sso-dev';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import type { Db } from '../src/db/adapter.js';
import { buildServer } from '../src/server.js';
import { SESSION_COOKIE, SessionStore } from '../src/session.js';
import { openFixture } from './fixture-db.js';
import {
  authorizationCode,
  cookieOf,
  SITE,
  signIn,
  spaTokens,
  testConfig,
  useProviderStandIn,
} from './helpers.js';

const provider = useProviderStandIn();

const json = { origin: SITE, 'content-type': 'application/json' };
const verifier = 'v'.repeat(43);

function setCookieLines(r: LightMyRequestResponse): string[] {
  const header = r.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [String(header)] : [];
}

/** The attributes of the session cookie set by a response, by lower-case name. */
function sessionCookie(r: LightMyRequestResponse) {
  const line = setCookieLines(r).find((l) => l.startsWith(`${SESSION_COOKIE}=`));
  if (!line) throw new Error(`no session cookie: ${r.statusCode} ${r.body}`);
  const [pair, ...attributes] = line.split(';').map((p) => p.trim());
  const attrs = new Map(
    attributes.map((a) => {
      const [k, ...v] = a.split('=');
      return [(k ?? '').toLowerCase(), v.join('=')] as const;
    }),
  );
  return { value: (pair ?? '').slice(SESSION_COOKIE.length + 1), attrs, line };
}

describe('security', () => {
  let db: Db;
  let app: FastifyInstance;
  let config: Config;

  beforeAll(async () => {
    db = await openFixture('migrated');
    config = testConfig({ authRateLimitMax: 100_000, trustProxy: 1 });
    app = await buildServer({ config, db });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const check = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } });

  describe('session cookie', () => {
    const login = (headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...json, ...headers },
        payload: { access_token: 'good-token' },
      });
    const callback = (headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/oauth/callback',
        headers: { ...json, ...headers },
        payload: { code: 'good-code', code_verifier: verifier, redirect_uri: `${SITE}/` },
      });

    it('is HttpOnly, SameSite=Lax, Path=/, host-only, and ends with its session, in both modes', async () => {
      // spa: no later than its access token (an hour at the stand-in); bff: the session lifetime.
      const lifetimes = [provider.state.expiresIn, config.sessionTtl];
      for (const [i, r] of [await login(), await callback()].entries()) {
        expect(r.statusCode).toBe(200);
        const { value, attrs } = sessionCookie(r);
        expect(value).toMatch(/^[\w-]{43}$/);
        expect(attrs.get('path')).toBe('/');
        expect(attrs.has('httponly')).toBe(true);
        expect(attrs.get('samesite')).toBe('Lax');
        // No Domain: the cookie is not sent to other subdomains.
        expect(attrs.has('domain')).toBe(false);
        // Secure per configuration (session-binding.test.ts), never per the request's host.
        expect(attrs.has('secure')).toBe(false);
        const expires = Date.parse(attrs.get('expires') ?? '');
        const lifetime = (lifetimes[i] as number) * 1000;
        expect(Math.abs(expires - (Date.now() + lifetime))).toBeLessThan(5_000);
      }
    });

    it('is not made Secure by a request’s host or forwarded protocol (configuration decides)', async () => {
      const variants: Record<string, string>[] = [
        { host: 'epic.example.org' },
        { 'x-forwarded-proto': 'https' },
      ];
      for (const headers of variants) {
        for (const r of [await login(headers), await callback(headers)]) {
          expect(r.statusCode).toBe(200);
          expect(sessionCookie(r).attrs.has('secure')).toBe(false);
        }
      }
    });

    it('is cleared on logout with the same attributes, so that the browser really drops it', async () => {
      const cookie = await signIn(app);
      for (const host of ['localhost:3000', 'epic.example.org']) {
        const r = await app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { ...json, cookie, host },
        });
        expect(r.statusCode).toBe(204);
        const { value, attrs } = sessionCookie(r);
        expect(value).toBe('');
        expect(attrs.get('path')).toBe('/');
        expect(attrs.has('httponly')).toBe(true);
        expect(attrs.get('samesite')).toBe('Lax');
        expect(attrs.has('secure')).toBe(false);
        expect(Date.parse(attrs.get('expires') ?? '')).toBeLessThan(Date.now());
      }
    });
  });

  describe('CSRF', () => {
    const foreignOrigin = fc.oneof(
      fc.webUrl().map((u) => new URL(u).origin),
      fc.constantFrom(
        'null',
        '',
        ' ',
        `${SITE}/`,
        `${SITE} `,
        SITE.toUpperCase(),
        'http://localhost:30000',
        'http://localhost',
        'https://localhost:3000',
        'http://localhost:3000.evil.example',
        'http://evil.localhost:3000',
        'http://127.0.0.1:3000',
        `http://evil.example, ${SITE}`,
        `${SITE}, http://evil.example`,
      ),
    );
    // The same routes spelled differently: the router serves them all.
    const spelling = fc.constantFrom(
      (p: string) => p,
      (p: string) => `/${p}`,
      (p: string) => p.replace('/api/', '/%61pi/'),
      (p: string) => p.replace('/api/', '/api//'),
      (p: string) => p.replace('/auth/', '/%61uth/'),
      (p: string) => `${p}?x=1`,
    );

    it('refuses every state-changing request without the site’s exact Origin (property)', async () => {
      const cookie = await signIn(app);
      const before = { ...provider.calls };
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('/api/auth/logout', '/api/auth/login', '/api/auth/oauth/callback'),
          spelling,
          fc.option(foreignOrigin, { nil: undefined }),
          fc.option(fc.constantFrom(`${SITE}/explorer/`, 'https://evil.example/page', 'null'), {
            nil: undefined,
          }),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          fc.constantFrom('POST', 'DELETE', 'PUT', 'PATCH'),
          async (path, spell, origin, referer, type, method) => {
            const headers: Record<string, string> = { cookie, 'content-type': type };
            if (origin !== undefined) headers.origin = origin;
            if (referer !== undefined) headers.referer = referer;
            const r = await app.inject({
              method: method as 'POST',
              url: spell(path),
              headers,
              payload: JSON.stringify({
                access_token: 'good-token',
                code: 'good-code',
                code_verifier: verifier,
                redirect_uri: `${SITE}/`,
              }),
            });
            expect(r.statusCode, `${method} ${spell(path)} ${origin}`).toBe(403);
            expect(r.json().error.code).toBe('CSRF_ORIGIN');
            expect(setCookieLines(r)).toEqual([]);
          },
        ),
        { numRuns: 200 },
      );
      // Nothing reached the provider, and the session was never ended.
      expect(provider.calls).toEqual(before);
      expect((await check(cookie)).statusCode).toBe(200);
    });

    it('refuses a cross-site logout whatever the spelling of its path (examples)', async () => {
      for (const url of ['//api/auth/logout', '/%61pi/auth/logout', '/api//auth/logout']) {
        const cookie = await signIn(app);
        const r = await app.inject({
          method: 'POST',
          url,
          headers: { origin: 'https://evil.example', 'content-type': 'text/plain', cookie },
          payload: 'x',
        });
        expect(r.statusCode, url).toBe(403);
        expect((await check(cookie)).statusCode, url).toBe(200);
      }
    });

    it('still accepts the site’s own requests under those spellings', async () => {
      const cookie = await signIn(app);
      const r = await app.inject({
        method: 'POST',
        url: '//api/auth/logout',
        headers: { ...json, cookie },
      });
      expect(r.statusCode).toBe(204);
      expect((await check(cookie)).statusCode).toBe(401);
    });
  });

  describe('open redirect', () => {
    const hostile = fc.oneof(
      fc.constantFrom(
        '//evil.example/',
        '///evil.example/',
        '/\\evil.example/',
        '\\\\evil.example',
        'https://evil',
        'https://evil.example/',
        'http:evil.example',
        'http:/evil.example',
        'javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        'java\tscript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox(1)',
        'file:///etc/passwd',
        '%2F%2Fevil.example',
        '/%2F/evil.example',
        '/%5Cevil.example',
        'https:%2F%2Fevil.example',
        `${SITE}@evil.example/`,
        `${SITE}%40evil.example/`,
        `${SITE}.evil.example/`,
        `${SITE}:80@evil.example/`,
        `http://evil.example/${SITE}/`,
        `http://evil.example/?${SITE}/`,
        `http://evil.example#${SITE}/`,
        'http://localhost:3001/',
        'https://localhost:3000/',
        'http://127.0.0.1:3000/',
        'http://[::1]:3000/',
        'http://localhost./',
        'http://LOCALHOST:3000@evil.example/',
        'http://localhost:3000\\@evil.example/',
        '/explorer/',
        '',
      ),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string().map((s) => `//${s}`),
      fc.string().map((s) => `${SITE}${s}`),
      fc.string(),
    );

    it('the bff callback accepts only a redirect URI on the site’s origin (property)', async () => {
      await fc.assert(
        fc.asyncProperty(hostile, async (uri) => {
          const before = provider.calls.token;
          const r = await app.inject({
            method: 'POST',
            url: '/api/auth/oauth/callback',
            headers: json,
            payload: { code: 'good-code', code_verifier: verifier, redirect_uri: uri },
          });
          expect(r.headers.location).toBeUndefined();
          let sameOrigin = false;
          try {
            sameOrigin = new URL(uri).origin === SITE;
          } catch {}
          if (!sameOrigin) {
            expect(r.statusCode, uri).toBe(400);
            expect(['INVALID_REDIRECT_URI', 'INVALID_REQUEST']).toContain(r.json().error.code);
            expect(provider.calls.token, uri).toBe(before);
            expect(setCookieLines(r)).toEqual([]);
          }
        }),
        { numRuns: 200 },
      );
    });

    describe('with the built site', () => {
      let dist: string;
      let site: FastifyInstance;
      beforeAll(async () => {
        dist = mkdtempSync(join(tmpdir(), 'epic-site-sec-'));
        mkdirSync(join(dist, 'assets'));
        mkdirSync(join(dist, 'explorer'));
        writeFileSync(join(dist, 'index.html'), '<!doctype html><title>EPIC</title>');
        writeFileSync(join(dist, 'explorer', 'index.html'), '<!doctype html><title>EPIC</title>');
        writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
        site = await buildServer({ config: testConfig({ siteDist: dist }), db });
      });
      afterAll(async () => {
        await site?.close();
        rmSync(dist, { recursive: true, force: true });
      });

      it('never redirects, whatever the path (property)', async () => {
        const path = fc.oneof(
          fc.constantFrom(
            '//evil.example',
            '//evil.example/',
            '///evil.example/%2e%2e',
            '/\\evil.example',
            '/%5C%5Cevil.example',
            '/%2F%2Fevil.example',
            '/explorer',
            '/explorer//evil.example',
            '/assets',
            '/assets/..%2F..%2Fetc%2Fpasswd',
            '/explorer/?next=//evil.example',
            '/https://evil.example',
          ),
          fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`)),
          fc.webSegment().map((s) => `//${s}`),
        );
        await fc.assert(
          fc.asyncProperty(path, async (url) => {
            const r = await site.inject({ method: 'GET', url });
            expect(r.statusCode >= 300 && r.statusCode < 400, `${url} ${r.statusCode}`).toBe(false);
            expect(r.headers.location, url).toBeUndefined();
            expect(r.statusCode, url).toBeLessThan(500);
          }),
          { numRuns: 150 },
        );
      });

      it('gives the API answers the headers of an API, and the pages those of a document', async () => {
        const page = await site.inject({ method: 'GET', url: '/explorer/' });
        for (const url of ['/api/version', '//api/version', '/api/auth/me', '/api/health/live']) {
          const r = await site.inject({ method: 'GET', url });
          expect(r.headers['content-security-policy'], url).toBe(
            "default-src 'none';base-uri 'self';frame-ancestors 'none'",
          );
          expect(r.headers['x-content-type-options'], url).toBe('nosniff');
          expect(r.headers['x-frame-options'], url).toBe('DENY');
          expect(r.headers['cross-origin-resource-policy'], url).toBe('same-origin');
          for (const documentOnly of [
            'referrer-policy',
            'x-dns-prefetch-control',
            'x-xss-protection',
          ])
            expect(r.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
        }
        // The site's pages, and what no route serves, are documents.
        for (const r of [page, await site.inject({ method: 'GET', url: '/pas-une-page/' })]) {
          expect(r.headers['referrer-policy']).toBe('no-referrer');
          expect(String(r.headers['content-security-policy'])).toContain("default-src 'self'");
        }
      });

      it('sends a strict CSP with the HTML: no inline or eval script, no plugins, no framing', async () => {
        for (const url of ['/', '/explorer/', '/comparer/', '/pas-une-page/', '/api/version']) {
          const r = await site.inject({ method: 'GET', url });
          const csp = String(r.headers['content-security-policy']);
          const directives = new Map(
            csp
              .split(';')
              .map((d) => d.trim().split(/\s+/))
              .filter((d) => d[0])
              .map(([name, ...values]) => [name as string, values]),
          );
          const script = directives.get('script-src') ?? directives.get('default-src');
          expect(script, url).toBeDefined();
          for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
            expect(script, `${url} script-src`).not.toContain(bad);
          expect(directives.get('script-src-attr') ?? ["'none'"], url).not.toContain(
            "'unsafe-inline'",
          );
          const object = directives.get('object-src') ?? directives.get('default-src');
          expect(object, url).toEqual(["'none'"]);
          expect(directives.get('frame-ancestors'), url).toEqual(["'none'"]);
          expect(directives.get('base-uri'), url).toEqual(["'self'"]);
          expect(r.headers['x-frame-options'], url).toBeDefined();
        }
      });
    });
  });

  describe('no token or secret in the logs', () => {
    it('logs requests at trace level without any token, code, cookie or secret', async () => {
      const lines: string[] = [];
      const logged = await buildServer({
        config: testConfig({ logLevel: 'trace', authRateLimitMax: 100_000 }),
        db,
        logStream: { write: (line) => void lines.push(line) },
      });
      const secrets: string[] = [config.oauthClientSecret as string, config.sessionSecret];
      try {
        // spa mode: a token the stand-in accepts, unique to this test.
        const access = `spa-${randomBytes(12).toString('hex')}`;
        const refresh = `refresh-${randomBytes(12).toString('hex')}`;
        secrets.push(access, refresh);
        const spa = await logged.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: json,
          payload: { access_token: access, refresh_token: refresh, expires_in: 3600 },
        });
        expect(spa.statusCode).toBe(200);
        const spaCookie = cookieOf(spa) as string;
        secrets.push(spaCookie.split('=')[1] as string);
        // A refused token and a provider failure are logged too.
        const forged = `forged-${randomBytes(12).toString('hex')}`;
        secrets.push(forged);
        await logged.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: json,
          payload: { access_token: forged },
        });
        // bff mode: code exchange with the client secret, then a refresh (short-lived tokens).
        provider.state.expiresIn = 30;
        const codeVerifier = randomBytes(32).toString('base64url');
        secrets.push('good-code', codeVerifier);
        const bff = await logged.inject({
          method: 'POST',
          url: '/api/auth/oauth/callback',
          headers: json,
          payload: { code: 'good-code', code_verifier: codeVerifier, redirect_uri: `${SITE}/` },
        });
        expect(bff.statusCode).toBe(200);
        const bffCookie = cookieOf(bff) as string;
        secrets.push(bffCookie.split('=')[1] as string);
        const refreshes = provider.calls.refresh;
        const checked = await logged.inject({
          method: 'GET',
          url: '/api/auth/check',
          headers: { cookie: bffCookie },
        });
        expect(checked.statusCode).toBe(200);
        expect(provider.calls.refresh).toBe(refreshes + 1);
        // Data requests and logouts with both cookies.
        for (const cookie of [spaCookie, bffCookie]) {
          await logged.inject({ method: 'GET', url: '/api/vintages', headers: { cookie } });
          await logged.inject({
            method: 'GET',
            url: '/api/territories/search?q=paris',
            headers: { cookie },
          });
          const out = await logged.inject({
            method: 'POST',
            url: '/api/auth/logout',
            headers: { ...json, cookie },
          });
          expect(out.statusCode).toBe(204);
        }
      } finally {
        await logged.close();
      }
      const text = lines.join('');
      // The capture works: requests are logged.
      expect(text).toContain('incoming request');
      expect(text).toContain('/api/auth/oauth/callback');
      for (const secret of secrets) expect(text, 'a secret is in the logs').not.toContain(secret);
      // Nothing that looks like a token issued by the stand-in either.
      expect(text).not.toMatch(/issued-\d|refresh-\d/);
    });
  });

  describe('with the real local provider', () => {
    let sso: RunningSsoServer;
    let shortLived: RunningSsoServer;
    let real: FastifyInstance;
    const account = demoAccounts[0] as (typeof demoAccounts)[number];
    const ACCESS_TTL = 1;
    const PROVIDER_CLOCK_TOLERANCE = 1;

    beforeAll(async () => {
      [sso, shortLived] = await Promise.all([
        startSsoServer({ port: 0, siteOrigins: [SITE], log: () => {} }),
        startSsoServer({
          port: 0,
          siteOrigins: [SITE],
          accessTokenTtl: ACCESS_TTL,
          clockToleranceSeconds: PROVIDER_CLOCK_TOLERANCE,
          log: () => {},
        }),
      ]);
      real = await buildServer({
        config: testConfig({
          authProviderUrl: sso.url,
          providerTimeoutMs: 5000,
          authRateLimitMax: 100_000,
        }),
        db,
      });
    });
    afterAll(async () => {
      await real?.close();
      await sso?.close();
      await shortLived?.close();
    });

    const loginWith = (server: FastifyInstance, accessToken: string) =>
      server.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: json,
        payload: { access_token: accessToken },
      });

    const revoke = (issuer: string, form: Record<string, string>) =>
      fetch(`${issuer}/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(5000),
      });

    it('refuses forged tokens: random, altered, or an unsigned JWT', async () => {
      const { access_token } = await spaTokens(sso.url, spaClientId, account.email, demoPassword);
      const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
      const claims = Buffer.from(
        JSON.stringify({ sub: account.id, iss: sso.url, exp: 4102444800 }),
      ).toString('base64url');
      for (const forged of [
        randomBytes(32).toString('base64url'),
        `${access_token.slice(0, -2)}AA`,
        `${header}.${claims}.`,
      ]) {
        const r = await loginWith(real, forged);
        expect(r.statusCode).toBe(401);
        expect(r.json().error.code).toBe('INVALID_TOKEN');
        expect(setCookieLines(r)).toEqual([]);
      }
    });

    it('refuses a revoked access token', async () => {
      const { access_token } = await spaTokens(sso.url, spaClientId, account.email, demoPassword);
      expect((await loginWith(real, access_token)).statusCode).toBe(200);
      const revoked = await revoke(sso.url, {
        token: access_token,
        token_type_hint: 'access_token',
        client_id: spaClientId,
      });
      expect(revoked.status).toBe(200);
      const r = await loginWith(real, access_token);
      expect(r.statusCode).toBe(401);
      expect(r.json().error.code).toBe('INVALID_TOKEN');
    });

    it('refuses an expired access token (once the provider’s clock tolerance has passed)', async () => {
      const shortApp = await buildServer({
        config: testConfig({ authProviderUrl: shortLived.url, providerTimeoutMs: 5000 }),
        db,
      });
      try {
        const tokens = await spaTokens(shortLived.url, spaClientId, account.email, demoPassword);
        const issued = Date.now();
        expect(tokens.expires_in).toBeLessThanOrEqual(ACCESS_TTL);
        // Accepted while valid (and during the tolerance, so this holds on a slow machine too)…
        expect((await loginWith(shortApp, tokens.access_token)).statusCode).toBe(200);
        // …refused once expired. oidc-provider checks the expiry with a clock tolerance (15 s by
        // default, 1 s for this server): wait for both.
        const wait = issued + (ACCESS_TTL + PROVIDER_CLOCK_TOLERANCE) * 1000 + 1500 - Date.now();
        await new Promise((r) => setTimeout(r, Math.max(0, wait)));
        const r = await loginWith(shortApp, tokens.access_token);
        expect(r.statusCode).toBe(401);
        expect(r.json().error.code).toBe('INVALID_TOKEN');
        expect(setCookieLines(r)).toEqual([]);
      } finally {
        await shortApp.close();
      }
    }, 45_000);

    it('bff mode: refreshes with the real provider, and ends the session once the refresh token is revoked', async () => {
      const { code, verifier: codeVerifier } = await authorizationCode(
        sso.url,
        'epic-api',
        account.email,
        demoPassword,
      );
      const r = await real.inject({
        method: 'POST',
        url: '/api/auth/oauth/callback',
        headers: json,
        payload: { code, code_verifier: codeVerifier, redirect_uri: `${SITE}/` },
      });
      expect(r.statusCode, r.body).toBe(200);
      const cookie = cookieOf(r) as string;
      const token = cookie.split('=')[1] as string;
      const store = new SessionStore(db, config.sessionSecret, config.sessionTtl);
      /** Makes the API see the provider's access token as about to expire. */
      const ageTokens = async () => {
        const session = await store.get(token);
        if (!session?.tokens) throw new Error('no bff session');
        await store.updateTokens(
          session,
          { ...session.tokens, expiresAt: Date.now() },
          session.user,
        );
        return session.tokens;
      };
      const checkReal = () =>
        real.inject({ method: 'GET', url: '/api/auth/check', headers: { cookie } });
      // A refresh the provider grants: the refresh token rotates, the session goes on.
      const first = await ageTokens();
      expect((await checkReal()).statusCode).toBe(200);
      const second = (await store.get(token))?.tokens;
      expect(second?.refreshToken).toBeTruthy();
      expect(second?.refreshToken).not.toBe(first.refreshToken);
      // The user (or an administrator) revokes the grant at the provider.
      const revoked = await revoke(sso.url, {
        token: second?.refreshToken as string,
        token_type_hint: 'refresh_token',
        client_id: 'epic-api',
        client_secret: config.oauthClientSecret as string,
      });
      expect(revoked.status).toBe(200);
      await ageTokens();
      const after = await checkReal();
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('UNAUTHENTICATED');
      expect(await store.get(token)).toBeNull();
    });
  });
});
