import { createAuthClient } from '@epic/auth';
import { config } from './config';

/** The one auth client of the site: SSO through the provider, session with the API. */
export const auth = createAuthClient({
  providerUrl: config.authProviderUrl,
  clientId: config.authClientId,
  mode: config.authMode,
  backendUrl: config.apiUrl,
});
