import * as oauth from 'oauth4webapi';
import { AuthError, providerError } from './errors';
import { randomAlphanumeric } from './random';
import type { Settings } from './settings';
import type { PendingRequest } from './signin-state';
import { storageKeys } from './storage';

/*
 * The protocol steps against the provider's endpoints (spec paths), by oauth4webapi, like
 * oidc-client-ts's TokenClient: authorization request (new SigninState, URL with PKCE), validation
 * of the response, code and refresh grants. Stores only the pending request. Loaded with oauth4webapi, in their own chunk, when a protocol
 * step first runs (`loadTokenClient` in core.ts): an anonymous visit never downloads them.
 */

/** The provider's endpoints and this client, as oauth4webapi takes them. */
function protocol(settings: Settings) {
  const { providerUrl, legacyClientSecret } = settings;
  const as: oauth.AuthorizationServer = {
    issuer: providerUrl,
    authorization_endpoint: `${providerUrl}/oauth/authorize`,
    token_endpoint: `${providerUrl}/api/oauth/token`,
    authorization_response_iss_parameter_supported: true,
  };
  const client: oauth.Client = { client_id: settings.clientId };
  const clientAuth = legacyClientSecret ? oauth.ClientSecretPost(legacyClientSecret) : oauth.None();
  const options = {
    signal: AbortSignal.timeout(settings.timeoutMs),
    // oauth4webapi bodies are all valid fetch bodies; its option type is wider than RequestInit.
    [oauth.customFetch]: (url: string, init: object) => settings.fetch(url, init as RequestInit),
    ...(providerUrl.startsWith('http://') ? { [oauth.allowInsecureRequests]: true } : {}),
  };
  return { as, client, clientAuth, options };
}

/**
 * The authorization request (spec §3): a new state and PKCE verifier, saved in this tab for the
 * return towards `destination`, and the URL with the S256 challenge.
 */
export async function authorizationUrl(settings: Settings, destination: string): Promise<string> {
  const { as, client } = protocol(settings);
  const verifier = oauth.generateRandomCodeVerifier();
  const state = randomAlphanumeric(40);
  const pending: PendingRequest = { state, verifier, destination, createdAt: settings.now() };
  settings.session.setItem(storageKeys.pendingRequest, JSON.stringify(pending));
  const url = new URL(as.authorization_endpoint ?? '');
  url.searchParams.set('client_id', client.client_id);
  url.searchParams.set('redirect_uri', settings.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', settings.scope ?? '');
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

/** Checks the response's state and issuer; a provider `error` becomes PROVIDER_ERROR. */
export async function validateResponse(
  settings: Settings,
  url: URL,
  state: string,
): Promise<URLSearchParams> {
  const { as, client } = protocol(settings);
  try {
    return oauth.validateAuthResponse(as, client, url, state);
  } catch (error) {
    // Said in French by its code: the provider's English description is never shown.
    if (error instanceof oauth.AuthorizationResponseError) throw providerError(error.error, error);
    throw new AuthError('STATE_MISMATCH', { cause: error });
  }
}

/** The authorization code grant with the PKCE verifier. */
export async function exchangeCode(settings: Settings, params: URLSearchParams, verifier: string) {
  const { as, client, clientAuth, options } = protocol(settings);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    clientAuth,
    params,
    settings.redirectUri,
    verifier,
    options,
  );
  return oauth.processAuthorizationCodeResponse(as, client, response);
}

/** The refresh token grant. */
export async function refreshGrant(settings: Settings, refreshToken: string) {
  const { as, client, clientAuth, options } = protocol(settings);
  const response = await oauth.refreshTokenGrantRequest(
    as,
    client,
    clientAuth,
    refreshToken,
    options,
  );
  return oauth.processRefreshTokenResponse(as, client, response);
}
