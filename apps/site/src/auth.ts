import { createAuthClient } from '@epic/auth';
import { config } from './config';

/**
 * The one auth client of the site: SSO through the provider, session with the API. Its sign-in
 * policy is configured here:
 * - the page-load check (header) is skipped in spa mode when no token is stored: the API opens a
 *   session only from them, so a signed-out visit makes no request (and logs no 401);
 * - a protected screen's guard asks the API for its session first and needs the full check
 *   (session from stored tokens, refresh, profile from the provider) only when it has none;
 * - a signed-in visit opens the connection to the provider early (it asks it for the profile).
 */
export const auth = createAuthClient({
  providerUrl: config.authProviderUrl,
  clientId: config.authClientId,
  mode: config.authMode,
  backendUrl: config.apiUrl,
  endSessionUrl: config.authEndSessionUrl,
  loadCheck: 'stored-tokens',
  accessCheck: 'session-first',
  preconnect: true,
});
