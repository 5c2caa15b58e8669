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
}

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

/** Checks an access token with the provider’s /api/user; never trusts an unchecked token. */
export async function fetchUser(options: ProviderOptions, accessToken: string): Promise<User> {
  const response = await call(
    `${options.url}/api/user`,
    { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
    options.timeoutMs,
  );
  if (response.status === 401 || response.status === 403 || response.status === 400) {
    throw new HttpError(
      401,
      'INVALID_TOKEN',
      'Le jeton d’accès a été refusé par le service d’authentification.',
    );
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
