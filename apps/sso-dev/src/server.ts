// Long file: one oidc-provider configuration with its interaction routes, read top to bottom.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, {
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { authenticate, findAccountById, userJson } from './accounts.js';
import { errorMessage } from './errors.js';
import { loginPage, validateLogin } from './login-page.js';
import { loggedOutPage, logoutPage } from './logout-page.js';
import { withLoopbackTwins } from './origins.js';
import { escapeHtml, page } from './page.js';

export interface SsoServerOptions {
  /** Port to listen on; 0 picks a free one. @default 4000 */
  port?: number;
  /** Host to bind. @default '127.0.0.1' */
  host?: string;
  /** Issuer URL, also the base of every endpoint. @default `http://localhost:${port}` */
  issuer?: string;
  /**
   * Site origins: each `${origin}/` is a registered redirect URI and post-logout redirect URI of
   * both clients, and CORS is allowed for them; a loopback one with its twin on the other local
   * name (`localhost` ↔ `127.0.0.1`, see origins.ts).
   */
  siteOrigins?: string[];
  /** Client id of the confidential backend client (bff mode). @default 'epic-api' */
  bffClientId?: string;
  /** Secret of the backend client. @default 'epic-dev-secret' */
  bffClientSecret?: string;
  /** Access token lifetime in seconds. @default 3600 */
  accessTokenTtl?: number;
  /** Refresh token lifetime in seconds. @default 14 days */
  refreshTokenTtl?: number;
  /** Seconds an expired token is still accepted (clock skew). @default 15, oidc-provider's own */
  clockToleranceSeconds?: number;
  /**
   * More registered clients, e.g. another agency's site (public: `token_endpoint_auth_method:
   * 'none'`, PKCE). Their origins go in `siteOrigins` too, for CORS. @default []
   */
  extraClients?: ClientMetadata[];
  /**
   * OpenID's standard userinfo endpoint (`/me`, announced by discovery, scope `openid`; claims
   * `name` with `profile`, `email` with `email`), beside EPIC's `/api/user`. @default false
   */
  openidUserinfo?: boolean;
  /** Log line sink. @default console.log */
  log?: (line: string) => void;
}

export interface RunningSsoServer {
  url: string;
  provider: Provider;
  close(): Promise<void>;
}

export const defaultSiteOrigins = [
  'http://localhost:3000',
  'http://localhost:5173',
  'http://localhost:4173',
];

/** The public client of the spec (spa mode, PKCE, no secret). */
export const spaClientId = '13';
/** The end-session endpoint (OpenID RP-initiated logout), oidc-provider's default path. */
export const endSessionPath = '/session/end';
/** The token introspection endpoint (RFC 7662), oidc-provider's default path. */
export const introspectionPath = '/token/introspection';
/** Scope granted when the request asks for none (the spec sends an empty `scope`). */
const defaultScope = 'api';

function readBody(req: IncomingMessage, limit = 16 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** Starts a real OAuth 2.0 authorization server (oidc-provider) on the spec's paths. */
export async function startSsoServer(options: SsoServerOptions = {}): Promise<RunningSsoServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const siteOrigins = withLoopbackTwins(options.siteOrigins ?? defaultSiteOrigins);
  const redirectUris = siteOrigins.map((origin) => `${origin}/`);

  // Listen first, so that port 0 resolves before the issuer is fixed.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4000, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = (options.issuer ?? `http://localhost:${port}`).replace(/\/+$/, '');

  const configuration: Configuration = {
    clients: [
      {
        client_id: spaClientId,
        client_name: 'EPIC',
        token_endpoint_auth_method: 'none',
        redirect_uris: redirectUris,
        post_logout_redirect_uris: redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
      {
        client_id: options.bffClientId ?? 'epic-api',
        client_name: 'EPIC (serveur)',
        client_secret: options.bffClientSecret ?? 'epic-dev-secret',
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: redirectUris,
        post_logout_redirect_uris: redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
      ...(options.extraClients ?? []),
    ],
    routes: {
      authorization: '/oauth/authorize',
      token: '/api/oauth/token',
      end_session: endSessionPath,
      introspection: introspectionPath,
    },
    scopes: ['openid', 'offline_access', defaultScope],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    clockTolerance: options.clockToleranceSeconds ?? 15,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: options.openidUserinfo ?? false },
      // Token introspection (RFC 7662): the backend client checks which client a token was issued
      // to (`client_id`) before turning it into a session; a public client only its own tokens.
      introspection: {
        enabled: true,
        allowedPolicy: async (ctx, client, token) =>
          client.clientAuthMethod !== 'none' || token.clientId === ctx.oidc.client?.clientId,
      },
      // RP-initiated logout: a site sends the browser to /session/end with client_id (or
      // id_token_hint) and a registered post_logout_redirect_uri; the session ends, then the
      // browser goes back. French pages; the confirmation submits itself.
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx) => {
          ctx.body = logoutPage({
            action: ctx.oidc.urlFor('end_session_confirm'),
            xsrf: String(ctx.oidc.session?.state?.secret ?? ''),
            clientName: ctx.oidc.client?.clientName,
          });
        },
        postLogoutSuccessSource: async (ctx) => {
          // The client is known only when the request named it; else the first site.
          const client = ctx.oidc.client;
          const returnUrl = client?.postLogoutRedirectUris?.[0] ?? redirectUris[0];
          ctx.body = loggedOutPage({
            clientName: client?.clientName ?? 'EPIC',
            returnUrl: returnUrl ? new URL(returnUrl).origin : undefined,
          });
        },
      },
    },
    ttl: {
      AccessToken: options.accessTokenTtl ?? 3600,
      AuthorizationCode: 60,
      RefreshToken: options.refreshTokenTtl ?? 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => {
      const account = findAccountById(id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({ sub: account.id, name: account.name, email: account.email }),
      };
    },
    // No consent screen: a signed-in user is granted what the client asks for (local server).
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      if (!oidc.client) return undefined;
      const clientId = oidc.client.clientId;
      const grantId = oidc.result?.consent?.grantId || oidc.session?.grantIdFor(clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (!oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({
        clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope([...oidc.requestParamScopes].join(' ') || defaultScope);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    clientBasedCORS: (_ctx, origin) => siteOrigins.includes(origin),
    // The provider's own description is English: the page says the error in French, by its code.
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Erreur de connexion',
        `  <h1>Erreur de connexion</h1>
  <p>${escapeHtml(errorMessage(out.error))}</p>
  <p>Retournez sur le site et recommencez la connexion.</p>
  <p class="hint">Code technique\u00a0: <code>${escapeHtml(out.error ?? 'inconnu')}</code></p>`,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = false;
  // With no provider session, oidc-provider answers the end-session request with its own
  // self-submitting English page ("Submitting Callback"): the French one does the same.
  provider.use(async (ctx, next) => {
    await next();
    if (
      ctx.oidc?.route === 'end_session' &&
      ctx.status === 200 &&
      ctx.oidc.session &&
      !ctx.oidc.session.accountId
    ) {
      ctx.type = 'html';
      ctx.body = logoutPage({
        action: ctx.oidc.urlFor('end_session_confirm'),
        xsrf: String(ctx.oidc.session.state?.secret ?? ''),
        clientName: ctx.oidc.client?.clientName,
      });
    }
  });
  const callback = provider.callback();

  provider.on('grant.success', (ctx) =>
    log(`[sso-dev] token issued to client ${ctx.oidc.client?.clientId}`),
  );
  provider.on('grant.error', (_ctx, error) =>
    log(`[sso-dev] token request refused: ${error.message}`),
  );

  const corsHeaders = (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    if (!origin || !siteOrigins.includes(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-headers': 'authorization, accept',
      'access-control-allow-methods': 'GET, OPTIONS',
      vary: 'Origin',
    };
  };

  async function handleUser(req: IncomingMessage, res: ServerResponse) {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const token = match?.[1] ? await provider.AccessToken.find(match[1]) : undefined;
    const account = token?.accountId ? findAccountById(token.accountId) : undefined;
    if (!token || !account) {
      sendJson(
        res,
        401,
        { message: 'Unauthenticated.' },
        { ...cors, 'www-authenticate': 'Bearer' },
      );
      return;
    }
    sendJson(res, 200, userJson(account), cors);
  }

  async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    action?: string,
  ) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const client = await provider.Client.find(String(details.params.client_id));
    const clientName = client?.clientName ?? 'EPIC';
    if (details.prompt.name === 'consent' && details.session) {
      // Only reached when no grant could be loaded: grant and continue.
      const grant = new provider.Grant({
        clientId: String(details.params.client_id),
        accountId: details.session.accountId,
      });
      grant.addOIDCScope(String(details.params.scope ?? defaultScope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    if (req.method === 'POST' && action === 'login') {
      const form = new URLSearchParams(await readBody(req));
      const email = form.get('email') ?? '';
      const password = form.get('password') ?? '';
      const fieldErrors = validateLogin(email, password);
      if (Object.keys(fieldErrors).length > 0) {
        res.writeHead(400, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(loginPage({ action: `/interaction/${uid}/login`, email, clientName, fieldErrors }));
        return;
      }
      const account = authenticate(email, password);
      if (!account) {
        log(`[sso-dev] sign-in refused for ${email || '(empty)'}`);
        res.writeHead(401, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(
          loginPage({
            action: `/interaction/${uid}/login`,
            email,
            clientName,
            error: 'Adresse électronique ou mot de passe incorrect.',
          }),
        );
        return;
      }
      log(`[sso-dev] signed in: ${account.email}`);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.id } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(loginPage({ action: `/interaction/${uid}/login`, clientName }));
  }

  server.on('request', async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', issuer);
      if (url.pathname === '/api/user') return await handleUser(req, res);
      const interaction = /^\/interaction\/([\w-]+)(?:\/(login))?$/.exec(url.pathname);
      if (interaction?.[1])
        return await handleInteraction(req, res, interaction[1], interaction[2]);
      if (url.pathname === '/oauth/authorize' && !url.searchParams.get('scope')?.trim()) {
        // The spec sends `scope=` (empty); oidc-provider needs a scope to grant.
        url.searchParams.set('scope', defaultScope);
        req.url = `${url.pathname}${url.search}`;
      }
      if (url.pathname === '/') {
        sendJson(res, 200, {
          name: 'EPIC SSO (local)',
          issuer,
          authorize: `${issuer}/oauth/authorize`,
          endSession: `${issuer}${endSessionPath}`,
          introspection: `${issuer}${introspectionPath}`,
        });
        return;
      }
      callback(req, res);
    } catch (error) {
      log(`[sso-dev] error on ${req.method} ${req.url}: ${(error as Error).message}`);
      if (!res.headersSent) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Erreur</title></head><body><main><h1>Session de connexion expirée</h1><p>Retournez sur le site et recommencez la connexion.</p></main></body></html>',
        );
      }
    }
  });

  return {
    url: issuer,
    provider,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
