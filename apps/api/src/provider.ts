/** Calls to the authentication provider, each with a timeout. */

import type { User } from '@epic/api-contract';
import { HttpError } from './errors.js';
import type { ProviderTokens } from './session.js';

export interface ProviderOptions {
  url: string;
  clientId: string;
  clientSecret: string | undefined;
  timeoutMs: number;
  /** End-session endpoint (OpenID RP-initiated logout), or null when the provider has none. */
  endSessionUrl: string | null;
  /**
   * Token introspection endpoint (RFC 7662), called with the backend client's credentials, or
   * null when the provider has none: then no bare access token is turned into a session.
   */
  introspectionUrl: string | null;
  /** The client the browser signs in with (spa mode): the only one whose tokens EPIC accepts. */
  spaClientId: string;
}

/** What the provider says of an access token (RFC 7662 §2.2). */
export interface TokenInfo {
  active: boolean;
  clientId: string | undefined;
  /** The provider's stable identifier of the user. */
  subject: string | undefined;
  /** Expiry (ms since epoch), when given. */
  expiresAt: number | undefined;
  audience: string[];
}

const invalidToken = () =>
  new HttpError(
    401,
    'INVALID_TOKEN',
    'Le jeton d’accès a été refusé par le service d’authentification.',
  );

function unavailable(): HttpError {
  return new HttpError(
    502,
    'PROVIDER_UNAVAILABLE',
    'Le service d’authentification ne répond pas. Réessayez dans quelques instants.',
  );
}

async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw unavailable();
  }
}

/**
 * Asks the provider about an access token (RFC 7662), authenticated as the backend client. A
 * token the provider does not know, or has revoked or expired, is `active: false`.
 */
export async function introspect(
  options: ProviderOptions,
  accessToken: string,
): Promise<TokenInfo> {
  if (!options.introspectionUrl || !options.clientSecret) {
    throw new HttpError(
      503,
      'TOKEN_CHECK_UNAVAILABLE',
      'Le service d’authentification ne permet pas de vérifier à qui ce jeton a été émis\u00a0: connectez-vous par le serveur (mode bff).',
    );
  }
  const response = await call(
    options.introspectionUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        token: accessToken,
        token_type_hint: 'access_token',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }),
    },
    options.timeoutMs,
  );
  // 400: a token the provider cannot even read (e.g. oidc-provider's `unsupported_token_type`
  // for a structured JWT): not one it issued, so not active. Its own client refused (401): ours.
  if (response.status === 400) throw invalidToken();
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body || typeof body.active !== 'boolean') throw unavailable();
  const aud = body.aud;
  const exp = Number(body.exp);
  return {
    active: body.active,
    clientId: typeof body.client_id === 'string' ? body.client_id : undefined,
    subject: typeof body.sub === 'string' ? body.sub : undefined,
    expiresAt: Number.isFinite(exp) && exp > 0 ? exp * 1000 : undefined,
    audience: typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud.map(String) : [],
  };
}

/**
 * The checks that make a bare access token EPIC's: active, issued to the site's own client, and,
 * when the provider names an audience, meant for that client too. A token of another application
 * of the same provider is refused, though the provider's /api/user answers for it.
 */
export async function checkEpicToken(
  options: ProviderOptions,
  accessToken: string,
): Promise<TokenInfo> {
  const info = await introspect(options, accessToken);
  if (!info.active) throw invalidToken();
  const forEpic =
    info.clientId === options.spaClientId &&
    (info.audience.length === 0 || info.audience.includes(options.spaClientId));
  if (!forEpic) {
    throw new HttpError(
      401,
      'TOKEN_NOT_FOR_EPIC',
      'Ce jeton d’accès n’a pas été émis pour EPIC\u00a0: reconnectez-vous depuis le site.',
    );
  }
  return info;
}

/** Checks an access token with the provider’s /api/user; never trusts an unchecked token. */
export async function fetchUser(options: ProviderOptions, accessToken: string): Promise<User> {
  const response = await call(
    `${options.url}/api/user`,
    { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    options.timeoutMs,
  );
  if (response.status === 401 || response.status === 403 || response.status === 400) {
    throw invalidToken();
  }
  if (!response.ok) throw unavailable();
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const id = body?.id ?? body?.sub;
  if (!body || (typeof id !== 'string' && typeof id !== 'number')) {
    throw new HttpError(
      502,
      'PROVIDER_INVALID_RESPONSE',
      'Réponse inattendue du service d’authentification.',
    );
  }
  const email = typeof body.email === 'string' ? body.email : '';
  const name = typeof body.name === 'string' && body.name ? body.name : email || String(id);
  return { id: String(id), name, email };
}

async function tokenRequest(
  options: ProviderOptions,
  params: Record<string, string>,
): Promise<ProviderTokens> {
  if (!options.clientSecret) {
    throw new HttpError(
      404,
      'BFF_DISABLED',
      'Le mode de connexion par le serveur n’est pas activé.',
    );
  }
  const response = await call(
    `${options.url}/api/oauth/token`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        ...params,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }),
    },
    options.timeoutMs,
  );
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.status >= 400 && response.status < 500) {
    throw new HttpError(
      401,
      'OAUTH_EXCHANGE_FAILED',
      'Le service d’authentification a refusé l’échange du code. Reconnectez-vous.',
      { providerError: typeof body?.error === 'string' ? body.error : 'unknown' },
    );
  }
  if (!response.ok || !body || typeof body.access_token !== 'string') throw unavailable();
  const expiresIn = Number(body.expires_in);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? Date.now() + expiresIn * 1000 : null,
    idToken: typeof body.id_token === 'string' ? body.id_token : null,
  };
}

export function exchangeCode(
  options: ProviderOptions,
  input: { code: string; codeVerifier: string; redirectUri: string },
): Promise<ProviderTokens> {
  return tokenRequest(options, {
    grant_type: 'authorization_code',
    code: input.code,
    code_verifier: input.codeVerifier,
    redirect_uri: input.redirectUri,
  });
}

export function refreshTokens(
  options: ProviderOptions,
  refreshToken: string,
): Promise<ProviderTokens> {
  return tokenRequest(options, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/**
 * The RP-initiated logout request that ends the provider's session of a bff sign-in: the backend's
 * client id, the return address and, when the provider issued one, the ID token as a hint. Null
 * when the provider has no end-session endpoint.
 */
export function endSessionRequest(
  options: ProviderOptions,
  input: { postLogoutRedirectUri: string; idToken?: string | null | undefined },
): string | null {
  if (!options.endSessionUrl) return null;
  const url = new URL(options.endSessionUrl);
  if (input.idToken) url.searchParams.set('id_token_hint', input.idToken);
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('post_logout_redirect_uri', input.postLogoutRedirectUri);
  return url.href;
}
