/**
 * The configuration (src/config.ts): local defaults in development, and the production rule:
 * production unless NODE_ENV is explicitly development or test; then no development
 * secret, an explicit provider and site origin, https only (http to the machine itself).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_GLIBC_TUNABLES, apiProcessEnv } from '../src/allocator.js';
import { DEV_SESSION_SECRET, isProduction, loadConfig } from '../src/config.js';

const dev = { NODE_ENV: 'development' };
const secret = 'x'.repeat(40);
/** A complete production environment; each test takes one thing away or changes it. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: secret,
  AUTH_PROVIDER_URL: 'https://sso.example.org',
  SITE_ORIGIN: 'https://epic.example.org',
};

describe('configuration', () => {
  it('has working local defaults in development', () => {
    const c = loadConfig(dev);
    expect(c).toMatchObject({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      authProviderUrl: 'http://localhost:4000',
      oauthClientId: 'epic-api',
      oauthClientSecret: 'epic-dev-secret',
      // The local site at either address (cookies are per host).
      siteOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      trustProxy: 0,
    });
    expect(c.dataDir).toMatch(/\.data\/pglite$/);
  });

  it('reads the environment', () => {
    const c = loadConfig({
      ...dev,
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db/epic',
      SITE_ORIGINS: 'https://epic.example.org, https://www.epic.example.org/',
      AUTH_PROVIDER_URL: 'https://sso.example.org/',
      TRUST_PROXY: '2',
    });
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBe('postgres://u:p@db/epic');
    expect(c.siteOrigins).toEqual(['https://epic.example.org', 'https://www.epic.example.org']);
    expect(c.authProviderUrl).toBe('https://sso.example.org');
    expect(c.trustProxy).toBe(2);
    expect(() => loadConfig({ ...dev, PORT: 'abc' })).toThrow(/PORT doit être un entier/);
  });

  it('takes TRUST_PROXY as a number of proxies', () => {
    expect(loadConfig({ ...dev, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...dev, TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(() => loadConfig({ ...dev, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY doit être un entier positif \(reçu « true »\)/,
    );
  });
});

describe('production rule', () => {
  it('is production unless NODE_ENV says development or test explicitly, in any case', () => {
    for (const mode of [
      undefined,
      '',
      'production',
      'Production',
      'PRODUCTION',
      'prod',
      'staging',
    ]) {
      expect(isProduction(mode), String(mode)).toBe(true);
    }
    for (const mode of ['development', 'Development', ' DEVELOPMENT ', 'test', 'Test']) {
      expect(isProduction(mode), mode).toBe(false);
    }
  });

  it.each([
    ['unset', {}],
    ['Production', { NODE_ENV: 'Production' }],
    ['prod', { NODE_ENV: 'prod' }],
  ])('refuses the development secrets and defaults with NODE_ENV %s', (_name, env) => {
    const start = () => loadConfig(env);
    expect(start).toThrow(/SESSION_SECRET doit être défini en production/);
    // Every problem at once, each naming its variable.
    expect(start).toThrow(/AUTH_PROVIDER_URL doit être défini en production/);
    expect(start).toThrow(/SITE_ORIGIN \(ou SITE_ORIGINS\) doit être défini en production/);
  });

  it('refuses the development secrets', () => {
    expect(() => loadConfig({ ...production, SESSION_SECRET: DEV_SESSION_SECRET })).toThrow(
      /SESSION_SECRET/,
    );
    expect(() => loadConfig({ ...production, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ ...production, OAUTH_CLIENT_SECRET: 'epic-dev-secret' })).toThrow(
      /OAUTH_CLIENT_SECRET ne peut pas garder la valeur de développement/,
    );
  });

  it('starts with a complete environment; without a client secret the bff mode is off', () => {
    const c = loadConfig(production);
    expect(c).toMatchObject({
      production: true,
      authProviderUrl: 'https://sso.example.org',
      authEndSessionUrl: 'https://sso.example.org/session/end',
      siteOrigins: ['https://epic.example.org'],
      oauthClientSecret: undefined,
    });
    expect(loadConfig({ ...production, NODE_ENV: undefined }).production).toBe(true);
  });

  it('requires the provider and the site origins explicitly', () => {
    const { AUTH_PROVIDER_URL: _p, ...noProvider } = production;
    expect(() => loadConfig(noProvider)).toThrow(
      /^AUTH_PROVIDER_URL doit être défini en production/,
    );
    expect(() => loadConfig({ ...production, AUTH_PROVIDER_URL: ' ' })).toThrow(
      /AUTH_PROVIDER_URL doit être défini/,
    );
    const { SITE_ORIGIN: _o, ...noOrigin } = production;
    expect(() => loadConfig(noOrigin)).toThrow(/^SITE_ORIGIN \(ou SITE_ORIGINS\) doit être défini/);
    expect(() => loadConfig({ ...noOrigin, SITE_ORIGINS: ' , ' })).toThrow(
      /SITE_ORIGIN \(ou SITE_ORIGINS\) doit être défini/,
    );
  });

  it('refuses http:// except to the machine itself, naming the variable', () => {
    const refused: [string, Record<string, string>][] = [
      ['AUTH_PROVIDER_URL', { AUTH_PROVIDER_URL: 'http://sso.example.org' }],
      ['SITE_ORIGIN', { SITE_ORIGIN: 'http://epic.example.org' }],
      ['SITE_ORIGINS', { SITE_ORIGINS: 'https://epic.example.org,http://www.epic.example.org' }],
      ['AUTH_END_SESSION_URL', { AUTH_END_SESSION_URL: 'http://sso.example.org/logout' }],
      ['AUTH_PROVIDER_URL', { AUTH_PROVIDER_URL: 'ftp://sso.example.org' }],
      // A look-alike of a loopback name is not one.
      ['SITE_ORIGIN', { SITE_ORIGIN: 'http://localhost.example.org' }],
    ];
    for (const [name, env] of refused) {
      expect(() => loadConfig({ ...production, ...env }), name).toThrow(
        new RegExp(`^${name} doit être une adresse https:// en production \\(reçu « `),
      );
    }
    for (const local of ['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']) {
      const c = loadConfig({ ...production, AUTH_PROVIDER_URL: local, SITE_ORIGIN: local });
      expect(c.authProviderUrl).toBe(local);
    }
    // Development keeps its plain http defaults.
    expect(loadConfig({ ...dev, SITE_ORIGIN: 'http://epic.example.org' }).siteOrigins).toEqual([
      'http://epic.example.org',
    ]);
  });

  it('takes programmatic overrides as explicit settings', () => {
    const c = loadConfig(
      { NODE_ENV: 'production', SESSION_SECRET: secret },
      { authProviderUrl: 'https://sso.example.org', siteOrigins: ['https://epic.example.org'] },
    );
    expect(c.production).toBe(true);
    expect(() =>
      loadConfig(
        { NODE_ENV: 'production', SESSION_SECRET: secret },
        { authProviderUrl: 'http://sso.example.org', siteOrigins: ['https://epic.example.org'] },
      ),
    ).toThrow(/AUTH_PROVIDER_URL doit être une adresse https/);
  });
});

describe('the allocator setting of an API process', () => {
  it('is added to its environment unless the environment sets its own', () => {
    expect(apiProcessEnv({ PORT: '3000' })).toEqual({
      PORT: '3000',
      GLIBC_TUNABLES: API_GLIBC_TUNABLES,
    });
    expect(apiProcessEnv({ GLIBC_TUNABLES: '' }).GLIBC_TUNABLES).toBe('');
  });

  it('is the one `npm start -w @epic/api` gives', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { scripts: { start: string } };
    expect(manifest.scripts.start).toBe(
      `GLIBC_TUNABLES=\${GLIBC_TUNABLES-${API_GLIBC_TUNABLES}} node dist/main.js`,
    );
  });
});
