// Long file: one operator scenario end to end (nginx, two instances, PostgreSQL, the SSO server, TLS) with its setup and teardown.
/**
 * deploy/nginx/epic.conf as an operator runs it: Debian's nginx (non-daemon, temporary prefix, high
 * ports, a self-signed certificate) in front of two API instances (real processes, TRUST_PROXY=1,
 * NODE_ENV=production) on one PostgreSQL database, with the real local SSO server. Shows that
 * requests reach both instances, readiness answers through the proxy, a session opened through it
 * works (a `__Host-` Secure cookie, spa mode checked by introspection), the static assets and gzip, and that killing one
 * instance under load fails no request. Needs nginx and openssl on PATH and TEST_DATABASE_URL
 * (CI installs and sets them; elsewhere the suite is skipped with the reason).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { demoAccounts, demoPassword, spaClientId } from '@epic/sso-dev';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../scripts/load-common.js';
import { cookieOf, spaTokens } from './helpers.js';
import {
  databaseUrl,
  freshDatabase,
  type Instance,
  skipReason,
  startInstance,
  startProvider,
} from './multi-instance/cluster.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const which = (tool: string) => {
  try {
    return execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
};
const nginx = which('nginx') ?? (which('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
const openssl = which('openssl');
const missing = [
  nginx ? null : 'nginx absent (apt-get install nginx-light)',
  openssl ? null : 'openssl absent',
  databaseUrl ? null : skipReason,
].filter(Boolean);
const reason = missing.join(' ; ');
if (reason) console.warn(`Tests nginx ignorés : ${reason}`);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Reads deploy/nginx/epic.conf and points it at this run's instances, ports, certificate, site. */
function exampleConfig(ports: { http: number; https: number }, upstreams: string[], dir: string) {
  let text = readFileSync(join(root, 'deploy/nginx/epic.conf'), 'utf8');
  const swap = (from: RegExp, to: string | (() => string), count: number) => {
    const found = text.match(new RegExp(from, 'g'))?.length ?? 0;
    if (found !== count) throw new Error(`epic.conf: ${from} found ${found} times, not ${count}`);
    text = text.replace(new RegExp(from, 'g'), typeof to === 'string' ? () => to : to);
  };
  let i = 0;
  swap(/server 127\.0\.0\.1:300\d/, () => `server ${upstreams[i++]}`, upstreams.length);
  swap(/listen 80;/, `listen 127.0.0.1:${ports.http};`, 1);
  swap(/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`, 1);
  swap(/server_name epic\.example\.fr;/, 'server_name localhost;', 2);
  swap(/\/etc\/ssl\/epic\/fullchain\.pem/, join(dir, 'cert.pem'), 1);
  swap(/\/etc\/ssl\/epic\/privkey\.pem/, join(dir, 'key.pem'), 1);
  swap(/\/srv\/epic\/apps\/site\/dist/, join(dir, 'site'), 1);
  return text;
}

/** The main configuration an operator has, with this run's paths and an upstream access log. */
function mainConfig(dir: string) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((k) => `  ${k}_temp_path ${join(dir, `tmp-${k}`)};`)
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  types { text/html html; application/javascript js; application/json json; }
  default_type application/octet-stream;
  log_format upstreams '$upstream_addr $status $request_uri';
  access_log ${join(dir, 'access.log')} upstreams;
${temp}
  include ${join(dir, 'epic.conf')};
}
`;
}

const enabled = !reason;

describe.skipIf(!enabled)('nginx in front of two API instances (deploy/nginx/epic.conf)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'epic-nginx-'));
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let provider: Awaited<ReturnType<typeof startProvider>> | undefined;
  const instances: Instance[] = [];
  let proxy: ChildProcess | undefined;
  let origin = '';
  let agent: Agent;
  const ports = { http: 0, https: 0 };

  /** One HTTPS request through nginx (self-signed certificate trusted for this run). */
  const send = (
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpsRequest(
        `${origin}${path}`,
        { method: init.method ?? 'GET', headers: init.headers, agent, timeout: 10_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timeout: ${path}`)));
      req.on('error', reject);
      req.end(init.body);
    });
  const accessLog = () => readFileSync(join(dir, 'access.log'), 'utf8').trim().split('\n');
  const upstreamsOf = (lines: string[], path: string) =>
    new Set(lines.filter((l) => l.endsWith(` ${path}`)).map((l) => l.split(' ')[0]));
  /**
   * The upstreams logged for `path` once they are `expected`: nginx writes a request's line after
   * its answer has left (log phase), so the client can read the file before it (seen once in CI).
   */
  const loggedUpstreams = (path: string, expected: (upstreams: Set<string | undefined>) => void) =>
    vi.waitFor(() => expected(upstreamsOf(accessLog(), path)), { timeout: 2000, interval: 50 });

  beforeAll(async () => {
    execFileSync(
      openssl as string,
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    agent = new Agent({ ca: readFileSync(join(dir, 'cert.pem')), keepAlive: true, maxSockets: 16 });
    // A built site: index.html (served by the API) and a hashed asset with its .gz (by nginx,
    // whose workers run as another user when the tests run as root).
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, 'site/assets'), { recursive: true });
    writeFileSync(join(dir, 'site/index.html'), '<!doctype html><title>EPIC</title>');
    const asset = `export const x = "${'epic '.repeat(400)}";\n`;
    writeFileSync(join(dir, 'site/assets/app-abc123.js'), asset);
    writeFileSync(join(dir, 'site/assets/app-abc123.js.gz'), gzipSync(asset));
    // Private files of the build: a source map (beside the asset nginx serves) and a Vite manifest.
    writeFileSync(join(dir, 'site/assets/app-abc123.js.map'), '{"sources":["secret.ts"]}');
    mkdirSync(join(dir, 'site/.vite'));
    writeFileSync(join(dir, 'site/.vite/manifest.json'), '{"src/main.tsx":{}}');

    ports.http = await freePort();
    ports.https = await freePort();
    origin = `https://localhost:${ports.https}`;
    database = await freshDatabase('nginx');
    // spa mode (production's default is bff): the API checks the site's tokens by introspection,
    // as the backend client, whose secret cannot be the development one in production.
    const clientSecret = randomBytes(24).toString('hex');
    provider = await startProvider(3600, clientSecret);
    const env = {
      NODE_ENV: 'production',
      AUTH_MODE: 'spa',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      OAUTH_CLIENT_SECRET: clientSecret,
      TRUST_PROXY: '1',
      SITE_ORIGINS: origin,
      SITE_DIST: join(dir, 'site'),
    };
    // The first imports a vintage into the empty database, the second finds it.
    instances.push(await startInstance(database.url, provider.sso.url, env));
    instances.push(await startInstance(database.url, provider.sso.url, env));
    const upstreams = instances.map((i) => new URL(i.url).host);
    writeFileSync(join(dir, 'epic.conf'), exampleConfig(ports, upstreams, dir));
    writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir));
    const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
    execFileSync(nginx as string, [...args, '-t'], { stdio: 'pipe' });
    proxy = spawn(nginx as string, args, { stdio: 'ignore' });
    // Until nginx listens (and answers through the proxy).
    for (let tries = 0; ; tries++) {
      const status = await send('/api/health/live').then(
        (r) => r.status,
        (error: Error) => error.message,
      );
      if (status === 200) break;
      if (tries > 100) throw new Error(`nginx: /api/health/live answers ${status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    agent?.destroy();
    proxy?.kill('SIGTERM');
    await Promise.allSettled(instances.map((i) => i.stop('SIGKILL')));
    await provider?.sso.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends requests to both instances and answers readiness through the proxy', async () => {
    for (let i = 0; i < 8; i++) expect((await send('/api/version')).status).toBe(200);
    const hosts = instances.map((i) => new URL(i.url).host);
    await loggedUpstreams('/api/version', (u) => expect(u).toEqual(new Set(hosts)));

    const ready = await send('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body.toString())).toMatchObject({
      status: 'ready',
      database: 'postgres',
    });
  });

  it('redirects plain HTTP to HTTPS', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      httpRequest(`http://localhost:${ports.http}/explorer?x=1`, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) });
      })
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('https://localhost/explorer?x=1');
  });

  it('serves the hashed assets from disk, pre-compressed, and compresses the JSON answers', async () => {
    const asset = await send('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Served by nginx itself: no upstream in its log line.
    await loggedUpstreams('/assets/app-abc123.js', (u) => expect(u).toEqual(new Set(['-'])));

    const openapi = await send('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(openapi.status).toBe(200);
    expect(openapi.headers['content-encoding']).toBe('gzip');
    expect(openapi.headers.vary).toMatch(/accept-encoding/i);

    // Every other page is the API's index.html (SPA fallback).
    const page = await send('/explorer');
    expect(page.body.toString()).toContain('<title>EPIC</title>');
  });

  it('serves neither the source maps nor the Vite manifest', async () => {
    const map = await send('/assets/app-abc123.js.map');
    expect(map.status).toBe(404);
    expect(map.body.toString()).not.toContain('secret.ts');
    // The API's page for an unknown path (this build has no route manifest: every path is 200).
    const manifest = await send('/.vite/manifest.json');
    expect(manifest.body.toString()).not.toContain('main.tsx');
    expect(manifest.body.toString()).toContain('<title>EPIC</title>');
  });

  it('opens a session through the proxy: Secure cookie, valid on both instances', async () => {
    const account = demoAccounts[0] as (typeof demoAccounts)[number];
    const sso = provider?.sso.url as string;
    const tokens = await spaTokens(sso, spaClientId, account.email, demoPassword);
    const login = await send('/api/auth/login', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(tokens),
    });
    expect(login.status, login.body.toString()).toBe(200);
    const setCookie = [login.headers['set-cookie'] ?? []].flat();
    // An https site origin: the cookie is `__Host-` and Secure, by configuration.
    const line = setCookie.find((c) => c.startsWith('__Host-epic_session=')) ?? '';
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    const cookie = cookieOf({ headers: { 'set-cookie': setCookie } }) as string;

    const path = '/api/territories/search?q=lyon&limit=5';
    for (let i = 0; i < 6; i++) {
      const answer = await send(path, { headers: { cookie } });
      expect(answer.status).toBe(200);
    }
    await loggedUpstreams(path, (u) => expect(u.size).toBe(2));
    // Without the proxy's headers too: Secure comes from the configuration, not the request.
    const direct = await fetch(`${instances[0]?.url}/api/auth/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(tokens),
      signal: AbortSignal.timeout(10_000),
    });
    expect(direct.status).toBe(200);
    expect(direct.headers.getSetCookie().join()).toMatch(/^__Host-epic_session=.*; Secure/);
  });

  it('fails no request when an instance is killed under load', async () => {
    const paths = ['/api/version', '/api/health/ready', '/'];
    const statuses: number[] = [];
    let sent = 0;
    const worker = async () => {
      while (sent < 240) {
        const path = paths[sent++ % paths.length] as string;
        const answer = await send(path).catch((error: Error) => ({
          status: 0,
          body: error.message,
        }));
        statuses.push(answer.status);
        if (sent === 80) instances[1]?.process.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    await instances[1]?.exited;
    expect(statuses.length).toBe(240);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
