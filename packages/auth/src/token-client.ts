import * as oauth from 'oauth4webapi';
import type { AuthCore } from './core';
import { providerEndpoints } from './endpoints';
import { AuthError, providerError } from './errors';
import { randomAlphanumeric } from './random';
import type { Settings } from './settings';
import type { PendingRequest } from './signin-state';

/*
 * The protocol steps against the provider's endpoints, by oauth4webapi, like oidc-client-ts's
 * TokenClient: authorization request (new SigninState, URL with PKCE), validation of
 * the response, code and refresh grants. Stores only the pending request. Loaded with
 * oauth4webapi, in their own chunk, when a protocol step first runs (`loadTokenClient` in
 * core.ts): an anonymous visit never downloads them.
 */

/** oauth4webapi's request options: the timeout, the injected fetch, plain http when asked. */
function requestOptions(settings: Settings, insecure: boolean) {
  return {
    signal: AbortSignal.timeout(settings.timeoutMs),
    // oauth4webapi bodies are all valid fetch bodies; its option type is wider than RequestInit.
    [oauth.customFetch]: (url: string, init: object) => settings.fetch(url, init as RequestInit),
    ...(insecure ? { [oauth.allowInsecureRequests]: true } : {}),
  };
}

/** The provider's endpoints and this client, as oauth4webapi takes them. */
async function protocol(core: AuthCore) {
  const endpoints = await providerEndpoints(core);
  const as: oauth.AuthorizationServer = {
    ...endpoints.metadata,
    issuer: endpoints.issuer,
    authorization_endpoint: endpoints.authorization,
    token_endpoint: endpoints.token,
  };
  const client: oauth.Client = { client_id: core.clientId };
  const { legacyClientSecret } = core;
  const clientAuth = legacyClientSecret ? oauth.ClientSecretPost(legacyClientSecret) : oauth.None();
  const options = requestOptions(core, endpoints.token.startsWith('http://'));
  return { as, client, clientAuth, options };
}

/**
 * The authorization request (spec §3): a new state and PKCE verifier, saved in this tab for the
 * return towards `destination`, and the URL with the S256 challenge.
 */
export async function authorizationUrl(core: AuthCore, destination: string): Promise<string> {
  const { as, client } = await protocol(core);
  const verifier = oauth.generateRandomCodeVerifier();
  const state = randomAlphanumeric(40);
  const pending: PendingRequest = { state, verifier, destination, createdAt: core.now() };
  core.session.setItem(core.keys.pendingRequest, JSON.stringify(pending));
  const url = new URL(as.authorization_endpoint ?? '');
  url.searchParams.set('client_id', client.client_id);
  url.searchParams.set('redirect_uri', core.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', core.scope ?? '');
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

/** Checks the response's state and issuer; a provider `error` becomes PROVIDER_ERROR. */
export async function validateResponse(
  core: AuthCore,
  url: URL,
  state: string,
): Promise<URLSearchParams> {
  const { as, client } = await protocol(core);
  try {
    return oauth.validateAuthResponse(as, client, url, state);
  } catch (error) {
    // Said in French by its code: the provider's English description is never shown.
    if (error instanceof oauth.AuthorizationResponseError) throw providerError(error.error, error);
    throw new AuthError('STATE_MISMATCH', { cause: error });
  }
}

/** The authorization code grant with the PKCE verifier. */
export async function exchangeCode(core: AuthCore, params: URLSearchParams, verifier: string) {
  const { as, client, clientAuth, options } = await protocol(core);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    clientAuth,
    params,
    core.redirectUri,
    verifier,
    options,
  );
  return oauth.processAuthorizationCodeResponse(as, client, response);
}

/** The refresh token grant. */
export async function refreshGrant(core: AuthCore, refreshToken: string) {
  const { as, client, clientAuth, options } = await protocol(core);
  const response = await oauth.refreshTokenGrantRequest(
    as,
    client,
    clientAuth,
    refreshToken,
    options,
  );
  return oauth.processRefreshTokenResponse(as, client, response);
}
