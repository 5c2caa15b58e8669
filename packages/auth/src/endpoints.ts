import type { AuthorizationServer } from 'oauth4webapi';
import type { AuthCore } from './core';
import { AuthError, toAuthError } from './errors';
import type { Settings } from './settings';

/*
 * Where the provider's endpoints come from, first match wins: the options that set them
 * (`authorizationEndpoint`…), the issuer's OpenID discovery document (`issuer`), then the spec's
 * paths under `providerUrl`.
 */

/** Endpoints set in the configuration. `endSession: null`: the provider has none. */
export type EndpointOverrides = {
  authorization?: string | undefined;
  token?: string | undefined;
  userinfo?: string | undefined;
  endSession?: string | null | undefined;
};

/** The provider as this client talks to it. */
export interface ProviderEndpoints {
  issuer: string;
  authorization: string;
  token: string;
  /** null: none; the profile then comes from the ID token's claims. */
  userinfo: string | null;
  /** null: none; sign-out then says that the provider's session may remain. */
  endSession: string | null;
  /** The discovered metadata (algorithms, `iss` in the response…), for oauth4webapi. */
  metadata: AuthorizationServer;
}

/** Path of the end-session endpoint derived from `providerUrl` (oidc-provider's default). */
export const defaultEndSessionPath = '/session/end';

/** The spec's paths under `providerUrl` (EPIC's provider). */
const specPaths = {
  authorization: '/oauth/authorize',
  token: '/api/oauth/token',
  userinfo: '/api/user',
  endSession: defaultEndSessionPath,
} as const;

/** The endpoints from the overrides, then the discovered ones, then the spec's paths. */
export function mergeEndpoints(
  settings: Pick<Settings, 'providerUrl' | 'issuer' | 'overrides'>,
  discovered: AuthorizationServer | null,
): ProviderEndpoints {
  const { providerUrl, overrides } = settings;
  const fromSpec = (name: keyof typeof specPaths) =>
    providerUrl ? `${providerUrl}${specPaths[name]}` : null;
  const required = (value: string | null | undefined, option: string): string => {
    if (value) return value;
    throw new AuthError('CONFIG', {
      message: `Le service de connexion n’annonce pas ce point d’accès\u00a0: indiquez l’option ${option}.`,
    });
  };
  const endSession =
    overrides.endSession === undefined
      ? (discovered?.end_session_endpoint ?? fromSpec('endSession'))
      : overrides.endSession;
  return {
    issuer: discovered?.issuer ?? settings.issuer ?? providerUrl ?? '',
    authorization: required(
      overrides.authorization ?? discovered?.authorization_endpoint ?? fromSpec('authorization'),
      'authorizationEndpoint',
    ),
    token: required(
      overrides.token ?? discovered?.token_endpoint ?? fromSpec('token'),
      'tokenEndpoint',
    ),
    userinfo: overrides.userinfo ?? discovered?.userinfo_endpoint ?? fromSpec('userinfo'),
    endSession,
    // The spec's provider adds `iss` to the redirect; a discovered one says whether it does.
    metadata: discovered ?? {
      issuer: providerUrl ?? '',
      authorization_response_iss_parameter_supported: true,
    },
  };
}

/**
 * The provider's endpoints. With `issuer`, the discovery document is fetched once per page (with
 * the timeout), and again after a failure; without it, nothing is fetched.
 */
export function providerEndpoints(core: AuthCore): Promise<ProviderEndpoints> {
  if (!core.issuer) return Promise.resolve(mergeEndpoints(core, null));
  core.endpoints ??= discover(core)
    .then((discovered) => mergeEndpoints(core, discovered))
    .catch((error: unknown) => {
      core.endpoints = undefined;
      throw toAuthError(error, 'DISCOVERY_FAILED');
    });
  return core.endpoints;
}

/**
 * The issuer's OpenID discovery document (`/.well-known/openid-configuration`), checked by
 * oauth4webapi (loaded here, like token-client.ts, only when a protocol step first needs it).
 */
async function discover(settings: Settings): Promise<AuthorizationServer> {
  const oauth = await import('oauth4webapi');
  const issuer = new URL(settings.issuer ?? '');
  const response = await oauth.discoveryRequest(issuer, {
    algorithm: 'oidc',
    signal: AbortSignal.timeout(settings.timeoutMs),
    // oauth4webapi bodies are all valid fetch bodies; its option type is wider than RequestInit.
    [oauth.customFetch]: (url: string, init: object) => settings.fetch(url, init as RequestInit),
    ...(issuer.protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {}),
  });
  return oauth.processDiscoveryResponse(issuer, response);
}
